import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// The Dynamic Island views of a Live Activity: WidgetKit's `DynamicIsland`.
///
/// - Glimpse: drawn
public struct DynamicIsland {
  let makeExpandedRegions: () -> [DynamicIslandRegionDescription]
  let makeCompactLeading: () -> AnyView
  let makeCompactTrailing: () -> AnyView
  let makeMinimal: () -> AnyView
  /// The colour of the island's outline, if set.
  public private(set) var keylineTint: Color?
  /// The URL the island opens, if set.
  public private(set) var widgetURL: URL?
  /// Content margins set per mode: edges and points.
  public private(set) var contentMargins:
    [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)] = []

  /// An island of expanded regions and compact and minimal views.
  public init<Expanded, CompactLeading, CompactTrailing, Minimal>(
    @DynamicIslandExpandedContentBuilder expanded:
      @escaping () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) where Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View {
    makeExpandedRegions = { expanded().regions }
    makeCompactLeading = { AnyView(compactLeading()) }
    makeCompactTrailing = { AnyView(compactTrailing()) }
    makeMinimal = { AnyView(minimal()) }
  }

  /// The island opening `url` when tapped.
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var copy = self
    copy.widgetURL = url
    return copy
  }

  /// The island with an outline colour.
  ///
  /// - Glimpse: accepted
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var copy = self
    copy.keylineTint = color
    return copy
  }

  /// The island with content margins for a mode, in points.
  ///
  /// - Glimpse: accepted
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode
  ) -> DynamicIsland {
    var copy = self
    copy.contentMargins.append((mode, edges, length))
    return copy
  }

  /// The expanded regions, in declaration order.
  public func expandedRegions() -> [DynamicIslandRegionDescription] { makeExpandedRegions() }
  /// The compact leading view.
  public func compactLeading() -> AnyView { makeCompactLeading() }
  /// The compact trailing view.
  public func compactTrailing() -> AnyView { makeCompactTrailing() }
  /// The minimal view.
  public func minimal() -> AnyView { makeMinimal() }

  /// The content margins set for `mode`, on each edge, in points (nil: the default).
  public func margins(for mode: DynamicIslandMode) -> (
    top: Double?, leading: Double?, bottom: Double?, trailing: Double?
  ) {
    var result: (top: Double?, leading: Double?, bottom: Double?, trailing: Double?) = (
      nil, nil, nil, nil
    )
    for entry in contentMargins where entry.mode == mode {
      if entry.edges.contains(.top) { result.top = entry.length }
      if entry.edges.contains(.leading) { result.leading = entry.length }
      if entry.edges.contains(.bottom) { result.bottom = entry.length }
      if entry.edges.contains(.trailing) { result.trailing = entry.length }
    }
    return result
  }
}

/// The island's presentations, for content margins.
///
/// - Glimpse: accepted
public struct DynamicIslandMode: Equatable, Sendable {
  let name: String

  public static let expanded = DynamicIslandMode(name: "expanded")
  public static let compactLeading = DynamicIslandMode(name: "compactLeading")
  public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// One region of the expanded island, as Glimpse lays it out.
///
/// - Glimpse: glimpse
public struct DynamicIslandRegionDescription {
  /// Where the region goes.
  public let position: DynamicIslandExpandedRegionPosition
  /// Its priority: a higher one is laid out first and may take the full width.
  public let priority: Double
  /// Its own content margins, if set.
  public let margins: (edges: Edge.Set, length: Double)?
  /// Its content.
  public let view: AnyView
}

/// The regions of an expanded island.
///
/// - Glimpse: drawn
public struct DynamicIslandExpandedContent<Content> where Content: View {
  var regions: [DynamicIslandRegionDescription]
}

/// Builds the expanded island from its regions. Like Apple's, it takes regions only: no
/// `if`, `for` or other statements at its top level.
///
/// - Glimpse: works
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
  public static func buildPartialBlock<Content>(
    first content: DynamicIslandExpandedRegion<Content>
  ) -> DynamicIslandExpandedContent<EmptyView> where Content: View {
    DynamicIslandExpandedContent(regions: [content.description])
  }

  public static func buildPartialBlock<Content>(
    first content: DynamicIslandExpandedContent<Content>
  ) -> DynamicIslandExpandedContent<EmptyView> where Content: View {
    DynamicIslandExpandedContent(regions: content.regions)
  }

  public static func buildPartialBlock<C0, C1>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
  ) -> DynamicIslandExpandedContent<EmptyView> where C0: View, C1: View {
    DynamicIslandExpandedContent(regions: accumulated.regions + [next.description])
  }

  public static func buildPartialBlock<C0, C1>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
  ) -> DynamicIslandExpandedContent<EmptyView> where C0: View, C1: View {
    DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
  }
}

/// One region of the expanded island.
///
/// - Glimpse: drawn
public struct DynamicIslandExpandedRegion<Content> where Content: View {
  let position: DynamicIslandExpandedRegionPosition
  let priority: Double
  let content: Content
  var margins: (edges: Edge.Set, length: Double)?

  /// A region at `position` showing `content`; a higher `priority` is laid out first.
  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.position = position
    self.priority = priority
    self.content = content()
  }

  /// The region with its own content margins, in points.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: Double)
    -> DynamicIslandExpandedRegion<Content>
  {
    var copy = self
    copy.margins = (edges, length)
    return copy
  }

  var description: DynamicIslandRegionDescription {
    DynamicIslandRegionDescription(
      position: position, priority: priority, margins: margins, view: AnyView(content))
  }
}

/// Where an expanded region goes.
///
/// - Glimpse: drawn
public struct DynamicIslandExpandedRegionPosition: Sendable {
  /// Which region.
  public enum Kind: Hashable, Sendable {
    case leading, trailing, center, bottom
  }

  /// Which region.
  public let kind: Kind

  /// Beside the camera, on the left.
  public static let leading = DynamicIslandExpandedRegionPosition(kind: .leading)
  /// Beside the camera, on the right.
  public static let trailing = DynamicIslandExpandedRegionPosition(kind: .trailing)
  /// Below the camera.
  public static let center = DynamicIslandExpandedRegionPosition(kind: .center)
  /// Under everything.
  public static let bottom = DynamicIslandExpandedRegionPosition(kind: .bottom)
}

extension View {
  /// Moves a wide leading or trailing region below the camera.
  ///
  /// - Glimpse: drawn
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement)
    -> some View
  {
    preference { $0.verticalPlacement = verticalPlacement }
  }

  /// The Lock Screen card's background colour (nil: the system's).
  ///
  /// - Glimpse: drawn
  public func activityBackgroundTint(_ color: Color?) -> some View {
    preference { $0.activityBackgroundTint = .some(color) }
  }

  /// The colour of the system's action button on the Lock Screen.
  ///
  /// - Glimpse: drawn
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    preference { $0.systemActionForegroundColor = .some(color) }
  }

  /// The URL opened when the view is tapped.
  ///
  /// - Glimpse: accepted
  public func widgetURL(_ url: URL?) -> some View {
    preference { $0.widgetURL = url }
  }

  /// The widget's background (painted when the system shows container backgrounds).
  ///
  /// - Glimpse: drawn
  public func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement)
    -> some View
  where S: ShapeStyle {
    let erased = AnyShapeStyle(style)
    return preference { $0.containerBackground = erased }
  }

  /// The widget's background as a view (accepted; its colour is not known).
  ///
  /// - Glimpse: accepted
  public func containerBackground<V>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    self
  }
}

/// Where a container background goes.
///
/// - Glimpse: drawn
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation container's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// A Live Activity's views: WidgetKit's `ActivityConfiguration`, the Lock Screen view
/// and the Dynamic Island.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes>: WidgetConfiguration
where Attributes: ActivityAttributes {
  public typealias Body = Never

  let makeContent: @MainActor (ActivityViewContext<Attributes>) -> AnyView
  let makeDynamicIsland: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

  /// A configuration of the Lock Screen view `content` and the Dynamic Island
  /// `dynamicIsland`.
  public init<Content>(
    for attributesType: Attributes.Type,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) where Content: View {
    let boxedContent = UncheckedSendable(content)
    let boxedIsland = UncheckedSendable(dynamicIsland)
    makeContent = { context in AnyView(boxedContent.value(context)) }
    makeDynamicIsland = { context in boxedIsland.value(context) }
  }

  /// The Lock Screen (and StandBy, watch, CarPlay) view for `context`.
  public func content(for context: ActivityViewContext<Attributes>) -> AnyView {
    makeContent(context)
  }

  /// The Dynamic Island for `context`.
  public func dynamicIsland(for context: ActivityViewContext<Attributes>) -> DynamicIsland {
    makeDynamicIsland(context)
  }

  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {
    inventory.activities.append(
      WidgetInventory.Entry(
        configuration: configuration, attributesType: Attributes.self, families: [.medium],
        displayName: nil))
  }
}

extension ActivityConfiguration: Sendable {}

/// What a Live Activity's views are given: its attributes, its current state, and whether
/// that state is stale.
///
/// - Glimpse: works
public struct ActivityViewContext<Attributes> where Attributes: ActivityAttributes {
  /// The activity's identifier.
  public let activityID: String
  /// The static data.
  public let attributes: Attributes
  /// The current dynamic data.
  public let state: Attributes.ContentState
  /// Whether the state's stale date has passed with no newer update.
  public let isStale: Bool

  /// A context (Glimpse builds these; apps receive them).
  public init(
    attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false,
    activityID: String = "preview"
  ) {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    self.activityID = activityID
  }
}

/// A configuration with something said of it (families, display name...).
@MainActor
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  public typealias Body = Never
  let base: Base
  let change: @MainActor (inout WidgetInventory.Entry) -> Void

  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {
    let start = inventory.activities.count
    Base._collect(configuration.base, into: &inventory)
    for index in start..<inventory.activities.count {
      configuration.change(&inventory.activities[index])
    }
  }
}

extension WidgetConfiguration {
  private func saying(_ change: @escaping @MainActor (inout WidgetInventory.Entry) -> Void)
    -> _ModifiedWidgetConfiguration<Self>
  {
    _ModifiedWidgetConfiguration(base: self, change: change)
  }

  /// The sizes the activity also draws in: `.small` for the watch and CarPlay (iOS 18).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration
  {
    saying { $0.families.formUnion(families) }
  }

  /// The name shown in the widget gallery.
  ///
  /// - Glimpse: accepted
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    saying { $0.displayName = displayName.plainText }
  }

  /// The name shown in the widget gallery.
  ///
  /// - Glimpse: accepted
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey)
    -> some WidgetConfiguration
  {
    saying { $0.displayName = displayNameKey.plainText }
  }

  /// The name shown in the widget gallery.
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration
  where S: StringProtocol {
    let name = String(displayName)
    return saying { $0.displayName = name }
  }

  /// The description shown in the widget gallery (accepted).
  ///
  /// - Glimpse: accepted
  public func description(_ description: Text) -> some WidgetConfiguration { self }
  /// The description shown in the widget gallery (accepted).
  ///
  /// - Glimpse: accepted
  public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
    self
  }
  /// The description shown in the widget gallery (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func description<S>(_ description: S) -> some WidgetConfiguration where S: StringProtocol {
    self
  }
  /// The widget sizes supported (accepted).
  ///
  /// - Glimpse: accepted
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    self
  }
  /// No content margins (accepted).
  ///
  /// - Glimpse: accepted
  public func contentMarginsDisabled() -> some WidgetConfiguration { self }
  /// Whether the container background may be removed (accepted).
  ///
  /// - Glimpse: accepted
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
    self
  }
  /// Background task handling (accepted).
  ///
  /// - Glimpse: accepted
  public func onBackgroundURLSessionEvents(
    matching matchingString: String? = nil,
    _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration { self }
  /// Where the widget may not appear (accepted).
  ///
  /// - Glimpse: accepted
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> some WidgetConfiguration
  {
    self
  }
  /// Whether the widget asks for configuration (accepted).
  ///
  /// - Glimpse: accepted
  public func promptsForUserConfiguration() -> some WidgetConfiguration { self }
  /// Where the widget is pushed from (accepted).
  ///
  /// - Glimpse: accepted
  public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration
  { self }
}

/// Places widgets can appear.
///
/// - Glimpse: accepted
public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Receives widget push tokens (accepted).
///
/// - Glimpse: accepted
public protocol WidgetPushHandler {}

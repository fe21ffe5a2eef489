import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

/// A `#Preview` of the program: its name, where it is written, and what it shows.
///
/// `#Preview` expands to a type whose `makePreview()` returns one of these; `Glimpse.main()`
/// finds them all (``inProcess()``) and shows them as its previews.
///
/// - Glimpse: glimpse
@MainActor
public struct DeclaredPreview {
  /// What a preview shows.
  public enum Content {
    /// A Live Activity: a widget, attributes and content states.
    case activity(DeclaredActivityPreview)
    /// A view.
    case view(@MainActor () -> AnyView)
    /// A home-screen widget, which Glimpse does not draw.
    case homeScreenWidget(WidgetFamily)
    /// Nothing that can be shown, and why.
    case unavailable(String)
  }

  /// The name given to `#Preview`, if any.
  public let name: String?
  /// The file, as `#fileID` names it (`MyWidgets/DeliveryLiveActivity.swift`).
  public let fileID: String
  /// The line of its `#`.
  public let line: Int
  /// What it shows.
  public let content: Content
  /// What declared it, for messages, when it is not a `#Preview`: `PreviewProvider
  /// Pizza_Previews` for an Xcode 14-style preview, `ActivityConfiguration for
  /// PizzaAttributes` for an activity with no preview.
  public let origin: String?

  /// A preview declared at `fileID`, `line` (by `origin`, if given).
  public init(
    name: String?, fileID: String, line: Int, content: Content, origin: String? = nil
  ) {
    self.name = name
    self.fileID = fileID
    self.line = line
    self.content = content
    self.origin = origin
  }

  /// Where it is written: the file's name and the line (`DeliveryLiveActivity.swift:88`).
  public var location: String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }

  /// Every `#Preview` in the images loaded in this process, in no particular order, then
  /// the Live Activities the program's `PreviewProvider`s show (``ProviderPreviews``), then
  /// the `@main` widgets' activities that none of those shows, with made-up values
  /// (``UnpreviewedActivities``).
  public static func inProcess() -> [DeclaredPreview] {
    let declared =
      _PreviewRecords.all((any _PreviewDeclaration.Type).self).map { $0.makePreview() }
      + ProviderPreviews.inProcess()
    return declared + UnpreviewedActivities.previews(besides: declared, now: Date())
  }
}

/// A Live Activity `#Preview`'s widget, attributes and content states, with their types.
///
/// - Glimpse: glimpse
@MainActor
public struct DeclaredActivityPreview {
  /// The presentation the preview asks for: the Lock Screen content or an island view.
  public var viewKind: ActivityPreviewViewKind { viewKinds[0] }
  /// Every presentation the preview asks for, in order (a `PreviewProvider` may ask for
  /// several of one activity); never empty.
  public let viewKinds: [ActivityPreviewViewKind]
  /// The attributes type's name, for messages.
  public let attributesTypeName: String
  /// For each content state, by index, its name and whether it is shown stale: what a
  /// `PreviewProvider` says of it (`previewDisplayName`, `previewContext(_:isStale:…)`);
  /// empty when the preview says neither.
  public let marks: [PreviewStateMark]
  private let open: @MainActor (any ActivityPreviewVisitor) async -> Void

  init<W: Widget, A: ActivityAttributes>(
    viewKind: ActivityPreviewViewKind, widget: @escaping () -> W, attributes: A,
    contentStates: @escaping @MainActor () async -> [A.ContentState]
  ) {
    self.init(
      viewKinds: [viewKind], widget: widget, attributes: attributes, contentStates: contentStates)
  }

  init<W: Widget, A: ActivityAttributes>(
    viewKinds: [ActivityPreviewViewKind], widget: @escaping () -> W, attributes: A,
    contentStates: @escaping @MainActor () async -> [A.ContentState],
    marks: [PreviewStateMark] = []
  ) {
    self.viewKinds = viewKinds.isEmpty ? [.content] : viewKinds
    self.marks = marks
    attributesTypeName = String(describing: A.self)
    // Only ever called on the main actor, where they were made.
    nonisolated(unsafe) let widget = widget
    nonisolated(unsafe) let attributes = attributes
    open = { visitor in
      let states = await contentStates()
      visitor.visit(widget: widget(), attributes: attributes, states: states)
    }
  }

  /// Evaluates the content states (the closure may be `async`) and hands the widget, the
  /// attributes and the states to `visitor`, with their types.
  public func open(_ visitor: any ActivityPreviewVisitor) async {
    await open(visitor)
  }
}

/// What a preview says of one of its content states besides the state itself.
///
/// - Glimpse: glimpse
public struct PreviewStateMark: Sendable, Equatable {
  /// The state's name (a `previewDisplayName`), or nil.
  public var name: String?
  /// Whether the state is shown stale.
  public var isStale: Bool

  /// A mark.
  public init(name: String? = nil, isStale: Bool = false) {
    self.name = name
    self.isStale = isStale
  }
}

/// What receives a Live Activity preview's parts with their types (GlimpseActivity turns
/// them into an `ActivityPreview`).
///
/// - Glimpse: glimpse
@MainActor
public protocol ActivityPreviewVisitor: AnyObject {
  /// The widget, its attributes and the content states of a preview.
  func visit<W: Widget, A: ActivityAttributes>(widget: W, attributes: A, states: [A.ContentState])
}

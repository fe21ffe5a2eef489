import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseRuntimeHooks
import GlimpseUI
import GlimpseWidgetKit

/// Live Activity previews written as Xcode 14 wrote them: a `PreviewProvider` whose
/// `previews` call `attributes.previewContext(state, viewKind: ...)`.
///
/// Nothing registers such a type, so Glimpse finds the program's `PreviewProvider`s in the
/// runtime's conformance records (`GlimpseRuntimeHooks`' `ConformanceRecords`), draws each one's `previews`
/// once off screen, and collects the `previewContext` views it meets. The contexts of one
/// provider with the same attributes become one preview: its states in order (repeats
/// dropped) and the presentations its view kinds ask for. The widget is the program's own:
/// the widgets of the `@main` widget bundle (``_MainWidgets``), where the configuration for
/// the attributes is looked up, as Xcode does.
///
/// A context's `isStale` shows its state stale, and a `previewDisplayName` on it names
/// the state (Xcode titles the preview with it); when every context of a group has the
/// same display name, it names the preview too.
@MainActor
enum ProviderPreviews {
  /// The groups being collected while a provider's `previews` are drawn; nil otherwise.
  private static var collecting: [any ProviderPreviewGroup]?

  /// The previews of every `PreviewProvider` in the loaded images that shows a Live
  /// Activity.
  static func inProcess() -> [DeclaredPreview] {
    ConformanceRecords.types(conformingTo: (any PreviewProvider).self)
      .compactMap { $0 as? any PreviewProvider.Type }
      .flatMap { previews(of: $0) }
  }

  /// The Live Activity previews `provider`'s `previews` ask for.
  static func previews(of provider: any PreviewProvider.Type) -> [DeclaredPreview] {
    let typeName = String(describing: provider)
    // "Module.Type" (or "Module.Outer.Type"): the module stands where a file's folder does.
    let fileID = String(reflecting: provider).split(separator: ".", maxSplits: 1).joined(
      separator: "/")
    let groups = collect(provider)
    return groups.enumerated().map { index, group in
      let name =
        group.commonDisplayName
        ?? (groups.count == 1 ? typeName : "\(typeName) (\(group.attributesTypeName))")
      return DeclaredPreview(
        name: name, fileID: fileID, line: index + 1,
        content: .activity(group.declared()), origin: "PreviewProvider \(typeName)")
    }
  }

  /// The `previewContext` groups met while drawing `provider`'s `previews`.
  private static func collect<P: PreviewProvider>(_ provider: P.Type) -> [any ProviderPreviewGroup]
  {
    let outer = collecting
    collecting = []
    PreviewDisplayNameNotes.pending = .some(nil)
    defer {
      collecting = outer
      PreviewDisplayNameNotes.pending = outer == nil ? nil : .some(nil)
    }
    _ = Snapshot(P.previews, width: 60)
    return collecting ?? []
  }

  /// Notes a `previewContext` view met while collecting; does nothing otherwise.
  static func record<A: ActivityAttributes>(
    _ attributes: A, state: A.ContentState, isStale: Bool, viewKind: ActivityPreviewViewKind
  ) {
    guard var groups = collecting else { return }
    let name = (PreviewDisplayNameNotes.pending ?? nil).flatMap { $0.isEmpty ? nil : $0 }
    PreviewDisplayNameNotes.pending = .some(nil)
    let key = ProviderPreviewGroupOf<A>.key(of: attributes)
    if let group = groups.lazy.compactMap({ $0 as? ProviderPreviewGroupOf<A> })
      .first(where: { $0.key == key })
    {
      group.add(state, isStale: isStale, name: name, viewKind)
    } else {
      let group = ProviderPreviewGroupOf(attributes: attributes, key: key)
      group.add(state, isStale: isStale, name: name, viewKind)
      groups.append(group)
    }
    collecting = groups
  }
}

/// One activity's states and view kinds from a provider's `previews`.
@MainActor
private protocol ProviderPreviewGroup: AnyObject {
  var attributesTypeName: String { get }
  /// The display name every context of the group has, if they all have the same one.
  var commonDisplayName: String? { get }
  func declared() -> DeclaredActivityPreview
}

/// The states and view kinds of one attributes value of type `A`.
@MainActor
private final class ProviderPreviewGroupOf<A: ActivityAttributes>: ProviderPreviewGroup {
  let attributes: A
  /// The attributes' JSON, which tells two values of a type apart ("" when they do not
  /// encode).
  let key: String
  var states: [A.ContentState] = []
  /// Each state's name and staleness, by index.
  var marks: [PreviewStateMark] = []
  /// The display names of every context met, nil for one without.
  var displayNames: [String?] = []
  var viewKinds: [ActivityPreviewViewKind] = []

  init(attributes: A, key: String) {
    self.attributes = attributes
    self.key = key
  }

  static func key(of attributes: A) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(attributes)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  var attributesTypeName: String { String(describing: A.self) }

  var commonDisplayName: String? {
    guard let first = displayNames.first, displayNames.allSatisfy({ $0 == first }) else {
      return nil
    }
    return first
  }

  /// A context's state (once for each staleness), its display name and its view kind.
  func add(
    _ state: A.ContentState, isStale: Bool, name: String?, _ viewKind: ActivityPreviewViewKind
  ) {
    displayNames.append(name)
    if let index = states.indices.first(where: {
      states[$0] == state && marks[$0].isStale == isStale
    }) {
      if marks[index].name == nil { marks[index].name = name }
    } else {
      states.append(state)
      marks.append(PreviewStateMark(name: name, isStale: isStale))
    }
    let described = String(describing: viewKind)
    if !viewKinds.contains(where: { String(describing: $0) == described }) {
      viewKinds.append(viewKind)
    }
  }

  func declared() -> DeclaredActivityPreview {
    let states = states
    return DeclaredActivityPreview(
      viewKinds: viewKinds, widget: { MainWidgetsWidget() }, attributes: attributes,
      contentStates: { states }, marks: marks)
  }
}

/// What `ActivityAttributes.previewContext(_:isStale:viewKind:)` returns: noted as a
/// preview while a provider's `previews` are collected, a placeholder when drawn.
public struct _ActivityPreviewContext<Attributes: ActivityAttributes>: View {
  let attributes: Attributes
  let state: Attributes.ContentState
  let isStale: Bool
  let viewKind: ActivityPreviewViewKind

  public var body: some View {
    ProviderPreviews.record(attributes, state: state, isStale: isStale, viewKind: viewKind)
    return Text(verbatim: "[\(Attributes.self) preview]")
  }
}

/// A widget that stands for the program's `@main` widgets.
struct MainWidgetsWidget: Widget {
  init() {}

  var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    DiscoveredWidgets.programWidgets(&inventory)
  }
}

extension ActivityAttributes {
  /// A view of this activity for an Xcode preview. Glimpse shows it as a preview of the
  /// program's widget for these attributes, in the presentation `viewKind` names, when it
  /// is in a `PreviewProvider`'s `previews`; drawn anywhere else it is a placeholder. With
  /// `isStale`, the state is shown stale (`context.isStale` is true), and a
  /// `previewDisplayName` on it names the state.
  /// - Glimpse: approximated: shown as a state of a preview of the widget for these attributes
  @MainActor
  public func previewContext(
    _ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind
  ) -> some View {
    _ActivityPreviewContext(
      attributes: self, state: contentState, isStale: isStale, viewKind: viewKind)
  }
}

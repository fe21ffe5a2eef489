import Foundation

/// Live Activity previews written as Xcode 14 wrote them: a `PreviewProvider` whose
/// `previews` call `attributes.previewContext(state, viewKind: ...)`.
///
/// Nothing registers such a type, so Glimpse finds the program's `PreviewProvider`s in the
/// runtime's conformance records (``ProtocolConformances``), draws each one's `previews`
/// once off screen, and collects the `previewContext` views it meets. The contexts of one
/// provider with the same attributes become one preview: its states in order (repeats
/// dropped) and the presentations its view kinds ask for. The widget is the program's own:
/// the widgets of the `@main` widget bundle (``_MainWidgets``), where the configuration for
/// the attributes is looked up, as Xcode does.
@MainActor
enum ProviderPreviews {
  /// The groups being collected while a provider's `previews` are drawn; nil otherwise.
  private static var collecting: [any ProviderPreviewGroup]?

  /// The previews of every `PreviewProvider` in the loaded images that shows a Live
  /// Activity.
  static func inProcess() -> [DeclaredPreview] {
    ProtocolConformances.types(conformingTo: "PreviewProvider", in: "GlimpseUI")
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
      let name = groups.count == 1 ? typeName : "\(typeName) (\(group.attributesTypeName))"
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
    defer { collecting = outer }
    _ = Snapshot(P.previews, width: 60)
    return collecting ?? []
  }

  /// Notes a `previewContext` view met while collecting; does nothing otherwise.
  static func record<A: ActivityAttributes>(
    _ attributes: A, state: A.ContentState, viewKind: ActivityPreviewViewKind
  ) {
    guard var groups = collecting else { return }
    let key = ProviderPreviewGroupOf<A>.key(of: attributes)
    if let group = groups.lazy.compactMap({ $0 as? ProviderPreviewGroupOf<A> })
      .first(where: { $0.key == key })
    {
      group.add(state, viewKind)
    } else {
      let group = ProviderPreviewGroupOf(attributes: attributes, key: key)
      group.add(state, viewKind)
      groups.append(group)
    }
    collecting = groups
  }
}

/// One activity's states and view kinds from a provider's `previews`.
@MainActor
private protocol ProviderPreviewGroup: AnyObject {
  var attributesTypeName: String { get }
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

  func add(_ state: A.ContentState, _ viewKind: ActivityPreviewViewKind) {
    if !states.contains(state) { states.append(state) }
    let described = String(describing: viewKind)
    if !viewKinds.contains(where: { String(describing: $0) == described }) {
      viewKinds.append(viewKind)
    }
  }

  func declared() -> DeclaredActivityPreview {
    let states = states
    return DeclaredActivityPreview(
      viewKinds: viewKinds, widget: { MainWidgetsWidget() }, attributes: attributes,
      contentStates: { states })
  }
}

/// What `ActivityAttributes.previewContext(_:isStale:viewKind:)` returns: noted as a
/// preview while a provider's `previews` are collected, a placeholder when drawn.
public struct _ActivityPreviewContext<Attributes: ActivityAttributes>: View {
  let attributes: Attributes
  let state: Attributes.ContentState
  let viewKind: ActivityPreviewViewKind

  public var body: some View {
    ProviderPreviews.record(attributes, state: state, viewKind: viewKind)
    return Text(verbatim: "[\(Attributes.self) preview]")
  }
}

/// The widgets of the program's `@main` widget bundle (or widget), which `main()` gives
/// Glimpse before it starts, so that previews that name no widget (a `PreviewProvider`'s)
/// find the configuration for their attributes.
public enum _MainWidgets {
  /// Collects the `@main` widgets' configurations; nil until `main()` runs.
  @MainActor public static var collect: ((inout WidgetInventory) -> Void)?
}

/// A widget that stands for the program's `@main` widgets.
struct MainWidgetsWidget: Widget {
  init() {}

  var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    _MainWidgets.collect?(&inventory)
  }
}

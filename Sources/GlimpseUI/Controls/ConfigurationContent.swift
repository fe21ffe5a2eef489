import GlimpseLayout

/// A part of a style's configuration (a button's label, a gauge's value labels): the view
/// it stands for, type-erased. Each style's parts stay distinct types, as Apple declares
/// them; they all draw as the view they wrap.
public protocol _ConfigurationContent: View where Body == Never {
  /// The view this part stands for.
  var _view: AnyView { get }
}

extension _ConfigurationContent {
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    AnyView._makeNodes(view._view, in: context, into: &nodes)
  }
}

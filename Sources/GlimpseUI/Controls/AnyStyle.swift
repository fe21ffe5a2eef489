import GlimpseLayout

/// A custom style of a control, type-erased: it draws the style's body for the control's
/// configuration, with `@Environment` in the body reading the control's environment.
struct AnyStyle<Configuration> {
  let resolve: @MainActor (Configuration, _ResolveContext, inout [LayoutNode]) -> Void

  /// `style`, whose body for a configuration is `makeBody(style, configuration)`.
  init<Style, Body: View>(
    _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    let box = UncheckedSendable(style)
    resolve = { configuration, context, nodes in
      let body = context.evaluating { makeBody(box.value, configuration) }
      Body._makeNodes(body, in: context, into: &nodes)
    }
  }
}

import GlimpseLayout

/// A shape view turned by `rotationEffect`: the turn is kept with the shape rather than
/// written into the environment for the views inside, as `View.rotationEffect` writes it
/// (a shape view has no views inside). It draws the same, for less: no environment is
/// copied and no modifier resolved.
nonisolated public struct _TurnedShapeView<Content, Style>: View
where Content: Shape, Style: ShapeStyle {
  public typealias Body = Never
  /// The shape view turned.
  @usableFromInline var shapeView: _ShapeView<Content, Style>
  /// The turn in radians, clockwise on screen.
  @usableFromInline var radians: Double

  @inlinable
  init(shapeView: _ShapeView<Content, Style>, radians: Double) {
    self.shapeView = shapeView
    self.radians = radians
  }

  @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(_ShapeView.node(of: view.shapeView, turnedBy: view.radians, in: context))
  }
}

extension _ShapeView {
  /// The shape turned by `angle` (clockwise on screen for a positive angle). Turned again,
  /// it is turned as any view is (`View.rotationEffect`).
  ///
  /// - Glimpse: approximated: the shape draws turned about its frame's centre
  @inlinable
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> _TurnedShapeView<Content, Style>
  {
    _TurnedShapeView(shapeView: self, radians: angle.radians)
  }
}

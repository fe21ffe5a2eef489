extension _ShapeView {
  /// The shape turned by `angle` (clockwise on screen for a positive angle). The turn is
  /// kept with the shape view rather than written into the environment for the views
  /// inside, as `View.rotationEffect` writes it (a shape view has no views inside): it
  /// draws the same, for less (no environment copied, no modifier resolved, and no second
  /// generic type whose metadata would be looked up for each shape resolved). Turned again,
  /// the turns add up, as they do in the environment.
  ///
  /// - Glimpse: approximated: the shape draws turned about its frame's centre
  @inlinable
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
    var turned = self
    turned.radians += angle.radians
    return turned
  }
}

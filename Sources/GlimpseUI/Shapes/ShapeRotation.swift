/// The environment key of the turn `rotationEffect` gives the shapes inside it.
struct ShapeRotationKey: EnvironmentKey {
  static var defaultValue: Double { 0 }
}

extension EnvironmentValues {
  /// The turn, in radians clockwise, that the `rotationEffect`s around a view add up to:
  /// shapes draw their paths turned by it about their frames' centres (a ring turned by
  /// -90° starts at the top). Other views are drawn unturned.
  public var _shapeRotation: Double {
    get { self[ShapeRotationKey.self] }
    set { self[ShapeRotationKey.self] = newValue }
  }
}

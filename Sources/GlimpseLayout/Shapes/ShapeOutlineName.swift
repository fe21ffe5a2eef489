/// A built-in shape's outline named by what decides it, so that the raster of a shape
/// drawn before is found without building its path again: two shapes of equal names have
/// equal paths in every frame.
///
/// Only shapes whose path is a pure function of these few numbers and the frame have a
/// name; a custom, offset, scaled or turned shape has none and is looked up by its path.
public struct ShapeOutlineName: Hashable, Sendable {
  /// The built-in outlines.
  public enum Outline: Hashable, Sendable {
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with corners rounded by a corner size in points.
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double)
    /// A rectangle with corners rounded by half its shorter side.
    case capsule
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse filling the frame.
    case ellipse
  }

  /// The outline.
  public var outline: Outline
  /// The points the outline is inset by on each side (`strokeBorder`'s half line width).
  public var inset: Double

  /// The name of `outline` inset by `inset` points.
  public init(_ outline: Outline, inset: Double = 0) {
    self.outline = outline
    self.inset = inset
  }
}

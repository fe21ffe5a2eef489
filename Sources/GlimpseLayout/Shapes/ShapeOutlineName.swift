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

extension ShapeOutlineName.Outline {
  /// The outline in the rectangle at (`x`, `y`), `width` by `height` points (standardized:
  /// sizes at least zero), as the built-in shape of this name builds it. The shapes
  /// themselves build their paths here (`Circle().path(in:)`), so a node drawing a
  /// built-in shape needs only its name, not a closure holding the shape.
  public func path(x: Double, y: Double, width: Double, height: Double) -> ShapePath {
    var path = ShapePath()
    switch self {
    case .rectangle:
      path.addRect(x: x, y: y, width: width, height: height)
    case .roundedRectangle(let cornerWidth, let cornerHeight):
      path.addRoundedRect(
        x: x, y: y, width: width, height: height, cornerWidth: cornerWidth,
        cornerHeight: cornerHeight)
    case .capsule:
      let radius = min(width, height) / 2
      path.addRoundedRect(
        x: x, y: y, width: width, height: height, cornerWidth: radius, cornerHeight: radius)
    case .circle:
      // The largest circle centred in the rectangle.
      let side = min(width, height)
      path.addEllipse(
        x: x + width / 2 - side / 2, y: y + height / 2 - side / 2, width: side, height: side)
    case .ellipse:
      path.addEllipse(x: x, y: y, width: width, height: height)
    }
    return path
  }
}

extension ShapeOutlineName {
  /// The outline in a frame of `width` by `height` points, inset by ``inset`` on each side
  /// (by at most half the frame).
  public func path(width: Double, height: Double) -> ShapePath {
    let (insetX, insetY) = (min(inset, width / 2), min(inset, height / 2))
    return outline.path(
      x: insetX, y: insetY, width: width - 2 * insetX, height: height - 2 * insetY)
  }
}

import GlimpseLayout

/// A shape turned about a point of its frame: SwiftUI's `RotatedShape`, made by
/// `Shape.rotation(_:anchor:)`. Its path is its shape's turned (clockwise on screen for a
/// positive angle); a circle turned about its centre is still drawn as a circle.
///
/// - Glimpse: drawn
nonisolated public struct RotatedShape<Content>: Shape where Content: Shape {
  /// The shape turned.
  public var shape: Content
  /// The turn.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    var path = shape.path(in: rect)
    let center = ShapePath.Point(
      x: Double(rect.minX + anchor.x * rect.width), y: Double(rect.minY + anchor.y * rect.height))
    path._outline = path._outline.rotated(by: angle.radians, about: center)
    return path
  }

  public var _shapeDescription: _ShapeDescription {
    var description = shape._shapeDescription
    if description.kind != .circle || anchor != .center { description.kind = .custom }
    return description
  }
}

/// A shape moved within its frame: SwiftUI's `OffsetShape`, made by `Shape.offset(_:)`.
///
/// - Glimpse: drawn
nonisolated public struct OffsetShape<Content>: Shape where Content: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far, in points (right and down).
  public var offset: CGSize

  /// `shape` moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    var path = shape.path(in: rect)
    let (deltaX, deltaY) = (Double(offset.width), Double(offset.height))
    path._outline = path._outline.mapped { point in
      ShapePath.Point(x: point.x + deltaX, y: point.y + deltaY)
    }
    return path
  }

  public var _shapeDescription: _ShapeDescription {
    var description = shape._shapeDescription
    if offset != .zero { description.kind = .custom }
    return description
  }
}

/// A shape scaled about a point of its frame: SwiftUI's `ScaledShape`, made by
/// `Shape.scale(_:anchor:)`.
///
/// - Glimpse: drawn
nonisolated public struct ScaledShape<Content>: Shape where Content: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The factors across and down.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    var path = shape.path(in: rect)
    let (factorX, factorY) = (Double(scale.width), Double(scale.height))
    let anchorX = Double(rect.minX + anchor.x * rect.width)
    let anchorY = Double(rect.minY + anchor.y * rect.height)
    path._outline = path._outline.mapped { point in
      ShapePath.Point(
        x: anchorX + (point.x - anchorX) * factorX, y: anchorY + (point.y - anchorY) * factorY)
    }
    return path
  }

  public var _shapeDescription: _ShapeDescription {
    var description = shape._shapeDescription
    if scale != CGSize(width: 1, height: 1) { description.kind = .custom }
    return description
  }
}

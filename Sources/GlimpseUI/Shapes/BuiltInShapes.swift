import GlimpseLayout

/// A rectangle.
///
/// - Glimpse: drawn
nonisolated public struct Rectangle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(.rectangle, in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { .rectangle }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> Rectangle { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .rectangle) }
}

/// A rectangle with rounded corners.
///
/// - Glimpse: approximated: fills paint their cells; strokes draw a box outline with rounded corners
nonisolated public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(
      .roundedRectangle(
        cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height)),
      in: rect)
  }
  public var _outlineName: ShapeOutlineName.Outline? {
    .roundedRectangle(
      cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height))
  }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .roundedRectangle) }
}

/// A rectangle with different corner radii (iOS 16).
///
/// - Glimpse: approximated: fills paint their cells; strokes draw a box outline with rounded corners
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    radius = max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
  }

  /// The largest of the corner radii: the path rounds every corner by it.
  var radius: CGFloat

  public func path(in rect: CGRect) -> Path {
    Path(.roundedRectangle(cornerWidth: Double(radius), cornerHeight: Double(radius)), in: rect)
  }
  // Rounded by `radius` both ways, as a rounded rectangle of that corner size is.
  public var _outlineName: ShapeOutlineName.Outline? {
    .roundedRectangle(cornerWidth: Double(radius), cornerHeight: Double(radius))
  }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .roundedRectangle) }
}

/// A capsule.
///
/// - Glimpse: approximated: fills paint their cells; strokes draw a box outline with rounded corners
nonisolated public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { Path(.capsule, in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { .capsule }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> Capsule { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .capsule) }
}

/// A circle.
///
/// - Glimpse: approximated: one row filled draws `●`; taller fills paint their cells; strokes draw a rounded box outline; a trimmed circle a ring glyph
nonisolated public struct Circle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(.circle, in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { .circle }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> Circle { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .circle) }
}

/// An ellipse (drawn as a circle).
///
/// - Glimpse: approximated: drawn as a circle
nonisolated public struct Ellipse: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(.ellipse, in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { .ellipse }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> Ellipse { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .circle) }
}

/// The shape of the container the view is in (a rounded rectangle).
///
/// - Glimpse: drawn
nonisolated public struct ContainerRelativeShape: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    Path(.roundedRectangle(cornerWidth: 12, cornerHeight: 12), in: rect)
  }
  public var _outlineName: ShapeOutlineName.Outline? {
    .roundedRectangle(cornerWidth: 12, cornerHeight: 12)
  }
  /// - Glimpse: approximated: amount is ignored (the shape is drawn un-inset)
  public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
  public var _shapeDescription: _ShapeDescription { _ShapeDescription(kind: .roundedRectangle) }
}

/// Corner styles.
///
/// - Glimpse: accepted
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with different corner radii.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
    )
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
  /// A capsule of a corner style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// Any shape, type-erased.
///
/// - Glimpse: drawn
nonisolated public struct AnyShape: Shape {
  let description: _ShapeDescription
  let outlineName: ShapeOutlineName.Outline?
  let makePath: @Sendable (CGRect) -> Path

  public init<S>(_ shape: S) where S: Shape {
    description = shape._shapeDescription
    outlineName = shape._outlineName
    makePath = { shape.path(in: $0) }
  }

  public func path(in rect: CGRect) -> Path { makePath(rect) }
  public var _outlineName: ShapeOutlineName.Outline? { outlineName }
  public var _shapeDescription: _ShapeDescription { description }
}

import GlimpseLayout

/// An outline: SwiftUI's `Path`. It records its lines, curves, arcs and closes in points
/// (a ``ShapePath``), and draws from them: braille dots for a stroke, block elements for a
/// fill.
///
/// - Glimpse: approximated: drawn from its lines, curves and arcs: braille dots for a stroke, blocks for a fill; trimmedPath keeps curves as short lines
nonisolated public struct Path: Equatable, Sendable, Shape {
  /// The outline in points.
  public internal(set) var _outline = ShapePath()

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A built-in shape's outline in `rect` (``ShapeOutlineName/Outline/path(x:y:width:height:)``:
  /// where the built-in shapes' paths are built).
  init(_ outline: ShapeOutlineName.Outline, in rect: CGRect) {
    let rect = rect.standardized
    _outline = outline.path(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  /// A rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// An ellipse.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A path built by a closure.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// The smallest rectangle holding the path and its control points.
  public var boundingRect: CGRect {
    guard let bounds = _outline.controlBounds else { return .zero }
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX,
      height: bounds.maxY - bounds.minY)
  }
  /// Whether the path is empty.
  public var isEmpty: Bool { _outline.isEmpty }
  /// The current point: where the last element ended.
  public var currentPoint: CGPoint? { _outline.currentPoint.map(Self.point) }

  private static func point(_ point: CGPoint) -> ShapePath.Point {
    ShapePath.Point(x: Double(point.x), y: Double(point.y))
  }

  private static func point(_ point: ShapePath.Point) -> CGPoint {
    CGPoint(x: point.x, y: point.y)
  }

  public mutating func move(to end: CGPoint) { _outline.move(to: Self.point(end)) }
  public mutating func addLine(to end: CGPoint) { _outline.addLine(to: Self.point(end)) }
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for item in lines.dropFirst() { addLine(to: item) }
  }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    _outline.addQuadCurve(to: Self.point(end), control: Self.point(control))
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    _outline.addCurve(
      to: Self.point(end), control1: Self.point(control1), control2: Self.point(control2))
  }
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    _outline.addRect(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
  public mutating func addRects(_ rects: [CGRect]) {
    for item in rects { addRect(item) }
  }
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    _outline.addEllipse(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    _outline.addRoundedRect(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height), cornerWidth: Double(cornerSize.width),
      cornerHeight: Double(cornerSize.height))
  }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    _outline.addArc(
      center: Self.point(center), radius: Double(radius), startAngle: startAngle.radians,
      endAngle: endAngle.radians, clockwise: clockwise)
  }
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    _outline.addRelativeArc(
      center: Self.point(center), radius: Double(radius), startAngle: startAngle.radians,
      delta: delta.radians)
  }
  public mutating func addPath(_ path: Path) {
    _outline.addPath(path._outline)
  }
  public mutating func closeSubpath() { _outline.closeSubpath() }

  /// The part of the path from `from` to `to` of its length (0...1), as SwiftUI trims it:
  /// its subpaths taken in order as one line. Curves in the part kept become short lines.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    var path = Path()
    path._outline = _outline.trimmed(from: Double(from), to: Double(to))
    return path
  }

  public func path(in rect: CGRect) -> Path { self }

  public var _shapeDescription: _ShapeDescription { .custom }
}

import GlimpseLayout

/// An outline: SwiftUI's `Path`. Glimpse records only its bounding rectangle; a path
/// draws as its frame.
nonisolated public struct Path: Equatable, Sendable, Shape {
  var bounds: CGRect = .null

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) {
    bounds = rect
  }

  /// A rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    bounds = rect
  }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    bounds = rect
  }

  /// An ellipse.
  public init(ellipseIn rect: CGRect) {
    bounds = rect
  }

  /// A path built by a closure.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// The smallest rectangle holding the path.
  public var boundingRect: CGRect { bounds.isNull ? .zero : bounds }
  /// Whether the path is empty.
  public var isEmpty: Bool { bounds.isNull }
  /// The current point (unknown here).
  public var currentPoint: CGPoint? { nil }

  private mutating func include(_ point: CGPoint) {
    let rect = CGRect(origin: point, size: .zero)
    bounds = bounds.isNull ? rect : bounds.union(rect)
  }

  private mutating func include(_ rect: CGRect) {
    bounds = bounds.isNull ? rect : bounds.union(rect)
  }

  public mutating func move(to end: CGPoint) { include(end) }
  public mutating func addLine(to end: CGPoint) { include(end) }
  public mutating func addLines(_ lines: [CGPoint]) {
    for item in lines { include(item) }
  }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { include(end) }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    include(end)
  }
  public mutating func addRect(_ rect: CGRect) { include(rect) }
  public mutating func addRects(_ rects: [CGRect]) {
    for item in rects { include(item) }
  }
  public mutating func addEllipse(in rect: CGRect) { include(rect) }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    include(rect)
  }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    include(
      CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    include(
      CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }
  public mutating func addPath(_ path: Path) {
    if !path.bounds.isNull { include(path.bounds) }
  }
  public mutating func closeSubpath() {}

  /// A part of the path (the whole path, here).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }

  public func path(in rect: CGRect) -> Path { self }
}

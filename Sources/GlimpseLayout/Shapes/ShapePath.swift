import Foundation

/// A shape's outline in points, as SwiftUI's `Path` records it: moves, lines, quadratic and
/// cubic curves and closes, in a space whose y grows downwards.
///
/// Arcs, ellipses and rounded corners are stored as the curves they are built of, so
/// everything the outline holds is one of four elements; ``polylines(tolerance:)`` turns
/// it into straight runs for the raster.
public struct ShapePath: Hashable, Sendable {
  /// A point of the outline, in points from the shape's top-left corner.
  public struct Point: Hashable, Sendable {
    /// Points from the left.
    public var x: Double
    /// Points from the top.
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// One step of an outline.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic curve to a point, bent towards a control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic curve to a point, bent by two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's start.
    case closeSubpath
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []
  /// Where the path is now (the end of the last element), nil before the first move.
  public private(set) var currentPoint: Point?
  /// Where the current subpath started.
  private var subpathStart: Point?

  /// An empty path.
  public init() {}

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Makes room for `count` more elements.
  mutating func reserveElements(_ count: Int) {
    elements.reserveCapacity(elements.count + count)
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  /// A line to `point` (a move when the path has no current point).
  public mutating func addLine(to point: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(point))
    currentPoint = point
  }

  /// A quadratic curve to `point` (a move when the path has no current point).
  public mutating func addQuadCurve(to point: Point, control: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// A cubic curve to `point` (a move when the path has no current point).
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Appends every element of `other`.
  public mutating func addPath(_ other: ShapePath) {
    for element in other.elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        addCurve(to: point, control1: control1, control2: control2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// The path with every point moved by `transform`.
  public func mapped(_ transform: (Point) -> Point) -> ShapePath {
    var result = ShapePath()
    result.elements = elements.map { element in
      switch element {
      case .move(let point): return .move(transform(point))
      case .line(let point): return .line(transform(point))
      case .quadCurve(let point, let control):
        return .quadCurve(to: transform(point), control: transform(control))
      case .curve(let point, let control1, let control2):
        return .curve(
          to: transform(point), control1: transform(control1), control2: transform(control2))
      case .closeSubpath: return .closeSubpath
      }
    }
    result.currentPoint = currentPoint.map(transform)
    result.subpathStart = subpathStart.map(transform)
    return result
  }

  /// The path turned by `radians` (clockwise on screen) about `center`.
  public func rotated(by radians: Double, about center: Point) -> ShapePath {
    guard radians.isFinite, radians != 0 else { return self }
    let (sine, cosine) = (sin(radians), cos(radians))
    return mapped { point in
      let (dx, dy) = (point.x - center.x, point.y - center.y)
      return Point(x: center.x + dx * cosine - dy * sine, y: center.y + dx * sine + dy * cosine)
    }
  }

  /// The smallest rectangle holding every point and control point, as (minX, minY, maxX,
  /// maxY), or nil for an empty path.
  public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    func include(_ point: Point) {
      guard let old = bounds else {
        bounds = (point.x, point.y, point.x, point.y)
        return
      }
      bounds = (
        min(old.minX, point.x), min(old.minY, point.y), max(old.maxX, point.x),
        max(old.maxY, point.y)
      )
    }
    for element in elements {
      switch element {
      case .move(let point), .line(let point): include(point)
      case .quadCurve(let point, let control):
        include(point)
        include(control)
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .closeSubpath: break
      }
    }
    return bounds
  }
}

import Foundation

/// A run of straight segments: a path's subpath with its curves flattened, or a piece of
/// one left by a trim or a dash.
public struct ShapePolyline: Hashable, Sendable {
  /// The points, in order.
  public var points: [ShapePath.Point]
  /// Whether the last point joins the first (a closed subpath that was not cut).
  public var isClosed: Bool

  /// A run through `points`.
  public init(points: [ShapePath.Point], isClosed: Bool = false) {
    self.points = points
    self.isClosed = isClosed
  }

  /// The segments, the closing one included.
  public var segments: [(ShapePath.Point, ShapePath.Point)] {
    var result: [(ShapePath.Point, ShapePath.Point)] = []
    forEachSegment { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each segment in order, the closing one included, without building
  /// an array of them.
  @inline(__always)
  func forEachSegment(_ body: (ShapePath.Point, ShapePath.Point) -> Void) {
    points.withUnsafeBufferPointer { points in
      guard points.count > 1 else { return }
      for index in 1..<points.count { body(points[index - 1], points[index]) }
      if isClosed, let first = points.first, let last = points.last, first != last {
        body(last, first)
      }
    }
  }

  /// The length in points.
  public var length: Double {
    var total = 0.0
    forEachSegment { total += Self.distance($0, $1) }
    return total
  }

  static func distance(_ a: ShapePath.Point, _ b: ShapePath.Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }
}

extension ShapePath {
  /// The most pieces a curve is cut into when flattened.
  private static let maximumPieces = 64

  /// The subpaths as polylines, each curve cut into straight pieces no longer than about
  /// `tolerance` points (a non-finite point ends its subpath).
  public func polylines(tolerance: Double) -> [ShapePolyline] {
    let tolerance = tolerance.isFinite && tolerance > 0.01 ? tolerance : 1
    var result: [ShapePolyline] = []
    var current: [Point] = []
    func finish(closed: Bool) {
      if current.count > 1 || (current.count == 1 && closed) {
        result.append(ShapePolyline(points: current, isClosed: closed))
      }
      current.removeAll(keepingCapacity: true)
    }
    func pieces(_ length: Double) -> Int {
      guard length.isFinite else { return 0 }
      return min(Self.maximumPieces, max(1, Int((length / tolerance).rounded(.up))))
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current.append(point)
      case .line(let point):
        current.append(point)
      case .quadCurve(let end, let control):
        guard let start = current.last else { continue }
        let count = pieces(
          0.0 + ShapePolyline.distance(start, control) + ShapePolyline.distance(control, end))
        current.reserveCapacity(current.count + count)
        for index in stride(from: 1, through: count, by: 1) {
          let t = Double(index) / Double(count)
          let u = 1 - t
          current.append(
            Point(
              x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
              y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
      case .curve(let end, let control1, let control2):
        guard let start = current.last else { continue }
        let count = pieces(
          0.0 + ShapePolyline.distance(start, control1)
            + ShapePolyline.distance(control1, control2) + ShapePolyline.distance(control2, end))
        current.reserveCapacity(current.count + count)
        for index in stride(from: 1, through: count, by: 1) {
          let t = Double(index) / Double(count)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            Point(
              x: a * start.x + b * control1.x + c * control2.x + d * end.x,
              y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
      case .closeSubpath:
        let start = current.first
        finish(closed: true)
        if let start { current.append(start) }
      }
    }
    finish(closed: false)
    func isFinite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }
    guard result.contains(where: { !$0.points.allSatisfy(isFinite) }) else { return result }
    for index in result.indices {
      result[index].points.removeAll { !isFinite($0) }
    }
    return result
  }
}

extension [ShapePolyline] {
  /// The part from `from` to `to` of the runs' whole length (0...1), as
  /// `Shape.trim(from:to:)` keeps it: the runs taken in order as one line.
  public func trimmed(from: Double, to: Double) -> [ShapePolyline] {
    guard from > 0 || to < 1 else { return self }
    let total = reduce(0) { $0 + $1.length }
    guard total > 0, to > from else { return [] }
    return pieces(along: [(from * total, to * total)])
  }

  /// The dashes of `pattern` (lengths on, off, on, … in points, repeated; an odd count
  /// repeats twice) starting `phase` points into it, along each run in turn.
  public func dashed(_ pattern: [Double], phase: Double) -> [ShapePolyline] {
    var pattern = pattern.filter { $0.isFinite && $0 >= 0 }
    if pattern.count % 2 == 1 { pattern += pattern }
    let period = pattern.reduce(0, +)
    let total = reduce(0) { $0 + $1.length }
    // A pattern of nothing, or one so fine that it cannot show, draws solid.
    guard period > 0.5, total / period < 4096 else { return self }
    var result: [ShapePolyline] = []
    for line in self {
      let length = line.length
      var spans: [(Double, Double)] = []
      var position = -(phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0)
      if position > 0 { position -= period }
      var index = 0
      while position < length {
        let end = position + pattern[index]
        if index % 2 == 0 && end > 0 {
          spans.append((Swift.max(0, position), Swift.min(length, end)))
        }
        position = end
        index = (index + 1) % pattern.count
      }
      result += [line].pieces(along: spans)
    }
    return result
  }

  /// The pieces of the runs between each pair of distances along them (in order).
  private func pieces(along spans: [(Double, Double)]) -> [ShapePolyline] {
    var result: [ShapePolyline] = []
    var start = 0.0
    var spanIndex = 0
    var current: [ShapePath.Point] = []
    for line in self {
      line.forEachSegment { a, b in
        let length = ShapePolyline.distance(a, b)
        let end = start + length
        while spanIndex < spans.count {
          let (low, high) = spans[spanIndex]
          guard low < end || (low == end && length == 0) else { break }
          func at(_ distance: Double) -> ShapePath.Point {
            guard length > 0 else { return a }
            let t = Swift.min(1, Swift.max(0, (distance - start) / length))
            return ShapePath.Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          }
          if high <= start {
            spanIndex += 1
            continue
          }
          if current.isEmpty {
            current.reserveCapacity(line.points.count + 1)
            current.append(at(Swift.max(low, start)))
          }
          if high <= end {
            current.append(at(high))
            result.append(ShapePolyline(points: current))
            current = []
            spanIndex += 1
          } else {
            current.append(b)
            break
          }
        }
        start = end
      }
      if !current.isEmpty {
        result.append(ShapePolyline(points: current))
        current = []
      }
    }
    return result
  }
}

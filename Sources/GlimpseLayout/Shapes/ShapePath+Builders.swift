import Foundation

/// The outlines SwiftUI's shapes and `Path`'s conveniences build, drawn as SwiftUI draws
/// them: an ellipse starts at its right-hand point and runs clockwise on screen (so
/// `Circle().trim(from: 0, to: 0.25)` is its lower right quarter), a rectangle at its top
/// left.
extension ShapePath {
  /// The bezier handle length of a quarter circle of radius 1.
  private static let quarterHandle = 0.552_284_749_831

  /// A closed rectangle, clockwise from the top left.
  public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
    move(to: Point(x: x, y: y))
    addLine(to: Point(x: x + width, y: y))
    addLine(to: Point(x: x + width, y: y + height))
    addLine(to: Point(x: x, y: y + height))
    closeSubpath()
  }

  /// A closed ellipse inside the rectangle, clockwise from its right-hand point.
  public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
    let (radiusX, radiusY) = (width / 2, height / 2)
    let (centerX, centerY) = (x + radiusX, y + radiusY)
    let (handleX, handleY) = (radiusX * Self.quarterHandle, radiusY * Self.quarterHandle)
    reserveElements(6)
    move(to: Point(x: centerX + radiusX, y: centerY))
    addCurve(
      to: Point(x: centerX, y: centerY + radiusY),
      control1: Point(x: centerX + radiusX, y: centerY + handleY),
      control2: Point(x: centerX + handleX, y: centerY + radiusY))
    addCurve(
      to: Point(x: centerX - radiusX, y: centerY),
      control1: Point(x: centerX - handleX, y: centerY + radiusY),
      control2: Point(x: centerX - radiusX, y: centerY + handleY))
    addCurve(
      to: Point(x: centerX, y: centerY - radiusY),
      control1: Point(x: centerX - radiusX, y: centerY - handleY),
      control2: Point(x: centerX - handleX, y: centerY - radiusY))
    addCurve(
      to: Point(x: centerX + radiusX, y: centerY),
      control1: Point(x: centerX + handleX, y: centerY - radiusY),
      control2: Point(x: centerX + radiusX, y: centerY - handleY))
    closeSubpath()
  }

  /// A closed rectangle with corners rounded by `cornerWidth` by `cornerHeight` (each at
  /// most half the side), clockwise from the end of its top-left corner.
  public mutating func addRoundedRect(
    x: Double, y: Double, width: Double, height: Double, cornerWidth: Double,
    cornerHeight: Double
  ) {
    let radiusX = max(0, min(cornerWidth.isFinite ? cornerWidth : 0, width / 2))
    let radiusY = max(0, min(cornerHeight.isFinite ? cornerHeight : 0, height / 2))
    guard radiusX > 0, radiusY > 0 else {
      return addRect(x: x, y: y, width: width, height: height)
    }
    let (handleX, handleY) = (radiusX * Self.quarterHandle, radiusY * Self.quarterHandle)
    let (maxX, maxY) = (x + width, y + height)
    move(to: Point(x: x + radiusX, y: y))
    addLine(to: Point(x: maxX - radiusX, y: y))
    addCurve(
      to: Point(x: maxX, y: y + radiusY), control1: Point(x: maxX - radiusX + handleX, y: y),
      control2: Point(x: maxX, y: y + radiusY - handleY))
    addLine(to: Point(x: maxX, y: maxY - radiusY))
    addCurve(
      to: Point(x: maxX - radiusX, y: maxY),
      control1: Point(x: maxX, y: maxY - radiusY + handleY),
      control2: Point(x: maxX - radiusX + handleX, y: maxY))
    addLine(to: Point(x: x + radiusX, y: maxY))
    addCurve(
      to: Point(x: x, y: maxY - radiusY), control1: Point(x: x + radiusX - handleX, y: maxY),
      control2: Point(x: x, y: maxY - radiusY + handleY))
    addLine(to: Point(x: x, y: y + radiusY))
    addCurve(
      to: Point(x: x + radiusX, y: y), control1: Point(x: x, y: y + radiusY - handleY),
      control2: Point(x: x + radiusX - handleX, y: y))
    closeSubpath()
  }

  /// An arc of a circle, as `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`
  /// draws it: angles in radians from the right, growing clockwise on screen; `clockwise`
  /// in SwiftUI's sense (the flipped one: `false` runs with growing angles). A line joins
  /// the current point to the arc's start.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    let fullTurn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      sweep = -(startAngle - endAngle).truncatingRemainder(dividingBy: fullTurn)
      if sweep > 0 { sweep -= fullTurn }
    } else {
      sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
      if sweep < 0 { sweep += fullTurn }
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep)
  }

  /// An arc of a circle from `startAngle` turning `delta` radians (positive: clockwise on
  /// screen), as cubic curves of at most a quarter turn each.
  public mutating func addRelativeArc(
    center: Point, radius: Double, startAngle: Double, delta: Double
  ) {
    guard startAngle.isFinite, delta.isFinite, radius.isFinite, radius >= 0 else { return }
    let clamped = max(-4 * Double.pi, min(4 * Double.pi, delta))
    let pieces = max(1, Int((abs(clamped) / (Double.pi / 2)).rounded(.up)))
    let step = clamped / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    func point(_ angle: Double) -> Point {
      Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (from, to) = (point(angle), point(next))
      addCurve(
        to: to,
        control1: Point(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: Point(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }
}

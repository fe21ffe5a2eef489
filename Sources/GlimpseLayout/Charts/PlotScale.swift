/// Where data values fall on a plot area of cells: as dots (braille resolution), as
/// fractional cells, and as eighths of a cell (block resolution).
struct PlotScale {
  let xLower: Double
  let xSpan: Double
  let yLower: Double
  let ySpan: Double
  /// The plot area's columns and rows.
  let width: Int
  let height: Int

  init(plot: ChartPlot, width: Int, height: Int) {
    (xLower, xSpan) = Self.lowerAndSpan(plot.xDomain)
    (yLower, ySpan) = Self.lowerAndSpan(plot.yDomain)
    self.width = width
    self.height = height
  }

  /// A domain's start and length; a domain of one value (or not finite) spans one unit
  /// around it, so that its marks land in the middle.
  private static func lowerAndSpan(_ domain: ClosedRange<Double>) -> (Double, Double) {
    guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return (0, 1) }
    let span = domain.upperBound - domain.lowerBound
    return span > 0 ? (domain.lowerBound, span) : (domain.lowerBound - 0.5, 1)
  }

  /// The fraction of the way along the x domain (infinite values to the edges).
  func xFraction(_ x: Double) -> Double {
    if x == .infinity { return 1 }
    if x == -.infinity { return 0 }
    return (x - xLower) / xSpan
  }

  /// The fraction of the way up the y domain (infinite values to the edges).
  func yFraction(_ y: Double) -> Double {
    if y == .infinity { return 1 }
    if y == -.infinity { return 0 }
    return (y - yLower) / ySpan
  }

  /// The fractions dots are placed at are kept within this many plot sizes of the plot,
  /// so that a value far outside the domain still converts to a dot without overflow.
  static let fractionLimit = 64.0

  private static func clamped(_ fraction: Double) -> Double {
    guard !fraction.isNaN else { return 0 }
    return min(fractionLimit, max(-fractionLimit, fraction))
  }

  /// `value` rounded to the nearest whole number, halves away from zero (as
  /// `Double.rounded()`), without a call into the C library: `value` is a clamped dot
  /// position, well within `Int`'s range, so truncating and looking at what is left over
  /// is exact.
  @inline(__always)
  static func roundedToInt(_ value: Double) -> Int {
    let whole = Int(value)
    let rest = value - Double(whole)
    if rest >= 0.5 { return whole + 1 }
    if rest <= -0.5 { return whole - 1 }
    return whole
  }

  /// The dot column of `x` (may lie outside the raster).
  func dotX(_ x: Double) -> Int {
    Self.roundedToInt(Self.clamped(xFraction(x)) * Double(width * 2 - 1))
  }

  /// The dot row of `y`, counted down from the top (may lie outside the raster).
  func dotY(_ y: Double) -> Int {
    Self.roundedToInt((1 - Self.clamped(yFraction(y))) * Double(height * 4 - 1))
  }

  /// The cell column `x` falls in, or nil outside the domain (the upper end counts as
  /// the last column).
  func column(forX x: Double) -> Int? {
    let fraction = xFraction(x)
    guard fraction.isFinite, fraction >= -1e-9, fraction <= 1 + 1e-9, width > 0 else { return nil }
    return min(width - 1, Int(fraction * Double(width)))
  }

  /// The cell row `y` falls in, counted down from the top, or nil outside the domain.
  func row(forY y: Double) -> Int? {
    let fraction = yFraction(y)
    guard fraction.isFinite, fraction >= -1e-9, fraction <= 1 + 1e-9, height > 0 else { return nil }
    return min(height - 1, Int((1 - fraction) * Double(height)))
  }

  /// How many cells from the left `x` lies (negative left of the plot; infinite values
  /// are the plot's edges).
  func cellsFromLeft(_ x: Double) -> Double {
    if x.isInfinite { return x > 0 ? Double(width) : 0 }
    return xFraction(x) * Double(width)
  }

  /// How many cells from the top `y` lies (negative above the plot; infinite values are
  /// the plot's edges).
  func cellsFromTop(_ y: Double) -> Double {
    if y.isInfinite { return y > 0 ? 0 : Double(height) }
    return (1 - yFraction(y)) * Double(height)
  }

  /// How many eighths of a cell up from the bottom `y` lies, clamped to the plot.
  func eighthsUp(_ y: Double) -> Int {
    let value = yFraction(y) * Double(height * 8)
    guard value.isFinite else { return y > 0 ? height * 8 : 0 }
    return Int(min(Double(height * 8), max(0, value)).rounded())
  }

  /// How many eighths of a cell right from the left edge `x` lies, clamped to the plot.
  func eighthsRight(_ x: Double) -> Int {
    let value = xFraction(x) * Double(width * 8)
    guard value.isFinite else { return x > 0 ? width * 8 : 0 }
    return Int(min(Double(width * 8), max(0, value)).rounded())
  }
}

import GlimpseUI

/// What a scale needs of the values along its axis: their extent, whether any is an
/// instant, and, when any is a category, every value in order (the bands follow it).
///
/// Found in one pass over the marks without an array per value: the ordered list is kept
/// only when the caller asks for it, that is when a category is among the values.
struct ScaleValues {
  /// Whether any value is an instant.
  private(set) var hasDate = false
  /// The smallest finite number or instant (seconds), or infinity when there is none.
  private(set) var lowest = Double.infinity
  /// The largest finite number or instant (seconds), or minus infinity when there is none.
  private(set) var highest = -Double.infinity
  /// Every value in order; nil unless this axis has a category.
  private(set) var ordered: [PlotValue]?

  /// No values; `keepingOrder` keeps them in order (an axis with a category).
  init(keepingOrder: Bool = false) {
    ordered = keepingOrder ? [] : nil
  }

  /// These values, in order.
  init(_ values: [PlotValue]) {
    var hasCategory = false
    for value in values {
      if case .category = value { hasCategory = true }
    }
    self.init(keepingOrder: hasCategory)
    for value in values { add(value) }
  }

  /// Whether a category is among the values.
  var hasCategory: Bool {
    guard let ordered else { return false }
    for value in ordered {
      if case .category = value { return true }
    }
    return false
  }

  /// Adds a value.
  mutating func add(_ value: PlotValue) {
    ordered?.append(value)
    switch value {
    case .number(let number): addNumber(number)
    case .date(let date): addInstant(date.timeIntervalSinceReferenceDate)
    case .category: break
    }
  }

  /// Adds a number (ignored for the extent when not finite).
  @inline(__always)
  mutating func addNumber(_ number: Double) {
    guard number.isFinite else { return }
    lowest = min(lowest, number)
    highest = max(highest, number)
  }

  /// Adds an instant, in seconds since the reference date.
  @inline(__always)
  mutating func addInstant(_ seconds: Double) {
    hasDate = true
    lowest = min(lowest, seconds)
    highest = max(highest, seconds)
  }

  /// Whether the values are kept in order (see ``add(_:)-place``).
  var keepsOrder: Bool { ordered != nil }

  /// Adds the ends of a mark's place to the extent. Only for values kept without order:
  /// a place's category ends have no names here (add its encoding's values instead).
  @inline(__always)
  mutating func add(_ place: _MarkPlace) {
    add(place.lowerEnd, place.lower)
    if place.isInterval { add(place.upperEnd, place.upper) }
  }

  @inline(__always)
  private mutating func add(_ end: _MarkPlace.End, _ number: Double) {
    switch end {
    case .number: addNumber(number)
    case .date: addInstant(number)
    case .absent, .category: break
    }
  }

  /// These values followed by `other`'s (in order when either keeps order).
  func followed(by other: ScaleValues) -> ScaleValues {
    var merged = self
    merged.hasDate = hasDate || other.hasDate
    merged.lowest = min(lowest, other.lowest)
    merged.highest = max(highest, other.highest)
    if ordered != nil || other.ordered != nil {
      merged.ordered = (ordered ?? []) + (other.ordered ?? [])
    }
    return merged
  }
}

extension _ChartMark.Encoding {
  /// Adds the values in order.
  func appendValues(to values: inout ScaleValues) {
    switch self {
    case .none: break
    case .value(let value): values.add(value)
    case .interval(let lower, let upper):
      if let lower { values.add(lower) }
      if let upper { values.add(upper) }
    }
  }
}

import Foundation
import GlimpseLayout
import GlimpseUI

/// One axis of a chart as its marks and modifiers define it: numbers, dates or
/// categories; the domain; where each value lies; and which values get ticks.
struct ChartAxisScale {
  enum Kind: Equatable { case numeric, date, category }

  let kind: Kind
  /// The categories in order (category axes only).
  let categories: [PlotValue]
  /// Each category's place in ``categories``.
  let categoryIndexes: [PlotValue: Int]
  /// The domain, in plot units (seconds for dates, band indexes for categories).
  let domain: ClosedRange<Double>
  /// Whether categories run top to bottom (a y axis), so the first is at the top.
  let isReversedBands: Bool
  /// The step between automatic ticks of a numeric axis.
  let numericStep: Double

  /// The ticks an automatic numeric axis aims at.
  static let desiredTickCount = 4

  /// The scale of an axis whose marks have `values` (kept in order when
  /// ``needsOrder(marksHaveCategory:explicit:)`` says so), within an explicit domain if the
  /// chart gives one.
  init(values: ScaleValues, explicit: _ScaleDomainValue?, isVertical: Bool, hasFills: Bool) {
    isReversedBands = isVertical
    var domainValues = values
    var includesZero = true
    var fixed: (PlotValue, PlotValue)?
    switch explicit {
    case .range(let lower, let upper)?:
      fixed = (lower, upper)
      domainValues = ScaleValues([lower, upper])
    case .values(let list)?:
      var listed = ScaleValues(keepingOrder: true)
      for value in list { listed.add(value) }
      domainValues = listed.followed(by: values)
    case .automatic(let zero)?: includesZero = zero ?? true
    case nil: break
    }
    let hasCategory = domainValues.hasCategory
    let hasDate = domainValues.hasDate
    let lowest = domainValues.lowest
    let highest = domainValues.highest
    if hasCategory {
      kind = .category
      var seen: [PlotValue] = []
      var known = Set<PlotValue>()
      for value in domainValues.ordered ?? [] where known.insert(value).inserted {
        seen.append(value)
      }
      categories = seen
      categoryIndexes = Dictionary(uniqueKeysWithValues: seen.enumerated().map { ($1, $0) })
      domain = 0...Double(max(1, seen.count))
      numericStep = 1
      return
    }
    categories = []
    categoryIndexes = [:]
    kind = hasDate ? .date : .numeric
    var lower = lowest.isFinite ? lowest : 0
    var upper = highest.isFinite ? highest : 1
    if kind == .numeric && fixed == nil && (includesZero || hasFills) {
      lower = min(lower, 0)
      upper = max(upper, 0)
    }
    if upper <= lower {
      let pad = kind == .date ? 1800.0 : 1
      lower -= pad
      upper += pad
    }
    numericStep = Self.niceStep(span: upper - lower, count: Self.desiredTickCount)
    if kind == .numeric && fixed == nil {
      lower = (lower / numericStep).rounded(.down) * numericStep
      upper = (upper / numericStep).rounded(.up) * numericStep
    }
    domain = lower...upper
  }

  /// Whether the marks' values must be kept in order: when a category is among them or
  /// among the values `explicit` lists (a category axis numbers its bands in order).
  static func needsOrder(marksHaveCategory: Bool, explicit: _ScaleDomainValue?) -> Bool {
    if marksHaveCategory { return true }
    guard case .values(let list)? = explicit else { return false }
    for value in list {
      if case .category = value { return true }
    }
    return false
  }

  /// A round step (1, 2, 2.5 or 5 times a power of ten) giving about `count` steps.
  static func niceStep(span: Double, count: Int) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(1, count))
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    for multiple in [1.0, 2, 2.5, 5, 10] where multiple * magnitude >= raw * 0.999 {
      return multiple * magnitude
    }
    return 10 * magnitude
  }

  /// Where `value` lies along the axis (a category: the middle of its band).
  func position(_ value: PlotValue) -> Double? {
    if kind == .category {
      guard let index = categoryIndexes[value] else { return nil }
      return bandStart(index) + 0.5
    }
    return value.continuous
  }

  /// Where a category's band starts (bands of y axes run from the top).
  func bandStart(_ index: Int) -> Double {
    isReversedBands ? Double(categories.count - 1 - index) : Double(index)
  }

  /// The span a single value covers as a bar or rectangle: 70% of a category's band, or
  /// no width (one cell) on a continuous axis.
  func span(of value: PlotValue) -> PlotSpan? {
    guard let position = position(value) else { return nil }
    return kind == .category
      ? PlotSpan(position - 0.35, position + 0.35) : PlotSpan(position, position)
  }

  /// The span an encoding covers (nil ends are the plot's edges).
  func span(of encoding: _ChartMark.Encoding) -> PlotSpan? {
    switch encoding {
    case .none: return .whole
    case .value(let value): return span(of: value)
    case .interval(let lower, let upper):
      let start = lower.map { value -> Double? in
        kind == .category ? categoryIndexes[value].map(bandStart) : value.continuous
      }
      let end = upper.map { value -> Double? in
        kind == .category
          ? categoryIndexes[value].map { bandStart($0) + 1 } : value.continuous
      }
      if start == .some(nil) || end == .some(nil) { return nil }
      return PlotSpan((start ?? nil) ?? -.infinity, (end ?? nil) ?? .infinity)
    }
  }

  // MARK: Ticks

  /// The values `values` asks for along this axis.
  func tickValues(_ values: AxisMarkValues, calendar: Calendar) -> [PlotValue] {
    switch values.kind {
    case .values(let list):
      return list.filter { value in
        position(value).map { domain.contains($0) || kind == .category } ?? false
      }
    case .automatic(let desired):
      switch kind {
      case .category: return categories
      case .numeric:
        let step =
          desired.map { Self.niceStep(span: domain.upperBound - domain.lowerBound, count: $0) }
          ?? numericStep
        return numericTicks(step: step).map(PlotValue.number)
      case .date:
        let (component, count) = dateStride(desired: desired ?? Self.desiredTickCount)
        return dateTicks(component: component, count: count, calendar: calendar).map(PlotValue.date)
      }
    case .stride(let step):
      guard kind == .numeric, step > 0 else { return [] }
      return numericTicks(step: step).map(PlotValue.number)
    case .calendarStride(let component, let count):
      guard kind == .date else { return [] }
      return dateTicks(component: component, count: count, calendar: calendar).map(PlotValue.date)
    }
  }

  /// At most this many ticks along an axis, however small the step.
  static let tickLimit = 200

  private func numericTicks(step: Double) -> [Double] {
    guard step > 0, step.isFinite else { return [] }
    var value = (domain.lowerBound / step - 1e-9).rounded(.up) * step
    var ticks: [Double] = []
    while value <= domain.upperBound + step * 1e-9 && ticks.count < Self.tickLimit {
      ticks.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return ticks
  }

  /// The calendar strides automatic date ticks choose from, shortest first.
  private static let dateStrides: [(Calendar.Component, Int, Double)] = [
    (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
    (.hour, 1, 3600), (.hour, 2, 7200), (.hour, 3, 10800), (.hour, 6, 21600),
    (.hour, 12, 43200), (.day, 1, 86400), (.day, 2, 172_800), (.day, 7, 604_800),
    (.month, 1, 2_629_800), (.month, 3, 7_889_400), (.year, 1, 31_557_600),
  ]

  /// The shortest stride that gives at most `desired` ticks.
  func dateStride(desired: Int) -> (Calendar.Component, Int) {
    let span = domain.upperBound - domain.lowerBound
    for (component, count, seconds) in Self.dateStrides
    where span / seconds <= Double(max(1, desired)) {
      return (component, count)
    }
    let years = span / 31_557_600 / Double(max(1, desired))
    return (.year, years.isFinite ? Int(min(1e6, max(1, years))) : 1)
  }

  /// Instants every `count` calendar units within the domain, aligned to the unit (hours
  /// on the hour, every third hour at 0, 3, 6...).
  private func dateTicks(component: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
    let lower = Date(timeIntervalSinceReferenceDate: domain.lowerBound)
    let upper = Date(timeIntervalSinceReferenceDate: domain.upperBound)
    guard var tick = calendar.dateInterval(of: component, for: lower)?.start else { return [] }
    var ticks: [Date] = []
    // Unit by unit to the first aligned instant in the domain (at most `count` units past
    // it), then `count` units at a time.
    var stepped = 0
    while tick <= upper && stepped <= count + 1 {
      if tick >= lower && (count == 1 || calendar.component(component, from: tick) % count == 0) {
        break
      }
      guard let next = calendar.date(byAdding: component, value: 1, to: tick), next > tick else {
        return []
      }
      tick = next
      stepped += 1
    }
    while tick <= upper && ticks.count < Self.tickLimit {
      if tick >= lower { ticks.append(tick) }
      guard let next = calendar.date(byAdding: component, value: count, to: tick), next > tick
      else { break }
      tick = next
    }
    return ticks
  }

  /// The labels ticks show by default: numbers, times or dates at the ticks' precision
  /// (one format for the axis, made once), or the categories' names.
  func defaultLabeler(ticks: [PlotValue], environment: EnvironmentValues) -> (PlotValue) -> String {
    guard kind == .date else { return { $0.name } }
    let seconds =
      zip(ticks, ticks.dropFirst()).compactMap { pair -> Double? in
        guard let first = pair.0.continuous, let second = pair.1.continuous else { return nil }
        return second - first
      }.min() ?? (domain.upperBound - domain.lowerBound)
    var style = Date.FormatStyle(date: .omitted, time: .omitted)
    if seconds < 3600 {
      style = style.hour().minute()
    } else if seconds < 86400 {
      style = style.hour()
    } else {
      style = style.month(.abbreviated).day()
    }
    style.timeZone = environment.timeZone
    let localized = style.locale(environment.locale)
    return { value in
      guard case .date(let date) = value else { return value.name }
      return localized.format(date)
    }
  }
}

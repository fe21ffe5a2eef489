import Foundation
import GlimpseLayout
import GlimpseUI

/// Turns the marks a chart collected and the chart modifiers around it into the
/// ``ChartPlot`` its node draws: scales, mark geometry, colours, ticks and legend.
struct ChartPlotBuilder {
  let marks: [_ChartMark]
  let configuration: ChartConfiguration
  let environment: EnvironmentValues

  /// Swift Charts' default symbol area, in square points.
  static let defaultSymbolSize = 30.0

  /// The colours categories take when the chart names none, in order (Swift Charts'
  /// default palette).
  static let palette: [PaletteColor] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  @MainActor func plot() -> ChartPlot {
    // Loops, not `contains(where:)` or closures: a closure formed here would be
    // main-actor isolated and check its executor for every mark.
    var hasFills = false
    var xHasCategory = false
    var yHasCategory = false
    for index in marks.indices {
      let kind = marks[index].kind
      if kind == .bar || kind == .area { hasFills = true }
      if marks[index].xPlace.hasCategory { xHasCategory = true }
      if marks[index].yPlace.hasCategory { yHasCategory = true }
    }
    var xValues = ScaleValues(
      keepingOrder: ChartAxisScale.needsOrder(
        marksHaveCategory: xHasCategory, explicit: configuration.xDomain))
    var yValues = ScaleValues(
      keepingOrder: ChartAxisScale.needsOrder(
        marksHaveCategory: yHasCategory, explicit: configuration.yDomain))
    for index in marks.indices {
      if xValues.keepsOrder {
        marks[index].x.appendValues(to: &xValues)
      } else {
        xValues.add(marks[index].xPlace)
      }
      if yValues.keepsOrder {
        marks[index].y.appendValues(to: &yValues)
      } else {
        yValues.add(marks[index].yPlace)
      }
    }
    if hasFills {
      for total in stackTotals() { yValues.add(total) }
    }
    let xScale = ChartAxisScale(
      values: xValues, explicit: configuration.xDomain, isVertical: false, hasFills: false)
    let yScale = ChartAxisScale(
      values: yValues, explicit: configuration.yDomain, isVertical: true, hasFills: hasFills)
    let categories = legendCategories()
    let theme = environment.theme
    var plot = ChartPlot(
      xDomain: xScale.domain, yDomain: yScale.domain,
      marks: plotMarks(x: xScale, y: yScale, categories: categories),
      gridColor: theme[.quaternary], labelColor: theme[.secondary])
    plot.xAxis = axis(configuration.xAxis, scale: xScale, isX: true)
    plot.yAxis = axis(configuration.yAxis, scale: yScale, isX: false)
    if configuration.legendVisibility != .hidden {
      plot.legend = categories.map { category in
        let symbol = marks.first { $0.styleCategory == category }?.symbol?.glyph ?? "\u{25CF}"
        return PlotLegendEntry(
          name: category.name, symbol: symbol, color: color(ofCategory: category, in: categories))
      }
    }
    return plot
  }

  /// The tops of stacked vertical bars (one number each, at the same x), which the y
  /// domain must reach as well as each bar's own value.
  func stackTotals() -> [PlotValue] {
    var totals: [PlotValue: Double] = [:]
    for mark in marks where mark.kind == .bar && mark.stacks {
      guard case .value(let x) = mark.x, case .value(.number(let y)) = mark.y, y.isFinite else {
        continue
      }
      totals[x, default: 0] += y
    }
    return totals.values.map(PlotValue.number)
  }

  // MARK: Colours

  /// The categories `foregroundStyle(by:)` names: those of the style scale's domain
  /// first, in its order, then the others as they appear.
  func legendCategories() -> [PlotValue] {
    var categories: [PlotValue] = []
    let named = marks.compactMap(\.styleCategory)
    guard !named.isEmpty else { return [] }
    for (value, _) in configuration.foregroundStyles where named.contains(value) {
      if !categories.contains(value) { categories.append(value) }
    }
    for value in named where !categories.contains(value) { categories.append(value) }
    return categories
  }

  func color(ofCategory category: PlotValue, in categories: [PlotValue]) -> TerminalColor {
    if let style = configuration.foregroundStyles.first(where: { $0.0 == category })?.1 {
      return environment.terminalColor(style)
    }
    if let style = configuration.foregroundMapping?(category) {
      return environment.terminalColor(style)
    }
    let index = categories.firstIndex(of: category) ?? 0
    if !configuration.paletteStyles.isEmpty {
      return environment.terminalColor(
        configuration.paletteStyles[index % configuration.paletteStyles.count])
    }
    return environment.theme[Self.palette[index % Self.palette.count]]
  }

  func color(of mark: _ChartMark, categories: [PlotValue]) -> TerminalColor {
    var color: TerminalColor
    if let style = mark.style {
      color = environment.terminalColor(style)
    } else if let category = mark.styleCategory {
      color = self.color(ofCategory: category, in: categories)
    } else {
      color = environment.theme[.blue]
    }
    if mark.opacity < 1 {
      color = color.withAlpha(color.alpha * max(0, mark.opacity))
    }
    return color
  }

  // MARK: Marks

  func plotMarks(x: ChartAxisScale, y: ChartAxisScale, categories: [PlotValue]) -> [PlotMark] {
    var result: [PlotMark] = []
    /// Lines and areas gather their points into series, drawn where the series's first
    /// point was written: `result` holds an empty mark there until the end, and the
    /// points grow in `lines` or `areas` (appended in place, never copied). A series key
    /// maps to its index in `lines` (or `areas`, by the key's kind); `lineSlots` and
    /// `areaSlots` say where in `result` each goes.
    var seriesIndexes: [SeriesKey: Int] = [:]
    var lines: [[PlotPoint]] = []
    var lineSlots: [Int] = []
    var areas: [[PlotAreaPoint]] = []
    var areaSlots: [Int] = []
    var stackTops: [Double: Double] = [:]
    let middleX = (x.domain.lowerBound + x.domain.upperBound) / 2
    let middleY = (y.domain.lowerBound + y.domain.upperBound) / 2

    let defaultColor = environment.theme[.blue]
    var lastSeries: (key: SeriesKey, index: Int)?
    for index in marks.indices {
      // Marks are read in place (a copy of a mark costs a retain and release of each of
      // its values): a mark no modifier touched has the default colour and no series.
      let kind = marks[index].kind
      let color =
        marks[index].isModified
        ? self.color(of: marks[index], categories: categories) : defaultColor
      switch kind {
      case .line, .area:
        guard let px = pointPosition(marks[index], isX: true, scale: x) else { continue }
        let name =
          marks[index].isModified ? marks[index].series ?? marks[index].styleCategory : nil
        let key = SeriesKey(kind: kind, name: name, color: color)
        let series: Int
        if let last = lastSeries, last.key == key {
          series = last.index
        } else if let existing = seriesIndexes[key] {
          series = existing
          lastSeries = (key, series)
        } else {
          let method = marks[index].interpolation?.plot ?? .linear
          if kind == .line {
            series = lines.count
            lines.append([])
            lineSlots.append(result.count)
            result.append(.line(points: [], interpolation: method, color: color))
          } else {
            series = areas.count
            areas.append([])
            areaSlots.append(result.count)
            result.append(.area(points: [], color: color))
          }
          seriesIndexes[key] = series
          lastSeries = (key, series)
        }
        if kind == .line {
          guard let py = pointPosition(marks[index], isX: false, scale: y) else { continue }
          lines[series].append(PlotPoint(x: px, y: py))
        } else {
          guard let span = areaSpan(marks[index].y, scale: y) else { continue }
          areas[series].append(PlotAreaPoint(x: px, lower: span.lower, upper: span.upper))
        }
      case .point:
        let mark = marks[index]
        let px = pointPosition(mark.x, scale: x) ?? middleX
        let py = pointPosition(mark.y, scale: y) ?? middleY
        result.append(
          .point(
            PlotPoint(x: px, y: py), size: mark.symbolSize ?? Self.defaultSymbolSize, color: color))
      case .bar:
        if let bar = barMark(marks[index], x: x, y: y, color: color, stackTops: &stackTops) {
          result.append(bar)
        }
      case .rule:
        let mark = marks[index]
        guard let xSpan = x.span(of: mark.x), let ySpan = y.span(of: mark.y) else { continue }
        result.append(.rule(x: xSpan, y: ySpan, dashed: mark.isDashed, color: color))
      case .rectangle:
        let mark = marks[index]
        guard let xSpan = x.span(of: mark.x), let ySpan = y.span(of: mark.y) else { continue }
        result.append(.rectangle(x: xSpan, y: ySpan, color: color))
      }
    }
    for (series, slot) in lineSlots.enumerated() {
      guard case .line(_, let method, let color) = result[slot] else { continue }
      result[slot] = .line(points: lines[series], interpolation: method, color: color)
    }
    for (series, slot) in areaSlots.enumerated() {
      guard case .area(_, let color) = result[slot] else { continue }
      result[slot] = .area(points: areas[series], color: color)
    }
    return result
  }

  private struct SeriesKey: Hashable {
    var kind: _ChartMark.Kind
    var name: PlotValue?
    var color: TerminalColor
  }

  /// Where a mark of one value lies along an axis (nil for an interval or none): read
  /// from its plain numbers on a continuous axis, through its value on a category axis.
  private func pointPosition(_ mark: borrowing _ChartMark, isX: Bool, scale: ChartAxisScale)
    -> Double?
  {
    guard scale.kind == .category else {
      let place = isX ? mark.xPlace : mark.yPlace
      guard !place.isInterval else { return nil }
      switch place.lowerEnd {
      case .number, .date: return place.lower
      case .absent, .category: return nil
      }
    }
    return pointPosition(isX ? mark.x : mark.y, scale: scale)
  }

  private func pointPosition(_ encoding: _ChartMark.Encoding, scale: ChartAxisScale) -> Double? {
    guard case .value(let value) = encoding else { return nil }
    return scale.position(value)
  }

  /// An area's span at one x: from zero (or the start) to the value (or the end).
  private func areaSpan(_ encoding: _ChartMark.Encoding, scale: ChartAxisScale) -> PlotSpan? {
    switch encoding {
    case .value(let value):
      guard let position = scale.position(value) else { return nil }
      return PlotSpan(0, position)
    case .interval(let lower, let upper):
      guard let start = lower.flatMap(scale.position), let end = upper.flatMap(scale.position)
      else { return nil }
      return PlotSpan(start, end)
    case .none: return nil
    }
  }

  /// A bar: vertical unless its y is a category or its x an interval at one y; a bar of
  /// one value grows from zero, or from the top of the bars before it at the same place.
  private func barMark(
    _ mark: _ChartMark, x: ChartAxisScale, y: ChartAxisScale, color: TerminalColor,
    stackTops: inout [Double: Double]
  ) -> PlotMark? {
    var isHorizontal = y.kind == .category && x.kind != .category
    if case .interval = mark.x, case .value = mark.y { isHorizontal = true }
    let (placeScale, valueScale) = isHorizontal ? (y, x) : (x, y)
    let (placeEncoding, valueEncoding) = isHorizontal ? (mark.y, mark.x) : (mark.x, mark.y)
    guard let place = placeScale.span(of: placeEncoding) else { return nil }
    var extent: PlotSpan
    if case .value(let value) = valueEncoding {
      guard let end = valueScale.position(value) else { return nil }
      let key = (place.lower + place.upper) / 2
      let base = mark.stacks ? stackTops[key] ?? 0 : 0
      extent = PlotSpan(base, base + end)
      if mark.stacks { stackTops[key] = base + end }
    } else {
      guard let span = valueScale.span(of: valueEncoding) else { return nil }
      extent = span
    }
    return isHorizontal
      ? .bar(x: extent, y: place, horizontal: true, color: color)
      : .bar(x: place, y: extent, horizontal: false, color: color)
  }

  // MARK: Axes

  @MainActor func axis(_ settings: ChartConfiguration.Axis, scale: ChartAxisScale, isX: Bool)
    -> PlotAxis?
  {
    guard settings.visibility != .hidden else { return nil }
    let groups = settings.groups ?? [_AxisMarksGroup(values: .automatic, content: nil, format: nil)]
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    var ticks: [PlotTick] = []
    for group in groups {
      let values = scale.tickValues(group.values, calendar: calendar)
      let defaultLabel = scale.defaultLabeler(ticks: values, environment: environment)
      for (index, value) in values.enumerated() {
        guard let position = scale.position(value) else { continue }
        let components =
          group.content?(AxisValue(index: index, count: values.count, value: value))
          ?? [.gridLine, .tick, .label(group.format, text: nil)]
        var tick = PlotTick(
          value: position, label: nil, gridLine: false, tick: false,
          isLabelCentered: scale.kind != .date,
          isLabelBefore: group.position.isBefore(alongX: isX))
        for component in components {
          switch component {
          case .gridLine: tick.gridLine = scale.kind != .category
          case .tick: tick.tick = isX
          case .label(let format, let text):
            tick.label =
              text ?? format?.format(value, environment.locale, environment.timeZone)
              ?? defaultLabel(value)
          }
        }
        ticks.append(tick)
      }
    }
    return PlotAxis(ticks: ticks)
  }
}

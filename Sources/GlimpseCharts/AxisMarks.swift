import Foundation
import GlimpseUI

/// What an axis shows: Swift Charts' `AxisContent` (a group of ``AxisMarks``).
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol AxisContent {
  /// The type of content this content is made of.
  associatedtype Body: AxisContent

  /// The content of this content.
  @AxisContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Appends the groups of axis marks this content stands for. Glimpse's hook.
  @MainActor static func _collectAxisMarks(_ content: Self, into groups: inout [_AxisMarksGroup])
}

extension AxisContent {
  @MainActor public static func _collectAxisMarks(
    _ content: Self, into groups: inout [_AxisMarksGroup]
  ) {
    Body._collectAxisMarks(content.body, into: &groups)
  }
}

extension AxisContent where Body == Never {
  /// Axis marks have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: AxisContent {
  @MainActor public static func _collectAxisMarks(
    _ content: Never, into groups: inout [_AxisMarksGroup]
  ) {}
}

/// One `AxisMarks` as a chart collects it: which values get marks and what each shows.
public struct _AxisMarksGroup {
  /// The values.
  let values: AxisMarkValues
  /// The marks at a value; nil for the default marks (grid line, tick, label).
  let content: (@MainActor (AxisValue) -> [_AxisComponent])?
  /// The format of the default marks' labels.
  let format: _AxisLabelFormat?
  /// Which side of the plot the labels go on.
  var position: AxisMarkPosition = .automatic
}

/// One piece of an axis mark: a grid line, a tick, or a label.
public enum _AxisComponent {
  case gridLine
  case tick
  /// A label in a format (nil: the axis's default) or with fixed text.
  case label(_AxisLabelFormat?, text: String?)
}

/// Formats a plotted value as an axis label, in a locale and time zone.
public struct _AxisLabelFormat {
  let format: (PlotValue, Locale, TimeZone) -> String?

  init<F: FormatStyle>(_ style: F) where F.FormatInput: Plottable, F.FormatOutput == String {
    format = { value, locale, timeZone in
      guard let input = F.FormatInput._fromPlotValue(value) else { return nil }
      if var dateStyle = style as? Date.FormatStyle, let date = input as? Date {
        dateStyle.timeZone = timeZone
        return dateStyle.locale(locale).format(date)
      }
      return style.locale(locale).format(input)
    }
  }
}

/// A group of marks along an axis, one per value: Swift Charts' `AxisMarks`.
/// - Glimpse: drawn
nonisolated public struct AxisMarks<Content: AxisMark>: AxisContent {
  public typealias Body = Never
  let group: _AxisMarksGroup

  @MainActor public static func _collectAxisMarks(
    _ content: Self, into groups: inout [_AxisMarksGroup]
  ) {
    groups.append(content.group)
  }
}

extension AxisMarks where Content == Never {
  /// The default marks (grid line, tick, label) at `values`.
  public nonisolated init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {
    group = _AxisMarksGroup(values: values, content: nil, format: nil, position: position)
  }

  /// The default marks at the given values.
  public nonisolated init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], stroke: StrokeStyle? = nil
  ) {
    group = _AxisMarksGroup(values: .list(values), content: nil, format: nil, position: position)
  }

  /// The default marks, labelled in `format`.
  public nonisolated init<Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    group = _AxisMarksGroup(
      values: values, content: nil, format: _AxisLabelFormat(format), position: position)
  }

  /// The default marks at the given values, labelled in `format`.
  public nonisolated init<Value, Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
  ) where Value: Plottable, Value == Format.FormatInput, Format.FormatOutput == String {
    group = _AxisMarksGroup(
      values: .list(values), content: nil, format: _AxisLabelFormat(format), position: position)
  }
}

extension AxisMarks {
  /// The marks `content` builds, at `values`.
  @MainActor public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content
  ) {
    group = _AxisMarksGroup(
      values: values,
      content: { @MainActor _ in Self.components(of: content()) }, format: nil, position: position)
  }

  /// The marks `content` builds, at the given values.
  @MainActor public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], @AxisMarkBuilder content: @escaping () -> Content
  ) {
    group = _AxisMarksGroup(
      values: .list(values),
      content: { @MainActor _ in Self.components(of: content()) }, format: nil, position: position)
  }

  /// The marks `content` builds for each value, at `values`.
  @MainActor public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    group = _AxisMarksGroup(
      values: values,
      content: { @MainActor value in Self.components(of: content(value)) }, format: nil,
      position: position)
  }

  /// The marks `content` builds for each of the given values.
  @MainActor public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    group = _AxisMarksGroup(
      values: .list(values),
      content: { @MainActor value in Self.components(of: content(value)) }, format: nil,
      position: position)
  }

  @MainActor static func components(of content: Content) -> [_AxisComponent] {
    var components: [_AxisComponent] = []
    Content._collectComponents(content, into: &components)
    return components
  }
}

/// Which values an axis marks: Swift Charts' `AxisMarkValues`.
/// - Glimpse: works
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case calendarStride(Calendar.Component, count: Int)
    case values([PlotValue])
  }
  let kind: Kind

  /// The chart's choice.
  public static var automatic: AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: nil))
  }

  /// The chart's choice, about `desiredCount` of them.
  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }

  /// Every `stepSize` along a numeric axis.
  public static func stride(
    by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .stride(stepSize))
  }

  /// Every `count` calendar units along a date axis.
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil, calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .calendarStride(component, count: max(1, count)))
  }

  static func list<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
    AxisMarkValues(kind: .values(values.map(\._plotValue)))
  }
}

/// A preset of axis mark styles: Swift Charts' `AxisMarkPreset` (accepted).
/// - Glimpse: accepted
public struct AxisMarkPreset: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisMarkPreset(name: "automatic")
  /// Labels aligned with their marks.
  public static let aligned = AxisMarkPreset(name: "aligned")
  /// Marks extended across the plot.
  public static let extended = AxisMarkPreset(name: "extended")
  /// Labels inside the plot.
  public static let inset = AxisMarkPreset(name: "inset")
}

/// Where axis marks go: Swift Charts' `AxisMarkPosition`. Labels go under the plot or above
/// it (`.top`), after it or before it (`.leading`); `.automatic` is under and after.
/// - Glimpse: works
public struct AxisMarkPosition: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisMarkPosition(name: "automatic")
  /// Leading.
  public static let leading = AxisMarkPosition(name: "leading")
  /// Trailing.
  public static let trailing = AxisMarkPosition(name: "trailing")
  /// Top.
  public static let top = AxisMarkPosition(name: "top")
  /// Bottom.
  public static let bottom = AxisMarkPosition(name: "bottom")

  /// Whether labels at this position go before the plot: above it for an x axis (`.top`),
  /// left of it for a y axis (`.leading`).
  func isBefore(alongX: Bool) -> Bool {
    name == (alongX ? "top" : "leading")
  }
}

/// A value an axis marks, as its marks' content is built for it: Swift Charts' `AxisValue`.
/// - Glimpse: works
public struct AxisValue {
  /// The value's position among the axis's values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int
  let value: PlotValue

  /// The value as `type`, or nil when it is not one.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    P._fromPlotValue(value)
  }
}

/// Builds axis content: Swift Charts' `AxisContentBuilder`.
/// - Glimpse: works
@resultBuilder
public enum AxisContentBuilder {
  /// A block of one group.
  public static func buildBlock<Content: AxisContent>(_ content: consuming Content) -> Content {
    content
  }

  /// A block of several groups.
  @_disfavoredOverload
  public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content)
    -> TupleAxisContent<repeat each Content>
  {
    TupleAxisContent((repeat each content))
  }

  /// An `if` without `else`.
  public static func buildIf<Content: AxisContent>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: AxisContent, Second: AxisContent>(first: consuming First)
    -> _ConditionalAxisContent<First, Second>
  {
    _ConditionalAxisContent(first: first, second: nil)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: AxisContent, Second: AxisContent>(second: consuming Second)
    -> _ConditionalAxisContent<First, Second>
  {
    _ConditionalAxisContent(first: nil, second: second)
  }
}

/// Several groups of axis marks.
/// - Glimpse: glimpse
nonisolated public struct TupleAxisContent<each Content: AxisContent>: AxisContent {
  public typealias Body = Never
  let value: (repeat each Content)

  nonisolated init(_ value: (repeat each Content)) { self.value = value }

  @MainActor public static func _collectAxisMarks(
    _ content: Self, into groups: inout [_AxisMarksGroup]
  ) {
    repeat (each Content)._collectAxisMarks(each content.value, into: &groups)
  }
}

/// One of two groups of axis marks.
nonisolated public struct _ConditionalAxisContent<First: AxisContent, Second: AxisContent>:
  AxisContent
{
  public typealias Body = Never
  let first: First?
  let second: Second?

  @MainActor public static func _collectAxisMarks(
    _ content: Self, into groups: inout [_AxisMarksGroup]
  ) {
    if let first = content.first { First._collectAxisMarks(first, into: &groups) }
    if let second = content.second { Second._collectAxisMarks(second, into: &groups) }
  }
}

extension Optional: AxisContent where Wrapped: AxisContent {
  @MainActor public static func _collectAxisMarks(
    _ content: Self, into groups: inout [_AxisMarksGroup]
  ) {
    if let content { Wrapped._collectAxisMarks(content, into: &groups) }
  }
}

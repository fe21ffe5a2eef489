import Foundation
import GlimpseUI

/// One mark at an axis value: Swift Charts' `AxisMark` (a grid line, a tick, a label).
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol AxisMark {
  /// The type of mark this mark is made of.
  associatedtype Body: AxisMark

  /// The content of this mark.
  @AxisMarkBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Appends the pieces this mark stands for. Glimpse's hook.
  @MainActor static func _collectComponents(_ mark: Self, into components: inout [_AxisComponent])
}

extension AxisMark {
  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    Body._collectComponents(mark.body, into: &components)
  }
}

extension AxisMark where Body == Never {
  /// Axis marks have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: AxisMark {
  @MainActor public static func _collectComponents(
    _ mark: Never, into components: inout [_AxisComponent]
  ) {}
}

/// A grid line across the plot at an axis value: Swift Charts' `AxisGridLine`. Drawn as
/// a dotted box line in the theme's quaternary colour.
/// - Glimpse: approximated: a dotted box line (┈ ┊) in the quaternary colour, in the row or column of the value
nonisolated public struct AxisGridLine: AxisMark {
  public typealias Body = Never

  /// A grid line (`centered` and `stroke` are accepted).
  public nonisolated init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}

  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    components.append(.gridLine)
  }
}

/// A tick at an axis value: Swift Charts' `AxisTick`. Drawn on the x axis as `╵` at the
/// plot's bottom where no grid line is.
/// - Glimpse: approximated: x ticks as ╵ on the plot's bottom row where there is no grid line; y ticks are not drawn
nonisolated public struct AxisTick: AxisMark {
  public typealias Body = Never

  /// A tick (`centered`, `length` and `stroke` are accepted).
  public nonisolated init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil)
  {}

  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    components.append(.tick)
  }
}

/// An axis value's label: Swift Charts' `AxisValueLabel`. Drawn as text beside the plot
/// (y labels on the trailing edge, x labels under it, leading edge at the value).
/// - Glimpse: approximated: text in the secondary colour; a label view other than Text shows the default label; colliding x labels are skipped
nonisolated public struct AxisValueLabel: AxisMark {
  public typealias Body = Never
  let component: _AxisComponent

  /// The value in the axis's default format.
  public nonisolated init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    component = .label(nil, text: nil)
  }

  /// The value in `format`.
  public nonisolated init<Format: FormatStyle>(
    format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    component = .label(_AxisLabelFormat(format), text: nil)
  }

  /// A label of a view: a `Text` is drawn as its text, other views as the default label.
  @MainActor public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    let view = content()
    component = .label(nil, text: (view as? Text)?.chartLabel)
  }

  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    components.append(mark.component)
  }
}

/// How colliding axis labels are resolved: Swift Charts'
/// `AxisValueLabelCollisionResolution` (Glimpse always skips a label that would overlap).
/// - Glimpse: accepted
public struct AxisValueLabelCollisionResolution: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
  /// Whatever the labels do, draw them all.
  public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
  /// Truncate labels.
  public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
  /// Hide labels that would collide, greedily.
  public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
}

/// Which way axis labels run: Swift Charts' `AxisValueLabelOrientation` (drawn
/// horizontal).
/// - Glimpse: accepted
public struct AxisValueLabelOrientation: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisValueLabelOrientation(name: "automatic")
  /// Horizontal.
  public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
  /// Vertical.
  public static let vertical = AxisValueLabelOrientation(name: "vertical")
  /// Vertical, reversed.
  public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// Builds the marks at an axis value: Swift Charts' `AxisMarkBuilder`.
/// - Glimpse: works
@resultBuilder
public enum AxisMarkBuilder {
  /// No marks.
  public static func buildBlock() -> EmptyAxisMark { EmptyAxisMark() }

  /// One mark.
  public static func buildBlock<Content: AxisMark>(_ content: consuming Content) -> Content {
    content
  }

  /// Several marks.
  @_disfavoredOverload
  public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content)
    -> TupleAxisMark<repeat each Content>
  {
    TupleAxisMark((repeat each content))
  }

  /// An `if` without `else`.
  public static func buildIf<Content: AxisMark>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: AxisMark, Second: AxisMark>(first: consuming First)
    -> _ConditionalAxisMark<First, Second>
  {
    _ConditionalAxisMark(first: first, second: nil)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: AxisMark, Second: AxisMark>(second: consuming Second)
    -> _ConditionalAxisMark<First, Second>
  {
    _ConditionalAxisMark(first: nil, second: second)
  }
}

/// No axis marks.
/// - Glimpse: glimpse
nonisolated public struct EmptyAxisMark: AxisMark {
  public typealias Body = Never
  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {}
}

/// Several axis marks.
/// - Glimpse: glimpse
nonisolated public struct TupleAxisMark<each Content: AxisMark>: AxisMark {
  public typealias Body = Never
  let value: (repeat each Content)

  nonisolated init(_ value: (repeat each Content)) { self.value = value }

  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    repeat (each Content)._collectComponents(each mark.value, into: &components)
  }
}

/// One of two axis marks.
nonisolated public struct _ConditionalAxisMark<First: AxisMark, Second: AxisMark>: AxisMark {
  public typealias Body = Never
  let first: First?
  let second: Second?

  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    if let first = mark.first { First._collectComponents(first, into: &components) }
    if let second = mark.second { Second._collectComponents(second, into: &components) }
  }
}

extension Optional: AxisMark where Wrapped: AxisMark {
  @MainActor public static func _collectComponents(
    _ mark: Self, into components: inout [_AxisComponent]
  ) {
    if let mark { Wrapped._collectComponents(mark, into: &components) }
  }
}

extension AxisMark {
  /// The mark's colour (accepted; labels draw in the secondary colour, lines in the
  /// quaternary one).
  ///
  /// - Glimpse: accepted
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }

  /// The label's font (accepted).
  ///
  /// - Glimpse: accepted
  public func font(_ font: Font?) -> Self { self }

  /// Moves the mark by points (accepted).
  ///
  /// - Glimpse: accepted
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

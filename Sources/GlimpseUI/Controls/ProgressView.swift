import GlimpseLayout

/// Progress: SwiftUI's `ProgressView`. Linear progress draws as an eighth-block bar with
/// its label above; circular progress as a ring glyph (`○ ◔ ◑ ◕ ●`) beside its current
/// value, or with a value in a square frame of two rows or more, a braille ring (see
/// `CircularProgressNode`); no value as a still spinner `◌` (widgets do not animate).
///
/// - Glimpse: drawn
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View
where Label: View, CurrentValueLabel: View {
  public typealias Body = Never

  @usableFromInline
  enum Amount {
    case value(Double?)
    case timer(ClosedRange<Date>, countsDown: Bool)
  }

  let amount: Amount
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  @usableFromInline
  init(amount: Amount, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.amount = amount
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  @inlinable
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let total = fastDouble(total)
    guard total.isFinite, total > 0 else { return 0 }
    return fastDouble(value) / total
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let tint = context.environment.tintColor
    let amount: ProgressAmount
    switch view.amount {
    case .value(let fraction?): amount = .fraction(fraction)
    case .value(nil): amount = .indeterminate
    case .timer(let range, let countsDown):
      amount = .timer(
        TimerProgress(interval: range, countsDown: countsDown), now: context.environment.now)
    }
    if case .custom(let style) = context.environment.progressViewStyleKind {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: amount.fraction,
        label: view.label.map { ProgressViewStyleConfiguration.Label(view: AnyView($0)) },
        currentValueLabel: view.currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(view: AnyView($0))
        })
      var inner = context
      inner.environment.progressViewStyleKind = .automatic
      var body: [LayoutNode] = []
      style.resolve(configuration, inner, &body)
      let next = amount.nextChange(steps: ProgressView.customStyleSteps)
      nodes.append(TimelineNode(child: ViewResolver.single(body), nextChange: next))
      return
    }
    // (Empty labels are common and resolve to nothing: they are not even unwrapped.)
    var labels: [LayoutNode] = []
    var values: [LayoutNode] = []
    if Label.self != EmptyView.self || CurrentValueLabel.self != EmptyView.self {
      resolveLabels(of: view, in: context, labels: &labels, values: &values)
    }
    let circular: Bool
    switch context.environment.progressViewStyleKind {
    case .circular: circular = true
    case .linear: circular = false
    case .automatic, .custom: circular = amount.fraction == nil
    }
    if circular {
      // The label sits beside the ring when there is room (on the device it is inside).
      // A value draws a ring that grows to a square frame; a timer or no value, a glyph.
      func makeRing() -> LayoutNode {
        if case .fraction = amount {
          return CircularProgressNode(fraction: amount.fraction ?? 0, tint: tint)
        }
        return ProgressRingNode(amount: amount, tint: tint)
      }
      let ring = makeRing()
      let beside = values.isEmpty ? labels : values
      if beside.isEmpty {
        nodes.append(ring)
      } else {
        let labelled = StackNode(
          axis: .horizontal, spacing: ColumnRule.pointsPerColumn, name: "ProgressView",
          children: [ring] + beside)
        let alone = makeRing()
        nodes.append(
          FirstFittingNode(children: [labelled, alone], horizontal: true, vertical: false))
      }
      return
    }
    let track = context.environment.theme[.quaternary]
    let bar = ProgressBarNode(amount: amount, tint: tint, track: track)
    if labels.isEmpty && values.isEmpty {
      nodes.append(bar)
      return
    }
    let rows = labels + [bar] + values
    nodes.append(
      StackNode(
        axis: .vertical, crossAlignment: .leading, spacing: 0, name: "ProgressView",
        children: rows))
  }
}

extension ProgressView {
  /// Resolves the label and the current-value label. Kept apart so that a view without
  /// labels never looks up the metadata of their optional types.
  @MainActor @inline(never)
  static func resolveLabels(
    of view: Self, in context: _ResolveContext, labels: inout [LayoutNode],
    values: inout [LayoutNode]
  ) {
    if let label = view.label { Label._makeNodes(label, in: context, into: &labels) }
    if let current = view.currentValueLabel {
      CurrentValueLabel._makeNodes(current, in: context, into: &values)
    }
  }

  /// How many steps of a timer a custom style is redrawn at.
  static var customStyleSteps: Int { 100 }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view (a spinner).
  public init() where Label == EmptyView {
    self.init(amount: .value(nil), label: nil, currentValueLabel: nil)
  }

  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(amount: .value(nil), label: label(), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled by a string.
  public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(amount: .value(nil), label: Text(titleKey), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled by a string.
  @_disfavoredOverload
  public init<S>(_ title: S) where Label == Text, S: StringProtocol {
    self.init(amount: .value(nil), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// Progress of `value` out of `total` (nil value: indeterminate). Inlinable, so that
  /// the caller's value type is known where the fraction is worked out.
  @inlinable
  public init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(
      amount: .value(Self.fraction(value, total: total)), label: nil, currentValueLabel: nil)
  }

  /// Progress with a label.
  public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(
      amount: .value(Self.fraction(value, total: total)), label: label(), currentValueLabel: nil)
  }

  /// Progress with a label and a current-value label.
  public init<V>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where V: BinaryFloatingPoint {
    self.init(
      amount: .value(Self.fraction(value, total: total)), label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// Progress titled by a string.
  public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(
      amount: .value(Self.fraction(value, total: total)), label: Text(titleKey),
      currentValueLabel: nil)
  }

  /// Progress titled by a string.
  @_disfavoredOverload
  public init<S, V>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {
    self.init(
      amount: .value(Self.fraction(value, total: total)), label: Text(title), currentValueLabel: nil
    )
  }

  /// Progress through a timer interval, with labels.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      amount: .timer(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through a timer interval, with a label; the time left is shown.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      amount: .timer(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through a timer interval; the time left is shown.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      amount: .timer(timerInterval, countsDown: countsDown), label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

/// The time a timer progress view shows: its timer text.
///
/// - Glimpse: drawn
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}

/// How progress views draw: SwiftUI's `ProgressViewStyle`. The built-in styles are drawn
/// by Glimpse; a custom style draws its `makeBody(configuration:)`.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a progress view draws as.
  associatedtype Body: View
  /// A progress view's parts.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The view for a progress view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// The parts of a progress view, for a progress view style.
///
/// - Glimpse: works
public struct ProgressViewStyleConfiguration {
  /// The label.
  nonisolated public struct Label: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The current-value label.
  nonisolated public struct CurrentValueLabel: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The completed fraction, 0...1, or nil when indeterminate.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: ProgressViewStyleConfiguration.Label?
  /// The current-value label, if any.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressView {
  /// A progress view of a style's configuration, drawn in the style around it.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      amount: .value(configuration.fractionCompleted), label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

/// The platform's choice: linear with a value, circular without.
///
/// - Glimpse: drawn
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A bar.
///
/// - Glimpse: drawn
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A ring.
///
/// - Glimpse: approximated: a ring glyph for the fraction, in one or two cells
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

enum ProgressViewStyleKind {
  case automatic, linear, circular
  case custom(AnyStyle<ProgressViewStyleConfiguration>)
}

extension View {
  /// How progress views in this view draw.
  ///
  /// - Glimpse: drawn
  public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
    let kind: ProgressViewStyleKind
    switch style {
    case is LinearProgressViewStyle: kind = .linear
    case is CircularProgressViewStyle: kind = .circular
    case is DefaultProgressViewStyle: kind = .automatic
    default: kind = .custom(AnyStyle(style) { $0.makeBody(configuration: $1) })
    }
    return environmentChange { $0.progressViewStyleKind = kind }
  }
}

/// `value` as a Double; the common types directly, because the generic conversion is slow
/// when it cannot be specialized (a control's value type is the caller's).
@inlinable
func fastDouble<V: BinaryFloatingPoint>(_ value: V) -> Double {
  if V.self == Double.self { return unsafeBitCast(value, to: Double.self) }
  if V.self == Float.self { return Double(unsafeBitCast(value, to: Float.self)) }
  return Double(value)
}

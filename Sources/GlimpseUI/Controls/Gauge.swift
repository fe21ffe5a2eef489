import GlimpseLayout

/// A value in a range: SwiftUI's `Gauge`. Linear styles draw a bar between the bound
/// labels with the label above; circular styles a ring glyph beside the current value.
///
/// - Glimpse: drawn
nonisolated public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>: View
where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
  public typealias Body = Never
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
    minimum: BoundsLabel?,
    maximum: BoundsLabel?
  ) {
    let span = fastDouble(bounds.upperBound - bounds.lowerBound)
    let offset = fastDouble(value - bounds.lowerBound)
    fraction = span > 0 && span.isFinite ? offset / span : 0
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let environment = context.environment
    let tint = environment.tintColor
    func resolve<V: View>(_ part: V?) -> [LayoutNode] {
      guard let part else { return [] }
      var result: [LayoutNode] = []
      V._makeNodes(part, in: context, into: &result)
      return result
    }
    if case .custom(let style) = environment.gaugeStyleKind {
      func erased<V: View, Part>(_ part: V?, _ make: (AnyView) -> Part) -> Part? {
        part.map { make(AnyView($0)) }
      }
      let configuration = GaugeStyleConfiguration(
        value: min(1, max(0, view.fraction)),
        label: GaugeStyleConfiguration.Label(view: AnyView(view.label)),
        currentValueLabel: erased(view.currentValueLabel) {
          GaugeStyleConfiguration.CurrentValueLabel(view: $0)
        },
        minimumValueLabel: erased(view.minimumValueLabel) {
          GaugeStyleConfiguration.MinimumValueLabel(view: $0)
        },
        maximumValueLabel: erased(view.maximumValueLabel) {
          GaugeStyleConfiguration.MaximumValueLabel(view: $0)
        })
      var styled = context
      styled.environment.gaugeStyleKind = .automatic
      style.resolve(configuration, styled, &nodes)
      return
    }
    let current = resolve(view.currentValueLabel)
    switch environment.gaugeStyleKind {
    case .circular:
      let ring = ProgressRingNode(amount: .fraction(view.fraction), tint: tint)
      let beside = current.isEmpty ? resolve(view.label) : current
      let label =
        beside.count == 1
        ? beside[0]
        : StackNode(axis: .horizontal, spacing: ColumnRule.pointsPerColumn, children: beside)
      nodes.append(
        beside.isEmpty ? ring : RingWithLabelNode(ring: ring, label: label, name: "Gauge"))
    case .linear, .custom:
      let track = environment.theme[.quaternary]
      let bar = ProgressBarNode(amount: .fraction(view.fraction), tint: tint, track: track)
      let row = resolve(view.minimumValueLabel) + [bar] + resolve(view.maximumValueLabel)
      let gap = ColumnRule.pointsPerColumn
      let line = row.count == 1 ? bar : StackNode(axis: .horizontal, spacing: gap, children: row)
      let header = resolve(view.label) + current
      let top =
        header.isEmpty ? nil : StackNode(axis: .horizontal, spacing: gap, children: header)
      nodes.append(
        top.map {
          StackNode(
            axis: .vertical, crossAlignment: .leading, spacing: 0, name: "Gauge",
            children: [$0, line])
        } ?? line)
    }
  }
}

extension Gauge {
  /// A gauge with a label.
  public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
  where
    CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView,
    V: BinaryFloatingPoint
  {
    self.init(
      value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
  }

  /// A gauge with a label and a current-value label.
  public init<V>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil,
      maximum: nil)
  }

  /// A gauge with labels for its value and bounds.
  public init<V>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }

  /// A gauge with marked values (not drawn).
  ///
  /// - Glimpse: approximated: marked values are not drawn
  public init<V>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil,
      maximum: nil)
  }

  /// A gauge with every label (marked values not drawn).
  ///
  /// - Glimpse: approximated: marked values are not drawn
  public init<V>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) where V: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }
}

/// How gauges draw: SwiftUI's `GaugeStyle`. The built-in styles are drawn by Glimpse; a
/// custom style draws its `makeBody(configuration:)`.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view a gauge draws as.
  associatedtype Body: View
  /// A gauge's parts.
  typealias Configuration = GaugeStyleConfiguration
  /// The view for a gauge.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// The parts of a gauge, for a gauge style.
///
/// - Glimpse: works
public struct GaugeStyleConfiguration {
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

  /// The minimum-value label.
  nonisolated public struct MinimumValueLabel: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The maximum-value label.
  nonisolated public struct MaximumValueLabel: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// A label of a marked value.
  nonisolated public struct MarkedValueLabel: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The value, 0...1 of the gauge's range.
  public var value: Double
  /// The label.
  public var label: GaugeStyleConfiguration.Label
  /// The current-value label, if any.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// The minimum-value label, if any.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// The maximum-value label, if any.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?

  /// A built-in style's drawing of a configuration.
  struct Drawn: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
      Gauge(value: configuration.value) {
        configuration.label
      } currentValueLabel: {
        configuration.currentValueLabel
      } minimumValueLabel: {
        configuration.minimumValueLabel.map { AnyView($0) } ?? AnyView(EmptyView())
      } maximumValueLabel: {
        configuration.maximumValueLabel.map { AnyView($0) } ?? AnyView(EmptyView())
      }
    }
  }
}

/// The default: linear capacity.
///
/// - Glimpse: drawn
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

/// A ring.
///
/// - Glimpse: approximated: a ring glyph for the fraction, in one or two cells
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

/// A filled ring.
///
/// - Glimpse: approximated: a ring glyph for the fraction, in one or two cells
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

/// A thin bar.
///
/// - Glimpse: drawn
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

/// A filled thin bar.
///
/// - Glimpse: drawn
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

/// A filled bar.
///
/// - Glimpse: drawn
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.Drawn(configuration: configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

enum GaugeStyleKind {
  case linear, circular
  case custom(AnyStyle<GaugeStyleConfiguration>)

  static let automatic = GaugeStyleKind.linear
}

extension View {
  /// How gauges in this view draw.
  ///
  /// - Glimpse: drawn
  public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
    let kind: GaugeStyleKind
    switch style {
    case is AccessoryCircularGaugeStyle, is AccessoryCircularCapacityGaugeStyle: kind = .circular
    case is DefaultGaugeStyle, is AccessoryLinearGaugeStyle, is AccessoryLinearCapacityGaugeStyle,
      is LinearCapacityGaugeStyle:
      kind = .linear
    default: kind = .custom(AnyStyle(style) { $0.makeBody(configuration: $1) })
    }
    return environmentChange { $0.gaugeStyleKind = kind }
  }
}

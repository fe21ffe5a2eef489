import GlimpseLayout

/// A value in a range: SwiftUI's `Gauge`. Linear styles draw a bar between the bound
/// labels with the label above; circular styles a ring glyph beside the current value.
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
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let offset = Double(value - bounds.lowerBound)
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
    let current = resolve(view.currentValueLabel)
    switch environment.gaugeStyleKind {
    case .circular:
      let ring = ProgressRingNode(amount: .fraction(view.fraction), tint: tint)
      let beside = current.isEmpty ? resolve(view.label) : current
      nodes.append(
        beside.isEmpty ? ring : StackNode(axis: .horizontal, spacing: 1, children: [ring] + beside))
    case .linear:
      let track = environment.theme[.quaternary]
      let bar = ProgressBarNode(amount: .fraction(view.fraction), tint: tint, track: track)
      let row = resolve(view.minimumValueLabel) + [bar] + resolve(view.maximumValueLabel)
      let line = row.count == 1 ? bar : StackNode(axis: .horizontal, spacing: 1, children: row)
      let header = resolve(view.label) + current
      let top = header.isEmpty ? nil : StackNode(axis: .horizontal, spacing: 1, children: header)
      nodes.append(
        top.map {
          StackNode(axis: .vertical, crossAlignment: .leading, spacing: 0, children: [$0, line])
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

/// How gauges draw.
public protocol GaugeStyle {}

/// The default: linear capacity.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
}

/// A ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
}

/// A filled ring.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
}

/// A thin bar.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
}

/// A filled thin bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
}

/// A filled bar.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
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

  static let automatic = GaugeStyleKind.linear
}

extension View {
  /// How gauges in this view draw.
  public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
    let circular =
      style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle
    return environmentChange { $0.gaugeStyleKind = circular ? .circular : .linear }
  }
}

import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// A widget: SwiftUI's `Widget`. Its body is a configuration, such as an
/// `ActivityConfiguration`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol Widget {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// A widget.
  init()
  /// The widget's configuration.
  var body: Self.Body { get }
  /// Collects the activity configurations of `widget`. Glimpse's hook.
  static func _collect(_ widget: Self, into inventory: inout WidgetInventory)
}

extension Widget {
  public static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    Body._collect(widget.body, into: &inventory)
  }

  /// The entry point of a widget extension: when the `Glimpse` module is in the program
  /// (the `WidgetKit` module links it), starts Glimpse on every `#Preview` of the program;
  /// otherwise prints where Glimpse shows the widget.
  public static func main() {
    _MainWidgets.collect = { Self._collect(Self(), into: &$0) }
    if let runner = _PreviewRunners.runner() { runner.run() }
    Console.write(
      ConsoleText(
        line: "\(Self.self) is a widget: show it with Glimpse.main(previews:) or `glimpse preview`."
      ),
      to: .standardOutput)
  }
}

/// Several widgets: SwiftUI's `WidgetBundle`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The widgets' type.
  associatedtype Body: Widget
  /// A bundle.
  init()
  /// The widgets.
  @WidgetBundleBuilder var body: Self.Body { get }
}

extension WidgetBundle {
  /// Collects the activity configurations of every widget in `bundle`.
  public static func _collect(_ bundle: Self, into inventory: inout WidgetInventory) {
    Body._collect(bundle.body, into: &inventory)
  }

  /// The entry point of a widget extension: when the `Glimpse` module is in the program
  /// (the `WidgetKit` module links it), starts Glimpse on every `#Preview` of the program,
  /// so a widget folder needs no `main.swift`; otherwise prints where Glimpse shows the
  /// widgets.
  public static func main() {
    _MainWidgets.collect = { Self._collect(Self(), into: &$0) }
    if let runner = _PreviewRunners.runner() { runner.run() }
    Console.write(
      ConsoleText(
        line:
          "\(Self.self) is a widget bundle: show it with Glimpse.main(previews:) or `glimpse preview`."
      ), to: .standardOutput)
  }
}

/// What a widget shows: SwiftUI's `WidgetConfiguration`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// The configuration.
  var body: Self.Body { get }
  /// Collects the activity configurations of `configuration`. Glimpse's hook.
  static func _collect(_ configuration: Self, into inventory: inout WidgetInventory)
}

extension WidgetConfiguration {
  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {
    Body._collect(configuration.body, into: &inventory)
  }
}

extension WidgetConfiguration where Body == Never {
  /// Primitive configurations have no body.
  public var body: Never {
    fatalError("\(Self.self) is a primitive configuration and has no body")
  }
}

extension Never: WidgetConfiguration {
  public static func _collect(_ configuration: Never, into inventory: inout WidgetInventory) {}
}

/// A configuration that shows nothing.
///
/// - Glimpse: works
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never

  /// An empty configuration.
  public init() {}

  @MainActor
  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {}
}

/// Everything Glimpse found in a widget or bundle: its Live Activities.
///
/// - Glimpse: glimpse
public struct WidgetInventory {
  /// One Live Activity configuration and what was said of it.
  public struct Entry {
    /// The `ActivityConfiguration<Attributes>` value.
    public let configuration: Any
    /// Its attributes type.
    public let attributesType: Any.Type
    /// The families from `supplementalActivityFamilies` (always `.medium`).
    public var families: Set<ActivityFamily>
    /// The name from `configurationDisplayName`, if any.
    public var displayName: String?
  }

  /// The Live Activities, in declaration order.
  public var activities: [Entry] = []

  /// An empty inventory.
  public init() {}

  /// The inventory of a widget.
  @MainActor
  public static func of<W: Widget>(_ widget: W) -> WidgetInventory {
    var inventory = WidgetInventory()
    W._collect(widget, into: &inventory)
    return inventory
  }

  /// The inventory of a widget bundle.
  @MainActor
  public static func of<B: WidgetBundle>(bundle: B) -> WidgetInventory {
    var inventory = WidgetInventory()
    B._collect(bundle, into: &inventory)
    return inventory
  }

  /// The configuration for attributes of type `A`, if the widget has one.
  public func configuration<A: ActivityAttributes>(for type: A.Type) -> (
    ActivityConfiguration<A>, Entry
  )? {
    for entry in activities {
      if let configuration = entry.configuration as? ActivityConfiguration<A> {
        return (configuration, entry)
      }
    }
    return nil
  }
}

/// Builds widget bundles.
///
/// - Glimpse: works
@resultBuilder
public struct WidgetBundleBuilder {
  /// A widget as itself.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Widget {
    content
  }

  /// No widgets.
  public static func buildBlock() -> some Widget {
    _TupleWidget(collect: { _ in })
  }

  /// Several widgets.
  public static func buildBlock<each C>(_ c: repeat each C) -> some Widget
  where repeat each C: Widget {
    let widgets = UncheckedSendable((repeat each c))
    return _TupleWidget { @MainActor inventory in
      repeat collectWidget(each widgets.value, into: &inventory)
    }
  }

  /// A widget under `if #available`.
  public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?)
    -> some Widget
  {
    let box = UncheckedSendable(widget)
    return _TupleWidget { @MainActor inventory in
      if let widget = box.value { widget._collectErased(into: &inventory) }
    }
  }

  /// A widget under `if #available`.
  public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget
    & _LimitedAvailabilityWidgetMarker
  {
    _LimitedWidget(widget: widget)
  }

  /// An `if`/`else` branch.
  public static func buildEither<First: Widget, Second: Widget>(first: First) -> _EitherWidget<
    First, Second
  > {
    _EitherWidget(first: first, second: nil)
  }

  /// An `if`/`else` branch.
  public static func buildEither<First: Widget, Second: Widget>(second: Second) -> _EitherWidget<
    First, Second
  > {
    _EitherWidget(first: nil, second: second)
  }
}

@MainActor
func collectWidget<W: Widget>(_ widget: W, into inventory: inout WidgetInventory) {
  W._collect(widget, into: &inventory)
}

/// A widget under `if #available`.
public protocol _LimitedAvailabilityWidgetMarker {
  /// Collects the widget's configurations.
  @MainActor func _collectErased(into inventory: inout WidgetInventory)
}

/// Several widgets.
nonisolated public struct _TupleWidget: Widget {
  let collect: @MainActor (inout WidgetInventory) -> Void

  init(collect: @escaping @MainActor (inout WidgetInventory) -> Void) {
    self.collect = collect
  }

  public init() {
    collect = { _ in }
  }

  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  @MainActor
  public static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    widget.collect(&inventory)
  }
}

/// One of two widgets.
nonisolated public struct _EitherWidget<First: Widget, Second: Widget>: Widget {
  let first: First?
  let second: Second?

  init(first: First?, second: Second?) {
    self.first = first
    self.second = second
  }

  public init() {
    first = nil
    second = nil
  }

  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  @MainActor
  public static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    if let first = widget.first { First._collect(first, into: &inventory) }
    if let second = widget.second { Second._collect(second, into: &inventory) }
  }
}

nonisolated struct _LimitedWidget<W: Widget>: Widget, _LimitedAvailabilityWidgetMarker {
  let widget: W?

  init(widget: W) {
    self.widget = widget
  }

  init() {
    widget = nil
  }

  var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  @MainActor
  func _collectErased(into inventory: inout WidgetInventory) {
    if let widget { W._collect(widget, into: &inventory) }
  }

  @MainActor
  static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    widget._collectErased(into: &inventory)
  }
}

/// The widgets of the program's `@main` widget bundle (or widget), which `main()` gives
/// Glimpse before it starts, so that previews that name no widget (a `PreviewProvider`'s)
/// find the configuration for their attributes.
public enum _MainWidgets {
  /// Collects the `@main` widgets' configurations; nil until `main()` runs.
  @MainActor public static var collect: ((inout WidgetInventory) -> Void)?
}

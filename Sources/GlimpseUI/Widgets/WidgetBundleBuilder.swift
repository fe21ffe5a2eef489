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

  package init(collect: @escaping @MainActor (inout WidgetInventory) -> Void) {
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

nonisolated package struct _LimitedWidget<W: Widget>: Widget, _LimitedAvailabilityWidgetMarker {
  let widget: W?

  package init(widget: W) {
    self.widget = widget
  }

  package init() {
    widget = nil
  }

  package var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

  @MainActor
  package func _collectErased(into inventory: inout WidgetInventory) {
    if let widget { W._collect(widget, into: &inventory) }
  }

  @MainActor
  package static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    widget._collectErased(into: &inventory)
  }
}

import GlimpseAppIntents
import GlimpseLayout

/// A switch: drawn as its label followed by `[on]` or `[off]`. A toggle that performs an
/// app intent can be pressed in the interactive preview, which runs the intent.
///
/// - Glimpse: drawn
nonisolated public struct Toggle<Label>: View where Label: View {
  public typealias Body = Never
  let isOn: Bool
  let label: Label
  /// The intent the toggle performs, if any.
  var intent: (any AppIntent)?

  /// A toggle bound to a value.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn.wrappedValue
    self.label = label()
  }

  /// A toggle that performs an app intent.
  public init<I>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) where I: AppIntent {
    self.isOn = isOn
    self.label = label()
    self.intent = intent
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let start = nodes.count
    defer {
      ControlRecorder.record(view.intent, toggleIsOn: view.isOn, nodes: &nodes, from: start)
    }
    if case .custom(let style) = context.environment.toggleStyleKind {
      var styled = context
      styled.environment.toggleStyleKind = .automatic
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(view: AnyView(view.label)),
        isOn: .constant(view.isOn))
      style.resolve(configuration, styled, &nodes)
      return
    }
    var children: [LayoutNode] = []
    Label._makeNodes(view.label, in: context, into: &children)
    let environment = context.environment
    let color = view.isOn ? environment.tintColor : environment.theme[.secondary]
    children.append(TextNode(view.isOn ? "[on]" : "[off]", style: CellStyle(foreground: color)))
    nodes.append(
      StackNode(
        axis: .horizontal, spacing: ColumnRule.pointsPerColumn, name: "Toggle", children: children))
  }
}

extension Toggle where Label == Text {
  /// A toggle titled by a string, bound to a value.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled by a string, bound to a value.
  @_disfavoredOverload
  public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    self.init(isOn: isOn) { Text(title) }
  }

  /// A toggle titled by a string that performs an app intent.
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.isOn = isOn
    label = Text(titleKey)
    self.intent = intent
  }

  /// A toggle titled by a string that performs an app intent.
  @_disfavoredOverload
  public init<S>(_ title: S, isOn: Bool, intent: some AppIntent) where S: StringProtocol {
    self.isOn = isOn
    label = Text(title)
    self.intent = intent
  }
}

/// How toggles draw: SwiftUI's `ToggleStyle`. The built-in styles draw as `[on]` or
/// `[off]` after the label; a custom style draws its `makeBody(configuration:)`.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a toggle draws as.
  associatedtype Body: View
  /// A toggle's parts.
  typealias Configuration = ToggleStyleConfiguration
  /// The view for a toggle.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// The parts of a toggle, for a toggle style.
///
/// - Glimpse: works
public struct ToggleStyleConfiguration {
  /// The label.
  nonisolated public struct Label: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (never, here).
  public var isMixed: Bool = false

  init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle of a style's configuration, drawn in the style around it.
  public init(_ configuration: ToggleStyleConfiguration) {
    isOn = configuration.isOn
    label = configuration.label
  }
}

/// The default toggle style.
///
/// - Glimpse: drawn
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A switch.
///
/// - Glimpse: drawn
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public init(tint: Color) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A button-like toggle.
///
/// - Glimpse: drawn
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

enum ToggleStyleKind {
  case automatic
  case custom(AnyStyle<ToggleStyleConfiguration>)
}

extension View {
  /// How toggles in this view draw.
  ///
  /// - Glimpse: drawn
  public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
    let kind: ToggleStyleKind
    switch style {
    case is DefaultToggleStyle, is SwitchToggleStyle, is ButtonToggleStyle: kind = .automatic
    default: kind = .custom(AnyStyle(style) { $0.makeBody(configuration: $1) })
    }
    return environmentChange { $0.toggleStyleKind = kind }
  }
}

/// A link: its label (a terminal preview opens nothing).
///
/// - Glimpse: drawn
nonisolated public struct Link<Label>: View where Label: View {
  public typealias Body = Never
  let label: Label

  /// A link to `destination` labelled by `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    Label._makeNodes(view.label, in: context, into: &nodes)
  }
}

extension Link where Label == Text {
  /// A link titled by a string.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    label = Text(titleKey)
  }

  /// A link titled by a string.
  @_disfavoredOverload
  public init<S>(_ title: S, destination: URL) where S: StringProtocol {
    label = Text(title)
  }
}

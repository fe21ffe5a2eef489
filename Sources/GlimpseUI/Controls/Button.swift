import GlimpseAppIntents
import GlimpseLayout

/// A button: drawn as `[ label ]` in the tint colour (`.plain` style: the label alone).
/// An action closure never runs; a button that performs an app intent can be pressed in
/// the interactive preview, which runs the intent's `perform()`.
///
/// - Glimpse: approximated: drawn as `[ label ]` in the tint colour; an action closure never runs, an intent's perform() runs when the button is pressed in the interactive preview
nonisolated public struct Button<Label>: View where Label: View {
  public typealias Body = Never
  let label: Label
  var role: ButtonRole?
  /// The intent the button performs, if any.
  var intent: (any AppIntent)?

  /// A button that runs `action`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A button with a role.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
  }

  /// A button that performs an app intent.
  public init<I>(intent: I, @ViewBuilder label: () -> Label) where I: AppIntent {
    self.label = label()
    self.intent = intent
  }

  /// A button with a role that performs an app intent.
  public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.intent = intent
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let start = nodes.count
    defer { ControlRecorder.record(view.intent, nodes: &nodes, from: start) }
    let environment = context.environment
    var inner = context
    if environment.foregroundStyle == nil {
      inner.environment.foregroundStyle = environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
    }
    switch environment.buttonStyleKind {
    case .custom(let style):
      var styled = context
      styled.environment.buttonStyleKind = .automatic
      let configuration = PrimitiveButtonStyleConfiguration(
        role: view.role, label: PrimitiveButtonStyleConfiguration.Label(view: AnyView(view.label)))
      style.resolve(configuration, styled, &nodes)
      return
    case .customButton(let style):
      var styled = context
      styled.environment.buttonStyleKind = .automatic
      let configuration = ButtonStyleConfiguration(
        label: ButtonStyleConfiguration.Label(view: AnyView(view.label)), isPressed: false,
        role: view.role)
      style.resolve(configuration, styled, &nodes)
      return
    default:
      break
    }
    var labels: [LayoutNode] = []
    Label._makeNodes(view.label, in: inner, into: &labels)
    if case .plain = environment.buttonStyleKind {
      nodes.append(contentsOf: labels)
      return
    }
    let style = CellStyle(foreground: environment.tintColor)
    let open = TextNode("[ ", style: style)
    let close = TextNode(" ]", style: style)
    nodes.append(
      StackNode(
        axis: .horizontal, spacing: 0, name: "Button",
        children: [open, ViewResolver.single(labels), close]))
  }
}

extension Button where Label == Text {
  /// A button titled by a string.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    label = Text(titleKey)
  }

  /// A button titled by a string.
  @_disfavoredOverload
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    label = Text(title)
  }

  /// A button with a role, titled by a string.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    label = Text(titleKey)
    self.role = role
  }

  /// A button titled by a string that performs an app intent.
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    label = Text(titleKey)
    self.intent = intent
  }

  /// A button titled by a string that performs an app intent.
  @_disfavoredOverload
  public init<S>(_ title: S, intent: some AppIntent) where S: StringProtocol {
    label = Text(title)
    self.intent = intent
  }

  /// A button with a role, titled by a string, that performs an app intent.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
    label = Text(titleKey)
    self.role = role
    self.intent = intent
  }

  /// A button with a role, titled by a string, that performs an app intent.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
    label = Text(title)
    self.role = role
    self.intent = intent
  }
}

extension Button where Label == GlimpseUI.Label<Text, Image> {
  /// A button with a title and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    label = GlimpseUI.Label(titleKey, systemImage: systemImage)
  }

  /// A button with a title and a system symbol.
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    label = GlimpseUI.Label(title, systemImage: systemImage)
  }

  /// A button with a title and a system symbol that performs an app intent.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    intent: some AppIntent
  ) {
    label = GlimpseUI.Label(titleKey, systemImage: systemImage)
    self.role = role
    self.intent = intent
  }

  /// A button with a title and a system symbol that performs an app intent.
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage: String, role: ButtonRole? = nil, intent: some AppIntent)
  where S: StringProtocol {
    label = GlimpseUI.Label(title, systemImage: systemImage)
    self.role = role
    self.intent = intent
  }

  /// A button with a title and an image resource that performs an app intent.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
    intent: some AppIntent
  ) {
    label = GlimpseUI.Label(titleKey, image: image)
    self.role = role
    self.intent = intent
  }

  /// A button with a title and an image resource that performs an app intent.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, image: ImageResource, role: ButtonRole? = nil,
    intent: some AppIntent
  ) {
    label = GlimpseUI.Label(title: { Text(title) }, icon: { Image(image) })
    self.role = role
    self.intent = intent
  }
}

/// A button's role.
///
/// - Glimpse: accepted
public struct ButtonRole: Hashable, Sendable {
  let name: String

  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  public static let close = ButtonRole(name: "close")
  public static let confirm = ButtonRole(name: "confirm")
}

/// How buttons draw and act: SwiftUI's `PrimitiveButtonStyle`. The built-in styles are
/// drawn by Glimpse; a custom style draws its `makeBody(configuration:)`.
///
/// - Glimpse: approximated: a custom style's body is drawn; press states are not
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view a button draws as.
  associatedtype Body: View
  /// A button's parts.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The view for a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// A button's parts, for a primitive button style.
///
/// - Glimpse: works
public struct PrimitiveButtonStyleConfiguration {
  /// The label.
  nonisolated public struct Label: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The role.
  public let role: ButtonRole?
  /// The label.
  public let label: PrimitiveButtonStyleConfiguration.Label

  /// Performs the button's action (nothing, in a preview).
  public func trigger() {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button of a style's configuration, drawn in the style around it.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    label = configuration.label
    role = configuration.role
  }
}

/// How buttons draw: SwiftUI's `ButtonStyle`, a style that only changes the look.
///
/// - Glimpse: approximated: a custom style's body is drawn; press states are not
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button draws as.
  associatedtype Body: View
  /// A button's parts.
  typealias Configuration = ButtonStyleConfiguration
  /// The view for a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// A button's parts, for a button style.
///
/// - Glimpse: works
public struct ButtonStyleConfiguration {
  /// The label.
  nonisolated public struct Label: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is pressed (never, here).
  public let isPressed: Bool
  /// The role.
  public let role: ButtonRole?
}

/// The default button style.
///
/// - Glimpse: drawn
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// The label alone.
///
/// - Glimpse: drawn
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A bordered button.
///
/// - Glimpse: drawn
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A prominent bordered button.
///
/// - Glimpse: drawn
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// A borderless button.
///
/// - Glimpse: drawn
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

enum ButtonStyleKind {
  case automatic, plain, bordered
  case custom(AnyStyle<PrimitiveButtonStyleConfiguration>)
  case customButton(AnyStyle<ButtonStyleConfiguration>)
}

extension View {
  /// How buttons in this view draw.
  ///
  /// - Glimpse: drawn
  public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    let kind: ButtonStyleKind
    switch style {
    case is PlainButtonStyle, is BorderlessButtonStyle: kind = .plain
    case is DefaultButtonStyle: kind = .automatic
    case is BorderedButtonStyle, is BorderedProminentButtonStyle: kind = .bordered
    default: kind = .custom(AnyStyle(style) { $0.makeBody(configuration: $1) })
    }
    return environmentChange { $0.buttonStyleKind = kind }
  }

  /// How buttons in this view look: the style's body, around the button's label.
  ///
  /// - Glimpse: drawn
  public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    let kind = ButtonStyleKind.customButton(AnyStyle(style) { $0.makeBody(configuration: $1) })
    return environmentChange { $0.buttonStyleKind = kind }
  }

  /// The shape of bordered buttons (accepted).
  ///
  /// - Glimpse: accepted
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// Shapes of bordered buttons.
///
/// - Glimpse: accepted
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String

  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static let circle = ButtonBorderShape(name: "circle")

  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle")
  }
}

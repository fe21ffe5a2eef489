import GlimpseLayout

/// A button: drawn as `[ label ]` in the tint colour (`.plain` style: the label alone).
/// Nothing happens when it is "pressed"; a terminal preview has no touches.
nonisolated public struct Button<Label>: View where Label: View {
  public typealias Body = Never
  let label: Label

  /// A button that runs `action`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A button with a role.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A button that performs an app intent.
  public init<I>(intent: I, @ViewBuilder label: () -> Label) where I: AppIntent {
    self.label = label()
  }

  /// A button with a role that performs an app intent.
  public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let environment = context.environment
    var inner = context
    if environment.foregroundStyle == nil {
      inner.environment.foregroundStyle = environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
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
        axis: .horizontal, spacing: 0, children: [open, ViewResolver.single(labels), close]))
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
  }

  /// A button titled by a string that performs an app intent.
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    label = Text(titleKey)
  }

  /// A button titled by a string that performs an app intent.
  @_disfavoredOverload
  public init<S>(_ title: S, intent: some AppIntent) where S: StringProtocol {
    label = Text(title)
  }

  /// A button with a role, titled by a string, that performs an app intent.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
    label = Text(titleKey)
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
  }

  /// A button with a title and a system symbol that performs an app intent.
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage: String, role: ButtonRole? = nil, intent: some AppIntent)
  where S: StringProtocol {
    label = GlimpseUI.Label(title, systemImage: systemImage)
  }
}

/// A button's role.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  public static let close = ButtonRole(name: "close")
  public static let confirm = ButtonRole(name: "confirm")
}

/// How buttons draw.
public protocol PrimitiveButtonStyle {}

/// How buttons draw (custom styles draw as the default).
public protocol ButtonStyle {
  /// The view a button draws as.
  associatedtype Body: View
  /// A button's parts.
  typealias Configuration = ButtonStyleConfiguration
  /// The view for a button.
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A button's parts, for a button style.
public struct ButtonStyleConfiguration {
  /// The label.
  nonisolated public struct Label: View {
    public var body: some View { EmptyView() }
  }

  /// The label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is pressed (never, here).
  public let isPressed: Bool
  /// The role.
  public let role: ButtonRole?
}

/// The default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// The label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A prominent bordered button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A borderless button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
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
}

extension View {
  /// How buttons in this view draw.
  public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    let kind: ButtonStyleKind =
      style is PlainButtonStyle || style is BorderlessButtonStyle ? .plain : .bordered
    return environmentChange { $0.buttonStyleKind = kind }
  }

  /// A custom button style (buttons draw as the default).
  public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    environmentChange { $0.buttonStyleKind = .bordered }
  }

  /// The shape of bordered buttons (accepted).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// Shapes of bordered buttons.
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

import GlimpseLayout

/// A title with an icon: SwiftUI's `Label`, drawn as icon, space, title (per label style).
///
/// - Glimpse: drawn
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public typealias Body = Never
  let title: Title
  let icon: Icon

  /// A label of a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    switch context.environment.labelStyleKind {
    case .titleOnly:
      Title._makeNodes(view.title, in: context, into: &nodes)
    case .iconOnly:
      Icon._makeNodes(view.icon, in: context, into: &nodes)
    case .automatic, .titleAndIcon:
      var children: [LayoutNode] = []
      Icon._makeNodes(view.icon, in: context, into: &children)
      Title._makeNodes(view.title, in: context, into: &children)
      nodes.append(
        StackNode(
          axis: .horizontal, crossAlignment: .center, spacing: ColumnRule.pointsPerColumn,
          name: "Label",
          children: children))
    case .custom(let style):
      let configuration = LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(view: AnyView(view.title)),
        icon: LabelStyleConfiguration.Icon(view: AnyView(view.icon)))
      var inner = context
      inner.environment.labelStyleKind = .automatic
      style.resolve(configuration, inner, &nodes)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a system symbol.
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with an asset image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with an asset image.
  @_disfavoredOverload
  public init<S>(_ title: S, image name: String) where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// A label with an image resource.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
}

/// How labels draw.
///
/// - Glimpse: drawn
public protocol LabelStyle {
  /// The view a label draws as.
  associatedtype Body: View
  /// The label's parts.
  typealias Configuration = LabelStyleConfiguration
  /// The view for a label.
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a label, for a label style.
///
/// - Glimpse: works
public struct LabelStyleConfiguration {
  /// The title.
  nonisolated public struct Title: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The icon.
  nonisolated public struct Icon: _ConfigurationContent {
    public typealias Body = Never
    let view: AnyView
    public var _view: AnyView { view }
  }

  /// The title.
  public let title: LabelStyleConfiguration.Title
  /// The icon.
  public let icon: LabelStyleConfiguration.Icon
}

/// The default label style.
///
/// - Glimpse: drawn
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// Only the icon.
///
/// - Glimpse: drawn
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title.
///
/// - Glimpse: drawn
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Icon and title.
///
/// - Glimpse: drawn
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label style as the environment carries it.
enum LabelStyleKind {
  case automatic, iconOnly, titleOnly, titleAndIcon
  case custom(AnyStyle<LabelStyleConfiguration>)
}

extension View {
  /// How labels in this view draw.
  ///
  /// - Glimpse: drawn
  public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    let kind: LabelStyleKind
    switch style {
    case is IconOnlyLabelStyle: kind = .iconOnly
    case is TitleOnlyLabelStyle: kind = .titleOnly
    case is TitleAndIconLabelStyle: kind = .titleAndIcon
    case is DefaultLabelStyle: kind = .automatic
    default: kind = .custom(AnyStyle(style) { $0.makeBody(configuration: $1) })
    }
    return environmentChange { $0.labelStyleKind = kind }
  }
}

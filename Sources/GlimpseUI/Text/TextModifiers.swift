import GlimpseLayout

/// One modifier applied to a text.
enum TextModifier: Equatable, Sendable {
  case font(Font?)
  case weight(Font.Weight?)
  case bold(Bool)
  case italic(Bool)
  case underline(Bool)
  case strikethrough(Bool)
  case foreground(AnyShapeStyle?)
  case monospaced(Bool)
}

extension AnyShapeStyle: Equatable {
  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
    lhs.key == rhs.key
  }
}

extension Text {
  private consuming func adding(_ modifier: TextModifier) -> Text {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// This text in `font`.
  public consuming func font(_ font: Font?) -> Text { adding(.font(font)) }
  /// This text at `weight`.
  public consuming func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
  /// This text at a font width (accepted; cells have one width).
  ///
  /// - Glimpse: accepted
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// This text in a font design (accepted).
  ///
  /// - Glimpse: accepted
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// This text in bold.
  public consuming func bold() -> Text { adding(.bold(true)) }
  /// This text in bold, or not.
  public consuming func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  /// This text in italics.
  public consuming func italic() -> Text { adding(.italic(true)) }
  /// This text in italics, or not.
  public consuming func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  /// This text in a monospaced font (every cell already is).
  public consuming func monospaced(_ isActive: Bool = true) -> Text {
    adding(.monospaced(isActive))
  }
  /// This text with monospaced digits (every cell already is).
  ///
  /// - Glimpse: accepted
  public func monospacedDigit() -> Text { self }
  /// This text in a colour.
  public consuming func foregroundColor(_ color: Color?) -> Text {
    adding(.foreground(color.map { AnyShapeStyle($0) }))
  }
  /// This text in a style.
  public consuming func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
    adding(.foreground(AnyShapeStyle(style)))
  }
  /// This text struck through, in its own colour.
  ///
  /// - Glimpse: approximated: color is ignored (the line is in the text's colour)
  public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.strikethrough(isActive))
  }
  /// This text struck through in a pattern.
  ///
  /// - Glimpse: approximated: pattern and color are ignored (a solid line in the text's colour)
  public consuming func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    adding(.strikethrough(isActive))
  }
  /// This text underlined, in its own colour.
  ///
  /// - Glimpse: approximated: color is ignored (the line is in the text's colour)
  public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.underline(isActive))
  }
  /// This text underlined in a pattern.
  ///
  /// - Glimpse: approximated: pattern and color are ignored (a solid line in the text's colour)
  public consuming func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    adding(.underline(isActive))
  }
  /// Letter spacing (accepted; cells have fixed spacing).
  ///
  /// - Glimpse: accepted
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// Letter spacing (accepted; cells have fixed spacing).
  ///
  /// - Glimpse: accepted
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// Baseline shift (accepted).
  ///
  /// - Glimpse: accepted
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// Text scale (accepted).
  ///
  /// - Glimpse: accepted
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
  /// Spoken-text settings (accepted).
  ///
  /// - Glimpse: accepted
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// Spoken-text settings (accepted).
  ///
  /// - Glimpse: accepted
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityLabel(_ label: Text) -> Text { self }
  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { self }
  /// A custom attribute (accepted).
  ///
  /// - Glimpse: accepted
  public func customAttribute<T>(_ value: T) -> Text { self }
}

/// The style state a text resolves its glyphs in.
struct TextStyleState {
  var font: Font?
  var weight: Font.Weight?
  var bold: Bool
  var italic: Bool
  var underline: Bool
  var strikethrough: Bool
  var foreground: AnyShapeStyle?

  init(environment: EnvironmentValues) {
    font = environment.font
    weight = environment.fontWeight
    bold = environment.isBold
    italic = environment.isItalic
    underline = environment.isUnderlined
    strikethrough = environment.isStrikethrough
    foreground = environment.foregroundStyle
  }

  mutating func apply(_ modifiers: [TextModifier]) {
    for modifier in modifiers {
      switch modifier {
      case .font(let value): font = value
      case .weight(let value): weight = value
      case .bold(let value): bold = value
      case .italic(let value): italic = value
      case .underline(let value): underline = value
      case .strikethrough(let value): strikethrough = value
      case .foreground(let value): foreground = value
      case .monospaced: break
      }
    }
  }

  func cellStyle(in environment: EnvironmentValues) -> CellStyle {
    var attributes: CellAttributes = []
    let resolvedWeight = weight ?? font?.weight
    if bold || (font?.drawsBold ?? false) || (resolvedWeight?.drawsBold ?? false) {
      attributes.insert(.bold)
    }
    if italic || (font?.isItalic ?? false) { attributes.insert(.italic) }
    if underline { attributes.insert(.underline) }
    if strikethrough { attributes.insert(.strikethrough) }
    return CellStyle(foreground: environment.terminalColor(foreground), attributes: attributes)
  }
}

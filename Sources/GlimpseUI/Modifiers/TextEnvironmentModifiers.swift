import GlimpseLayout

extension View {
  /// This view with its environment changed by `change`.
  func environmentChange(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void)
    -> some View
  {
    modifier(_EnvironmentWritingModifier(change))
  }

  /// The font of text in this view.
  public func font(_ font: Font?) -> some View {
    environmentChange { $0.font = font }
  }

  /// The weight of text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentChange { $0.fontWeight = weight }
  }

  /// The width of text in this view (accepted).
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// The design of text in this view (accepted).
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Bold text in this view.
  public func bold(_ isActive: Bool = true) -> some View {
    environmentChange { $0.isBold = isActive }
  }

  /// Italic text in this view.
  public func italic(_ isActive: Bool = true) -> some View {
    environmentChange { $0.isItalic = isActive }
  }

  /// Underlined text in this view.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    environmentChange { $0.isUnderlined = isActive }
  }

  /// Struck-through text in this view.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    environmentChange { $0.isStrikethrough = isActive }
  }

  /// Monospaced text (every cell already is).
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Monospaced digits (every cell already is).
  public func monospacedDigit() -> some View { self }

  /// Letter spacing (accepted).
  public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Letter spacing (accepted).
  public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Baseline shift (accepted).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// Text scale (accepted).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }

  /// The most lines text may take (nil: no limit).
  public func lineLimit(_ number: Int?) -> some View {
    environmentChange { $0.lineLimit = number.map { max(1, $0) } }
  }

  /// The most lines text may take, optionally reserving their space.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environmentChange { $0.lineLimit = max(1, limit) }
  }

  /// A range of lines (the upper bound limits).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environmentChange { $0.lineLimit = max(1, limit.upperBound) }
  }

  /// A lower bound of lines (no upper limit).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environmentChange { $0.lineLimit = nil }
  }

  /// An upper bound of lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environmentChange { $0.lineLimit = max(1, limit.upperBound) }
  }

  /// Space between lines (accepted; rows have fixed spacing).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  /// Where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentChange { $0.truncationMode = mode }
  }

  /// How the lines of multi-line text align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange { $0.multilineTextAlignment = alignment }
  }

  /// How far text may shrink to fit. Terminal glyphs cannot shrink; the value is kept for
  /// reports.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environmentChange { $0.minimumScaleFactor = factor }
  }

  /// Upper- or lowercase text (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentChange { $0.textCase = textCase }
  }

  /// Allows text to tighten (accepted).
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Dynamic Type size for this view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange { $0.dynamicTypeSize = size }
  }

  /// A range of Dynamic Type sizes (accepted).
  public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    self
  }

  /// Symbol image scale.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environmentChange { $0.imageScale = scale }
  }

  /// Symbol rendering mode (accepted).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// The foreground colour.
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
  }

  /// The foreground style.
  public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(style) }
  }

  /// Primary and secondary foreground styles (the primary is drawn).
  public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
  where S1: ShapeStyle, S2: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(primary) }
  }

  /// Three foreground styles (the primary is drawn).
  public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
    -> some View
  where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(primary) }
  }

  /// The tint: progress bars, gauges, buttons, `.tint` styles.
  public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
    environmentChange { $0.tintStyle = tint.map { AnyShapeStyle($0) } }
  }

  /// The tint colour.
  @_disfavoredOverload
  public func tint(_ tint: Color?) -> some View {
    environmentChange { $0.tintStyle = tint.map { AnyShapeStyle($0) } }
  }

  /// The accent colour (the tint).
  public func accentColor(_ accentColor: Color?) -> some View {
    environmentChange { $0.tintStyle = accentColor.map { AnyShapeStyle($0) } }
  }

  /// Light or dark for this view.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environmentChange { $0.colorScheme = colorScheme }
  }

  /// The preferred colour scheme (accepted).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

  /// Whether controls in this view are disabled.
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { $0.isEnabled = $0.isEnabled && !disabled }
  }
}

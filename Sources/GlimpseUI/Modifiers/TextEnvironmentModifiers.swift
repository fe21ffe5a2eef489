import GlimpseLayout

/// The modifiers that set text and colour values in the environment. They are inlinable,
/// so that the module calling them sees the concrete type behind their `some View` and
/// resolves it without looking its conformance up at run time.
extension View {
  /// This view with its environment changed by `change`.
  ///
  /// The closure is `@Sendable` so that it is not isolated to the main actor, as a closure
  /// formed in a view's method otherwise is: Swift 6 checks such a closure's actor at run
  /// time each time it is called through a nonisolated function type (about 300
  /// instructions a call, in `swift_task_isCurrentExecutor`). A change that captures
  /// something not `Sendable` builds ``_EnvironmentWritingModifier`` directly.
  @usableFromInline
  func environmentChange(_ change: @escaping @Sendable (inout EnvironmentValues) -> Void)
    -> ModifiedContent<Self, _EnvironmentWritingModifier>
  {
    modifier(_EnvironmentWritingModifier(change))
  }

  /// The font of text in this view.
  ///
  /// - Glimpse: approximated: weight and slant; the size picks the Dynamic Type scale
  @inlinable
  public func font(_ font: Font?) -> some View {
    environmentChange { $0.font = font }
  }

  /// The weight of text in this view.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentChange { $0.fontWeight = weight }
  }

  /// The width of text in this view (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// The design of text in this view (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Bold text in this view.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func bold(_ isActive: Bool = true) -> some View {
    environmentChange { $0.isBold = isActive }
  }

  /// Italic text in this view.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func italic(_ isActive: Bool = true) -> some View {
    environmentChange { $0.isItalic = isActive }
  }

  /// Underlined text in this view: a solid underline in the text's own colour.
  ///
  /// - Glimpse: approximated: pattern and color are ignored (a solid line in the text's colour)
  @inlinable
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    environmentChange { $0.isUnderlined = isActive }
  }

  /// Struck-through text in this view: a solid line through it in the text's own colour.
  ///
  /// - Glimpse: approximated: pattern and color are ignored (a solid line in the text's colour)
  @inlinable
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    environmentChange { $0.isStrikethrough = isActive }
  }

  /// Monospaced text (every cell already is).
  ///
  /// - Glimpse: approximated: isActive is ignored (every cell is monospaced)
  @inlinable
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Monospaced digits (every cell already is).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func monospacedDigit() -> some View { self }

  /// Letter spacing (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Letter spacing (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Baseline shift (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// Text scale (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }

  /// The most lines text may take (nil: no limit).
  ///
  /// - Glimpse: drawn
  @inlinable
  public func lineLimit(_ number: Int?) -> some View {
    environmentChange {
      $0.lineLimit = number.map { max(1, $0) }
      $0.reservedLines = nil
    }
  }

  /// The most lines text may take; with `reservesSpace`, a shorter text still takes that
  /// many lines' height, blank below it, as SwiftUI reserves them.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environmentChange {
      $0.lineLimit = max(1, limit)
      $0.reservedLines = reservesSpace ? max(1, limit) : nil
    }
  }

  /// A range of lines: at most the upper bound, and at least the lower bound's height.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environmentChange {
      $0.lineLimit = max(1, limit.upperBound)
      $0.reservedLines = max(1, limit.lowerBound)
    }
  }

  /// A lower bound of lines: no upper limit, and at least the bound's height.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environmentChange {
      $0.lineLimit = nil
      $0.reservedLines = max(1, limit.lowerBound)
    }
  }

  /// An upper bound of lines.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environmentChange {
      $0.lineLimit = max(1, limit.upperBound)
      $0.reservedLines = nil
    }
  }

  /// Space between lines (accepted; rows have fixed spacing).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  /// Where text that does not fit is cut.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentChange { $0.truncationMode = mode }
  }

  /// How the lines of multi-line text align.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange { $0.multilineTextAlignment = alignment }
  }

  /// How far text may shrink to fit: as on the device, a text too wide for its width is
  /// measured smaller, down to this factor of its size, before it truncates; it is still
  /// drawn in its glyphs' cells, so the drawing may be wider than the points.
  ///
  /// - Glimpse: approximated: shrinks in points before truncating; drawn in whole cells
  @inlinable
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environmentChange { $0.minimumScaleFactor = factor }
  }

  /// Upper- or lowercase text (nil: as written).
  ///
  /// - Glimpse: drawn
  @inlinable
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentChange { $0.textCase = textCase }
  }

  /// Allows text to tighten (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Sets the Dynamic Type size of this view's text, whatever the setting around it.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange { $0.dynamicTypeSize = size }
  }

  /// Limits the Dynamic Type size of this view's text to `range`
  /// (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`): a size outside it becomes its nearest
  /// end, as SwiftUI clamps it.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    modifier(
      _EnvironmentWritingModifier {
        $0.dynamicTypeSize = DynamicTypeSize._clamped($0.dynamicTypeSize, to: range)
      })
  }

  /// Symbol image scale.
  ///
  /// - Glimpse: accepted
  @inlinable
  public func imageScale(_ scale: Image.Scale) -> some View {
    environmentChange { $0.imageScale = scale }
  }

  /// Symbol rendering mode (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// The foreground colour.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
  }

  /// The foreground style.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(style) }
  }

  /// Primary and secondary foreground styles (the primary is drawn).
  ///
  /// - Glimpse: approximated: secondary is ignored (the primary is drawn)
  @inlinable
  public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
  where S1: ShapeStyle, S2: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(primary) }
  }

  /// Three foreground styles (the primary is drawn).
  ///
  /// - Glimpse: approximated: secondary and tertiary are ignored (the primary is drawn)
  @inlinable
  public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
    -> some View
  where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
    environmentChange { $0.foregroundStyle = AnyShapeStyle(primary) }
  }

  /// The tint: progress bars, gauges, buttons, `.tint` styles.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
    environmentChange { $0.tintStyle = tint.map { AnyShapeStyle($0) } }
  }

  /// The tint colour.
  ///
  /// - Glimpse: drawn
  @_disfavoredOverload @inlinable
  public func tint(_ tint: Color?) -> some View {
    environmentChange { $0.tintStyle = tint.map { AnyShapeStyle($0) } }
  }

  /// The accent colour (the tint).
  ///
  /// - Glimpse: drawn
  @inlinable
  public func accentColor(_ accentColor: Color?) -> some View {
    environmentChange { $0.tintStyle = accentColor.map { AnyShapeStyle($0) } }
  }

  /// Light or dark for this view.
  ///
  /// - Glimpse: drawn
  @inlinable
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environmentChange { $0.colorScheme = colorScheme }
  }

  /// The preferred colour scheme (accepted).
  ///
  /// - Glimpse: accepted
  @inlinable
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

  /// Whether controls in this view are disabled.
  ///
  /// - Glimpse: accepted
  @inlinable
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { $0.isEnabled = $0.isEnabled && !disabled }
  }
}

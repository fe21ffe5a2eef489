/// How a canvas looks as a picture (SVG or HTML): the colours that stand for the
/// terminal's default colours, and the size of one cell in pixels.
///
/// A terminal draws its default colours as whatever it likes; a picture has to choose, so
/// the writers take them from here (the CLI passes the theme's `primary` and `background`).
public struct PictureStyle: Hashable, Sendable {
  /// What a cell's default foreground is drawn as.
  public var foreground: TerminalColor
  /// What a cell's default background, and the picture behind the canvases, is drawn as.
  public var background: TerminalColor
  /// The colour of headings and records beside the drawings.
  public var label: TerminalColor
  /// The colour misfits are outlined in.
  public var misfit: TerminalColor
  /// One column, in pixels.
  public var cellWidth: Int
  /// One row, in pixels.
  public var cellHeight: Int
  /// The font size, in pixels; 0.6 of it is the advance of the monospaced fonts listed
  /// in ``fontFamily``, which is what ``cellWidth`` should be.
  public var fontSize: Double
  /// The CSS font list: monospaced fonts first, so that text a browser lays out itself
  /// (headings) keeps to the grid too.
  public var fontFamily: String

  /// A style of the given colours, with cells of 9 by 18 pixels and 15 px type.
  public init(
    foreground: TerminalColor, background: TerminalColor, label: TerminalColor,
    misfit: TerminalColor
  ) {
    func resolved(_ color: TerminalColor, _ fallback: UInt32) -> TerminalColor {
      color.isDefault ? TerminalColor(packed: 0xFF00_0000 | fallback) : color.opaque
    }
    self.foreground = resolved(foreground, 0xFF_FFFF)
    self.background = resolved(background, 0x00_0000)
    self.label = resolved(label, 0x8E_8E93)
    self.misfit = resolved(misfit, 0xFF_375F)
    cellWidth = 9
    cellHeight = 18
    fontSize = 15
    fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"
  }

  /// White on black, grey labels, pink outlines: iOS's dark appearance.
  public static let dark = PictureStyle(
    foreground: .default, background: .default, label: .default, misfit: .default)

  /// The baseline of a row's text, in pixels from the row's top.
  var baseline: Int { Int((Double(cellHeight) * 0.78).rounded()) }
}

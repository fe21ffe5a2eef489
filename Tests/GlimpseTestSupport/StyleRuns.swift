import GlimpseLayout

/// A canvas as a golden a person can review in a diff: its text lines, then one line per
/// run of cells that share a style other than the plain one.
///
/// ```
/// ╭──────╮
/// │ ⠉⠒⠤  │
/// -- styles --
/// y: 1, x: 2-4, fg: #0A84FF
/// ```
///
/// A run is a stretch of one row whose cells have the same foreground, background and
/// attributes; cells in the plain style (default colours, no attributes) are not listed.
/// Colours are `#RRGGBB` (with `@N%` when translucent) in true colour, `palette N` in 256
/// colours and `ansi N` in 16, as the terminal is told them at that depth; attributes by
/// name. This is the one form of a golden that checks colour: no golden holds an escape.
public enum StyleRuns {
  /// The text of `canvas` followed by its style runs, colours as a terminal of `depth` is
  /// given them.
  public static func golden(of canvas: Canvas, depth: ColorDepth = .trueColor) -> String {
    let runs = lines(of: canvas, depth: depth)
    let styles = runs.isEmpty ? "" : "\n" + runs.joined(separator: "\n")
    return canvas.plainText + "\n-- styles --" + styles
  }

  /// One line per run of cells in the same style, row by row, left to right.
  public static func lines(of canvas: Canvas, depth: ColorDepth = .trueColor) -> [String] {
    var lines: [String] = []
    for y in 0..<canvas.height {
      var start = 0
      while start < canvas.width {
        let described = describe(canvas[start, y].style, depth: depth)
        var end = start + 1
        while end < canvas.width && describe(canvas[end, y].style, depth: depth) == described {
          end += 1
        }
        if !described.isEmpty {
          let columns = end - start == 1 ? "\(start)" : "\(start)-\(end - 1)"
          lines.append("y: \(y), x: \(columns), " + described)
        }
        start = end
      }
    }
    return lines
  }

  /// `fg: #RRGGBB, bg: #RRGGBB, bold` with the default colours and no attributes left out.
  static func describe(_ style: CellStyle, depth: ColorDepth = .trueColor) -> String {
    var parts: [String] = []
    if let color = describe(style.foreground, depth: depth) { parts.append("fg: " + color) }
    if let color = describe(style.background, depth: depth) { parts.append("bg: " + color) }
    let names: [(CellAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"), (.strikethrough, "strikethrough"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) {
      parts.append(name)
    }
    return parts.joined(separator: ", ")
  }

  /// A colour as a terminal of `depth` is given it; nil for the terminal's own colour.
  static func describe(_ color: TerminalColor, depth: ColorDepth) -> String? {
    guard !color.isDefault else { return nil }
    switch depth {
    case .trueColor: return "\(color)"
    case .palette256: return "palette \(color.paletteIndex256)"
    case .ansi16: return "ansi \(color.ansiIndex16)"
    case .none: return nil
    }
  }
}

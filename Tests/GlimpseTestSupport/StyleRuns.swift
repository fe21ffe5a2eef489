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
/// Colours are `#RRGGBB` (with `@N%` when translucent), attributes by name.
public enum StyleRuns {
  /// The text of `canvas` followed by its style runs.
  public static func golden(of canvas: Canvas) -> String {
    let runs = lines(of: canvas)
    let styles = runs.isEmpty ? "" : "\n" + runs.joined(separator: "\n")
    return canvas.plainText + "\n-- styles --" + styles
  }

  /// One line per run of cells in the same style, row by row, left to right.
  public static func lines(of canvas: Canvas) -> [String] {
    var lines: [String] = []
    for y in 0..<canvas.height {
      var start = 0
      while start < canvas.width {
        let style = canvas[start, y].style
        var end = start + 1
        while end < canvas.width && canvas[end, y].style == style { end += 1 }
        if style != .plain {
          let columns = end - start == 1 ? "\(start)" : "\(start)-\(end - 1)"
          lines.append("y: \(y), x: \(columns), " + describe(style))
        }
        start = end
      }
    }
    return lines
  }

  /// `fg: #RRGGBB, bg: #RRGGBB, bold` with the default colours and no attributes left out.
  static func describe(_ style: CellStyle) -> String {
    var parts: [String] = []
    if !style.foreground.isDefault { parts.append("fg: \(style.foreground)") }
    if !style.background.isDefault { parts.append("bg: \(style.background)") }
    let names: [(CellAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"), (.strikethrough, "strikethrough"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) {
      parts.append(name)
    }
    return parts.joined(separator: ", ")
  }
}

import GlimpseLayout
import GlimpseUI

/// The misfits of the focused presentation: a count, then one a line, as many as the area
/// holds (the last saying how many more there are).
@MainActor
struct DiagnosticsList {
  let diagnostics: [LayoutDiagnostic]
  let theme: Theme

  func draw(in area: CellRect, on canvas: inout Canvas) {
    guard !diagnostics.isEmpty, area.height > 0 else { return }
    let count = diagnostics.count
    let style = CellStyle(foreground: theme.chromeColor("truncation"))
    ScreenLine.draw(
      "\(count) misfit\(count == 1 ? "" : "s") (highlighted):", x: area.minX, y: area.minY,
      width: area.width, style: style.with(attributes: .bold), on: &canvas)
    let room = area.height - 1
    for (index, diagnostic) in diagnostics.prefix(room).enumerated() {
      let more = index == room - 1 && count > room ? " (and \(count - room) more)" : ""
      ScreenLine.draw(
        "  " + diagnostic.summary + more, x: area.minX, y: area.minY + 1 + index,
        width: area.width, style: style, on: &canvas)
    }
  }
}

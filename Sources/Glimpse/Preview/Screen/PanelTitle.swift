import GlimpseLayout
import GlimpseUI

/// The bold line above a presentation in the gallery and the focus view, in the stale
/// colour when the title says STALE.
@MainActor
struct PanelTitle {
  let title: String
  let theme: Theme

  /// Draws the title on the area's first row.
  func draw(in area: CellRect, on canvas: inout Canvas) {
    var style = CellStyle(foreground: theme.chromeColor("label"), attributes: .bold)
    if title.contains("STALE") { style.foreground = theme.chromeColor("stale") }
    ScreenLine.draw(
      title, x: area.minX, y: area.minY, width: area.width, style: style, on: &canvas)
  }
}

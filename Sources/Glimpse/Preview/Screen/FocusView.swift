import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// One presentation on its own: its title with how much of its height it fills, a column
/// ruler, the drawing with its misfits highlighted, and the ``DiagnosticsList`` under it.
@MainActor
struct FocusView {
  let presentation: Presentation
  let session: PreviewSession
  let rendering: PanelRendering

  private var theme: Theme { session.options.theme }

  /// Draws the focused presentation in `body`; returns where it went, for the mouse.
  func draw(in body: CellRect, on canvas: inout Canvas) -> [PreviewScreen.Panel] {
    guard let (title, drawn) = rendering.render(presentation) else {
      ScreenLine.draw(
        "\(presentation.title): not shown on \(session.device.displayName)", x: body.minX,
        y: body.minY, width: body.width, style: CellStyle(foreground: theme.chromeColor("label")),
        on: &canvas)
      return []
    }
    var info = title
    if let fill = drawn.fill {
      info +=
        " · \(Points.format(fill.usedHeight.rounded())) of \(Points.format(fill.availableHeight)) pt tall"
    }
    PanelTitle(title: info, theme: theme).draw(
      in: CellRect(x: body.minX, y: body.minY, width: body.width, height: 1), on: &canvas)
    // A ruler: a tick every 5 columns, the count every 10.
    let rulerStyle = CellStyle(foreground: theme.chromeColor("ruler"))
    for column in 0..<min(drawn.width + 1, body.width) {
      let glyph: Unicode.Scalar =
        column % 10 == 0 ? "\u{253C}" : column % 5 == 0 ? "\u{2502}" : "\u{00B7}"
      canvas.put(glyph, x: body.minX + column, y: body.minY + 1, style: rulerStyle)
      if column % 10 == 0, column > 0 {
        canvas.write(String(column), x: body.minX + column + 1, y: body.minY + 1, style: rulerStyle)
      }
    }
    var placed = drawn
    for diagnostic in drawn.diagnostics where diagnostic.kind != .cutAtHeightLimit {
      placed.addAttributes(.reverse, in: diagnostic.rect)
    }
    canvas.draw(placed, at: CellPoint(x: body.minX, y: body.minY + 2))
    let top = body.minY + 3 + drawn.height
    if top < body.maxY {
      DiagnosticsList(diagnostics: drawn.diagnostics, theme: theme).draw(
        in: CellRect(x: body.minX, y: top, width: body.width, height: body.maxY - top),
        on: &canvas)
    }
    return [
      PreviewScreen.Panel(
        presentation: presentation,
        rect: CellRect(x: body.minX, y: body.minY + 2, width: drawn.width, height: drawn.height))
    ]
  }
}

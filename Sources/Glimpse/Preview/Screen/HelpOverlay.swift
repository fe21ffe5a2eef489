import GlimpseLayout
import GlimpseUI

/// The keys, in a rounded box in the middle of the area (`?`).
@MainActor
struct HelpOverlay {
  let theme: Theme

  static let lines = [
    "←  →        previous / next content state",
    "Home End    first / last state",
    "space       play / pause the clock",
    "+  -        speed: 1x, 10x, 60x, 600x",
    "t  j        jump the clock: +90s, -5m, 10:45, an ISO date",
    "            (with --apns, t writes the token of the activity in view)",
    "Tab         next activity",
    "f  g        focus the next presentation / back to the gallery",
    "click       press the button under the mouse, else focus there",
    "↑  ↓  Enter select / press a button that performs an intent",
    "d           next device",
    "l           limited width (landscape, iOS 27)",
    "c           light / dark",
    "a           always-on (luminance reduced)",
    "s           force stale",
    "2           show a second activity (minimal views)",
    "r           reload the states or payload files",
    "?           this help",
    "q  Ctrl-C   quit",
  ]

  func draw(in area: CellRect, on canvas: inout Canvas) {
    let lines = Self.lines
    let width = min(area.width, (lines.map { GlyphScanner.width(of: $0) }.max() ?? 0) + 4)
    let height = min(area.height, lines.count + 2)
    let box = CellRect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
    let heading = theme.chromeColor("heading")
    canvas.fill(box, with: " ", style: CellStyle(background: theme.chromeColor("status")))
    BoxOutline.draw(
      box, corners: .rounded,
      style: CellStyle(foreground: heading, background: theme.chromeColor("status")), on: &canvas)
    canvas.write(
      " keys ", x: box.minX + 2, y: box.minY,
      style: CellStyle(foreground: heading, attributes: .bold))
    for (index, line) in lines.enumerated() where index + 1 < height - 1 {
      ScreenLine.draw(
        line, x: box.minX + 2, y: box.minY + 1 + index, width: width - 4,
        style: CellStyle(foreground: theme.chromeColor("statusText")), on: &canvas)
    }
  }
}

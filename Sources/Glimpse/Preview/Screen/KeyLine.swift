import GlimpseLayout
import GlimpseUI

/// The bottom row: the jump prompt while one is open, else the last message, else the keys.
@MainActor
struct KeyLine {
  let session: PreviewSession

  func draw(in area: CellRect, on canvas: inout Canvas) {
    let theme = session.options.theme
    let style = CellStyle(foreground: theme.chromeColor("label"))
    if let prompt = session.prompt {
      ScreenLine.draw(
        " jump by (+90s, -5m, 10:45, ISO date), Enter to go, Esc to cancel: \(prompt)▏",
        x: area.minX, y: area.minY, width: area.width,
        style: CellStyle(foreground: theme.chromeColor("heading"), attributes: .bold), on: &canvas)
      return
    }
    if let message = session.message {
      let color = message.isError ? theme.chromeColor("truncation") : theme.chromeColor("heading")
      ScreenLine.draw(
        " " + message.text, x: area.minX, y: area.minY, width: area.width,
        style: CellStyle(foreground: color), on: &canvas)
      return
    }
    ScreenLine.draw(
      session.apns != nil
        ? " ←/→ state  j jump  t write token  tab activity  f focus  g gallery  d device  ? help  q quit"
        : " ←/→ state  space play  +/- speed  t jump  tab activity  f focus  g gallery  d device  l landscape  c light/dark  ? help  q quit",
      x: area.minX, y: area.minY, width: area.width, style: style, on: &canvas)
  }
}

import GlimpseLayout
import GlimpseUI

/// The server's area (`--apns`): the update token of the activity in view and where `t`
/// writes it, then the log's last lines, refused and dropped pushes in the warning colour.
@MainActor
struct PushesLog {
  let link: APNsLink
  let activity: String
  let theme: Theme

  func draw(in area: CellRect, on canvas: inout Canvas) {
    guard area.height > 0 else { return }
    let token = link.token(of: activity).map { "update token \($0)" } ?? "no update token"
    ScreenLine.draw(
      " APNs \(link.address) · \(activity) \(token) · t: \(link.tokenFile)", x: area.minX,
      y: area.minY, width: area.width,
      style: CellStyle(foreground: theme.chromeColor("heading"), attributes: .bold), on: &canvas)
    let lines = link.lines.last(area.height - 1)
    for (index, line) in lines.enumerated() {
      let color = line.isProblem ? theme.chromeColor("truncation") : theme.chromeColor("label")
      ScreenLine.draw(
        " " + line.text, x: area.minX, y: area.minY + 1 + index, width: area.width,
        style: CellStyle(foreground: color), on: &canvas)
    }
  }
}

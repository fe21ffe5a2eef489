import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// What the body says when the activity shows nothing: not started yet, or dismissed.
@MainActor
struct AbsentActivityNotice {
  let activity: String
  let lifecycle: ActivityState
  let theme: Theme

  func draw(in area: CellRect, on canvas: inout Canvas) {
    let text = lifecycle == .pending ? "not started yet" : "dismissed: nothing on screen"
    canvas.write(
      "(\(activity): \(text))", x: area.minX + 1, y: area.minY + 1,
      style: CellStyle(foreground: theme.chromeColor("label")))
  }
}

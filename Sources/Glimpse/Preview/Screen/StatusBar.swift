import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The preview's top row: the activity, its state and the device on the left; the
/// simulated time, the clock's speed and the lifecycle on the right.
@MainActor
struct StatusBar {
  let session: PreviewSession
  let now: Date
  let moment: PreviewMoment?
  let timeline: PreviewTimeline?

  private var theme: Theme { session.options.theme }

  /// Draws the bar on the area's first row; while the clock plays, notes the next second
  /// as a change.
  func draw(in area: CellRect, on canvas: inout Canvas) {
    let style = CellStyle(
      foreground: theme.chromeColor("statusText"), background: theme.chromeColor("status"))
    canvas.paintBackground(
      theme.chromeColor("status"),
      in: CellRect(x: area.minX, y: area.minY, width: area.width, height: 1))
    var left = " Glimpse · \(session.preview.name)"
    if let moment, let timeline {
      if let index = moment.eventIndex {
        left += " · state \(index + 1)/\(timeline.events.count)"
        if let name = timeline.events[index].name { left += " \(name)" }
      } else {
        left += " · not started"
      }
    }
    left += " · \(session.device.displayName)"
    if session.device.kind == .iPhone {
      left += " \(PresentationOutput.format(session.device.screenWidth)) pt"
    }
    let clock = session.clock
    let time = TimelineListing.clock(now, timeZone: session.options.timeZone).split(separator: " ")
    var right = String(time.count > 1 ? time[1] : "")
    right += clock.isPlaying ? " ▶ " : " ⏸ "
    right += "\(Int(clock.speed))x"
    if let moment {
      right += " · \(lifecycleText(moment, brief: area.width < 100))"
    }
    right += " "
    if clock.isPlaying {
      canvas.noteChange(
        at: Date(
          timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate + 1e-9).rounded(.down)
            + 1))
    }
    let rightWidth = GlyphScanner.width(of: right)
    let leftRoom = max(0, area.width - rightWidth - 1)
    ScreenLine.draw(
      left, x: area.minX, y: area.minY, width: leftRoom, style: style.with(attributes: .bold),
      on: &canvas)
    var stateStyle = style
    if moment?.lifecycle == .stale || moment?.isStale == true {
      stateStyle.foreground = theme.chromeColor("stale")
    }
    ScreenLine.draw(
      right, x: area.minX + max(0, area.width - rightWidth), y: area.minY, width: rightWidth,
      style: stateStyle, on: &canvas)
  }

  /// The lifecycle for the status line; `brief` leaves out the stale countdown and the
  /// alert, for narrow screens.
  private func lifecycleText(_ moment: PreviewMoment, brief: Bool) -> String {
    switch moment.lifecycle {
    case .ended:
      if let dismissal = moment.dismissal {
        return "ended, gone in \(TimelineListing.duration(dismissal.timeIntervalSince(now)))"
      }
      return "ended"
    case .stale: return "⚠ stale"
    default:
      var text = "\(moment.lifecycle)"
      if !brief, let stale = session.timeline?.events[moment.eventIndex ?? 0].staleDate, stale > now
      {
        text += " · stale in \(TimelineListing.duration(stale.timeIntervalSince(now)))"
      }
      if moment.isAlerting && !brief { text += " · alert" }
      return text
    }
  }
}

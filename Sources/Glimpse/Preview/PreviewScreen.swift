import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Draws the interactive preview at any terminal size: lays out its regions and has each
/// drawn by its widget (in `Screen/`): the ``StatusBar`` on top, the ``Gallery`` or one
/// presentation's ``FocusView`` in the body, the ``PushesLog`` with `--apns`, the
/// ``TimelineStrip``, the ``KeyLine`` at the bottom and the ``HelpOverlay`` over the body;
/// a ``TooSmallNotice`` alone on a screen smaller than ``minimumSize``.
@MainActor
struct PreviewScreen {
  /// A presentation placed on the screen, for mouse clicks.
  struct Panel {
    let presentation: Presentation
    let rect: CellRect
  }

  /// The smallest screen the preview draws on: the compact pill and the lines around it.
  static let minimumSize = CellSize(width: 40, height: 10)

  let session: PreviewSession
  let now: Date
  private(set) var panels: [Panel] = []
  /// When the picture next changes (simulated time).
  private(set) var nextChange: Date?

  init(session: PreviewSession, now: Date) {
    self.session = session
    self.now = now
  }

  private var theme: Theme { session.options.theme }

  mutating func draw(size: CellSize) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      TooSmallNotice(minimum: Self.minimumSize).draw(in: canvas.bounds, on: &canvas)
      return canvas
    }
    let timeline = session.timeline
    let moment = timeline?.moment(
      at: now, forceStale: session.options.forceStale, activityID: session.preview.name)
    StatusBar(session: session, now: now, moment: moment, timeline: timeline).draw(
      in: row(0, of: size), on: &canvas)
    drawRule(row: 1, on: &canvas)
    drawRule(row: size.height - 3, on: &canvas)
    // With --apns, the server's lines sit above the timeline, under a rule of their own.
    let pushRows = session.apns == nil ? 0 : (size.height >= 24 ? 4 : 2)
    if let link = session.apns {
      let top = size.height - 3 - pushRows
      drawRule(row: top - 1, on: &canvas)
      PushesLog(link: link, activity: session.preview.name, theme: theme).draw(
        in: CellRect(x: 0, y: top, width: size.width, height: pushRows), on: &canvas)
    }
    let body = CellRect(
      x: 1, y: 2, width: size.width - 2,
      height: size.height - 5 - (pushRows == 0 ? 0 : pushRows + 1))
    if let moment {
      canvas.noteChange(at: moment.nextChange)
      if let views = moment.views {
        let rendering = PanelRendering(
          session: session, now: now, views: views, moment: moment,
          settings: session.settings(at: now))
        if let focus = session.focus {
          panels = FocusView(presentation: focus, session: session, rendering: rendering).draw(
            in: body, on: &canvas)
        } else {
          panels = Gallery(session: session, moment: moment, rendering: rendering).draw(
            in: body, on: &canvas)
        }
      } else {
        AbsentActivityNotice(
          activity: session.preview.name, lifecycle: moment.lifecycle, theme: theme
        ).draw(in: body, on: &canvas)
      }
    }
    if let timeline {
      TimelineStrip(timeline: timeline, moment: moment, theme: theme).draw(
        in: row(size.height - 2, of: size), on: &canvas)
    }
    KeyLine(session: session).draw(in: row(size.height - 1, of: size), on: &canvas)
    if session.showsHelp { HelpOverlay(theme: theme).draw(in: body, on: &canvas) }
    nextChange = canvas.nextChange
    if session.options.glyphSet == .ascii { return canvas.asciiOnly() }
    return canvas
  }

  /// The screen's row `y`, full width.
  private func row(_ y: Int, of size: CellSize) -> CellRect {
    CellRect(x: 0, y: y, width: size.width, height: 1)
  }

  /// A horizontal rule across the screen, between regions.
  private func drawRule(row y: Int, on canvas: inout Canvas) {
    canvas.fill(
      CellRect(x: 0, y: y, width: canvas.width, height: 1), with: "\u{2500}",
      style: CellStyle(foreground: theme.chromeColor("ruler")))
  }
}

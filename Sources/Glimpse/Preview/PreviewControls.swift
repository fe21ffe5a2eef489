import Foundation
import GlimpseActivity
import GlimpseAppIntents
import GlimpseLayout
import GlimpseUI

/// The buttons and toggles of the activity in view that perform app intents, and pressing
/// them: `↓`/`↑` select one (it is drawn in reverse), Enter presses it, a click presses the
/// one under the mouse. Pressing runs the intent's `perform()` (for at most
/// ``timeout`` seconds) as the app's process would, and says in the status line how it
/// ended and what it did to the activity; an intent that updates or ends the activity
/// through `Activity<...>.activities` changes what is shown from that instant on.
///
/// Where a control is on the screen: the preview draws the presentation again while a
/// ``ControlRecorder`` records, which notes the cells each control's view is drawn in on
/// the presentation's canvas (the drawing is the same as on the screen: the same views,
/// settings and instant), and offsets them by where the screen placed that canvas. Only
/// the Lock Screen, StandBy and the expanded island are interactive, as on a device; with
/// a second activity shown, the Lock Screen is shared and its controls are not offered.
@MainActor
final class PreviewControls {
  /// A control on the screen.
  struct Placed {
    let intent: any AppIntent
    let toggleIsOn: Bool?
    let presentation: Presentation
    /// The cells it covers on the screen.
    let rect: CellRect
  }

  /// How long an intent may run.
  static let timeout: TimeInterval = 2
  /// The presentations whose controls can be pressed.
  static let interactive: Set<Presentation> = [.lockScreen, .standBy, .expanded]

  /// The selected control's index among those on the screen, if one is selected.
  private(set) var selection: Int?

  /// The controls on the screen the session draws at `now`, given the panels it drew.
  func placed(session: PreviewSession, panels: [PreviewScreen.Panel], now: Date) -> [Placed] {
    guard let timeline = session.timeline else { return [] }
    let moment = timeline.moment(
      at: now, forceStale: session.options.forceStale, activityID: session.preview.name)
    guard let views = moment.views else { return [] }
    let settings = session.settings(at: now)
    var placed: [Placed] = []
    for panel in panels where Self.interactive.contains(panel.presentation) {
      if session.secondPreview != nil && panel.presentation != .expanded { continue }
      let recorder = ControlRecorder()
      guard
        let canvas = try? recorder.recording({
          try PresentationRenderer.render(panel.presentation, views: views, settings: settings)
        })
      else { continue }
      // A gallery panel has its title row above the canvas; the focused one does not.
      let origin = CellPoint(x: panel.rect.minX, y: panel.rect.maxY - canvas.height)
      for control in recorder.controls {
        guard let rect = control.rect?.intersection(canvas.bounds), !rect.isEmpty else { continue }
        placed.append(
          Placed(
            intent: control.intent, toggleIsOn: control.toggleIsOn,
            presentation: panel.presentation,
            rect: rect.offsetBy(dx: origin.x, dy: origin.y)))
      }
    }
    return placed
  }

  /// Draws the selected control reversed, when one is selected and still on the screen.
  func drawSelection(
    on canvas: inout Canvas, session: PreviewSession, panels: [PreviewScreen.Panel], now: Date
  ) {
    guard let selection else { return }
    let controls = placed(session: session, panels: panels, now: now)
    guard controls.indices.contains(selection) else {
      self.selection = nil
      return
    }
    canvas.addAttributes(.reverse, in: controls[selection].rect)
  }

  /// Selects the next (`step` 1) or previous (-1) control; says so when there is none.
  func select(
    by step: Int, session: PreviewSession, panels: [PreviewScreen.Panel], now: Date
  ) {
    let controls = placed(session: session, panels: panels, now: now)
    guard !controls.isEmpty else {
      selection = nil
      session.message = ("no buttons or toggles that perform intents here", false)
      return
    }
    let next = selection.map { $0 + step } ?? (step > 0 ? 0 : controls.count - 1)
    selection = (next % controls.count + controls.count) % controls.count
    session.message = (Self.describe(controls[selection ?? 0]) + " · Enter presses it", false)
  }

  /// Presses the selected control (the first one, when none is selected); returns whether
  /// there was one.
  @discardableResult
  func pressSelected(session: PreviewSession, panels: [PreviewScreen.Panel], now: Date) -> Bool {
    let controls = placed(session: session, panels: panels, now: now)
    guard !controls.isEmpty else { return false }
    let index = selection.flatMap { controls.indices.contains($0) ? $0 : nil } ?? 0
    selection = index
    press(controls[index], session: session, now: now)
    return true
  }

  /// Presses the control under a click at `x`, `y`; returns whether there was one.
  func click(
    x: Int, y: Int, session: PreviewSession, panels: [PreviewScreen.Panel], now: Date
  ) -> Bool {
    let controls = placed(session: session, panels: panels, now: now)
    guard let index = controls.firstIndex(where: { $0.rect.contains(x: x, y: y) }) else {
      return false
    }
    selection = index
    press(controls[index], session: session, now: now)
    return true
  }

  /// Forgets the selection (after the view changes).
  func clearSelection() {
    selection = nil
  }

  /// Runs a control's intent at `now`, reloads the timeline to show what it changed, and
  /// says how it went.
  private func press(_ control: Placed, session: PreviewSession, now: Date) {
    let performance = session.preview.perform(control.intent, at: now, timeout: Self.timeout)
    if performance.activityChange != nil {
      do {
        try session.load(session.preview)
      } catch {
        session.message = ("the intent's change does not fit the timeline: \(error)", true)
        return
      }
    }
    session.message = Self.message(for: performance, of: control)
  }

  /// The status line after a press: what ran, how it ended, what it changed.
  static func message(for performance: IntentPerformance, of control: Placed) -> (
    text: String, isError: Bool
  ) {
    let name = describe(control)
    let change = performance.activityChange.map { " · \($0)" } ?? ""
    switch performance.outcome {
    case .finished(let summary):
      return ("\(name): done\(summary.map { ": \($0)" } ?? "")\(change)", false)
    case .failed(let error):
      return ("\(name) failed: \(error)\(change)", true)
    case .timedOut(let seconds):
      return ("\(name): perform() did not finish in \(Int(seconds)) s\(change)", true)
    case .missingValues(let titles):
      let list = titles.map { "'\($0)'" }.joined(separator: ", ")
      return ("\(name) not run: no value for the parameter \(list)", true)
    }
  }

  /// A control for people: its intent's title and type.
  static func describe(_ control: Placed) -> String {
    let type = type(of: control.intent)
    let kind = control.toggleIsOn.map { "toggle (\($0 ? "on" : "off"))" } ?? "button"
    return "\(kind) \(type.title) (\(type))"
  }
}

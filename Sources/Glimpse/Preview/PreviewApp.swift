import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseTerminal
import GlimpseUI

/// The interactive preview as a ``TerminalApp``: draws the session at the simulated time,
/// sleeps until the picture next changes, and turns keys into session changes.
@MainActor
final class PreviewApp: TerminalApp {
  let session: PreviewSession
  let wallClock: () -> Date
  /// The fastest the screen redraws while the clock runs fast: 30 frames a second.
  static let minimumFrameInterval: TimeInterval = 1.0 / 30
  private var panels: [PreviewScreen.Panel] = []
  private var nextChange: Date?
  private var lastRender = Date.distantPast
  /// The buttons and toggles that perform intents, and the one selected.
  let controls = PreviewControls()
  /// The link to `glimpse watch`, when it runs this preview (`--watch-status`).
  var watch: WatchLink?
  /// Where the session is written after every key (`--session`), so that a preview that
  /// crashes or is replaced comes back where it was.
  var sessionFile: SessionFile?

  init(session: PreviewSession, wallClock: @escaping () -> Date = Date.init) {
    self.session = session
    self.wallClock = wallClock
  }

  func render(size: CellSize) throws -> Canvas {
    let wall = wallClock()
    lastRender = wall
    var screen = PreviewScreen(session: session, now: session.clock.time(at: wall))
    var canvas = screen.draw(size: size)
    panels = screen.panels
    controls.drawSelection(on: &canvas, session: session, panels: panels, now: screen.now)
    nextChange = screen.nextChange
    if let watch, let message = watch.decorate(&canvas, wall: wall) {
      session.message = (message, false)
      canvas = try render(size: size)
    }
    return canvas
  }

  func nextWake() -> Date? {
    let wall = wallClock()
    let watchWake = watch?.nextWake(wall: wall)
    guard let nextChange else { return watchWake }
    guard let due = session.clock.wall(at: nextChange, now: wall) else { return watchWake }
    let wake = max(due, lastRender.addingTimeInterval(Self.minimumFrameInterval))
    return watchWake.map { min($0, wake) } ?? wake
  }

  func handle(_ event: TerminalEvent) -> Bool {
    let keepRunning = handleEvent(event)
    if let sessionFile, event != .notice {
      try? sessionFile.write(SessionSnapshot(session: session, wall: wallClock()))
    }
    return keepRunning
  }

  private func handleEvent(_ event: TerminalEvent) -> Bool {
    let wall = wallClock()
    if session.prompt != nil { return handlePrompt(event, wall: wall) }
    if case .character = event { session.message = nil }
    switch event {
    case .notice:
      watch?.refresh()
    case .character("q"), .character("Q"):
      return false
    case .key(.escape):
      if session.showsHelp { session.showsHelp = false } else { session.focus = nil }
    case .key(.right): session.stepEvent(by: 1, wall: wall)
    case .key(.left): session.stepEvent(by: -1, wall: wall)
    case .key(.home): session.moveToEvent(0, wall: wall)
    case .key(.end): session.moveToEvent(Int.max, wall: wall)
    case .character(" "): session.clock.togglePlaying(wall: wall)
    case .character("+"), .character("="): session.clock.changeSpeed(by: 1, wall: wall)
    case .character("-"), .character("_"): session.clock.changeSpeed(by: -1, wall: wall)
    case .character("t"):
      if let link = session.apns {
        session.message = link.writeToken(of: session.preview.name)
      } else {
        session.prompt = ""
      }
    case .character("j"): session.prompt = ""
    case .key(.tab): session.nextActivity()
    case .character("f"):
      if let views = currentViews() { session.focusNext(in: session.presentations(for: views)) }
    case .character("g"): session.focus = nil
    case .character("d"): session.nextDevice()
    case .character("l"): session.options.limitedWidth.toggle()
    case .character("c"): toggleColorScheme()
    case .character("a"): session.options.alwaysOn.toggle()
    case .character("s"): session.options.forceStale.toggle()
    case .character("2"): session.showsSecondActivity.toggle()
    case .character("r"):
      session.reload()
      // The pushes received stay what the activities show.
      session.apns?.reapply(to: session)
    case .character("?"): session.showsHelp.toggle()
    case .key(.down), .key(.up):
      let now = session.clock.time(at: wall)
      controls.select(by: event == .key(.down) ? 1 : -1, session: session, panels: panels, now: now)
    case .key(.enter):
      let now = session.clock.time(at: wall)
      controls.pressSelected(session: session, panels: panels, now: now)
    case .mouse(let x, let y):
      let now = session.clock.time(at: wall)
      if controls.click(x: x, y: y, session: session, panels: panels, now: now) { break }
      if let panel = panels.first(where: { $0.rect.contains(x: x, y: y) }) {
        session.focus = panel.presentation
      }
    default:
      break
    }
    return true
  }

  private func handlePrompt(_ event: TerminalEvent, wall: Date) -> Bool {
    switch event {
    case .key(.enter):
      let text = session.prompt ?? ""
      session.prompt = nil
      if !text.isEmpty { session.jump(text, wall: wall) }
    case .key(.escape):
      session.prompt = nil
    case .key(.backspace), .key(.delete):
      if session.prompt?.isEmpty == false { session.prompt?.removeLast() }
    case .character(let character) where character.isASCII && !character.isNewline:
      if (session.prompt?.count ?? 0) < 40 { session.prompt?.append(character) }
    case .character("\n"), .character("\r"):
      return handlePrompt(.key(.enter), wall: wall)
    default:
      break
    }
    return true
  }

  private func toggleColorScheme() {
    let light = session.options.colorScheme == .dark
    session.options.colorScheme = light ? .light : .dark
    let name = light ? "light" : "dark"
    if ["dark", "light"].contains(session.options.theme.name),
      let theme = BuiltInThemes.shared.theme(named: name)
    {
      session.options.theme = theme
    }
  }

  private func currentViews() -> ActivityViews? {
    session.timeline?.moment(at: session.clock.time(at: wallClock())).views
  }
}

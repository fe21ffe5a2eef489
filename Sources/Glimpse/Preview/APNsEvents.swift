import Foundation
import GlimpseAPNs
import GlimpseTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The preview's events while it stands in for APNs (`--apns`): the terminal's keys, and
/// between them the server's turns. A turn that answered pushes ends the wait (no event),
/// so the runner draws the frame that shows them; pushes arriving faster than
/// ``PreviewApp/minimumFrameInterval`` are gathered into one frame.
@MainActor
struct APNsEvents: @MainActor TerminalEventSource {
  let screen: TerminalScreen
  let server: H2Server
  let link: APNsLink
  let session: PreviewSession
  /// When the last frame that showed pushes was asked for.
  private var lastNews = Date.distantPast

  init(screen: TerminalScreen, server: H2Server, link: APNsLink, session: PreviewSession) {
    self.screen = screen
    self.server = server
    self.link = link
    self.session = session
  }

  mutating func nextEvent(timeout: Duration?) -> TerminalEvent? {
    // The runner draws before it asks again: what was waiting is on the screen now.
    link.framesShown()
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      // Activities the app's code requested meanwhile (a task, an intent) join the preview.
      link.service.adoptRequestedActivities()
      // A key (or a signal: the screen says .interrupt) ncurses holds already, or one that arrived.
      if let event = screen.nextEvent(timeout: .zero) { return event }
      var wait = Duration.milliseconds(250)
      if let deadline { wait = min(wait, max(.zero, deadline - clock.now)) }
      if link.hasNews {
        let gap = Date().timeIntervalSince(lastNews)
        let room = PreviewApp.minimumFrameInterval - gap
        if room <= 0 {
          lastNews = Date()
          link.apply(to: session)
          return nil
        }
        wait = min(wait, .milliseconds(Int64((room * 1000).rounded(.up))))
      }
      _ = server.serveTurn(
        milliseconds: Self.milliseconds(wait), watching: [STDIN_FILENO])
      if let event = screen.nextEvent(timeout: .zero) { return event }
      if link.hasNews, Date().timeIntervalSince(lastNews) >= PreviewApp.minimumFrameInterval {
        lastNews = Date()
        link.apply(to: session)
        return nil
      }
      if let deadline, clock.now >= deadline {
        if link.hasNews { link.apply(to: session) }
        return nil
      }
    }
  }

  /// Whole milliseconds in `duration`, rounded up.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let whole = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let rest: Int64 = attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0
    return Int32(clamping: max(0, whole + rest))
  }
}

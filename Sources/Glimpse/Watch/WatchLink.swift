import Foundation
import GlimpseLayout

/// The preview's side of `glimpse watch`: the status file it rereads on each SIGUSR1, and
/// what that status adds to the screen (the building line, the failed-build panel, and
/// once, the time from the save to this first frame).
@MainActor
final class WatchLink {
  let statusFile: URL
  private(set) var status: WatchStatus?
  private var reportedFirstFrame = false

  init(statusFile: URL) {
    self.statusFile = statusFile
    status = WatchStatus.read(from: statusFile)
  }

  /// Rereads the status file (after SIGUSR1).
  func refresh() {
    status = WatchStatus.read(from: statusFile)
  }

  /// Draws what the status adds over the preview's `canvas`, at wall time `wall`.
  /// Returns a message for the preview's bottom line, the first time there is one.
  func decorate(_ canvas: inout Canvas, wall: Date) -> String? {
    guard let status else { return nil }
    switch status.phase {
    case .failed:
      WatchPanel.drawFailure(status, on: &canvas)
    case .building:
      let elapsed = status.buildStartedAt.map { max(0, wall.timeIntervalSince1970 - $0) } ?? 0
      let text = String(format: " building… %.1f s ", elapsed)
      let row = canvas.height - 1
      WatchPanel.drawText(
        text, x: max(0, canvas.width - text.count - 1), y: max(0, row), width: text.count,
        style: CellStyle(foreground: WatchPanel.yellow, attributes: .bold), on: &canvas)
    case .ready:
      guard !reportedFirstFrame else { return nil }
      reportedFirstFrame = true
      let parts = [status.note, Self.timing(status, wall: wall)].compactMap { $0 }
      return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
    return nil
  }

  /// The time from the save to this first frame (and the build's, after one).
  private static func timing(_ status: WatchStatus, wall: Date) -> String? {
    guard let changedAt = status.changedAt else { return nil }
    let total = wall.timeIntervalSince1970 - changedAt
    guard let build = status.buildSeconds else {
      return String(format: "reloaded: save to frame %.1f s", total)
    }
    return String(format: "rebuilt: save to frame %.1f s, build %.1f s", total, build)
  }

  /// While a build runs the line's clock moves: redraw every tenth of a second.
  func nextWake(wall: Date) -> Date? {
    status?.phase == .building ? wall.addingTimeInterval(0.1) : nil
  }
}

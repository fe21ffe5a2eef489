import Foundation

/// The session file `glimpse watch` hands to each preview it starts. One the preview
/// cannot read (half written by hand, from another program) would stop every preview
/// at start, whatever is saved: it is set aside instead, and the preview starts fresh.
enum WatchSessionFile {
  /// When `file` exists and is not a session the preview can read, renames it to
  /// `session.json.bad-N` beside it (the first N not taken; removed when it cannot be
  /// moved) and returns a one-line note saying where it went and why; nil when there is
  /// no file or it reads.
  static func setAsideIfUnreadable(_ file: URL) -> String? {
    let problem: String
    do {
      _ = try SessionSnapshot.read(from: file)
      return nil
    } catch {
      // "session.json: not a Glimpse session (...)": the name is said once, first.
      let text = "\(error)"
      let prefix = file.lastPathComponent + ": "
      problem = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
    let manager = FileManager.default
    for number in 1...999 {
      let aside = file.deletingLastPathComponent()
        .appendingPathComponent("\(file.lastPathComponent).bad-\(number)")
      guard !manager.fileExists(atPath: aside.path) else { continue }
      do {
        try manager.moveItem(at: file, to: aside)
        return
          "\(file.lastPathComponent) set aside as \(aside.lastPathComponent), the preview starts fresh: \(problem)"
      } catch {
        break
      }
    }
    try? manager.removeItem(at: file)
    return "\(file.lastPathComponent) removed, the preview starts fresh: \(problem)"
  }
}

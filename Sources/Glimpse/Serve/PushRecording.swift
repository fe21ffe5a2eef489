import Foundation
import GlimpseAPNs
import GlimpseActivity
import GlimpseFiles
import GlimpseLayout
import GlimpseUI

/// `serve --record DIR`: each activity's accepted pushes, in the order they arrived, one
/// per line in `DIR/<activity>.jsonl` (what `render --payloads` and `preview --payloads`
/// replay), and on stop `DIR/<activity>.txt`, the activity's presentations drawn as
/// `render --payloads` draws them at its last applied push.
@MainActor
final class PushRecording {
  let directory: String
  let log: PushLog
  private var files: [String: FileHandle] = [:]
  private var counts: [String: (lines: Int, bytes: Int)] = [:]
  private var lastApplied: [String: Date] = [:]
  private var full: Set<String> = []
  /// The preview of each activity recorded (`delivery` for `delivery#2`).
  private var previews: [String: String] = [:]

  /// A recording into `directory` (made when missing).
  init(directory: String, log: PushLog) throws {
    self.directory = directory
    self.log = log
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError.failure("serve: --record \(directory): cannot make the directory")
    }
  }

  func path(_ activity: String, _ suffix: String) -> String {
    directory + "/" + activity + suffix
  }

  /// Appends one accepted push (its line breaks, which valid JSON has only between
  /// tokens, made spaces), up to the bounds of a payloads file.
  func record(_ pushed: PushedActivity, body: [UInt8], verdict: PushVerdict) {
    let activity = pushed.name
    previews[activity] = pushed.previewName
    if verdict.isApplied, let time = verdict.timestamp { lastApplied[activity] = time }
    guard !full.contains(activity) else { return }
    var count = counts[activity] ?? (0, 0)
    guard count.lines < PayloadLimits.mostPayloads,
      count.bytes + body.count + 1 <= PayloadLimits.largestFile
    else {
      full.insert(activity)
      log.note(
        "bound",
        "bound hit: the recording of \(activity) stops at \(count.lines) pushes "
          + "(a payloads file holds at most \(PayloadLimits.mostPayloads) or \(InputFile.size(PayloadLimits.largestFile)))"
      )
      return
    }
    let handle: FileHandle
    if let open = files[activity] {
      handle = open
    } else {
      let file = path(activity, ".jsonl")
      guard FileManager.default.createFile(atPath: file, contents: nil),
        let opened = FileHandle(forWritingAtPath: file)
      else {
        full.insert(activity)
        log.note("record", "cannot write \(file); \(activity) is not recorded")
        return
      }
      files[activity] = opened
      handle = opened
    }
    var line = body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    line.append(0x0A)
    handle.write(Data(line))
    count.lines += 1
    count.bytes += line.count
    counts[activity] = count
  }

  /// `2026-12-04T15:00:00Z`: `time` rounded up to the second, as `--at` takes it.
  static func instant(_ time: Date) -> String {
    let whole = PushLog.timestamp(
      Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.up)))
    return String(whole.prefix(19)) + "Z"
  }

  /// Closes the files and draws each recorded activity at its last applied push.
  func finish(previews: [ActivityPreview]) {
    for handle in files.values { try? handle.close() }
    for activity in files.keys.sorted() {
      guard let time = lastApplied[activity] else { continue }
      let output = path(activity, ".txt")
      do {
        let text = try RenderCommand.run(
          [
            self.previews[activity] ?? activity, "--payloads", path(activity, ".jsonl"),
            "--in-order", "--format", "text",
            "--at", Self.instant(time),
          ], previews: previews, isTerminal: false, environment: [:])
        try Data((text.text + "\n").utf8).write(to: URL(fileURLWithPath: output))
        log.note(
          "record",
          "recorded \(activity): \(path(activity, ".jsonl")) (replay with --payloads), \(output) (at its last applied push)",
          fields: [
            ("activity", activity), ("payloads", path(activity, ".jsonl")), ("render", output),
          ])
      } catch let error as CLIError {
        log.note("record", "\(activity) was recorded but not drawn: \(error.description)")
      } catch {
        log.note("record", "\(activity) was recorded but not drawn: \(error)")
      }
    }
  }
}

import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse density` within bounds: empty lists are usage errors, a sweep past the bound is
/// refused in one line before anything is drawn, what is streamed is what is kept, and the
/// workers are threads of the process (nothing is left running when it ends).
@MainActor
@Suite struct DensityBoundsTests {
  /// The exit status and output (or error line) of `glimpse density` with `arguments`.
  func status(_ arguments: [String], previews: [ActivityPreview] = DensityFixture.previews)
    -> (Int32, String)
  {
    do {
      let text = try Glimpse.execute(
        ["density"] + arguments, previews: previews, isTerminal: false, environment: [:]
      ).text
      return (0, text)
    } catch let error as CLIError {
      if case .reported(let output) = error { return (error.exitStatus, output.text) }
      return (error.exitStatus, error.description)
    } catch {
      return (-1, "\(error)")
    }
  }

  @Test func anEmptyListIsAUsageErrorSayingWhatIsExpected() {
    #expect(
      status(["fit", "--fail-on", ""]) == (
        2, "density: --fail-on expects truncation, overflow or cut, found an empty list"
      ))
    #expect(
      status(["fit", "--locales", ""]) == (
        2,
        "density: --locales expects a comma list of locales such as en_US,de_DE, found an empty list"
      ))
    for option in ["--locale", "--pseudo", "--device", "--presentation", "--fail-on"] {
      let (code, message) = status(["fit", option, " , "])
      #expect(code == 2, "\(option)")
      #expect(message.hasSuffix("found an empty list") && !message.contains("\n"), "\(message)")
    }
  }

  @Test func aSweepPastTheBoundIsRefusedInOneLineBeforeDrawing() {
    // The fixture: 50 renders a locale, pseudo-language and size; x 70 x 5 x 12.
    let locales = Locale.availableIdentifiers.filter {
      $0.contains("_") && !$0.contains("@") && RenderOptions.isKnownLocale($0)
    }.sorted().prefix(70)
    #expect(locales.count == 70)
    let (code, message) = status([
      "fit", "--locales", locales.joined(separator: ","), "--pseudo",
      "none,accented,double,bidi,bounded", "--dynamic-type", "xSmall...AX5",
    ])
    #expect(code == 2)
    #expect(
      message
        == "density: 210,000 renders asked for; at most 200,000 are made: narrow --locales, --pseudo, --dynamic-type, --device or --presentation"
    )
  }

  @Test func theJSONWrittenAsItGoesIsOneDocumentWithEveryRecord() throws {
    let sweep = ["delivery", "--pseudo", "none,double", "--dynamic-type", "large,AX3"]
    let (_, json) = status(sweep + ["--format", "json", "--jobs", "2"], previews: DemoGallery.all)
    let document = try JSONDecoder().decode(DensityJSON.Document.self, from: Data(json.utf8))
    let (_, text) = status(sweep + ["--jobs", "1"], previews: DemoGallery.all)
    let listed = text.split(separator: "\n").drop { !$0.hasPrefix("FINDINGS") }.dropFirst()
    #expect(document.summary.records == document.records.count)
    // Every record is in exactly one finding, and the text lists each finding once.
    let occurrences = document.summary.findings.flatMap(\.occurrences).sorted()
    #expect(occurrences == Array(0..<document.records.count))
    #expect(listed.count == document.summary.findings.count)
    #expect(document.summary.renders == 500)
  }

  /// The pids of the processes whose parent is `parent` and that are not zombies.
  nonisolated static func children(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (name) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, fields[0] != "Z", pid_t(fields[1]) == parent else { return nil }
      return pid
    }
  }

  /// The names of the threads of `pid` (`glimpse render` for a render thread).
  nonisolated static func threadNames(of pid: pid_t) -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.compactMap {
      try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Polled on a thread of its own, not on the main actor: the suite's other tests keep the
  /// main actor busy for seconds at a time, and a poll that waited for it once saw the
  /// process only after it had ended (no threads at all).
  @Test nonisolated func workersAreThreadsOfTheProcessNotCopiesOfIt() throws {
    let locales = Locale.availableIdentifiers.filter {
      $0.contains("_") && !$0.contains("@") && RenderOptions.isKnownLocale($0)
    }.sorted().prefix(32)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TerminalProcess.builtProduct("glimpse"))
    // 125 renders x 32 x 5 x 10: the 200,000 renders of the bound, seconds of drawing in a
    // release build, tens in a debug one.
    process.arguments = [
      "density", "delivery", "--locales", locales.joined(separator: ","), "--pseudo",
      "none,accented,double,bidi,bounded", "--dynamic-type", "xSmall...AX3", "--jobs", "2",
    ]
    process.environment = ["HOME": "/tmp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let parent = process.processIdentifier
    defer {
      kill(parent, SIGKILL)
      process.waitUntilExit()
    }
    var threads: [String] = []
    var children: [pid_t] = []
    // Until a render thread shows or the process ends (at most a minute or so).
    for _ in 0..<3000 where !threads.contains("glimpse render") && process.isRunning {
      usleep(20_000)
      threads = Self.threadNames(of: parent)
      children = Self.children(of: parent)
    }
    let ended = process.isRunning ? "" : " (it ended first, status \(process.terminationStatus))"
    #expect(threads.contains("glimpse render"), "no render thread in \(parent): \(threads)\(ended)")
    #expect(children.isEmpty, "\(parent) forked \(children)")
  }
}

import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseTerminal
import GlimpseUI

/// `glimpse preview`: the interactive preview of an activity in the terminal.
@MainActor
enum PreviewCommand {
  static let options: [ArgumentParser.Option] =
    RenderOptions.options + [
      .value(
        "session", "FILE",
        "start where FILE says (activity, state and clock, device, focus, toggles) and "
          + "write it there on the way out"),
      .value("watch-status", "FILE", nil),
    ] + PreviewAPNs.options + [.help]

  static let help = CommandHelp(
    usage: ["glimpse preview [<activity>] [options]"],
    about: """
      Opens the interactive preview: every presentation of the activity, with timers that
      tick, progress that moves and staleness that arrives as the clock runs. Press ? in the
      preview for the keys (d cycles through the devices). Without an activity, the first
      one; Tab moves to the next. The options set where the preview starts.
      """,
    options: options
  ).text

  static func run(
    _ arguments: [String], previews: [ActivityPreview], environment: [String: String]
  ) throws -> ConsoleText {
    let parsed = try ArgumentParser(command: "preview", options: Self.options).parse(arguments)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    if parsed.positionals.count > 1 {
      throw CLIError.usage(
        "preview: unexpected argument '\(parsed.positionals[1])'", command: "preview")
    }
    guard !previews.isEmpty else {
      throw CLIError.failure("preview: there are no activities to preview")
    }
    // Before anything is loaded or the terminal taken: a FIFO would block forever.
    let sessionFile = try parsed.value("session").map { try SessionFile(path: $0) }
    var index = 0
    if let name = parsed.positionals.first {
      let preview = try Glimpse.preview(named: name, in: previews, command: "preview")
      index = previews.firstIndex { $0 === preview } ?? 0
    }
    var options = try RenderOptions(parsed, command: "preview")
    let option =
      options.statesFromStandardInput
      ? "--states" : options.payloads?.paths.contains("/dev/stdin") == true ? "--payloads" : nil
    if let option {
      throw CLIError.usage(
        "preview: \(option) - reads standard input, which the preview reads keys from; "
          + "give a file, or use glimpse render", command: "preview")
    }
    try options.loadStrings(previews: previews, command: "preview")
    if parsed.has("ascii") { options.glyphSet = .ascii }
    let session = try PreviewSession(
      previews: previews, activity: index, options: options, statesFile: options.statesFile,
      wall: Date())
    if let sessionFile, let snapshot = try sessionFile.read() {
      let notes = snapshot.apply(to: session, wall: Date())
      if !notes.isEmpty {
        session.message = ("session: " + notes.joined(separator: "; "), true)
      }
    }
    // The server is made before the terminal is taken, so that its errors are one line.
    let apns = try PreviewAPNs.start(parsed, session: session, environment: environment)
    let watch = parsed.value("watch-status").map { WatchLink(statusFile: URL(fileURLWithPath: $0)) }
    if watch != nil { SignalTrap.listenForNotices() }
    let depth = options.colorChoice.depth(isTerminal: true, environment: environment)
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen.open(colorDepth: depth, environment: environment)
    } catch let error as TerminalError {
      throw CLIError.failure(
        "preview: needs a terminal (\(error.description)); use glimpse render for text")
    }
    defer { screen.close() }
    let app = PreviewApp(session: session)
    app.watch = watch
    app.sessionFile = sessionFile
    let statistics: RunStatistics
    if let apns {
      statistics = try TerminalRunner.run(
        app, on: screen,
        events: APNsEvents(screen: screen, server: apns.server, link: apns.link, session: session),
        renderTimeout: .seconds(2))
      apns.server.stop()
    } else {
      statistics = try TerminalRunner.run(app, on: screen)
    }
    if let sessionFile {
      do {
        try sessionFile.write(SessionSnapshot(session: session, wall: Date()))
      } catch {
        screen.close()
        throw error
      }
    }
    if let signal = statistics.signal { throw CLIError.stopped(signal: signal) }
    return apns.map { ConsoleText(lines: $0.summary) } ?? .empty
  }
}

import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseTerminal
import GlimpseUI

/// `glimpse preview`: the interactive preview of an activity in the terminal.
@MainActor
enum PreviewCommand {
  static let help = """
    USAGE: glimpse preview [<activity>] [options]

    Opens the interactive preview: every presentation of the activity, with timers that
    tick, progress that moves and staleness that arrives as the clock runs. Press ? in the
    preview for the keys. Without an activity, the first one; Tab moves to the next.

    OPTIONS:
      --device D           the device to start with (d cycles through them)
      --state N            the content state to start at, from 1
      --states FILE        read the activity's content states from FILE
      --payloads P         replay APNs push payloads (files or a directory; repeatable);
                           --in-order takes a directory's files in name order
      --at TIME            the instant to start at (as in glimpse render)
      --theme T            dark (default), light, high-contrast, monochrome, or a theme file
      --color-scheme S     dark or light
      --color C            never, auto (default) or always; NO_COLOR is honoured
      --ascii              ASCII glyphs everywhere, for terminals without Unicode fonts
      --glyphs G           emoji (default), unicode or ascii symbols
      --limited-width      start in landscape (the island cannot grow)
      --always-on          start in Always-On (luminance reduced)
      --stale              start with the activity forced stale
      --locale L           the language of the app's strings, and the locale of dates,
                           numbers and time text (default: en_US)
    """ + "\n" + LocalizationOptions.help + """

        --time-zone Z        the time zone for dates (default: UTC)
        --session FILE       start where FILE says (activity, state and clock, device,
                             focus, toggles) and write it there on the way out
        --apns               stand in for APNs as glimpse serve does (see glimpse serve
                             --help): the preview updates as pushes arrive, shows each
                             activity's update token and the server's log; t writes the
                             token of the activity in view to --token-file
        --listen ADDR:PORT   with --apns: where to listen (default 127.0.0.1:2197)
        --no-tls             with --apns: cleartext h2c only
        --cert F, --key F    with --apns: your own PEM certificate and key
        --channel ID         with --apns: subscribe the activity to broadcast channel ID
        --bundle-id ID       with --apns: refuse topics of another bundle
        --p8 FILE            with --apns: provider tokens must be signed with this key
        --token-file FILE    with --apns: where t writes the token (default
                             $TMPDIR/glimpse-push-token, else /tmp/glimpse-push-token)
        --help               show this help
      """

  static func run(
    _ arguments: [String], previews: [ActivityPreview], environment: [String: String]
  ) throws -> ConsoleText {
    let parsed = try ArgumentParser(
      command: "preview",
      options: RenderOptions.options + [
        .flag("help"), .value("session"), .value("watch-status"),
      ] + PreviewAPNs.options
    ).parse(arguments)
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
    let depth: ColorDepth? =
      options.colorChoice == "never"
      ? ColorDepth.none : (options.colorChoice == "always" ? .palette256 : nil)
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

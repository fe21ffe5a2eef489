import Foundation
import GlimpseActivity
import GlimpseAssets
import GlimpseLayout
import GlimpseTerminal
import GlimpseUI

#if canImport(Glibc)
  import Glibc
#endif

/// The `glimpse` command line, for the demos or for a package's own activities:
///
/// ```swift
/// // Sources/MyPreviews/main.swift
/// import Glimpse
/// Glimpse.main(previews: [ActivityPreview(MyLiveActivity(), attributes: .sample, states: [...])])
/// ```
public enum Glimpse {
  static let help = """
    glimpse: Live Activity presentations in a terminal.

    USAGE: glimpse [command] [options]

    COMMANDS:
      (none)       on a terminal, the interactive preview of every activity; otherwise the
                   text renders of every activity's presentations for its first state
      list         the activities, presentations, devices and themes
      render       draw presentations of an activity as text (see glimpse render --help)
      preview      the interactive preview of one activity (see glimpse preview --help)
      validate     check APNs push payloads as the device would decode them (see glimpse
                   validate --help); render and preview replay them with --payloads
      open         a widget extension as it is: its folder, or an .xcodeproj's target,
                   built against Glimpse in its cache and run (see glimpse open --help)
      watch        rebuild a previews package on save and keep the preview where it was
                   (see glimpse watch --help)
      density      does the copy fit? every presentation, state, device, language and
                   text size, and what does not fit (see glimpse density --help)
      serve        stand in for APNs: an HTTP/2 endpoint your push sender posts to, each
                   push answered as APNs answers and applied as the device applies it
                   (see glimpse serve --help)

    OPTIONS:
      --help       show this help
      --version    show the version
    """

  /// The version.
  public static let version = "0.1.0"

  /// Runs the command line with `previews` and exits. Call it from the main thread (a
  /// `main.swift`, in Swift 5 or Swift 6 mode).
  ///
  /// A trap in an activity's code (or Glimpse's) then prints, before the backtrace, one
  /// line naming the activity, state and presentation being drawn (``FatalSignals``).
  nonisolated public static func main(previews: [ActivityPreview]) -> Never {
    _ = ActivityPreview.processStart
    FatalSignals.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status = MainActor.assumeIsolated { run(arguments, previews: previews) }
    exit(status)
  }

  /// Runs a command line; returns the exit status. Output goes to standard output,
  /// errors to standard error as one line, both through ``Console`` (every string made
  /// visible: nothing from a file or an argument reaches the terminal raw).
  @MainActor
  public static func run(_ arguments: [String], previews: [ActivityPreview]) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    // The App Group defaults of the states shown live only as long as the command.
    defer { AppGroupDefaults.removeAll() }
    // Image files that did not decode were drawn as placeholders: said once, at the end.
    defer {
      for line in DecodedImages.takeProblems() {
        Console.write(ConsoleText(line: line), to: .standardError)
      }
    }
    do {
      let output = try execute(
        arguments, previews: previews, isTerminal: isTerminal, environment: environment,
        streams: true)
      if !output.isEmpty { Console.write(output, to: .standardOutput) }
      return 0
    } catch let error as CLIError {
      if case .reported(let output) = error, !output.isEmpty {
        Console.write(output, to: .standardOutput)
      }
      printError(error)
      return error.exitStatus
    } catch {
      printError(.failure("glimpse: \(error)"))
      return 1
    }
  }

  /// Runs a command; returns what it prints. Throws ``CLIError``. With `streams`, a command
  /// whose output may be large (`density`) writes it to standard output as it goes instead,
  /// and returns nothing.
  @MainActor
  package static func execute(
    _ arguments: [String], previews: [ActivityPreview], isTerminal: Bool,
    environment: [String: String], streams: Bool = false
  ) throws -> ConsoleText {
    guard let command = arguments.first else {
      if isTerminal, isatty(STDIN_FILENO) == 1, !(environment["TERM"] ?? "").isEmpty,
        environment["TERM"] != "dumb"
      {
        return try PreviewCommand.run([], previews: previews, environment: environment)
      }
      return GalleryText.run(previews: previews)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help": return ConsoleText(lines: help.lines)
    case "--version": return ConsoleText(line: "glimpse \(version)")
    case "list": return try ListCommand.run(rest, previews: previews)
    case "render":
      return try RenderCommand.run(
        rest, previews: previews, isTerminal: isTerminal, environment: environment)
    case "preview":
      return try PreviewCommand.run(rest, previews: previews, environment: environment)
    case "validate": return try ValidateCommand.run(rest, previews: previews)
    case "watch": return try WatchCommand.run(rest, environment: environment)
    case "open": return try OpenCommand.run(rest, environment: environment)
    case "density": return try DensityCommand.run(rest, previews: previews, streams: streams)
    case "serve":
      return try ServeCommand.run(rest, previews: previews, environment: environment)
    default:
      if command.hasPrefix("-") {
        throw CLIError.usage("glimpse: unknown option '\(command)'", command: "glimpse")
      }
      throw CLIError.usage(
        "glimpse: unknown command '\(command)'; commands: list, render, preview, validate, open, watch, density, serve",
        command: "glimpse"
      )
    }
  }

  /// Writes ``errorText(_:)`` to standard error.
  static func printError(_ error: CLIError) {
    let text = errorText(error)
    if !text.isEmpty { Console.write(text, to: .standardError) }
  }

  /// What `error` prints: its one line (made visible: it may quote a file or an
  /// argument), and for a usage error a second line pointing at the help.
  static func errorText(_ error: CLIError) -> ConsoleText {
    guard !error.description.isEmpty else { return .empty }
    var lines = [ConsoleText(line: error.description)]
    if case .usage(_, let command) = error {
      lines.append(
        ConsoleText(line: "(see glimpse \(command == "glimpse" ? "" : command + " ")--help)"))
    }
    return .joined(lines)
  }

  /// The preview named `name`.
  @MainActor
  static func preview(named name: String, in previews: [ActivityPreview], command: String) throws
    -> ActivityPreview
  {
    if let preview = previews.first(where: { $0.name == name }) { return preview }
    // Any spelling of a listed name: `sleep-timer`, `SleepTimer` or `sleep timer` for
    // "Sleep Timer".
    let key = spellingKey(name)
    let matches = previews.filter { spellingKey($0.name) == key }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      throw CLIError.usage(
        "\(command): '\(name)' could be any of \(matches.map { "'\($0.name)'" }.joined(separator: ", ")); give the name as listed",
        command: command)
    }
    throw CLIError.usage(
      "\(command): unknown activity '\(name)'; activities: \(previews.map(\.name).joined(separator: ", "))",
      command: command)
  }

  /// A name as people spell it however they like: its letters and digits, lowercased.
  static func spellingKey(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  /// The timeline of a preview, from its states, a states file or push payloads, with file
  /// errors as one line.
  @MainActor
  static func loadTimeline(
    _ preview: ActivityPreview, statesFile: URL?, payloads: PayloadFiles? = nil,
    fileStart: Date? = nil
  ) throws -> PreviewTimeline {
    do {
      if let payloads { return try preview.loadTimeline(payloads: payloads) }
      return try preview.loadTimeline(statesFile: statesFile, fileStart: fileStart)
    } catch let error as PayloadReadError {
      throw CLIError.failure(error.description)
    } catch let error as StatesFileError {
      throw CLIError.failure("\(error.description)")
    } catch let error as PreviewError {
      throw CLIError.failure("\(preview.name): \(error.description)")
    } catch let error as TimelineError {
      throw CLIError.failure("\(preview.name): \(error.description)")
    }
  }
}

/// `glimpse` without a terminal: every activity's presentations for its first state. One
/// that cannot be drawn is reported as one line on standard error, and the others are
/// drawn.
@MainActor
enum GalleryText {
  static func run(previews: [ActivityPreview]) -> ConsoleText {
    var sections: [ConsoleText] = []
    for preview in previews {
      do {
        sections.append(
          try RenderCommand.run(
            [preview.name], previews: previews, isTerminal: false, environment: [:]))
      } catch let error as CLIError {
        Glimpse.printError(.failure(error.description))
      } catch {
        Glimpse.printError(.failure("\(preview.name): \(error)"))
      }
    }
    return .joined(sections, separator: "\n\n")
  }
}

extension String {
  /// The lines of a text of Glimpse's own, such as a help text.
  var lines: [String] { split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

import CGlimpseSignals
import Foundation
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse watch`: rebuilds a previews package when a source changes and restarts its
/// preview where it was (``SessionSnapshot``), shows a failed build over the dimmed last
/// render, and survives a preview that crashes.
@MainActor
enum WatchCommand {
  static let options: [ArgumentParser.Option] = [
    .value(
      "product", "NAME",
      "the executable product to build and run (default: the one executable product, or "
        + "glimpse in Glimpse's own package)"),
    .value("target", "NAME", "the target of an .xcodeproj (as glimpse open)"),
    .value(
      "module", "NAME=DIR", repeatable: true, "an app module the widget imports (as glimpse open)"),
    .flag(
      "poll",
      "find changes by comparing file times every half second (where inotify is missing or "
        + "does not see the files)"),
    .help,
  ]

  static let help = CommandHelp(
    usage: [
      "glimpse watch [PACKAGE_DIR] [--product NAME] [-- PREVIEW_OPTIONS...]",
      "glimpse watch WIDGET_DIR | APP.xcodeproj [--target NAME] [--module NAME=DIR]",
      "              [-- PREVIEW_OPTIONS...]",
    ],
    about: """
      Runs the interactive preview of a package's previews product and keeps it current:
      on each save of a Swift file it runs `swift build`, and when that succeeds restarts
      the preview on the new binary where you were (activity, state, clock and speed,
      device, landscape, theme, focus and toggles). A failed build keeps the last good
      render on screen, dimmed, under the first errors; fixing the file recovers by itself.
      A preview that crashes is reported (what was being drawn and the trap) and started
      again on the next save. A change to a states, payload, strings or asset file restarts
      the preview without a build. q or Ctrl-C ends the watch at any time: in the preview,
      during a build (which is stopped), and on the error and crash panels. The terminal is
      put back as it was found however the watch ends.

      A widget extension's folder with no Package.swift, or an .xcodeproj, is opened as
      glimpse open opens it (see glimpse open --help): its files are copied into Glimpse's
      cache on each save and built there, and errors point at your files.

      PACKAGE_DIR defaults to the current folder. Options after -- go to the preview
      (an activity, --device, --states...), except --session and --watch-status, which
      the watch sets itself. A preview that refuses its options (an unknown activity, say)
      ends the watch with its message and exit status 2.
      """,
    options: options,
    notes: """
      Files: PACKAGE_DIR/.build/glimpse-watch/ holds the session, the status the preview
      reads, the build's output and the preview's standard error. A session file that is
      not one is set aside (session.json.bad-1, ...) with a note, and the preview starts
      fresh.
      """
  ).text

  /// What a changed file asks for.
  enum Change: Equatable {
    /// A Swift source or the manifest: build, then restart.
    case source
    /// A states, payload, strings or asset file: restart on the same binary.
    case data
    /// Nothing the preview reads.
    case none

    init(path: String) {
      let name = (path as NSString).lastPathComponent
      let ext = (path as NSString).pathExtension.lowercased()
      if ext == "swift" || name == "Package.resolved" {
        self = .source
      } else if ["json", "xcstrings", "strings", "stringsdict", "png", "jpg", "jpeg", "jsonl"]
        .contains(ext)
      {
        self = .data
      } else {
        self = .none
      }
    }

    /// The strongest of several changes.
    static func of(_ paths: [String]) -> Change {
      let changes = paths.map(Change.init(path:))
      if changes.contains(.source) { return .source }
      return changes.contains(.data) ? .data : .none
    }
  }

  /// Whether `folder` has a Swift file in it or below (a widget extension's folder).
  static func holdsSwiftFiles(_ folder: URL) -> Bool {
    OpenInput.walk(folder).contains { $0.pathExtension == "swift" }
  }

  /// The preview options watch passes itself: given after `--` too, the preview would
  /// refuse them as given twice, after every build.
  static let ownedPreviewOptions: Set<String> = ["--session", "--watch-status"]

  static func run(_ arguments: [String], environment: [String: String]) throws -> ConsoleText {
    let split = arguments.firstIndex(of: "--")
    let own = split.map { Array(arguments[..<$0]) } ?? arguments
    let previewArguments = split.map { Array(arguments[($0 + 1)...]) } ?? []
    let parsed = try ArgumentParser(command: "watch", options: options).parse(own)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    if parsed.positionals.count > 1 {
      throw CLIError.usage(
        "watch: unexpected argument '\(parsed.positionals[1])'", command: "watch")
    }
    let named = previewArguments.map { String($0.prefix { $0 != "=" }) }
    if let taken = named.first(where: Self.ownedPreviewOptions.contains) {
      throw CLIError.usage(
        "watch: \(taken) after -- is set by watch itself; leave it out",
        command: "watch")
    }
    let path = parsed.positionals.first ?? "."
    let directory = URL(fileURLWithPath: path).standardizedFileURL
    var opened: OpenCommand.Prepared?
    let isPackage = FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Package.swift").path)
    if !isPackage || parsed.value("target") != nil || !parsed.all("module").isEmpty {
      guard directory.pathExtension == "xcodeproj" || Self.holdsSwiftFiles(directory) else {
        // The argument names no package: a usage error, as an unknown activity is.
        throw CLIError.usage("watch: \(directory.path) has no Package.swift", command: "watch")
      }
      if parsed.value("product") != nil {
        throw CLIError.usage(
          "watch: --product is for a package; \(directory.path) is opened as a widget",
          command: "watch")
      }
      // A widget as it is: written, as glimpse open writes it, into Glimpse's cache.
      opened = try OpenCommand.prepare(
        path: path, target: parsed.value("target"), modules: parsed.all("module"),
        environment: environment, command: "watch")
    }
    guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
      throw CLIError.failure("watch: needs a terminal; use glimpse render for text")
    }
    let builder = PackageBuilder(directory: opened?.package.directory ?? directory)
    let product =
      try opened.map(\.package.product) ?? parsed.value("product").map(builder.checkedProduct)
      ?? builder.defaultProduct()
    var childEnvironment = environment
    if let opened {
      childEnvironment[OpenCommand.resourcesVariable] = opened.input.resourceRoots.map(\.path)
        .joined(separator: "\n")
    }
    let session = WatchSession(
      builder: builder, product: product, previewArguments: previewArguments,
      environment: childEnvironment,
      watcher: FileWatcher(
        root: opened?.input.watchRoot ?? directory, forcePolling: parsed.has("poll")))
    if opened != nil {
      session.regenerate = {
        _ = try OpenCommand.prepare(
          path: path, target: parsed.value("target"), modules: parsed.all("module"),
          environment: environment, command: "watch")
      }
    }
    let status = try session.run()
    if status != 0 { throw CLIError.stopped(signal: status - 128) }
    return .empty
  }
}

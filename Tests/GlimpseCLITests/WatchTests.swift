import Foundation
import GlimpseDemos
import GlimpseLayout
import Testing

@testable import Glimpse

/// `glimpse watch`'s parts: compiler output read into errors, files noticed, changes
/// sorted into builds and reloads, sessions written and restored, and panels that fit.
@MainActor
@Suite struct WatchTests {
  static let wall = Date(timeIntervalSince1970: 1_796_119_200)

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  // MARK: Build errors

  @Test func compilerErrorsGiveTheirPlaceMessageAndSourceLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Widget.swift")
    try "struct A {\n  var body: some View {\n    Txt(\"Order\")\n  }\n}\n".write(
      to: file, atomically: true, encoding: .utf8)
    let output = """
      Building for debugging...
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      \(file.path):3:5: error: cannot find 'Txt' in scope
       1 | struct A {
       3 |     Txt("Order")
         |     `- error: cannot find 'Txt' in scope
      \(file.path):3:5: error: cannot find 'Txt' in scope
      \(file.path):2:13: warning: something harmless
      error: link command failed with exit code 1
      """
    let errors = BuildDiagnostic.errors(inBuildOutput: output, packageDirectory: folder)
    #expect(errors.count == 2, "the repeated error is listed once, the warning not at all")
    #expect(errors[0].file == "Widget.swift")
    #expect(errors[0].line == 3 && errors[0].column == 5)
    #expect(errors[0].message == "cannot find 'Txt' in scope")
    #expect(errors[0].source == "    Txt(\"Order\")")
    #expect(errors[0].location == "Widget.swift:3:5")
    #expect(errors[1].file == nil && errors[1].message == "link command failed with exit code 1")
  }

  @Test func aPathWithColonsKeepsThemAndALineWithoutColumnParses() {
    let error = BuildDiagnostic.parse("/tmp/a:b/File.swift:12: error: oops")
    #expect(error?.file == "/tmp/a:b/File.swift")
    #expect(error?.line == 12 && error?.column == nil)
    #expect(BuildDiagnostic.parse("note: not an error") == nil)
  }

  @Test func theFailurePanelPutsTheCaretUnderTheColumn() {
    let status = WatchStatus(
      phase: .failed,
      errors: [
        BuildDiagnostic(
          file: "W.swift", line: 3, column: 5, message: "cannot find 'Txt' in scope",
          source: "    Txt(\"Order\")")
      ], errorCount: 3)
    let lines = WatchPanel.failureLines(status).map(\.text)
    #expect(lines[0] == "W.swift:3:5: cannot find 'Txt' in scope")
    #expect(lines[1] == "      Txt(\"Order\")")
    #expect(lines[2] == "      ^")
    #expect(lines[3] == "… and 2 more")
  }

  @Test(arguments: [(1, 1), (3, 2), (20, 5), (100, 30)])
  func theFailurePanelDimsTheRenderAndFitsAnySize(width: Int, height: Int) {
    var canvas = Canvas(width: width, height: height)
    _ = canvas.write("last good render", x: 0, y: height - 1, style: .plain)
    let status = WatchStatus(
      phase: .failed,
      errors: [
        BuildDiagnostic(
          message: "\u{1B}]0;pwned\u{07} a very long message " + String(repeating: "x", count: 300))
      ],
      errorCount: 1)
    WatchPanel.drawFailure(status, on: &canvas)
    #expect(canvas.width == width && canvas.height == height)
    let text = canvas.plainText
    #expect(!text.contains("\u{1B}"), "an escape in compiler output is drawn visibly")
    // Below the panel (two lines and its borders), the render is dimmed.
    let undimmed = (4..<max(4, height)).flatMap { y in
      (0..<width).filter { x in !canvas[x, y].style.attributes.contains(.dim) }.map { "\($0),\(y)" }
    }
    #expect(undimmed.isEmpty, "\(undimmed.prefix(5))")
    if height >= 3 && width >= 60 { #expect(text.contains("build failed: 1 error")) }
  }

  @Test func theCrashPanelNamesWhatWasDrawnAndTheTrap() {
    let log = """
      Widget/Live.swift:21: Fatal error: Unexpectedly found nil while unwrapping an Optional value
      glimpse: crashed with SIGILL while drawing Notification · state 2/2 · lock-screen

      💣 Program crashed: Illegal instruction at 0x0000
      Thread 0 crashed:
      0 0x0000 closure in Widget
      """
    let lines = WatchSession.crashLines(log: log, ending: .signalled(4))
    #expect(lines.count == 3)
    #expect(lines[0].contains("Fatal error: Unexpectedly found nil"))
    #expect(
      lines[1]
        == "glimpse: crashed with SIGILL while drawing Notification · state 2/2 · lock-screen")
    #expect(lines[2].hasPrefix("ended by signal 4"))
    let screen = WatchPanel.crashScreen(size: CellSize(width: 60, height: 10), lines: lines)
    #expect(screen.plainText.contains("the preview crashed"))
  }

  /// A preview stopped while a view body never returned: the panel names what hung.
  @Test func theCrashPanelNamesAViewThatWasNotResponding() {
    let log = """
      Building for debugging...
      [1/3] Compiling
      Build complete!
      glimpse: not responding: steps · state 3/3 · lock-screen (a view body has run for 2.0 s; q or Ctrl-C quits)
      """
    let lines = WatchSession.crashLines(log: log, ending: .signalled(15))
    #expect(
      lines.first?.hasPrefix("glimpse: not responding: steps · state 3/3 · lock-screen") == true)
    #expect(lines.last?.hasPrefix("ended by signal 15") == true)
  }

  // MARK: Changes

  @Test func swiftFilesBuildAndDataFilesReload() {
    #expect(WatchCommand.Change.of(["Sources/W/Widget.swift", "States/a.json"]) == .source)
    #expect(WatchCommand.Change.of(["States/delivery.json"]) == .data)
    #expect(WatchCommand.Change.of(["Localizable.xcstrings"]) == .data)
    #expect(WatchCommand.Change.of(["Assets.xcassets/Icon.imageset/icon.png"]) == .data)
    #expect(WatchCommand.Change.of(["README.md", "notes.txt"]) == .none)
    #expect(FileWatcher.isIgnored(name: ".Widget.swift.swp"))
    #expect(FileWatcher.isIgnored(name: "Widget.swift~"))
    #expect(FileWatcher.isIgnored(name: ".build"))
    #expect(!FileWatcher.isIgnored(name: "Widget.swift"))
  }

  @Test(arguments: [false, true])
  func theWatcherSeesWritesCreationsAndRenamesBelowTheRoot(polling: Bool) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/W")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try "a".write(to: sources.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
    let watcher = FileWatcher(root: root, forcePolling: polling)
    #expect(watcher.isPolling == polling)
    #expect(watcher.changes().isEmpty)

    try "ab".write(
      to: sources.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
    try "x".write(
      to: root.appendingPathComponent(".build/out.o"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["Sources/W/A.swift"], "build products are not watched")

    // An editor's save: a temporary file renamed over the original.
    try "abc".write(
      to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    #expect(watcher.changes().contains("Sources/W/B.swift"))

    // A folder made after the start is watched too.
    let late = root.appendingPathComponent("States")
    try FileManager.default.createDirectory(at: late, withIntermediateDirectories: true)
    _ = watcher.changes()
    try "{}".write(to: late.appendingPathComponent("s.json"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["States/s.json"])
    #expect(watcher.changes().isEmpty, "each change is reported once")
  }

  /// A folder deleted and made again (a `git checkout`, a restore from the trash) is
  /// watched again, and the files it already holds count as changed: they were written
  /// before any watch was on it. The root too, polled for while it is gone.
  @Test func aFolderDeletedAndMadeAgainIsWatchedAgain() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources/W")
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    try "a".write(to: sources.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
    let watcher = FileWatcher(root: root)
    try #require(!watcher.isPolling, "inotify is missing here")

    try manager.removeItem(at: sources)
    #expect(watcher.changes() == ["Sources/W/A.swift"])
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    try "b".write(to: sources.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["Sources/W/A.swift"], "the file in the new folder")
    try "c".write(to: sources.appendingPathComponent("B.swift"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["Sources/W/B.swift"], "a later file in the new folder")

    // The root itself.
    try manager.removeItem(at: root)
    _ = watcher.changes()
    #expect(watcher.needsTimer, "a root that is gone is looked for")
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    try "d".write(to: sources.appendingPathComponent("C.swift"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["Sources/W/C.swift"])
    #expect(!watcher.needsTimer)
    try "e".write(to: sources.appendingPathComponent("C.swift"), atomically: false, encoding: .utf8)
    #expect(watcher.changes() == ["Sources/W/C.swift"], "the new root is watched")
  }

  // MARK: Sessions

  func session(_ activity: String = "delivery") throws -> PreviewSession {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let index = try #require(DemoGallery.all.firstIndex { $0.name == activity })
    return try PreviewSession(
      previews: DemoGallery.all, activity: index, options: options, statesFile: nil,
      wall: Self.wall)
  }

  @Test func changedSwiftSourcesAreMarkedNewerThanAnyBuildAndOtherFilesAreLeft() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    for name in ["Widget.swift", "states.json"] {
      let file = folder.appendingPathComponent(name)
      try Data("x".utf8).write(to: file)
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
    }
    FileWatcher.markForRebuild(["Widget.swift", "states.json", "Gone.swift"], under: folder)
    func modified(_ name: String) throws -> Date {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      return try #require(attributes[.modificationDate] as? Date)
    }
    #expect(try modified("Widget.swift") > old)
    #expect(try modified("states.json") == old)
  }

  @Test func aSessionComesBackAsItWasLeft() throws {
    let before = try session("delivery")
    before.nextActivity()
    let activity = before.preview.name
    before.stepEvent(by: 2, wall: Self.wall)
    before.clock.changeSpeed(by: 2, wall: Self.wall)
    before.clock.togglePlaying(wall: Self.wall)
    before.nextDevice()
    before.options.limitedWidth = true
    before.options.forceStale = true
    before.showsSecondActivity = true
    before.focus = .expanded
    let later = Self.wall.addingTimeInterval(30)
    let snapshot = SessionSnapshot(session: before, wall: later)

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.json")
    try snapshot.write(to: file)
    let read = try #require(try SessionSnapshot.read(from: file))
    #expect(read == snapshot)

    let after = try session("delivery")
    let notes = read.apply(to: after, wall: later)
    #expect(notes.isEmpty)
    #expect(after.preview.name == activity)
    #expect(after.clock.time(at: later) == before.clock.time(at: later))
    #expect(after.clock.isPlaying && after.clock.speed == 60)
    #expect(after.device == before.device)
    #expect(after.options.limitedWidth && after.options.forceStale && after.showsSecondActivity)
    #expect(after.focus == .expanded)
  }

  @Test func staleFieldsFallBackWithANoteAndTheRestApplies() throws {
    let snapshot = SessionSnapshot(session: try session("delivery"), wall: Self.wall)
    var stale = snapshot
    stale.activity = "renamed-activity"
    stale.device = "iphone-99"
    stale.focus = "hologram"
    stale.stale = true
    let after = try session("delivery")
    let notes = stale.apply(to: after, wall: Self.wall)
    #expect(notes.count == 3)
    #expect(notes.contains("no activity 'renamed-activity' any more"))
    #expect(notes.contains("no device 'iphone-99'"))
    #expect(after.preview.name == "delivery")
    #expect(after.options.forceStale, "the fields that apply are applied")

    var future = snapshot
    future.version = 99
    #expect(future.apply(to: try session(), wall: Self.wall).first?.contains("version 99") == true)
  }

  @Test func aSessionFileThatIsNotOneSaysSoInOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.json")
    #expect(try SessionSnapshot.read(from: file) == nil, "no file yet: a fresh start")
    try #"{"version": 1, "activity": 3}"#.write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: CLIError.self) { try SessionSnapshot.read(from: file) }
    do {
      _ = try SessionSnapshot.read(from: file)
    } catch {
      #expect("\(error)".hasPrefix("session.json: not a Glimpse session"))
      #expect(!"\(error)".contains("\n"))
    }
  }

  @Test func watchWithoutAPackageOrATerminalSaysWhy() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: CLIError.self) { try WatchCommand.run([folder.path], environment: [:]) }
    do {
      _ = try WatchCommand.run([folder.path], environment: [:])
    } catch {
      #expect("\(error)" == "watch: \(folder.path) has no Package.swift")
      #expect((error as? CLIError)?.exitStatus == 2, "a folder that is no package is a usage error")
    }
    let help = try WatchCommand.run(["--help"], environment: [:])
    #expect(help.text.contains("USAGE: glimpse watch"))
  }
}

/// A reload without a build must see a changed data file that the program reads from its
/// built resource bundle.
@Suite struct WatchResourceTests {
  @Test func aChangedStatesFileIsCopiedOverItsBuiltResource() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-watch-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let states = root.appendingPathComponent("Sources/GlimpseDemos/States")
    let bundle = root.appendingPathComponent(".build/debug/Glimpse_GlimpseDemos.resources/States")
    try manager.createDirectory(at: states, withIntermediateDirectories: true)
    try manager.createDirectory(at: bundle, withIntermediateDirectories: true)
    try "new".write(
      to: states.appendingPathComponent("delivery.json"), atomically: true, encoding: .utf8)
    try "old".write(
      to: bundle.appendingPathComponent("delivery.json"), atomically: true, encoding: .utf8)
    try "elsewhere".write(
      to: root.appendingPathComponent("notes.json"), atomically: true, encoding: .utf8)
    let copies = PackageBuilder(directory: root).refreshResources(
      changed: ["Sources/GlimpseDemos/States/delivery.json", "notes.json"],
      binFolder: root.appendingPathComponent(".build/debug").path)
    #expect(copies.count == 1)
    #expect(
      try String(contentsOf: bundle.appendingPathComponent("delivery.json"), encoding: .utf8)
        == "new")
  }
}

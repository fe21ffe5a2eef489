import Foundation
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse open PATH`: a widget extension as it is (a folder, or an Xcode project's
/// target), compiled against Glimpse's shims in a package of Glimpse's own, and run.
@MainActor
enum OpenCommand {
  static let options: [ArgumentParser.Option] = [
    .value("target", "NAME", "the target of an .xcodeproj (default: its one app extension)"),
    .value(
      "module", "NAME=DIR", repeatable: true,
      "DIR's Swift files as the module NAME, for an `import NAME` of the app's that PATH does "
        + "not contain (repeatable)"),
    .help,
  ]

  static let help = CommandHelp(
    usage: ["glimpse open PATH [--target NAME] [--module NAME=DIR ...] [-- COMMAND ...]"],
    about: """
      Opens a widget extension as it is in your iOS project: PATH is its folder (Swift
      files, asset catalogs, strings, an Info.plist; no Package.swift needed), or an
      .xcodeproj with --target NAME (the target's Swift files wherever they are, files
      shared with the app included, its asset catalogs and strings). Glimpse writes a
      package of its own for it in its cache ($XDG_CACHE_HOME/glimpse/open, else
      ~/.cache/glimpse/open), builds it against its shims and runs it; your files are
      never edited and nothing is written beside them. The copies are compiled as on an
      iPhone: os(iOS) is true, os(macOS), os(watchOS), os(Linux), targetEnvironment(...)
      are false, canImport(...) is true for the frameworks Glimpse has; every error,
      warning and crash line names your file and line. An unchanged second open reuses
      the build and starts at once.

      After --, a command and its options as for glimpse itself:
        glimpse open MyWidget                                    the preview (or text, piped)
        glimpse open MyWidget -- render delivery --state 2 --at +2m
        glimpse open MyWidget -- density delivery
        glimpse open App.xcodeproj --target MyWidgetExtension -- preview
      glimpse watch PATH [--target NAME] [--module NAME=DIR] rebuilds on every save.
      """,
    options: options,
    notes: """
      A folder with no Swift files, a project file that does not read, a target or a
      module folder that does not exist, or an import of a module PATH does not contain
      (named with the names used from it) is one line and exit status 2. A failed build
      prints the compiler's errors at your files' lines and exits 1.
      """
  ).text

  static func run(_ arguments: [String], environment: [String: String]) throws -> ConsoleText {
    let split = arguments.firstIndex(of: "--")
    let own = split.map { Array(arguments[..<$0]) } ?? arguments
    let command = split.map { Array(arguments[($0 + 1)...]) } ?? []
    let parsed = try ArgumentParser(command: "open", options: options).parse(own)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    guard parsed.positionals.count == 1 else {
      if parsed.positionals.isEmpty {
        throw CLIError.usage("open: give a widget folder or an .xcodeproj", command: "open")
      }
      throw CLIError.usage("open: unexpected argument '\(parsed.positionals[1])'", command: "open")
    }
    let prepared = try prepare(
      path: parsed.positionals[0], target: parsed.value("target"), modules: parsed.all("module"),
      environment: environment)
    let binary = try build(prepared.package, userFiles: prepared.userFiles)
    try execute(binary, arguments: command, resources: prepared.input.resourceRoots)
  }

  /// What one open prepares: the input read, the package written.
  struct Prepared {
    let input: OpenInput
    let package: OpenPackage
    /// The paths of the user's Swift files (the widget's and the modules').
    let userFiles: Set<String>
  }

  /// Reads PATH, runs the source step and writes the package (not building it). Bad
  /// input throws ``CLIError/refused(_:)`` with one line, before anything is written.
  static func prepare(
    path: String, target: String?, modules: [String], environment: [String: String],
    command: String = "open"
  ) throws -> Prepared {
    do {
      let input = try OpenInput.load(path: path, target: target)
      var moduleFolders: [(name: String, files: [URL])] = []
      for module in modules {
        let parts = module.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
          OpenPackage.identifier(parts[0]) == parts[0]
        else {
          throw OpenError(
            "--module expects NAME=DIR (a Swift module name and a folder), found '\(module)'")
        }
        let folder = URL(fileURLWithPath: parts[1]).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
          isFolder.boolValue
        else { throw OpenError("--module \(parts[0]): no such folder \(folder.path)") }
        let files = OpenInput.walk(folder).filter {
          $0.pathExtension == "swift" && $0.lastPathComponent != "Package.swift"
        }
        guard !files.isEmpty else {
          throw OpenError("--module \(parts[0]): \(folder.path) has no Swift files")
        }
        moduleFolders.append((parts[0], files))
      }
      let provided = Set(moduleFolders.map(\.name))
      let conditions = PlatformConditions(
        importable: KnownModules.shims.union(KnownModules.toolchain).union(provided))
      let steps = try input.files.swift.map { try step($0, conditions: conditions) }
      let moduleSteps = try moduleFolders.map { module in
        (module.name, try module.files.map { try step($0, conditions: conditions) })
      }
      let glimpseRoot = try GlimpsePackage.root(environment: environment)
      let missing = MissingModules(
        steps: steps + moduleSteps.flatMap(\.1), provided: provided,
        known: { GlimpsePackage.declaredNames(root: glimpseRoot) })
      guard missing.isEmpty else { throw OpenError("\(input.name) \(missing.message)") }
      let package = OpenPackage(
        input: input, steps: steps, modules: moduleSteps, glimpseRoot: glimpseRoot,
        environment: environment)
      try package.write()
      return Prepared(
        input: input, package: package,
        userFiles: Set((steps + moduleSteps.flatMap(\.1)).map(\.original.path)))
    } catch let error as OpenError {
      throw CLIError.refused("\(command): \(error.description)")
    }
  }

  /// The source step of one file; a file that does not read is one line naming it.
  static func step(_ url: URL, conditions: PlatformConditions) throws -> SourceStep {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw OpenError("cannot read \(url.path) (\(OpenError.reason(error)))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw OpenError("\(url.path) is not UTF-8 text")
    }
    return SourceStep(original: url, source: text, conditions: conditions)
  }

  /// The package's binary: the last build when nothing changed, else a new build (its
  /// errors, at the user's files and lines, on standard error: exit 1).
  static func build(_ package: OpenPackage, userFiles: Set<String>) throws -> String {
    if let binary = package.builtBinary { return binary }
    package.forgetBuild()
    let builder = PackageBuilder(directory: package.directory)
    let log = package.directory.appendingPathComponent("build.log")
    let first = !FileManager.default.fileExists(
      atPath: package.directory.appendingPathComponent(".build").path)
    Console.write(
      ConsoleText(
        line: "open: building \(package.product) in \(package.directory.path)"
          + (first ? " (a first build compiles Glimpse too: a minute or more)" : "")),
      to: .standardError)
    let process: Process
    do {
      process = try builder.startBuild(product: package.product, log: log)
    } catch {
      throw CLIError.failure("open: cannot run swift build: \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let output = String(
        decoding: ((try? Data(contentsOf: log)) ?? Data()).prefix(8 << 20), as: UTF8.self)
      let lines = BuildOutput.shown(output, userFiles: userFiles)
      Console.write(ConsoleText(lines: lines), to: .standardError)
      throw CLIError.failure("open: the build failed (its whole output: \(log.path))")
    }
    let binary = try builder.binPath() + "/" + package.product
    package.recordBuild(binary: binary)
    return binary
  }

  /// The environment variable that tells the opened program where the widget's asset
  /// catalogs and strings are (``StringsDiscovery``), one folder a line.
  static let resourcesVariable = "GLIMPSE_OPEN_RESOURCES"

  /// Replaces this process with `binary` (so that its terminal, signals and exit status
  /// are the user's own), telling it where the widget's resources are.
  static func execute(_ binary: String, arguments: [String], resources: [URL]) throws -> Never {
    var environment = ProcessInfo.processInfo.environment
    environment[resourcesVariable] = resources.map(\.path).joined(separator: "\n")
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    execve(binary, argv, envp)
    let reason = String(cString: strerror(errno))
    throw CLIError.failure("open: cannot run \(binary) (\(reason))")
  }
}

import Foundation

/// The package `glimpse open` writes for a widget, in Glimpse's cache (never in the
/// user's folder): the widget's files after the source step as an executable target,
/// each `--module` as a library target, all depending on Glimpse's shims by path.
struct OpenPackage {
  /// The package's folder: `$XDG_CACHE_HOME/glimpse/open/<hash of what was opened>`.
  let directory: URL
  /// The executable target and product.
  let product: String
  /// The package's files, relative path to text.
  let files: [String: String]
  /// A hash of everything the build depends on: unchanged, the last build is reused.
  let stamp: String

  /// The cache folder for what was opened (`input`) and its modules.
  static func directory(for input: OpenInput, environment: [String: String]) -> URL {
    let base: URL
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = URL(fileURLWithPath: cache)
    } else {
      base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        .appendingPathComponent(".cache")
    }
    let key = ContentHash.of([input.location.path, input.target ?? ""])
    return base.appendingPathComponent("glimpse/open/\(key)")
  }

  /// The package for `input`'s steps and the `modules`' steps.
  init(
    input: OpenInput, steps: [SourceStep], modules: [(name: String, steps: [SourceStep])],
    glimpseRoot: URL, environment: [String: String]
  ) {
    directory = Self.directory(for: input, environment: environment)
    let moduleNames = Set(modules.map(\.name))
    var product = Self.identifier(input.name)
    if moduleNames.contains(product) || product == "Glimpse" { product += "Widget" }
    self.product = product
    var files: [String: String] = [:]
    func add(_ steps: [SourceStep], to folder: String) {
      var used: Set<String> = []
      for step in steps {
        let base = step.original.deletingPathExtension().lastPathComponent
        // Not the original's name: `#fileID` of the copy would then be the one its
        // `#sourceLocation` gives, from two paths (a compiler warning).
        var name = base + ".opened.swift"
        var number = 2
        while used.contains(name.lowercased()) {
          name = "\(base)-\(number).opened.swift"
          number += 1
        }
        used.insert(name.lowercased())
        files["\(folder)/\(name)"] = step.text
      }
    }
    add(steps, to: "Sources/\(product)")
    if !steps.contains(where: \.hasMain) {
      // No @main of the widget's: Glimpse's, which finds its widgets and previews.
      files["Sources/\(product)/main.swift"] = "import Glimpse\n\nGlimpse.main()\n"
    }
    for module in modules { add(module.steps, to: "Sources/\(module.name)") }
    let identity = GlimpsePackage.identity(of: glimpseRoot)
    let shims =
      ".product(name: \"GlimpseShims\", package: \"\(identity)\"), .product(name: \"GlimpseUI\", package: \"\(identity)\")"
    var targets: [String] = []
    for module in modules {
      let imported = Set(module.steps.flatMap { $0.imports.map(\.module) })
      let dependencies =
        [shims]
        + modules.map(\.name).filter { $0 != module.name && imported.contains($0) }
        .map { "\"\($0)\"" }
      targets.append(
        "    .target(name: \"\(module.name)\", dependencies: [\(dependencies.joined(separator: ", "))], path: \"Sources/\(module.name)\"),"
      )
    }
    let dependencies =
      [
        shims, ".product(name: \"Glimpse\", package: \"\(identity)\")",
      ]
      + modules.map { "\"\($0.name)\"" }
    targets.append(
      "    .executableTarget(name: \"\(product)\", dependencies: [\(dependencies.joined(separator: ", "))], path: \"Sources/\(product)\"),"
    )
    files["Package.swift"] = """
      // swift-tools-version: 5.10
      // Written by `glimpse open \(input.location.path)`\(input.target.map { " --target \($0)" } ?? ""): the widget's files after Glimpse's
      // source step (iOS conditions, #sourceLocation to the originals). Rewritten on every open.
      import PackageDescription

      let package = Package(
        name: "\(product)",
        dependencies: [.package(path: "\(SourceStep.escaped(glimpseRoot.path))")],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    self.files = files
    // The running glimpse stands for Glimpse's sources: a new build of it builds anew.
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path)
    let built = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    stamp = ContentHash.of(
      [glimpseRoot.path, executable.path, "\(built)"]
        + files.keys.sorted().flatMap { [$0, files[$0] ?? ""] })
  }

  /// A Swift identifier from a folder or target name (`Home Assistant Widgets` →
  /// `HomeAssistantWidgets`).
  static func identifier(_ name: String) -> String {
    var result = String(
      name.unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
        .map(Character.init))
    if result.isEmpty { result = "Widget" }
    if let first = result.first, first.isNumber { result = "Widget" + result }
    return result
  }

  /// Writes the files that changed (so that an incremental build recompiles only those)
  /// and removes Swift files of earlier opens that are no longer there.
  func write() throws {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      let sources = directory.appendingPathComponent("Sources")
      if manager.fileExists(atPath: sources.path) {
        for file in OpenInput.walk(sources) {
          let relative = String(file.path.dropFirst(directory.path.count + 1))
          if files[relative] == nil { try manager.removeItem(at: file) }
        }
        for folder in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
        where !files.keys.contains(where: { $0.hasPrefix("Sources/\(folder)/") }) {
          try manager.removeItem(at: sources.appendingPathComponent(folder))
        }
      }
      for (relative, text) in files {
        let url = directory.appendingPathComponent(relative)
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { continue }
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      }
    } catch {
      throw OpenError(
        "cannot write Glimpse's package in \(directory.path) (\(OpenError.reason(error)))")
    }
  }

  var stampFile: URL { directory.appendingPathComponent("glimpse-open-stamp") }

  /// The binary the last build made of this very package, if it is still there.
  var builtBinary: String? {
    guard let text = try? String(contentsOf: stampFile, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n").map(String.init)
    guard lines.count == 2, lines[0] == stamp,
      FileManager.default.isExecutableFile(atPath: lines[1])
    else { return nil }
    return lines[1]
  }

  /// Records that `binary` is the build of this package.
  func recordBuild(binary: String) {
    try? Data("\(stamp)\n\(binary)\n".utf8).write(to: stampFile, options: .atomic)
  }

  /// Forgets the last build (before a build, so that one stopped halfway is not trusted).
  func forgetBuild() {
    try? FileManager.default.removeItem(at: stampFile)
  }
}

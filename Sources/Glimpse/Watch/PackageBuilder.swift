import Foundation

/// Runs `swift build` for `glimpse watch` and finds the product to build.
struct PackageBuilder {
  let directory: URL

  /// The folder for the watch's own files (session, status, logs), made if missing.
  var stateFolder: URL {
    let folder = directory.appendingPathComponent(".build/glimpse-watch")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The package's one executable product (or `glimpse` in Glimpse's own package).
  func defaultProduct() throws -> String {
    let executables = try executableProducts()
    if executables.count == 1 { return executables[0] }
    if executables.contains("glimpse") { return "glimpse" }
    if executables.isEmpty {
      throw CLIError.failure("watch: the package has no executable product")
    }
    throw CLIError.usage(
      "watch: the package has several executable products (\(executables.joined(separator: ", "))); "
        + "choose one with --product", command: "watch")
  }

  /// `name` when the package has an executable product of that name; otherwise a usage
  /// error naming the ones it has (a build of a product that does not exist can never
  /// succeed, whatever is saved).
  func checkedProduct(_ name: String) throws -> String {
    let executables = try executableProducts()
    guard executables.contains(name) else {
      let known =
        executables.isEmpty
        ? "the package has no executable product"
        : "executable products: \(executables.joined(separator: ", "))"
      throw CLIError.usage("watch: no product '\(name)' in the package; \(known)", command: "watch")
    }
    return name
  }

  /// The names of the package's executable products, as `swift package describe` lists
  /// them.
  func executableProducts() throws -> [String] {
    let output = try runSwift(["package", "describe", "--type", "json"], log: nil)
    guard output.status == 0,
      let json = try? JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any],
      let products = json["products"] as? [[String: Any]]
    else {
      throw CLIError.failure(
        "watch: cannot read the package at \(directory.path) (swift package describe failed)")
    }
    return products.compactMap { product -> String? in
      guard let type = product["type"] as? [String: Any], type.keys.contains("executable")
      else { return nil }
      return product["name"] as? String
    }
  }

  /// The folder `swift build` puts products in.
  func binPath() throws -> String {
    let output = try runSwift(["build", "--show-bin-path"], log: nil)
    let path =
      output.text.trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: "\n").last.map(String.init) ?? ""
    guard output.status == 0, !path.isEmpty else {
      throw CLIError.failure("watch: swift build --show-bin-path failed")
    }
    return path
  }

  /// Copies changed data files over their copies in the built resource bundles
  /// (`.copy` resources are read from `<bin>/<Package>_<Target>.resources/`, not from the
  /// sources), so that a reload without a build sees them. Returns the copies made.
  @discardableResult
  func refreshResources(changed paths: [String], binFolder: String) -> [String] {
    let manager = FileManager.default
    let bundles = ((try? manager.contentsOfDirectory(atPath: binFolder)) ?? [])
      .filter { $0.hasSuffix(".resources") }.sorted()
    var copied: [String] = []
    for path in paths {
      let source = directory.appendingPathComponent(path).path
      guard manager.fileExists(atPath: source) else { continue }
      let components = path.split(separator: "/").map(String.init)
      for bundle in bundles {
        // The longest tail of the path that the bundle holds: `States/delivery.json`.
        for start in 1..<max(1, components.count) {
          let target = binFolder + "/" + bundle + "/" + components[start...].joined(separator: "/")
          guard manager.fileExists(atPath: target) else { continue }
          _ = try? manager.removeItem(atPath: target)
          if (try? manager.copyItem(atPath: source, toPath: target)) != nil {
            copied.append(target)
          }
          break
        }
      }
    }
    return copied
  }

  /// Starts `swift build --product NAME`, its output going to `log`.
  func startBuild(product: String, log: URL) throws -> Process {
    try start(["build", "--product", product], log: log)
  }

  private func start(_ arguments: [String], log: URL, keepErrors: Bool = true) throws -> Process {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = keepErrors ? handle : FileHandle.nullDevice
    try process.run()
    try? handle.close()
    return process
  }

  private func runSwift(_ arguments: [String], log: URL?) throws -> (status: Int32, text: String) {
    let file = log ?? stateFolder.appendingPathComponent("swift-\(arguments[0]).log")
    let process = try start(arguments, log: file, keepErrors: false)
    process.waitUntilExit()
    let data = (try? Data(contentsOf: file)) ?? Data()
    return (process.terminationStatus, String(decoding: data.prefix(4 << 20), as: UTF8.self))
  }
}

import Foundation
import Testing

/// The scanner reads sources line by line; the compiler knows what is public. This test
/// asks the compiler (`swift symbolgraph-extract` on the built GlimpseUI module) for every
/// public symbol and checks that the scanner found each one, so that the compatibility
/// reference cannot leave a declaration out because the scanner misread a file.
@Suite struct ScannerAgreesWithCompilerTests {
  /// Where the build put the modules: the test bundle's own folder.
  static let binFolder = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent()

  /// The flags a compiler tool needs to load the built surface modules: the module maps of
  /// their C dependencies (the runtime, FreeType, OpenSSL, the clock, the image decoders)
  /// and the headers those name.
  static var moduleMapFlags: [String] {
    let root = CompatibilityReferenceTests.root.path
    var flags = [
      "-Xcc", "-fmodule-map-file=\(root)/Sources/CSwiftRuntime/module.modulemap",
      // GlimpseFonts' FreeType, a system library whose headers live in their own folder.
      "-Xcc", "-fmodule-map-file=\(root)/Sources/CFreeType/module.modulemap",
      "-Xcc", "-I", "-Xcc", "/usr/include/freetype2",
      // The push tokens' digest: OpenSSL's libcrypto, a system library.
      "-Xcc", "-fmodule-map-file=\(root)/Sources/COpenSSL/module.modulemap",
    ]
    // GlimpseUI's C dependencies (the clock, the render state, the image decoders): the
    // module maps the build wrote and the headers they name.
    for target in ["CGlimpseClock", "CGlimpseRenderState", "CGlimpseImageDecoding"] {
      flags += [
        "-Xcc", "-fmodule-map-file=\(binFolder.path)/\(target).build/module.modulemap",
        "-Xcc", "-I", "-Xcc", "\(root)/Sources/\(target)/include",
      ]
    }
    return flags
  }

  /// The public symbols of a built module of the surface (GlimpseUI, GlimpseHealthKit…),
  /// named as the scanner names them (`View.padding(_:)`), without underscored names and
  /// compiler-synthesized members.
  static func compilerSymbols(module: String) throws -> Set<String>? {
    let modules = binFolder.appendingPathComponent("Modules")
    guard
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("\(module).swiftmodule").path)
    else { return nil }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-symbols-\(getpid())-\(module)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swift", "symbolgraph-extract", "-module-name", module, "-I", modules.path,
        "-target", binFolder.deletingLastPathComponent().lastPathComponent,
        "-output-dir", output.path, "-minimum-access-level", "public",
      ] + Self.moduleMapFlags
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.environment = ShimExportTests.toolchainEnvironment(temporaryFolder: output)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    var names = Set<String>()
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path) {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      for symbol in graph?["symbols"] as? [[String: Any]] ?? [] {
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        guard !identifier.contains("::SYNTHESIZED::"),
          let path = symbol["pathComponents"] as? [String],
          !path.contains(where: { $0.hasPrefix("_") }),
          // Codable's members the compiler writes for an enum (GlimpseActivityKit's ActivityState),
          // which the graph lists as the type's own rather than as synthesized.
          !["init(from:)", "encode(to:)"].contains(path.last)
        else { continue }
        names.insert(path.joined(separator: "."))
      }
    }
    return names
  }

  /// The folders of the surface's modules (GlimpseUI, GlimpseCharts, GlimpseHealthKit…).
  static let surfaceFolders = CompatibilitySurface.modules(
    sources: CompatibilityReferenceTests.sources
  ).map(\.folder)

  @Test(arguments: surfaceFolders)
  func everyPublicSymbolTheCompilerSeesIsScanned(folder: URL) throws {
    let module = folder.lastPathComponent
    guard let symbols = try Self.compilerSymbols(module: module) else {
      Issue.record(
        """
        could not extract \(module)'s symbols from \(Self.binFolder.path)/Modules with \
        `swift symbolgraph-extract` (is the toolchain's swift on PATH?)
        """)
      return
    }
    let scanned = Set(try PublicDeclarationScanner.scan(folder: folder).map(\.key))
    let missed = symbols.subtracting(scanned).sorted()
    #expect(!symbols.isEmpty)
    #expect(
      missed.isEmpty,
      """
      the scanner missed \(missed.count) public symbols of \(module) the compiler sees (teach \
      PublicDeclarationScanner to read them): \(missed.prefix(30).joined(separator: ", "))
      """)
  }
}

import Foundation
import Testing

/// Each shim module gives what its Apple framework gives and nothing more. On the device,
/// `import HealthKit` brings HealthKit and Foundation but none of SwiftUI's names (HealthKit
/// is an Objective-C framework whose umbrella header imports Foundation only; WidgetKit's
/// own interface imports SwiftUI without re-exporting it:
/// `iPhoneOS18.0.sdk/.../WidgetKit.swiftmodule/arm64-apple-ios.swiftinterface` in
/// xybp888/iOS-SDKs). A widget file that used `Text` after `import HealthKit` alone would
/// not compile for the device, so it must not compile here either.
@Suite struct ShimExportTests {
  /// Type-checks `source` against the built modules (with the compiler's `flags` besides);
  /// the compiler's errors, or nil if it type-checks.
  static func typecheck(_ source: String, flags: [String] = []) throws -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-shim-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Widget.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let errors = folder.appendingPathComponent("errors.txt")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let bin = ScannerAgreesWithCompilerTests.binFolder
    process.arguments =
      [
        "swiftc", "-typecheck", "-I", bin.appendingPathComponent("Modules").path,
        "-target", bin.deletingLastPathComponent().lastPathComponent, file.path,
      ] + flags + ScannerAgreesWithCompilerTests.moduleMapFlags
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    process.environment = toolchainEnvironment(temporaryFolder: folder)
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus == 0 { return nil }
    return try String(contentsOf: errors, encoding: .utf8)
  }

  /// This process's environment with `TMPDIR` set to `temporaryFolder`: the toolchain's
  /// `swift` and `swiftc` leave a `TemporaryDirectory.XXXXXX` folder behind in `TMPDIR` each
  /// time they run (Swift 6.3.1 on Linux), so a test that runs them puts those in a folder
  /// it removes, not by the hundred in the machine's /tmp.
  static func toolchainEnvironment(temporaryFolder: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporaryFolder.path
    return environment
  }

  /// A shim and a use of its own names; the use names `Date` too where the shim brings
  /// Foundation along (the Objective-C frameworks do, through their umbrella headers, and
  /// so does Combine's shim; Charts' interface imports Foundation without re-exporting it).
  static let frameworks: [(module: String, use: String)] = [
    ("HealthKit", "HKQuantity(unit: .count(), doubleValue: 3)\nlet now = Date()"),
    ("CoreLocation", "CLLocation(latitude: 51.5, longitude: 0)\nlet now = Date()"),
    ("UserNotifications", "UNMutableNotificationContent()\nlet now = Date()"),
    ("OSLog", "Logger(subsystem: \"app\", category: \"widget\")\nlet now = Date()"),
    ("Intents", "INIntent()\nlet now = Date()"),
    ("Combine", "PassthroughSubject<Int, Never>()\nlet now = Date()"),
    ("Charts", "BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Steps\", 3))"),
    (
      "ActivityKit",
      "ActivityAuthorizationInfo().areActivitiesEnabled\nlet now = Date()"
        + "\nlet state: ActivityState = .active\nlet style: ActivityStyle = .standard"
    ),
    ("WidgetKit", "WidgetCenter.shared.reloadAllTimelines()\nlet now = Date()"),
    (
      "AppIntents",
      "DisplayRepresentation(title: \"Latte\", subtitle: \"Oat milk\")\nlet now = Date()"
        + "\nstruct Reorder: AppIntent {\n  static let title: LocalizedStringResource = \"Reorder\""
        + "\n  func perform() async throws -> some IntentResult { .result() }\n}"
    ),
  ]

  /// The configuration intent Xcode generates from an `.intentdefinition` file subclasses
  /// `INIntent` and restates nothing. Apple's `INIntent` is not `Sendable`, so in the Swift 6
  /// language mode the subclass compiles without a warning there; an `INIntent` declared
  /// `@unchecked Sendable` here made every such subclass warn ("must restate inherited
  /// '@unchecked Sendable' conformance").
  @Test func aConfigurationIntentAsXcodeGeneratesItCompilesWithoutAWarning() throws {
    let source = """
      import Intents

      public class ConfigurationIntent: INIntent {}
      let intent = ConfigurationIntent()

      """
    let errors = try Self.typecheck(source, flags: ["-swift-version", "6", "-warnings-as-errors"])
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test(arguments: frameworks)
  func aFrameworkGivesItsOwnNamesButNotSwiftUIs(
    framework: (module: String, use: String)
  ) throws {
    let bin = ScannerAgreesWithCompilerTests.binFolder
    try #require(
      FileManager.default.fileExists(
        atPath: bin.appendingPathComponent("Modules/\(framework.module).swiftmodule").path),
      "the shim module \(framework.module) is not built in \(bin.path)")
    let own = try Self.typecheck(
      "import \(framework.module)\nlet value = \(framework.use)\n")
    #expect(own == nil, "import \(framework.module) alone: \(own ?? "")")
    let swiftUI = try #require(
      try Self.typecheck("import \(framework.module)\nlet label = Text(\"Hi\")\n"),
      "import \(framework.module) alone brings SwiftUI's Text")
    #expect(swiftUI.contains("cannot find 'Text' in scope"), "\(swiftUI)")
  }

  /// Glimpse's own types (themes, snapshots, the render clock, string tables, asset
  /// catalogs) are the package's, not SwiftUI's: a widget file that named one would not
  /// compile for the device, and must not find it here either.
  @Test(arguments: ["Theme", "Snapshot", "RenderClock", "StringTables", "AssetCatalog"])
  func swiftUIGivesNoneOfGlimpsesOwnTypes(name: String) throws {
    let bin = ScannerAgreesWithCompilerTests.binFolder
    try #require(
      FileManager.default.fileExists(
        atPath: bin.appendingPathComponent("Modules/SwiftUI.swiftmodule").path),
      "the shim module SwiftUI is not built in \(bin.path)")
    #expect(try Self.typecheck("import SwiftUI\nlet label = Text(\"Hi\")\n") == nil)
    let errors = try #require(
      try Self.typecheck("import SwiftUI\nlet type: Any.Type = \(name).self\n"),
      "import SwiftUI gives Glimpse's \(name)")
    #expect(errors.contains("cannot find '\(name)' in scope"), "\(errors)")
  }

  /// Foundation's localized strings come with every shim that brings Foundation, as on the
  /// device (Foundation declares `String(localized:)` and `LocalizedStringResource`, which
  /// Foundation on Linux lacks): an App Intent file that imports AppIntents alone, or a
  /// helper that imports HealthKit, may use them.
  @Test(arguments: [
    "SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "UIKit", "HealthKit", "CoreLocation",
    "UserNotifications", "OSLog", "Intents", "Combine",
  ])
  func aShimThatBringsFoundationBringsItsLocalizedStrings(module: String) throws {
    let errors = try Self.typecheck(
      """
      import \(module)
      let resource: LocalizedStringResource = "\\(3) stops left"
      let value: String = String(localized: resource) + String(localized: "Arriving")
      """)
    #expect(errors == nil, "import \(module) alone: \(errors ?? "")")
  }

  /// The modules named for a job below the view surface (localized strings, assets, files)
  /// compile without it: importing one gives none of SwiftUI's names.
  @Test(arguments: ["GlimpseLocalization", "GlimpseAssets", "GlimpseFiles"])
  func aModuleBelowTheSurfaceGivesNoneOfSwiftUIsNames(module: String) throws {
    let bin = ScannerAgreesWithCompilerTests.binFolder
    try #require(
      FileManager.default.fileExists(
        atPath: bin.appendingPathComponent("Modules/\(module).swiftmodule").path),
      "the module \(module) is not built in \(bin.path)")
    #expect(try Self.typecheck("import \(module)\n") == nil)
    let errors = try #require(
      try Self.typecheck("import \(module)\nlet label = Text(\"Hi\")\n"),
      "import \(module) gives SwiftUI's Text")
    #expect(errors.contains("cannot find 'Text' in scope"), "\(errors)")
  }

  /// AppIntents', ActivityKit's and WidgetKit's names come with `import AppIntents`,
  /// `import ActivityKit` and `import WidgetKit`, not with `import SwiftUI` (whose interface
  /// imports AppIntents without re-exporting it): a view file that declares an intent, an
  /// activity's attributes or a widget's configuration imports their framework too, as on
  /// the device.
  @Test(arguments: [
    "AppIntent", "IntentResult", "AppEntity", "IntentDialog", "ActivityAttributes",
    "ActivityContent", "TimelineEntry", "TimelineProvider", "ActivityConfiguration",
  ])
  func swiftUIGivesNoneOfAppIntentsActivityKitsOrWidgetKitsNames(name: String) throws {
    let errors = try #require(
      try Self.typecheck("import SwiftUI\nlet type: Any.Type = (any \(name)).self\n"),
      "import SwiftUI gives AppIntents' \(name)")
    #expect(errors.contains("cannot find type '\(name)' in scope"), "\(errors)")
  }

  /// SwiftUI declares the widget protocols, WidgetKit the configurations: Apple's iOS 18
  /// WidgetKit interface (WidgetKit.swiftmodule/arm64-apple-ios.swiftinterface, iPhoneOS18.0
  /// SDK) spells `ActivityConfiguration<Attributes> : SwiftUI.WidgetConfiguration`, and
  /// imports SwiftUI without re-exporting it. So a file that imports SwiftUI alone may
  /// declare a widget, a bundle or a protocol refining `Widget` (public widget code does:
  /// `struct WidgetBundle: SwiftUI.WidgetBundle`), but not name `ActivityConfiguration`.
  @Test func swiftUIDeclaresTheWidgetProtocolsAndWidgetKitTheirConfigurations() throws {
    let declared = """
      import SwiftUI
      protocol CatalogWidget: Widget {}
      struct Empty: CatalogWidget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
      }
      struct Bundle: SwiftUI.WidgetBundle {
        var body: some Widget { Empty() }
      }
      """
    #expect(try Self.typecheck(declared) == nil)
    let errors = try #require(
      try Self.typecheck("import SwiftUI\nlet type: Any.Type = StaticConfiguration<Text>.self\n"),
      "import SwiftUI gives WidgetKit's StaticConfiguration")
    #expect(errors.contains("cannot find 'StaticConfiguration' in scope"), "\(errors)")
  }
}

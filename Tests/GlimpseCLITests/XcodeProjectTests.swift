import Foundation
import Testing

@testable import Glimpse

/// Xcode projects as `glimpse open --target` reads them: the old-style property list of
/// `project.pbxproj`, and a target's files wherever they are.
@Suite struct XcodeProjectTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("OpenFixtures")

  @Test func anOldStylePropertyListReadsAndAMalformedOneNamesItsLine() throws {
    let list = try OldStylePropertyList.parse(
      """
      // !$*UTF8*$!
      { a = "quoted \\"text\\""; b = ( x, y.swift, ); /* comment */ c = { d = <0aff>; }; }
      """)
    #expect(list["a"]?.string == "quoted \"text\"")
    #expect(list["b"]?.array?.compactMap(\.string) == ["x", "y.swift"])
    #expect(list["c"]?["d"] == .data([10, 255]))
    #expect(
      throws: OldStylePropertyList.ParseError(line: 3, expected: "';' after the value of 'b'")
    ) {
      try OldStylePropertyList.parse("{\n a = 1;\n b = 2 }")
    }
  }

  @Test func aWidgetTargetHasTheFileItSharesWithTheAppAndNotTheAppsOwn() throws {
    let project = try XcodeProject(
      url: Self.fixtures.appendingPathComponent("TripApp/TripApp.xcodeproj"))
    #expect(project.targetNames == ["TripApp", "TripWidgetExtension"])
    #expect(project.extensionTargets == ["TripWidgetExtension"])
    let files = try project.files(ofTarget: "TripWidgetExtension")
    let root = Self.fixtures.appendingPathComponent("TripApp").standardizedFileURL.path
    #expect(
      files.swift.map { String($0.path.dropFirst(root.count + 1)) } == [
        "TripWidget/TripLiveActivity.swift", "TripWidget/TripWidgetBundle.swift",
        "TripApp/Shared/TripAttributes.swift",
      ])
    #expect(files.catalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    #expect(
      files.strings.map { $0.pathComponents.suffix(2).joined(separator: "/") } == [
        "en.lproj/Localizable.strings"
      ])
  }

  @Test func aSynchronizedFolderGivesItsFilesButTheExceptions() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-sync-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in ["Widget/Live.swift", "Widget/Tests.swift", "App/Model.swift", "App/App.swift"] {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    let project = folder.appendingPathComponent("Sync.xcodeproj")
    try manager.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(
      """
      // !$*UTF8*$!
      { objects = {
        P = { isa = PBXProject; mainGroup = M; targets = ( T ); };
        M = { isa = PBXGroup; children = ( W, A ); sourceTree = "<group>"; };
        W = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1 ); path = Widget; sourceTree = "<group>"; };
        A = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E2 ); path = App; sourceTree = "<group>"; };
        E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Tests.swift ); target = T; };
        E2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Model.swift ); target = T; };
        T = { isa = PBXNativeTarget; name = Widget; buildPhases = ( ); fileSystemSynchronizedGroups = ( W ); productType = "com.apple.product-type.app-extension"; };
      }; rootObject = P; }
      """.utf8
    ).write(to: project.appendingPathComponent("project.pbxproj"))
    let files = try XcodeProject(url: project).files(ofTarget: "Widget")
    #expect(files.swift.map(\.lastPathComponent).sorted() == ["Live.swift", "Model.swift"])
  }
}

import Foundation
import GlimpseAssets
import GlimpseDemos
import GlimpseUI
import GlimpseUIKit
import Testing

@testable import Glimpse

/// `--assets` on `render` and `preview`.
@MainActor
@Suite struct AssetsOptionTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GlimpseUITests/Fixtures/Assets.xcassets")

  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(
      arguments, previews: DemoGallery.all, isTerminal: false, environment: [:]
    ).text
  }

  func failure(_ arguments: [String]) -> (String, Int32) {
    do {
      _ = try run(arguments)
      return ("succeeded", 0)
    } catch let error as CLIError {
      return (error.description, error.exitStatus)
    } catch {
      return ("\(error)", -1)
    }
  }

  let card = ["render", "delivery", "--state", "3", "--presentation", "lock-screen"]

  @Test func aCatalogGivenIsWhereUIImageNamedLooksDuringTheRender() throws {
    var environment = EnvironmentValues()
    environment.assets = try AssetsDiscovery.catalog(
      explicit: Self.fixture, previews: DemoGallery.all, command: "render")
    RenderScope.within(environment) {
      #expect(AssetCatalog.current.hasImage(named: "Quad"))
      #expect(UIImage(named: "Quad") != nil)
      #expect(UIImage(named: "Icons/Car") != nil)
      #expect(UIImage(named: "NoSuchImage") == nil)
    }
    // The catalog is the render's: none is left behind for other renders.
    #expect(UIImage(named: "Quad") == nil)
  }

  @Test func aMissingFolderIsOneLine() {
    let (message, status) = failure(card + ["--assets", "/no/such/Assets.xcassets"])
    #expect(
      message
        == "render: --assets expects a .xcassets folder or a folder holding them, found '/no/such/Assets.xcassets'"
    )
    #expect(status == 1)
  }

  @Test func aBadColorSetIsOneLineNamingFileAndKeyPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-cli-assets-\(UUID().uuidString).xcassets")
    let set = folder.appendingPathComponent("Brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"colors": [{"idiom": "universal"}]}"#.utf8).write(
      to: set.appendingPathComponent("Contents.json"))
    let (message, status) = failure(card + ["--assets", folder.path])
    #expect(message.hasPrefix("render: /"))
    #expect(
      message.hasSuffix("Brand.colorset/Contents.json: colors[0].color: expected an object"),
      "\(message)")
    #expect(!message.contains("\n"))
    #expect(status == 1)
  }

  @Test func helpListsTheOption() throws {
    for command in ["render", "preview"] {
      #expect(try run([command, "--help"]).contains("--assets PATH"), "\(command)")
    }
  }
}

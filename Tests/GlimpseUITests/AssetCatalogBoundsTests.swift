import Foundation
import GlimpseLayout
import GlimpseTestSupport
import Testing

@testable import GlimpseAssets
@testable import GlimpseUI

/// A catalog given by someone else reads nothing outside its sets and costs bounded memory:
/// file names that are paths are refused with one line, linked sets are not followed, and
/// a huge Contents.json or a catalog of too many sets is an error, not gigabytes.
@Suite struct AssetCatalogBoundsTests {
  /// A temporary folder holding `outside/secret.png` (a real PNG) and `Assets.xcassets`;
  /// removed by the caller.
  func scratch() throws -> (root: URL, catalog: URL, secret: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-asset-bounds-\(UUID().uuidString)")
    let outside = root.appendingPathComponent("outside")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    let secret = outside.appendingPathComponent("secret.png")
    try FileManager.default.copyItem(
      at: AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad.png"), to: secret)
    return (root, catalog, secret)
  }

  /// Writes an image set named `name` whose only file is `filename`.
  func imageSet(_ name: String, filename: String, in catalog: URL) throws -> URL {
    let set = catalog.appendingPathComponent("\(name).imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let entry = try JSONSerialization.data(withJSONObject: [
      "images": [["idiom": "universal", "filename": filename]]
    ])
    try entry.write(to: set.appendingPathComponent("Contents.json"))
    return set.appendingPathComponent("Contents.json")
  }

  @Test(arguments: ["../../outside/secret.png", "ABSOLUTE", "sub/secret.png", ".."])
  func aFileNameThatIsAPathIsRefusedWithItsKeyPath(_ name: String) throws {
    let (root, catalog, secret) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let contents = try imageSet(
      "Evil", filename: name == "ABSOLUTE" ? secret.path : name, in: catalog)
    #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(from: catalog) }
    do {
      _ = try AssetCatalog.load(from: catalog)
    } catch let error as AssetCatalogError {
      #expect(
        error.description
          == "\(contents.path): images[0].filename: expected a file name in the image set, without / or .."
      )
    }
  }

  @Test @MainActor func nothingOutsideTheCatalogIsDrawnThroughALinkedSet() throws {
    let (root, catalog, secret) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    // A set outside the catalog, linked into it: its file is not read.
    let elsewhere = root.appendingPathComponent("outside/Secret.imageset")
    _ = try imageSet("Secret", filename: "secret.png", in: root.appendingPathComponent("outside"))
    try FileManager.default.copyItem(
      at: secret, to: elsewhere.appendingPathComponent("secret.png"))
    try FileManager.default.createSymbolicLink(
      at: catalog.appendingPathComponent("Linked.imageset"), withDestinationURL: elsewhere)
    try FileManager.default.createSymbolicLink(
      at: catalog.appendingPathComponent("Group"), withDestinationURL: root)
    let loaded = try AssetCatalog.load(from: catalog)
    #expect(loaded.imageNames == [])
    var environment = EnvironmentValues()
    environment.assets = loaded
    let drawn = Snapshot(Image("Linked").resizable(), width: 2, height: 1, environment: environment)
    #expect(!drawn.ansi.contains("38;2;255;0;0"), "\(drawn.text)")
  }

  @Test func aContentsFileOverOneMegabyteIsOneLineNamingIt() throws {
    let (root, catalog, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let contents = try imageSet("Big", filename: "big.png", in: catalog)
    // Valid JSON, padded past the bound with spaces.
    var data = try Data(contentsOf: contents)
    data.append(Data(repeating: 0x20, count: AssetCatalog.Limits().contentsSize))
    try data.write(to: contents)
    #expect {
      try AssetCatalog.load(from: catalog)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix(contents.path + ": expected a Contents.json that reads (is 1")
        && text.hasSuffix("may be at most 1 MB)") && !text.contains("\n")
    }
  }

  @Test func aCatalogOfMoreSetsThanTheBoundIsOneLine() throws {
    let (root, catalog, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let entry = Data(#"{"colors": []}"#.utf8)
    for index in 0...10 {
      let set = catalog.appendingPathComponent(String(format: "C%02d.colorset", index))
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: false)
      try entry.write(to: set.appendingPathComponent("Contents.json"))
    }
    // The bound made small (it is 10,000): the same code, without 10,000 folders to make.
    let limits = AssetCatalog.Limits(sets: 10)
    #expect(try AssetCatalog.load(from: catalog).colorNames.count == 11)
    #expect {
      try AssetCatalog.load(from: catalog, limits: limits)
    } throws: { error in
      "\(error)"
        == "\(catalog.path): expected at most 10 colour and image sets (\(catalog.path)/C10.colorset/Contents.json is past them)"
    }
  }

  @Test func aCatalogOfMoreEntriesThanTheBoundIsOneLine() throws {
    let (root, catalog, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    // Three sets of 35 files: 105 entries, past a bound of 100 (it is 100,000).
    let names = (0..<35).map { #"{"filename":"f\#($0).png"}"# }.joined(separator: ",")
    let entry = Data(#"{"images":["#.utf8 + Data(names.utf8) + Data("]}".utf8))
    for index in 0..<3 {
      let set = catalog.appendingPathComponent("S\(index).imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: false)
      try entry.write(to: set.appendingPathComponent("Contents.json"))
    }
    #expect {
      try AssetCatalog.load(from: catalog, limits: AssetCatalog.Limits(entries: 100))
    } throws: { error in
      "\(error)"
        == "\(catalog.path): expected at most 100 images and colours in all (\(catalog.path)/S2.imageset/Contents.json is past them)"
    }
  }

  @Test func foldersNestedPastTheBoundAreOneLine() throws {
    let (root, catalog, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let deep = (0..<4).reduce(catalog) { folder, _ in folder.appendingPathComponent("Group") }
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    #expect {
      try AssetCatalog.load(from: catalog, limits: AssetCatalog.Limits(depth: 3))
    } throws: { error in
      "\(error)" == "\(deep.path): expected folders nested at most 3 deep in a catalog"
    }
  }
}

import Foundation
import GlimpseLayout
import GlimpseTestSupport
import Testing

@testable import GlimpseAssets
@testable import GlimpseUI
@testable import GlimpseUIKit

/// Asset images drawn from their pixels: goldens at 1x1, 2x1 and 8x4 cells in true colour,
/// 256 colours and ASCII (`AssetGoldens/`), the scale variant, template rendering, JPEG,
/// and missing images.
@Suite struct AssetImageTests {
  static let sizes = [(1, 1), (2, 1), (8, 4)]
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("AssetGoldens", isDirectory: true)

  @MainActor func snapshot(
    _ name: String, columns: Int, rows: Int,
    environment: EnvironmentValues = AssetFixtures.environment()
  ) -> Snapshot {
    Snapshot(Image(name).resizable(), width: columns, height: rows, environment: environment)
  }

  func assertGolden(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome = Golden.check(text, named: name, in: Self.goldens, record: Golden.isRecording)
    if let message = Golden.message(for: outcome, name: name) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  @Test @MainActor func goldensInTrueColor256ColorsAndASCII() {
    for (columns, rows) in Self.sizes {
      let size = "\(columns)x\(rows)"
      let drawn = snapshot("Quad", columns: columns, rows: rows)
      assertGolden(StyleRuns.golden(of: drawn.canvas), named: "quad-\(size)-truecolor")
      assertGolden(
        StyleRuns.golden(of: drawn.canvas, depth: .palette256), named: "quad-\(size)-256")
      let ascii = snapshot(
        "Quad", columns: columns, rows: rows,
        environment: AssetFixtures.environment(glyphSet: .ascii))
      assertGolden(ascii.text, named: "quad-\(size)-ascii")
      let isASCII = ascii.text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII)
    }
  }

  @Test @MainActor func halfBlocksCarryBothHalvesColours() {
    // 2x1 cells of the 8x8 quadrants: left cell red over blue, right green over nothing.
    let ansi = snapshot("Quad", columns: 2, rows: 1).ansi
    #expect(ansi.contains("38;2;255;0;0;48;2;0;0;255m\u{2580}"))
    #expect(ansi.contains("38;2;0;255;0"))
    #expect(ansi.contains("\u{2580}"))
  }

  @Test @MainActor func theScaleVariantCoveringTheCellsIsDrawn() {
    // 8x4 cells need 8x8 pixels: the 1x file (green). 16x8 need 16x16: the 2x (yellow).
    #expect(snapshot("Quad", columns: 8, rows: 4).ansi.contains("38;2;0;255;0"))
    let large = snapshot("Quad", columns: 16, rows: 8).ansi
    #expect(large.contains("38;2;255;255;0"))
    #expect(!large.contains("38;2;0;255;0"))
  }

  @Test @MainActor func aTemplateTakesTheForegroundColour() {
    let environment = AssetFixtures.environment()
    let tinted = Snapshot(
      Image("Glyph").resizable().foregroundColor(Color(red: 1, green: 0, blue: 0)), width: 4,
      height: 2, environment: environment
    ).ansi
    #expect(tinted.contains("38;2;255;0;0"))
    #expect(!tinted.contains("38;2;40;40;40"))
    let original = Snapshot(
      Image("Glyph").renderingMode(.original).resizable()
        .foregroundColor(Color(red: 1, green: 0, blue: 0)), width: 4, height: 2,
      environment: environment
    ).ansi
    #expect(original.contains("40;40;40"))
    #expect(!original.contains("38;2;255;0;0"))
  }

  @Test @MainActor func jpegImagesDraw() {
    let ansi = snapshot("Photo", columns: 2, rows: 1).ansi
    // Red falls and blue rises from left to right.
    let cells = ansi.components(separatedBy: "\u{2580}")
    #expect(cells.count == 3)
    #expect(cells[0].contains("38;2;2") || cells[0].contains("38;2;1"))
    #expect(ansi.contains("\u{2580}"))
  }

  @Test @MainActor func anImageHasItsOwnSizeUnlessResizable() {
    // 8x8 points at 1x: one 7-point column, one row.
    let drawn = Snapshot(Image("Quad"), width: 10, environment: AssetFixtures.environment())
    #expect(drawn.text.trimmingCharacters(in: .whitespaces) == "\u{2580}")
  }

  @Test @MainActor func scaledToFitKeepsTheImagesShape() {
    // A square image fitted into 70x20 points is 20 points wide: three columns.
    let fitted = Snapshot(
      Image("Quad").resizable().scaledToFit().frame(width: 70, height: 20), width: 10,
      height: 1, environment: AssetFixtures.environment())
    #expect(fitted.text.trimmingCharacters(in: .whitespaces) == "\u{2580}\u{2580}\u{2580}")
    let stretched = Snapshot(
      Image("Quad").resizable().frame(width: 70, height: 20), width: 10, height: 1,
      environment: AssetFixtures.environment())
    #expect(stretched.text.filter { $0 == "\u{2580}" }.count == 10)
  }

  @Test @MainActor func aMissingImageInANarrowSlotIsOneGlyph() {
    for columns in 1...4 {
      let drawn = Snapshot(
        Image("IslandCompactIcon").frame(width: Double(columns) * 7, height: 20), width: columns,
        height: 1, environment: AssetFixtures.environment())
      #expect(drawn.text.trimmingCharacters(in: .whitespaces) == "\u{2B1A}", "\(columns) columns")
    }
    // Offered more, it is still one cell: its name is for --explain, not the drawing.
    let wide = Snapshot(Image("Logo"), width: 20, environment: AssetFixtures.environment())
    #expect(wide.text.trimmingCharacters(in: .whitespaces) == "\u{2B1A}")
  }

  @Test func missingFilesAndAssetsAreNil() throws {
    #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(named: "NoSuchImage") == nil)
    let quad = AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad@2x.png")
    let image = try #require(UIImage(contentsOfFile: quad.path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 8, height: 8))
    let data = try Data(contentsOf: quad)
    #expect(UIImage(data: data)?.size == CGSize(width: 16, height: 16))
  }

  @Test @MainActor func uiImageFromAFileDrawsItsPixels() throws {
    let quad = AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad.png")
    let image = try #require(UIImage(contentsOfFile: quad.path))
    let ansi = Snapshot(Image(uiImage: image).resizable(), width: 2, height: 1).ansi
    #expect(ansi.contains("38;2;255;0;0;48;2;0;0;255m\u{2580}"))
  }

  @Test func aFileIsDecodedOncePerProcessAndReducedOncePerSize() {
    let quad = AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad.png")
    let first = DecodedImages.bitmap(at: quad)
    let second = DecodedImages.bitmap(at: quad)
    #expect(first != nil && first === second)
    let size = CellSize(width: 3, height: 2)
    #expect(first?.halfBlocks(size) == first?.halfBlocks(size))
    #expect(first?.halfBlocks(size).count == 6)
  }

  /// Renders on several threads may ask for the same file at once (`glimpse density`):
  /// each gets the one bitmap the process keeps, never a copy decoded beside it. (A copy of
  /// the fixture in a new folder, so that no other test has decoded it yet.)
  @Test func threadsAskingForOneFileAtOnceGetTheSameBitmap() throws {
    let quad = AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad.png")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-race-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("quad.png")
    try FileManager.default.copyItem(at: quad, to: copy)
    let results = ConcurrentResults(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      results.set(index, DecodedImages.bitmap(at: copy))
    }
    let bitmaps = results.values
    #expect(bitmaps.allSatisfy { $0 != nil && $0 === bitmaps[0] })
  }

  @Test @MainActor func aFileThatDoesNotDecodeDrawsAsMissing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-broken-\(UUID().uuidString).xcassets")
    let set = folder.appendingPathComponent("Broken.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"images": [{"filename": "broken.png", "idiom": "universal"}]}"#.utf8).write(
      to: set.appendingPathComponent("Contents.json"))
    // A real PNG cut short in its pixel data.
    let quad = try Data(
      contentsOf: AssetFixtures.folder.appendingPathComponent("Quad.imageset/quad.png"))
    try quad.prefix(quad.count - 20).write(to: set.appendingPathComponent("broken.png"))
    var environment = EnvironmentValues()
    environment.assets = try AssetCatalog.load(from: folder)
    let drawn = Snapshot(Image("Broken"), width: 20, environment: environment)
    #expect(drawn.text.trimmingCharacters(in: .whitespaces) == "\u{2B1A}", "\(drawn.text)")
  }

  @Test func corruptDataDoesNotDecode() {
    var png = [UInt8](repeating: 0, count: 64)
    png[0...3] = [0x89, 0x50, 0x4E, 0x47]
    #expect(DecodedImages.decode(Data(png)) == nil)
    var jpeg = [UInt8](repeating: 0x42, count: 64)
    jpeg[0...2] = [0xFF, 0xD8, 0xFF]
    #expect(DecodedImages.decode(Data(jpeg)) == nil)
  }
}

/// Results written by concurrent iterations, one slot each.
private final class ConcurrentResults: @unchecked Sendable {
  // @unchecked Sendable: each slot is written by one iteration under the lock, and read
  // after every iteration has finished.
  private let lock = NSLock()
  private var slots: [Bitmap?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Bitmap?) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  var values: [Bitmap?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}

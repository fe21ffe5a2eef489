import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseAssets
@testable import GlimpseUI

/// The drawing of `view` at `width` columns, without the margin centring puts before it.
@MainActor func drawn(_ view: some View, width: Int = 40) -> String {
  let lines = Snapshot(view, width: width).text.split(
    separator: "\n", omittingEmptySubsequences: false)
  let margin = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n")
}

/// An asset image that is not in the catalog takes the size the code gives it, draws one
/// neutral cell, and leaves its name to `--explain`.
@MainActor
@Suite struct MissingImageTests {
  @Test func aMissingIconInA28PointFrameIsFourColumnsNotItsNamesLength() {
    let view = HStack(spacing: 0) {
      Text("|")
      Image("IslandExpandedIcon").frame(width: 28, height: 28)
      Text("|")
    }
    let text = drawn(view)
    #expect(text == "| ⬚  |")
  }

  @Test func aMissingImageWithoutAFrameIsOneCell() {
    let view = HStack(spacing: 0) {
      Text("|")
      Image("IslandExpandedIcon")
      Text("|")
    }
    #expect(drawn(view) == "|⬚|")
  }

  @Test func aResizableMissingImageFillsItsFrameWithAnOutline() {
    let view = Image("logo").resizable().frame(width: 42, height: 60)
    #expect(drawn(view) == "┌────┐\n│ ⬚  │\n└────┘")
  }

  @Test func theNameIsInTheExplanationNotTheDrawing() {
    let snapshot = Snapshot(Image("IslandExpandedIcon"), width: 40, tracing: true)
    #expect(!snapshot.text.contains("IslandExpandedIcon"))
    #expect(
      snapshot.canvas.trace.contains {
        $0.detail == "missing image \"IslandExpandedIcon\" (size unknown), drawn as ⬚"
      })
  }

  @Test func aMissingImageInsideTextIsOneCell() {
    let view = Text("a \(Image("pin")) b")
    #expect(drawn(view) == "a ⬚ b")
  }
}

/// A missing image whose file declares its size (a header without its pixels) takes that
/// size, as on the device.
@MainActor
@Suite struct DeclaredSizeTests {
  @Test func anImageCutShortIsTheSizeItsHeaderDeclares() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-declared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Banner.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"images": [{"filename": "banner@2x.png", "idiom": "universal", "scale": "2x"}]}"#.utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    // A PNG signature and an IHDR of 112 x 80 pixels, then nothing: 56 x 40 pt at 2x.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, 112, 0, 0, 0, 80, 8, 6, 0, 0, 0]
    try Data(png).write(to: set.appendingPathComponent("banner@2x.png"))
    var environment = EnvironmentValues()
    environment.assets = try AssetCatalog.load(from: folder)
    let snapshot = Snapshot(Image("Banner"), width: 40, environment: environment, tracing: true)
    let entry = try #require(snapshot.canvas.trace.first { $0.name == "Image" })
    #expect(entry.detail == "missing image \"Banner\" (56 x 40 pt), drawn as ⬚")
    #expect(entry.answer.columns == 8 && entry.answer.rows == 2)
  }

  @Test func aJPEGHeaderDeclaresItsFrameSize() {
    // SOI, an APP0 segment of length 4, then SOF0: precision 8, height 40, width 56.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 17, 8, 0, 40, 0, 56, 3,
    ]
    let size = ImageHeaderSize.pixels(in: jpeg)
    #expect(size?.width == 56 && size?.height == 40)
    #expect(ImageHeaderSize.pixels(in: Array("not an image".utf8)) == nil)
  }
}

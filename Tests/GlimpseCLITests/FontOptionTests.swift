import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse
@testable import GlimpseFonts

/// `--font PATH`: text is measured in the file given (a designer's SF Pro), or in the pinned
/// default; a file that is not a font is one line naming it.
@MainActor
@Suite struct FontOptionTests {
  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
      .text
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

  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  @Test func aFontFileMeasuresTheText() throws {
    let card = ["render", "delivery", "--presentation", "lock-screen", "--explain"]
    let standard = try run(card)
    let wider = try run(card + ["--font", Self.dejaVu])
    // "Luigi's Pizzeria" at 17 pt: the pinned default's points, then DejaVu Sans's, which
    // is wider (about 0.52 em a glyph against SF Pro's 0.42).
    func width(_ text: String) -> Double? {
      guard
        let line = text.split(separator: "\n").first(where: {
          $0.contains("Text \"Luigi's Pizzeria\" 17 pt")
        }),
        let range = line.range(of: #"[0-9.]+(?= pt wide)"#, options: .regularExpression)
      else { return nil }
      return Double(line[range])
    }
    let standardWidth = try #require(width(standard))
    let dejaVuWidth = try #require(width(wider))
    #expect(standardWidth > 90 && standardWidth < 110, "\(standardWidth)")
    #expect(dejaVuWidth > standardWidth * 1.1, "\(dejaVuWidth) against \(standardWidth)")
  }

  @Test(arguments: ["render", "density", "preview"])
  func aFileThatIsNotAFontIsOneLineNamingIt(_ command: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("notes.ttf")
    try Data("not a font\n".utf8).write(to: text)
    let (message, status) = failure([command, "delivery", "--font", text.path])
    #expect(message.hasPrefix("\(command): --font: font file '\(text.path)'"), "\(message)")
    #expect(message.contains("expected a .ttf, .otf or .ttc file"))
    #expect(!message.contains("\n"))
    #expect(status == 1)
    let (missing, missingStatus) = failure([command, "delivery", "--font", "/no/such.ttf"])
    #expect(missing == "\(command): --font: font file '/no/such.ttf': no such file")
    #expect(missingStatus == 1)
  }

  @Test func everyCommandThatMeasuresTextListsTheOption() throws {
    for command in ["render", "preview", "density"] {
      #expect(try run([command, "--help"]).contains("--font PATH"), "\(command)")
    }
  }

  @Test func aFontReadWithoutHarfBuzzIsUsedAndSaysSoInOneLineNamingThePackage() throws {
    let withoutHarfBuzz = try FontMetrics.load(path: Self.dejaVu, harfBuzz: false)
    let warning = try #require(FontOption.warning(for: withoutHarfBuzz, command: "render"))
    #expect(warning.hasPrefix("render: --font: font 'DejaVu Sans': "))
    #expect(warning.contains("install libharfbuzz0b"))
    #expect(!warning.contains("\n"))
    // With HarfBuzz on the machine (it is on this image), nothing is said.
    let withHarfBuzz = try FontMetrics.load(path: Self.dejaVu)
    #expect(FontOption.warning(for: withHarfBuzz, command: "render") == nil)
  }
}

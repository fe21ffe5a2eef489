import Foundation
import Testing

@testable import GlimpseUI

/// A small table with the shapes the lookup rules care about.
private let sampleTSV = """
  # name\temoji\tunicode\tascii
  car\t🚗\t⛍\tC

  heart\t💖\t♡\tH
  heart.fill\t💖\t♥\tH
  person.crop.circle\t👤\t☺\tP
  person.crop.circle.fill\t👤\t☻\tP
  arrow.clockwise\t🔃\t↻\tR
  """

private func sampleTable() throws -> SymbolGlyphTable {
  try SymbolGlyphTable(tsv: sampleTSV, source: "sample.tsv")
}

private func entry(_ emoji: String, _ unicode: String, _ ascii: String) -> SymbolGlyphTable.Entry {
  SymbolGlyphTable.Entry(emoji: emoji, unicode: unicode, ascii: ascii)
}

@Test func parsesEveryDataLineAndSkipsCommentsAndBlankLines() throws {
  let table = try sampleTable()
  #expect(table.count == 6)
  #expect(table.entry(for: "car") == entry("🚗", "⛍", "C"))
  #expect(table.entry(for: "arrow.clockwise") == entry("🔃", "↻", "R"))
}

@Test func exactNamesWinOverFallbackRules() throws {
  let table = try sampleTable()
  #expect(table.glyph(for: "heart", in: .unicode) == "♡")
  #expect(table.glyph(for: "heart.fill", in: .unicode) == "♥")
  #expect(table.glyph(for: "person.crop.circle.fill", in: .unicode) == "☻")
}

@Test func glyphPicksTheColumnOfTheSet() throws {
  let table = try sampleTable()
  #expect(table.glyph(for: "car", in: .emoji) == "🚗")
  #expect(table.glyph(for: "car", in: .unicode) == "⛍")
  #expect(table.glyph(for: "car", in: .ascii) == "C")
}

@Test func aTrailingFillIsDropped() throws {
  let table = try sampleTable()
  #expect(table.entry(for: "car.fill") == entry("🚗", "⛍", "C"))
  #expect(table.entry(for: "arrow.clockwise.fill")?.unicode == "↻")
}

@Test(arguments: [
  "car.circle", "car.circle.fill", "car.square.fill", "car.rectangle", "car.fill.circle",
])
func decorationPartsAreDroppedOneAtATime(name: String) throws {
  #expect(try sampleTable().entry(for: name) == entry("🚗", "⛍", "C"))
}

@Test func droppingStopsAtTheFirstNameInTheTable() throws {
  let table = try sampleTable()
  // heart.circle.fill -> heart.circle (absent) -> heart, the outline glyph.
  #expect(table.glyph(for: "heart.circle.fill", in: .unicode) == "♡")
  // heart.fill.circle -> heart.fill, the filled glyph.
  #expect(table.glyph(for: "heart.fill.circle", in: .unicode) == "♥")
  // arrow.clockwise.circle.fill -> arrow.clockwise.circle -> arrow.clockwise.
  #expect(table.glyph(for: "arrow.clockwise.circle.fill", in: .unicode) == "↻")
}

@Test(arguments: ["car.side", "car.side.fill", "car.2.fill", "heart.text.square"])
func dottedNamesFallBackToTheirFirstPart(name: String) throws {
  let table = try sampleTable()
  let first = String(name.prefix { $0 != "." })
  #expect(table.entry(for: name) == table.entry(for: first))
  #expect(table.entry(for: name) != nil)
}

@Test(arguments: ["unicorn", "unicorn.fill", "arrow.right", "fill", ".fill", ""])
func unknownNamesDrawAsTheFallback(name: String) throws {
  let table = try sampleTable()
  #expect(table.entry(for: name) == nil)
  for set in GlyphSet.allCases {
    #expect(table.glyph(for: name, in: set) == SymbolGlyphTable.fallback.glyph(in: set))
  }
}

@Test func fallbackIsOneNeutralCellPerSet() {
  let fallback = SymbolGlyphTable.fallback
  #expect(fallback.emoji == "\u{2B1A}")
  #expect(fallback.unicode == "\u{2B1A}")
  #expect(fallback.ascii == "?")
  for set in GlyphSet.allCases {
    #expect(fallback.glyph(in: set).unicodeScalars.count == 1)
  }
}

@Test func windowsLineEndingsParse() throws {
  let table = try SymbolGlyphTable(
    tsv: "# comment\r\ncar\t🚗\t⛍\tC\r\nbus\t🚌\tⒷ\tB\r\n", source: "crlf.tsv")
  #expect(table.count == 2)
  #expect(table.entry(for: "bus") == entry("🚌", "Ⓑ", "B"))
}

private let asciiProblem =
  "bad.tsv:1: expected one printable ASCII character in the ascii column, found "

@Test(arguments: [
  ("car\t🚗\t⛍", "bad.tsv:1: expected 4 tab-separated columns, found 3"),
  ("# c\n\ncar\t🚗\t⛍\tC\tX", "bad.tsv:3: expected 4 tab-separated columns, found 5"),
  ("# c\r\ncar 🚗 ⛍ C", "bad.tsv:2: expected 4 tab-separated columns, found 1"),
  ("\t🚗\t⛍\tC", "bad.tsv:1: empty symbol name"),
  ("car \t🚗\t⛍\tC", "bad.tsv:1: symbol name 'car ' contains whitespace"),
  (
    "car\t🚗\t⛍\tC\nbus\t🚌\tⒷ\tB\ncar\t🚙\t⛍\tC",
    "bad.tsv:3: duplicate symbol name 'car' (first on line 1)"
  ),
  ("car\t🚗\u{FE0F}\t⛍\tC", "bad.tsv:1: expected one Unicode scalar in the emoji column, found 2"),
  ("car\t🚗\t\tC", "bad.tsv:1: expected one Unicode scalar in the unicode column, found 0"),
  ("car\t🚗\t⛍\té", asciiProblem + "'é'"),
  ("car\t🚗\t⛍\t ", asciiProblem + "' '"),
])
func malformedLinesNameTheFileAndLine(tsv: String, message: String) {
  let error = #expect(throws: SymbolTableError.self) {
    try SymbolGlyphTable(tsv: tsv, source: "bad.tsv")
  }
  #expect(error?.description == message)
}

// MARK: - The real table in Sources/GlimpseThemes/symbols.tsv

/// Symbol names seen in Live Activity code, and one of each common family.
private let liveActivitySymbols = [
  "arrowtriangle.up.fill", "arrowtriangle.down.fill", "fork.knife", "bag.fill", "car.fill",
  "mappin.and.ellipse", "checkmark.circle.fill",
  "person.fill", "arrow.clockwise", "timer", "wrench.and.screwdriver", "house",
  "person.crop.circle", "arrow.trianglehead.2.clockwise", "car", "bus", "tram.fill", "airplane",
  "bicycle", "figure.walk", "figure.run", "location.fill", "map", "mappin", "box.truck.fill",
  "shippingbox.fill", "cup.and.saucer.fill", "takeoutbag.and.cup.and.straw.fill", "cart",
  "sportscourt", "soccerball", "basketball.fill", "football", "baseball", "tennis.racket",
  "trophy.fill", "flag.checkered", "clock", "stopwatch", "hourglass", "alarm", "calendar",
  "checkmark", "xmark", "exclamationmark.triangle.fill", "info.circle", "bell.fill", "bolt.fill",
  "battery.100", "battery.25", "wifi", "antenna.radiowaves.left.and.right", "play.fill",
  "pause.fill", "stop.fill", "forward.fill", "backward.fill", "music.note", "mic.fill",
  "speaker.wave.2.fill", "sun.max.fill", "cloud.fill", "cloud.rain.fill", "snowflake",
  "moon.fill", "thermometer.medium", "heart.fill", "flame.fill", "drop.fill", "bed.double.fill",
  "figure.strengthtraining.traditional", "person", "person.2.fill", "phone.fill",
  "message.fill", "envelope.fill", "creditcard.fill", "dollarsign.circle.fill", "star.fill",
  "bookmark.fill", "gift.fill", "ticket.fill", "airplane.departure", "airplane.arrival",
  "chevron.right", "arrow.right", "sparkles", "waveform.path.ecg",
]

/// Finds `Sources/GlimpseThemes/symbols.tsv` in the nearest directory above this file that has one.
private func repoSymbolsURL() throws -> URL {
  var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while directory.pathComponents.count > 1 {
    let candidate = directory.appendingPathComponent("Sources/GlimpseThemes/symbols.tsv")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  throw SymbolTableError(description: "no Sources/GlimpseThemes/symbols.tsv above \(#filePath)")
}

@Test func theRepositoryTableResolvesLiveActivitySymbols() throws {
  let url = try repoSymbolsURL()
  let table = try SymbolGlyphTable(
    tsv: try String(contentsOf: url, encoding: .utf8), source: url.lastPathComponent)
  #expect((300...600).contains(table.count))
  let unresolved = liveActivitySymbols.filter { name in
    let found = table.entry(for: name)
    return found == nil || found == SymbolGlyphTable.fallback
  }
  #expect(unresolved.isEmpty, "no glyph for \(unresolved)")
  #expect(table.glyph(for: "car.fill", in: .emoji) == "🚗")
  #expect(table.glyph(for: "checkmark.circle.fill", in: .ascii) == "v")
  #expect(table.entry(for: "car.circle.fill") == table.entry(for: "car"))
}

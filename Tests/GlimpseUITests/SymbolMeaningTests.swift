import Foundation
import Glibc
import GlimpseLayout
import Testing

@testable import GlimpseUI

/// The symbol table as it ships (`Sources/GlimpseThemes/symbols.tsv`): each symbol draws as a glyph that
/// means what the symbol means, one or two columns wide by the engine and by the C library.
@MainActor
@Suite struct SymbolMeaningTests {
  /// The default glyph (the `emoji` set) of symbols Live Activities use, pinned: an emoji
  /// where the emoji means the same, else a text-style glyph (⏸ not ✋, ▶ not ⏩).
  static let pinned: [(String, String)] = [
    ("pause.fill", "⏸"), ("play.fill", "▶"), ("stop.fill", "■"), ("checkmark", "✓"),
    ("power", "⏻"), ("xmark", "✕"), ("plus", "➕"), ("minus", "➖"), ("arrow.right", "→"),
    ("arrow.left", "←"), ("arrow.up", "↑"), ("arrow.down", "↓"), ("arrow.up.right", "↗"),
    ("arrow.clockwise", "↻"), ("chevron.right", "›"), ("bolt.fill", "⚡"), ("fan", "✤"),
    ("ant", "🐜"), ("car.fill", "🚗"), ("figure.walk", "🚶"), ("bicycle", "🚲"),
    ("airplane", "✈"), ("tram.fill", "🚊"), ("bus.fill", "🚌"),
    ("cup.and.saucer.fill", "☕"), ("fork.knife", "🍴"), ("cart.fill", "🛒"),
    ("bag.fill", "👜"), ("heart.fill", "♥"), ("star.fill", "⭐"), ("bell.fill", "🔔"),
    ("clock", "🕒"), ("timer", "⏲"), ("hourglass", "⌛"), ("mappin", "📍"),
    ("location.fill", "➚"), ("phone.fill", "📞"), ("message.fill", "💬"),
    ("music.note", "🎵"), ("battery.100", "🔋"), ("battery.25", "🪫"), ("wifi", "⌔"),
    ("sportscourt", "⊟"), ("soccerball", "⚽"),
  ]

  @Test func symbolsLiveActivitiesUseDrawAsGlyphsThatMeanTheSame() {
    for (name, glyph) in Self.pinned {
      #expect(SymbolGlyphs.shared.glyph(for: name, in: .emoji) == glyph, "\(name)")
    }
  }

  @Test func theUnicodeSetDrawsMediaAndStatusSymbolsAsTheirOwnSigns() {
    let expected = [
      "pause.fill": "⏸", "play.fill": "▶", "stop.fill": "■", "checkmark": "✓", "power": "⏻",
      "xmark": "✕", "airplane": "✈", "heart.fill": "♥",
    ]
    for (name, glyph) in expected {
      #expect(SymbolGlyphs.shared.glyph(for: name, in: .unicode) == glyph, "\(name)")
    }
  }

  @Test func everyGlyphIsOneOrTwoColumnsByTheEngineAndByWcwidth() throws {
    let table = SymbolGlyphs.shared
    #expect(table.count > 500)
    // wcwidth in C.UTF-8, on this thread only (wchar.h's wcwidth is not imported).
    let wcwidth = try #require(Self.libcWcwidth)
    let locale = try #require(newlocale(1 << LC_CTYPE, "C.UTF-8", nil))
    let previous = uselocale(locale)
    defer {
      uselocale(previous)
      freelocale(locale)
    }
    var glyphs = Set<String>()
    for entry in table.allEntries.values {
      glyphs.formUnion([entry.emoji, entry.unicode, entry.ascii])
    }
    glyphs.insert(String(PlaceholderNode.glyph))
    for glyph in glyphs {
      let engine = GlyphScanner.width(of: glyph)
      let scalar = try #require(glyph.unicodeScalars.first)
      let libc = Int(wcwidth(Int32(bitPattern: scalar.value)))
      #expect((1...2).contains(engine), "\(glyph) is \(engine) columns in the engine")
      #expect(engine == libc, "\(glyph): engine \(engine), wcwidth \(libc)")
    }
  }

  /// The C library's `wcwidth`, looked up by name.
  static var libcWcwidth: (@convention(c) (Int32) -> Int32)? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else {
      return nil
    }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
  }

  @Test func noSymbolDrawsAsThePlaceholder() {
    let placeholder = String(PlaceholderNode.glyph)
    let clashes = SymbolGlyphs.shared.allEntries.filter {
      $0.value.emoji == placeholder || $0.value.unicode == placeholder
    }
    #expect(clashes.isEmpty, "\(clashes.keys.sorted())")
  }

  @Test func aSymbolWithNoGlyphDrawsAsOneNeutralCellAndTheExplanationNamesIt() {
    let view = HStack(spacing: 0) {
      Text("|")
      Image(systemName: "glimpse.no.such.symbol")
      Text("|")
    }
    let snapshot = Snapshot(view, width: 20, tracing: true)
    #expect(snapshot.text.trimmingCharacters(in: .whitespaces) == "|⬚|")
    #expect(
      snapshot.canvas.trace.contains {
        $0.detail == "symbol \"glimpse.no.such.symbol\": no glyph, drawn as ⬚"
      })
  }

  @Test func symbolVariantFillDrawsTheFilledGlyph() {
    #expect(drawn(Image(systemName: "heart")) == "♡")
    #expect(drawn(Image(systemName: "heart").symbolVariant(.fill)) == "♥")
    #expect(drawn(Image(systemName: "bell").symbolVariant(.slash)) == "🔕")
  }

  @Test func aVariantMissingFromTheTableDrawsAsItsBaseAndSaysSo() {
    let view = Image(systemName: "tram").symbolVariant(.fill.circle)
    let snapshot = Snapshot(view, width: 5, tracing: true)
    #expect(snapshot.text.trimmingCharacters(in: .whitespaces) == "🚊")
    #expect(
      snapshot.canvas.trace.contains { $0.detail == "symbol \"tram.circle.fill\" as \"tram\"" })
  }

  @Test(arguments: [("star.slash", "☆"), ("power.circle.fill", "⏻"), ("ant.circle", "🐜")])
  func fillCircleAndSlashSuffixesFallBackToTheBaseGlyph(name: String, glyph: String) {
    #expect(SymbolGlyphs.shared.glyph(for: name, in: .emoji) == glyph)
  }

  @Test func variantsAreAppendedInSFSymbolsOrderOnlyWhenMissing() {
    #expect(SymbolVariants.fill.applied(to: "heart") == "heart.fill")
    #expect(SymbolVariants.fill.circle.applied(to: "car") == "car.circle.fill")
    #expect(SymbolVariants.slash.fill.applied(to: "bell") == "bell.slash.fill")
    #expect(SymbolVariants.fill.applied(to: "heart.fill") == "heart.fill")
    #expect(SymbolVariants.none.applied(to: "heart") == "heart")
  }
}

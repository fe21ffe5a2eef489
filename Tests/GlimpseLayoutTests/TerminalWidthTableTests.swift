import Testing

@testable import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `wcwidth`, whose answers the table must reproduce.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("wcwidth") func c_wcwidth(_ c: Int32) -> Int32

@Suite struct TerminalWidthTableTests {
  private func width(_ value: UInt32) -> Int {
    TerminalWidthTable.width(of: Unicode.Scalar(value)!)
  }

  @Test func asciiLettersAreOneColumn() {
    for scalar in "azAZ".unicodeScalars {
      #expect(TerminalWidthTable.width(of: scalar) == 1)
    }
    #expect(width(0x20) == 1)
    #expect(width(0x7E) == 1)
  }

  @Test func boxDrawingAndBlockElementsAreOneColumnAsTheCanvasAssumes() {
    // Canvas.put(_:x:y:style:) skips the table for U+2500...U+259F.
    for value in UInt32(0x2500)...0x259F {
      #expect(width(value) == 1, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test func zeroWidthScalars() {
    #expect(width(0x0301) == 0)  // combining acute accent
    #expect(width(0x200B) == 0)  // zero width space
  }

  @Test func wideScalars() {
    #expect(width(0x4E2D) == 2)  // 中
    #expect(width(0x1F695) == 2)  // 🚕
    #expect(width(0xFF21) == 2)  // fullwidth A
  }

  @Test func controlCharacters() {
    #expect(width(0x1B) == -1)  // ESC
    #expect(width(0x7F) == -1)  // DEL
    #expect(width(0x85) == -1)  // NEL (C1)
  }

  @Test func agreesWithCLibrary() {
    #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
    var mismatches: [String] = []
    for value in 0...0x10FFFF {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }  // surrogates
      let expected = Int(c_wcwidth(Int32(value)))
      let actual = TerminalWidthTable.width(of: scalar)
      if actual != expected {
        let hex = String(value, radix: 16, uppercase: true)
        mismatches.append("U+\(hex): table \(actual), wcwidth \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
  }
}

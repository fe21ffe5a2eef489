import GlimpseLayout
import GlimpseUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `wcwidth`: what the terminal will make of a scalar.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("wcwidth") func c_wcwidth(_ c: Int32) -> Int32

/// Widths as the C library measures them, in the C.UTF-8 locale.
enum CWidth {
  /// Set once: `wcwidth` answers -1 for everything beyond ASCII in the "C" locale.
  static let isReady: Bool = setlocale(LC_CTYPE, "C.UTF-8") != nil

  /// The columns of `line` by `wcwidth` summed over its scalars, or nil when a scalar is
  /// unprintable (`wcwidth` answers -1).
  static func width(of line: Substring) -> Int? {
    var total = 0
    for scalar in line.unicodeScalars {
      let width = c_wcwidth(Int32(bitPattern: scalar.value))
      if width < 0 { return nil }
      total += Int(width)
    }
    return total
  }
}

/// For every golden view and every width 1...120: the canvas is at least the width (wider
/// only where text is denser than 7 pt a column, ``ColumnRule``), no line is wider than the
/// canvas, and the engine's measure of every line is `wcwidth`'s; the ANSI text holds only
/// SGR escapes and says the same as the plain text; and nothing crashes.
@Suite struct WidthPropertyTests {
  static let widths = 1...120

  @Test(arguments: GoldenCatalog.all)
  @MainActor func linesFitEveryWidth(_ golden: GoldenCase) {
    #expect(CWidth.isReady, "the C.UTF-8 locale is missing")
    var failures: [String] = []
    for width in Self.widths {
      let snapshot = golden.snapshot(width: width)
      let canvasWidth = snapshot.canvas.width
      if canvasWidth < width {
        failures.append("w\(width): canvas is \(canvasWidth) wide")
      }
      let text = snapshot.text
      for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let engine = GlyphScanner.width(of: String(line))
        if engine > canvasWidth {
          failures.append(
            "w\(width) row \(row): engine width \(engine) for \(String(reflecting: line))")
        }
        guard let terminal = CWidth.width(of: line) else {
          failures.append("w\(width) row \(row): unprintable scalar in \(String(reflecting: line))")
          continue
        }
        if terminal != engine || terminal > canvasWidth {
          failures.append(
            "w\(width) row \(row): wcwidth \(terminal) for \(String(reflecting: line))")
        }
      }
      let ansi = snapshot.ansi
      if !ANSIText.escapesAreOnlySGR(ansi) {
        failures.append("w\(width): an ESC in the ANSI text does not start an SGR sequence")
      }
      if Self.trimmedLines(ANSIText.strippingSGR(ansi)) != Self.trimmedLines(text) {
        failures.append("w\(width): the ANSI text without its escapes differs from the text")
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(golden.name): \(failures.joined(separator: "; "))")
  }

  private static func trimmedLines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)] == " " {
        end = line.index(before: end)
      }
      return line[..<end]
    }
  }
}

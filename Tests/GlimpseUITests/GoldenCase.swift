import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// One view of the golden catalog: drawn at each of its widths and compared with
/// `Goldens/<name>.txt`, which holds every width's drawing in turn, and drawn at every width
/// 1...120 by the width property test.
struct GoldenCase: Sendable, CustomTestStringConvertible {
  /// What a golden file holds.
  enum Format: Sendable {
    /// The plain text (`Snapshot.text`).
    case text
    /// The plain text, then its style runs (`StyleRuns`): colours and attributes.
    case styled
  }

  /// The widths most views are drawn at: the narrow cases and two real ones.
  static let defaultWidths = [1, 2, 5, 16, 40]

  let name: String
  let widths: [Int]
  let height: Int?
  let format: Format
  let make: @MainActor @Sendable () -> AnyView

  var testDescription: String { name }

  /// The view drawn at `width`.
  @MainActor func snapshot(width: Int) -> Snapshot {
    Snapshot(make(), width: width, height: height)
  }

  /// What the golden at `width` holds.
  @MainActor func rendering(width: Int) -> String {
    let snapshot = snapshot(width: width)
    switch format {
    case .text: return snapshot.text
    case .styled: return StyleRuns.golden(of: snapshot.canvas)
    }
  }

  /// What the golden file holds: each width's drawing under a `== width N ==` heading, in
  /// the order of `widths`. A width drawn exactly as an earlier one says so instead of
  /// repeating it, so that the file shows where the drawing changes.
  @MainActor func golden() -> String {
    var sections: [String] = []
    var drawn: [(width: Int, text: String)] = []
    for width in widths {
      let text = rendering(width: width)
      if let same = drawn.first(where: { $0.text == text }) {
        sections.append("== width \(width): as width \(same.width) ==")
      } else {
        sections.append("== width \(width) ==\n" + text)
        drawn.append((width, text))
      }
    }
    return sections.joined(separator: "\n")
  }
}

/// A golden case of `view` named `name`.
func golden<V: View>(
  _ name: String, widths: [Int] = GoldenCase.defaultWidths, height: Int? = nil,
  format: GoldenCase.Format = .text,
  @ViewBuilder _ view: @escaping @MainActor @Sendable () -> V
) -> GoldenCase {
  GoldenCase(
    name: name, widths: widths, height: height, format: format, make: { AnyView(view()) })
}

/// Helpers for ANSI output in tests.
enum ANSIText {
  /// `text` without its SGR sequences (`ESC [ params m`); everything else is kept.
  static func strippingSGR(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}", let length = sgrLength(scalars, at: index) {
        index += length
        continue
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  /// Whether every ESC in `text` starts a well-formed SGR sequence: ESC, `[`, numbers
  /// separated by `;`, `m`.
  static func escapesAreOnlySGR(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}" {
        guard let length = sgrLength(scalars, at: index) else { return false }
        index += length
      } else {
        index += 1
      }
    }
    return true
  }

  /// The length in scalars of the SGR sequence at `start`, or nil when there is none.
  private static func sgrLength(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    guard start + 1 < scalars.count, scalars[start] == "\u{1B}", scalars[start + 1] == "["
    else { return nil }
    var index = start + 2
    var previousWasDigit = false
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "m" { return previousWasDigit ? index - start : nil }
      if ("0"..."9").contains(scalar) {
        previousWasDigit = true
      } else if scalar == ";", previousWasDigit {
        previousWasDigit = false
      } else {
        return nil
      }
    }
    return nil
  }
}

@Suite struct GoldenTests {
  @Test(arguments: GoldenCatalog.all)
  @MainActor func matchesItsGoldens(_ golden: GoldenCase) {
    Golden.assertMatches(golden.golden(), named: golden.name)
  }

  @Test func catalogNamesAreUniqueAndValid() {
    var seen: Set<String> = []
    for golden in GoldenCatalog.all {
      #expect(seen.insert(golden.name).inserted, "duplicate golden \(golden.name)")
      #expect(Golden.isValidName(golden.name))
      #expect(golden.widths.contains(1) && golden.widths.contains(2) && golden.widths.contains(5))
    }
  }

  @Test func everyGoldenFileBelongsToACase() throws {
    let directory = Golden.directory(forTestFile: #filePath)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let expected = Set(GoldenCatalog.all.map { $0.name + ".txt" })
    let stray = files.filter { $0.hasSuffix(".txt") && !expected.contains($0) }.sorted()
    #expect(stray.isEmpty, "golden files no case uses: \(stray)")
  }
}

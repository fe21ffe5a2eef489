import Foundation
import Testing

/// The compatibility reference (`docs/Compatibility.md`) lists every public declaration of
/// GlimpseUI with how far Glimpse honours it, and is generated from the code: these tests
/// fail when a declaration has no entry or when the checked-in file is stale.
///
/// To regenerate the file: `GLIMPSE_WRITE_COMPATIBILITY=1 swift test --filter
/// CompatibilityReferenceTests` (the run reports the write as an issue, so it never passes
/// silently).
@Suite struct CompatibilityReferenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sources = root.appendingPathComponent("Sources/GlimpseUI")
  /// GlimpseUI and the look-alikes of Apple's other frameworks: every module a shim in
  /// `Sources/Shims` re-exports that has a folder of its own in `Sources`.
  static let surfaceFolders: [URL] = {
    let shims = root.appendingPathComponent("Sources/Shims")
    var modules: Set<String> = []
    for shim in (try? FileManager.default.contentsOfDirectory(atPath: shims.path)) ?? [] {
      let file = shims.appendingPathComponent("\(shim)/\(shim).swift")
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
        modules.insert(String(line.dropFirst("@_exported import ".count)))
      }
    }
    return modules.sorted().map { root.appendingPathComponent("Sources/\($0)") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }()
  static let document = root.appendingPathComponent("docs/Compatibility.md")

  private func reference() throws -> CompatibilityReference {
    CompatibilityReference(
      declarations: try Self.surfaceFolders.flatMap {
        try PublicDeclarationScanner.scan(folder: $0)
      }
    )
  }

  @Test func everyPublicDeclarationHasAnEntry() throws {
    let reference = try reference()
    #expect(
      reference.entries.count > 1000, "the scanner found too little: \(reference.entries.count)")
    #expect(
      reference.missing.isEmpty,
      """
      \(reference.missing.count) public declarations of GlimpseUI say nothing of their \
      support; add a `/// - Glimpse: drawn|works|accepted|approximated: how` line to each \
      one's DocC comment, or an entry to CompatibilityTable.swift: \
      \(reference.missing.prefix(40).joined(separator: ", "))
      """)
    #expect(reference.badMarkers.isEmpty, "unknown markers: \(reference.badMarkers)")
  }

  @Test func checkedInReferenceIsCurrent() throws {
    let generated = try reference().markdown
    if ProcessInfo.processInfo.environment["GLIMPSE_WRITE_COMPATIBILITY"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.document.deletingLastPathComponent(), withIntermediateDirectories: true)
      try generated.write(to: Self.document, atomically: true, encoding: .utf8)
      Issue.record("wrote \(Self.document.path); check it and commit it")
      return
    }
    let checkedIn = (try? String(contentsOf: Self.document, encoding: .utf8)) ?? ""
    let checkedInLines = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
    let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = (0..<min(checkedInLines.count, generatedLines.count)).first {
      checkedInLines[$0] != generatedLines[$0]
    }
    let isCurrent = checkedIn == generated
    #expect(
      isCurrent,
      """
      docs/Compatibility.md is stale or missing (first difference at line \
      \((firstDifference ?? min(checkedInLines.count, generatedLines.count)) + 1): now \
      "\(firstDifference.map { generatedLines[$0] } ?? "")"); regenerate it with \
      GLIMPSE_WRITE_COMPATIBILITY=1 swift test --filter CompatibilityReferenceTests
      """)
  }

  @Test func newTypeOrModifierWithoutAnEntryIsMissing() {
    let source = """
      /// A new view.
      public struct Sparkline: View {
        public var body: some View { EmptyView() }
      }

      extension View {
        /// A new modifier.
        public func sparkle() -> some View { self }
        /// A marked modifier.
        /// - Glimpse: approximated: sparkles as a star glyph
        public func twinkle(rate: Double) -> some View { self }
      }

      extension Font {
        /// A member of a type with an entry: covered by the type's.
        public static let huge = Font.body
      }
      """
    let reference = CompatibilityReference(
      declarations: PublicDeclarationScanner.scan(source: source, file: "New.swift"))
    #expect(reference.missing.sorted() == ["Sparkline", "Sparkline.body", "View.sparkle()"])
    let twinkle = reference.entries.first { $0.declaration.key == "View.twinkle(rate:)" }
    #expect(twinkle?.support == .approximated("sparkles as a star glyph"))
    let huge = reference.entries.first { $0.declaration.key == "Font.huge" }
    #expect(huge?.support == CompatibilityTable.entries["Font"])
  }

  @Test func unknownMarkerIsReported() {
    let source = """
      extension View {
        /// - Glimpse: drawm
        public func padding() -> some View { self }
      }
      """
    let reference = CompatibilityReference(
      declarations: PublicDeclarationScanner.scan(source: source, file: "Typo.swift"))
    #expect(reference.badMarkers == ["Typo.swift:3 View.padding(): drawm"])
  }

  @Test func scannerNamesMembersAsDocumentationDoes() {
    let source = """
      public struct Chart<Content: ChartContent>: View {
        let content: Content
        public init<Data, ID, C>(
          _ data: Data, id: KeyPath<Data.Element, ID>,
          @ChartContentBuilder content: @escaping (Data.Element) -> C
        ) where Content == ForEach<Data, ID, C> {
          self.content = ForEach(data, id: id, content: content)
        }
        private func hidden() {}
        func alsoHidden() {}
        public subscript(index: Int) -> Int { index }
        public static func == (lhs: Self, rhs: Self) -> Bool { true }
      }

      public enum Visibility: Sendable {
        case automatic, visible
        case hidden
        /// A case with a value.
        case custom(label: String)
      }

      public protocol Plottable {
        associatedtype PrimitivePlottable
        var primitivePlottable: PrimitivePlottable { get }
        init?(primitivePlottable: PrimitivePlottable)
      }

      struct Internal {
        public var notReallyPublic: Int
      }

      public extension Text {
        func implicitlyPublic(_ flag: Bool = true) -> Text { self }
        private func notPublic() {}
      }

      public struct Theme {
        public static func load(_ root: [String: String]) -> String {
          "found \\(root["appearance"] ?? "{")"
        }
        public static let largest = 1
      }

      @freestanding(declaration)
      public macro Preview(_ name: String? = nil, body: () -> Void) = #externalMacro(
        module: "M", type: "T")
      public func preview<W>(@PreviewActivityBuilder<W> states: () -> [W]) {}
      """
    let keys = PublicDeclarationScanner.scan(source: source, file: "Sample.swift").map(\.key)
    #expect(
      keys == [
        "Chart", "Chart.init(_:id:content:)", "Chart.subscript(_:)", "Chart.==(_:_:)",
        "Visibility", "Visibility.automatic", "Visibility.visible", "Visibility.hidden",
        "Visibility.custom(label:)", "Plottable", "Plottable.PrimitivePlottable",
        "Plottable.primitivePlottable", "Plottable.init(primitivePlottable:)",
        "Text.implicitlyPublic(_:)", "Theme", "Theme.load(_:)", "Theme.largest",
        "Preview(_:body:)", "preview(states:)",
      ])
  }
}

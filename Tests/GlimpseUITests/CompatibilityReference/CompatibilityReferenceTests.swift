import Foundation
import Testing

/// The compatibility reference (`docs/Compatibility.md`) lists every public declaration of
/// the surface (GlimpseUI and the modules the shims re-export) with how far Glimpse honours
/// it, and is generated from the declarations' markers alone: these tests fail when a
/// declaration (any overload) says nothing of its support, nor does its type, and when the
/// checked-in file is stale.
///
/// To regenerate the file: `GLIMPSE_WRITE_COMPATIBILITY=1 swift test --filter
/// CompatibilityReferenceTests` (the run reports the write as an issue, so it never passes
/// silently).
@Suite struct CompatibilityReferenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sources = root.appendingPathComponent("Sources")
  /// GlimpseUI's own folder (the module whose symbols the compiler is asked for).
  static let glimpseUI = sources.appendingPathComponent("GlimpseUI")
  static let document = root.appendingPathComponent("docs/Compatibility.md")

  static func reference() throws -> CompatibilityReference {
    CompatibilityReference(
      declarations: try CompatibilitySurface.declarations(sources: sources),
      modules: CompatibilitySurface.modules(sources: sources).map(\.name))
  }

  @Test func everyPublicDeclarationOfTheSurfaceSaysHowFarItIsHonoured() throws {
    let reference = try Self.reference()
    #expect(
      reference.entries.count > 3000, "the scanner found too little: \(reference.entries.count)")
    #expect(
      reference.unmarked.isEmpty,
      """
      \(reference.unmarked.count) public declarations of the surface say nothing of their \
      support, nor does their type; add a `/// - Glimpse: drawn|works|accepted|glimpse|\
      approximated: how` line to each one's DocC comment (or to its type's): \
      \(reference.unmarked.prefix(40).joined(separator: ", "))
      """)
    #expect(reference.badMarkers.isEmpty, "unknown markers: \(reference.badMarkers)")
  }

  @Test func aModuleMovedOutOfGlimpseUIIsStillCoveredAndTheCommandLineIsNot() throws {
    let sources = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-surface-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: sources) }
    let files = [
      "Shims/SwiftUI/SwiftUI.swift": "@_exported import GlimpseUI\n",
      "Shims/Charts/Charts.swift": "@_exported import GlimpseUI\n@_exported import GlimpseCharts\n",
      "GlimpseUI/Core/View.swift": """
      @_exported import Foundation
      @_exported import GlimpseEnums
      /// - Glimpse: drawn
      public protocol View {}
      """,
      "GlimpseEnums/Enums.swift":
        "/// - Glimpse: works\npublic enum ColorScheme {\n  case light\n}\n",
      "Surface/GlimpseCharts/Marks/BarMark.swift": "public struct BarMark {}\n",
      "Glimpse/Command.swift": "public struct Command {}\n",
    ]
    for (path, text) in files {
      let url = sources.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      CompatibilitySurface.modules(sources: sources).map(\.name)
        == ["GlimpseUI", "GlimpseCharts", "GlimpseEnums"])
    let reference = CompatibilityReference(
      declarations: try CompatibilitySurface.declarations(sources: sources))
    #expect(
      reference.entries.map(\.declaration.key) == [
        "BarMark", "ColorScheme", "ColorScheme.light", "View",
      ])
    #expect(reference.unmarked == ["Surface/GlimpseCharts/Marks/BarMark.swift:1 BarMark"])
  }

  @Test func checkedInReferenceIsCurrent() throws {
    let generated = try Self.reference().markdown
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

  @Test func aDeclarationWithoutAMarkerOfItsOwnOrOfItsTypeIsUnmarked() {
    let source = """
      /// A new view.
      public struct Sparkline: View {
        public var body: some View { EmptyView() }
      }

      /// Fonts.
      ///
      /// - Glimpse: approximated: weight and slant only
      public struct Font {}

      extension View {
        /// A new modifier.
        public func sparkle() -> some View { self }
        /// A marked modifier.
        ///
        /// - Glimpse: approximated: sparkles as a star glyph
        public func twinkle(rate: Double) -> some View { self }
        /// The same labels, another type: an overload says its own.
        public func twinkle(rate: Float) -> some View { self }
      }

      extension Font {
        /// A member of a marked type: covered by the type's marker, wherever it is declared.
        public static let huge = Font()
      }

      extension Double {
        /// A member of a type declared elsewhere (by Swift): says its own.
        public var plotted: Double { self }
      }
      """
    let reference = CompatibilityReference(
      declarations: PublicDeclarationScanner.scan(source: source, file: "New.swift"))
    #expect(
      reference.unmarked == [
        "New.swift:2 Sparkline", "New.swift:3 Sparkline.body", "New.swift:13 View.sparkle()",
        "New.swift:19 View.twinkle(rate:)", "New.swift:29 Double.plotted",
      ])
    let twinkle = reference.entries.first { $0.declaration.key == "View.twinkle(rate:)" }
    #expect(twinkle?.support == .approximated("sparkles as a star glyph"))
    let huge = reference.entries.first { $0.declaration.key == "Font.huge" }
    #expect(huge?.support == .approximated("weight and slant only"))
  }

  @Test func aSummarySayingAcceptedIsNotAMarker() {
    let source = """
      extension View {
        /// Accessibility hint (accepted, not drawn).
        public func accessibilityHint(_ hint: Text) -> some View { self }
      }
      """
    let reference = CompatibilityReference(
      declarations: PublicDeclarationScanner.scan(source: source, file: "Summary.swift"))
    #expect(reference.unmarked == ["Summary.swift:3 View.accessibilityHint(_:)"])
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

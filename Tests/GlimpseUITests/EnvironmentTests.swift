import GlimpseLayout
import Testing

@testable import GlimpseUI

/// Rows built by `ForEach` that read the enclosing view's `@Environment`.
private struct SchemeRows: View {
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<2, id: \.self) { index in
        Text("\(index) \(colorScheme == .dark ? "dark" : "light")")
      }
    }
  }
}

/// The colour scheme a view reads, inside a reader that builds it as it is laid out.
private struct SchemeInReader: View {
  var body: some View {
    GeometryReader { geometry in
      ReaderSchemeName(width: geometry.size.width)
    }
    .frame(height: 22)
  }
}

private struct ReaderSchemeName: View {
  @Environment(\.colorScheme) var colorScheme
  let width: Double

  var body: some View {
    Text("\(colorScheme == .dark ? "dark" : "light") \(Int(width))")
  }
}

@MainActor
@Suite struct EnvironmentTests {
  /// The rows' text, each line without the centring.
  func rows(_ snapshot: Snapshot) -> [String] {
    snapshot.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func forEachRowsSeeTheEnvironmentTheyAreDrawnIn() {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let given = Snapshot(SchemeRows(), width: 20, environment: environment)
    #expect(rows(given) == ["0 light", "1 light"])
    let modified = Snapshot(SchemeRows().environment(\.colorScheme, .light), width: 20)
    #expect(rows(modified) == ["0 light", "1 light"])
    #expect(rows(Snapshot(SchemeRows(), width: 20)) == ["0 dark", "1 dark"])
  }

  /// A reader's content is built as the reader is laid out, after the resolve, in the
  /// render the snapshot keeps bound for its layout and drawing: it reads the environment
  /// of the place the reader is in, not the render's, and nothing stays bound after.
  @Test func aReadersContentBuiltAsItIsLaidOutSeesItsPlacesEnvironment() {
    let inner = Snapshot(
      VStack { SchemeInReader().environment(\.colorScheme, .light) }, width: 20)
    #expect(rows(inner) == ["light 140"])
    let outer = Snapshot(VStack { SchemeInReader() }, width: 20)
    #expect(rows(outer) == ["dark 140"])
    #expect(RenderScope.current == nil)
  }

  /// A reader's node swaps its place's environment in for the body its content builds,
  /// and back: built again for each size in the render that resolved it, it sees that
  /// environment each time (never one a build before it left behind), and the render's
  /// own environment is as it was after each build.
  @Test func aReaderBuiltForSizeAfterSizeSeesItsPlacesEnvironmentEachTime() throws {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    try RenderScope.within(environment) {
      let node = ViewResolver.node(
        GeometryReader { geometry in ReaderSchemeName(width: geometry.size.width) }
          .environment(\.colorScheme, .light),
        environment: environment)
      let reader = try #require(node as? GeometryNode)
      for width in [70.0, 140.0, 210.0, 280.0] {
        _ = reader.sizeThatFits(ProposedSize(width: width, height: 22))
        let words = reader.layers.first?.traceDetail ?? ""
        #expect(words.hasPrefix("\"light \(Int(width))\""), "\(width) pt: \(words)")
        #expect(RenderScope.current?.environment.colorScheme == .dark)
      }
    }
    #expect(RenderScope.current == nil)
  }

  /// A reader's node holds its content through `ReaderContent`, a copy of
  /// `MainActorReaderContent` with the field's type nonisolated (so that no main-actor check
  /// runs each time the content is built): the two must lay out alike, or the content run
  /// is not the one made.
  @Test func aReadersContentLaysOutAsTheCopyItIsHeldThrough() {
    #expect(MemoryLayout<ReaderContent>.size == MemoryLayout<MainActorReaderContent>.size)
    #expect(
      MemoryLayout<ReaderContent>.alignment == MemoryLayout<MainActorReaderContent>.alignment)
    #expect(
      MemoryLayout<ReaderContent>.offset(of: \.build)
        == MemoryLayout<MainActorReaderContent>.offset(of: \.build))
  }
}

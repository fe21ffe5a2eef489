import GlimpseUI
import Testing

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
}

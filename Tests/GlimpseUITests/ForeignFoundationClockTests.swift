// This file imports Foundation itself, as some widget files do: both Foundation's `Date()`
// and GlimpseUI's are visible. GlimpseUI's is disfavoured, so the call is not ambiguous
// (it compiles in Swift 5 and 6 modes) and reads Foundation's wall clock.
import Foundation
import GlimpseUI
import Testing

private struct WallClockView: View {
  var body: some View {
    Text("\(Date() > Date(timeIntervalSince1970: 1_000_000_000) ? "wall clock" : "render")")
  }
}

@MainActor
@Suite struct ForeignFoundationClockTests {
  @Test func aFileThatImportsFoundationCompilesAndReadsTheWallClock() {
    var environment = EnvironmentValues()
    environment.now = Date(timeIntervalSinceReferenceDate: 0)  // 2001, before 1e9 seconds
    let text = Snapshot(WallClockView(), width: 20, environment: environment).text
    #expect(text.trimmingCharacters(in: .whitespaces) == "wall clock")
  }
}

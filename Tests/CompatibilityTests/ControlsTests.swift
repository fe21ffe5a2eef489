import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct KitchenTimerTests {
  private func draw(_ state: KitchenTimerAttributes.ContentState) throws -> DrawnActivity {
    try drawActivity(
      KitchenTimerLiveActivity(), KitchenTimerAttributes.self,
      attributes: KitchenTimerSamples.attributes, state: state)
  }

  @Test func runningTimerShowsItsControls() throws {
    let lock = try draw(KitchenTimerSamples.running).lockScreen
    expectText("Sourdough", in: lock)
    expectText("15:00", in: lock)
    expectText("[ Stop ]", in: lock)
    expectText("[on]", in: lock)
    // Plain buttons draw their label alone, without the bordered brackets.
    #expect(lock.text.components(separatedBy: "[ ").count == 2, "\(lock.text)")
    expectFits(lock)
  }

  @Test func pausedTimerStopsAtItsPauseTime() throws {
    // Paused five minutes ago with twenty minutes left: the clock stays at 20:00.
    let lock = try draw(KitchenTimerSamples.paused).lockScreen
    expectText("20:00", in: lock)
    #expect(!lock.text.contains("15:00"))
    expectText("[off]", in: lock)
  }

  @Test func fullyLabelledIslandWithAnEmptyMinimal() throws {
    let drawn = try draw(KitchenTimerSamples.running)
    expectText("Sourdough", in: try #require(drawn.region(.leading)))
    #expect(isVisible(try #require(drawn.region(.bottom))))
    #expect(isVisible(drawn.compactLeading))
    #expect(!isVisible(drawn.minimal))
  }
}

@MainActor @Suite struct GarageDoorTests {
  private func draw(_ state: GarageDoorAttributes.ContentState) throws -> DrawnActivity {
    try drawActivity(
      GarageDoorLiveActivity(), GarageDoorAttributes.self,
      attributes: GarageDoorSamples.attributes, state: state)
  }

  @Test func customStylesDrawTheirBodies() throws {
    let lock = try draw(GarageDoorSamples.moving).lockScreen
    // The label style puts the title before the icon.
    let title = try #require(row(containing: "Garage", in: lock))
    let line = lock.text.split(separator: "\n", omittingEmptySubsequences: false)[title]
    #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("Garage"))
    // The primitive style draws the label without brackets; the bordered one has them.
    expectText("Toggle", in: lock)
    #expect(!lock.text.contains("[ Toggle"))
    expectText("[ Details ]", in: lock)
    expectText("Opening", in: lock)
    // The toggle style draws its own state instead of "[on]".
    expectText("Light ON", in: lock)
    #expect(!lock.text.contains("[on]"))
    expectFits(lock)
  }

  @Test func progressViewStyleReadsTheFractionCompleted() throws {
    let lock = try draw(GarageDoorSamples.moving).lockScreen
    let label = try #require(row(containing: "Opening", in: lock))
    let runs = colorRuns(lock, row: label + 1)
    // 10 s into a 40 s movement: a quarter of the card's content width.
    let filled = try #require(runs.first)
    #expect(filled >= 12 && filled <= 16, "\(runs)\n\(lock.text)")
    #expect(lock.nextChange != nil)
    let open = try draw(GarageDoorSamples.halfOpen).lockScreen
    expectText("Open 50%", in: open)
  }

  @Test func islandUsesTheStaticStyle() throws {
    let drawn = try draw(GarageDoorSamples.halfOpen)
    let trailing = try #require(drawn.region(.trailing))
    #expect(isVisible(trailing))
    #expect(!trailing.text.contains("["))
    expectText("50%", in: drawn.compactTrailing)
  }
}

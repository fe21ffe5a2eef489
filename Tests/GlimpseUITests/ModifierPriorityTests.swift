import GlimpseUI
import Testing

@MainActor
@Suite struct ModifierPriorityTests {
  @Test func aRedactedViewKeepsItsLayoutPriority() {
    let row = HStack {
      Text("Low priority words").lineLimit(1)
      Text("High priority").lineLimit(1).layoutPriority(1).redacted(reason: .placeholder)
    }
    #expect(Snapshot(row, width: 16).text == "L… ▒▒▒▒ ▒▒▒▒▒▒▒▒")
  }
}

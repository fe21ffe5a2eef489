import GlimpseUI
import Testing

/// Shapes made from shapes (trimmed, stroked) draw when used directly as views.
@MainActor
@Suite struct ShapeAsViewTests {
  @Test func aTrimmedCircleDrawsItsRing() {
    #expect(Snapshot(Circle().trim(from: 0, to: 0.5), width: 1).text == "◑")
  }

  @Test func coloursAndGradientsAsViewsFillTheirSpaceWithTheirFirstColour() {
    let red = Snapshot(Color.red.frame(height: 20), width: 3).ansi
    #expect(red.contains("\u{1B}[48;2;"))
    let gradients: [AnyView] = [
      AnyView(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
      AnyView(
        RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 9)),
      AnyView(AngularGradient(colors: [.red, .blue], center: .center)),
    ]
    for gradient in gradients {
      #expect(Snapshot(gradient.frame(height: 20), width: 3).ansi == red)
    }
  }

  @Test func aStrokedBorderDrawsAnOutline() {
    let box = Snapshot(
      Rectangle().strokeBorder(lineWidth: 1).frame(width: 28, height: 60), width: 4)
    #expect(box.text == "┌──┐\n│  │\n└──┘")
  }
}

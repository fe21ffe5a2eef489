import GlimpseLayout
import GlimpseUI
import Testing

/// Strokes drawn as wide as they are, with their caps; paths trimmed, shapes turned, moved
/// and scaled; circular progress as a ring (issue 23).
@MainActor
@Suite struct ShapeWidthTransformTests {
  /// A ring `lineWidth` points wide, 40 pt across, in a 56 pt frame (so that the outer half
  /// of a wide line is inside the frame too).
  static func ring(lineWidth: CGFloat) -> String {
    Snapshot(
      Path(ellipseIn: CGRect(x: 8, y: 8, width: 40, height: 40))
        .stroke(Color.green, lineWidth: lineWidth).frame(width: 56, height: 56), width: 8
    ).text
  }

  /// A line 20 pt wide across a 70 by 60 pt frame, from 21 to 49 pt, its ends drawn as
  /// `cap`.
  static func line(cap: CGLineCap) -> String {
    Snapshot(
      Path { path in
        path.move(to: CGPoint(x: 21, y: 30))
        path.addLine(to: CGPoint(x: 49, y: 30))
      }
      .stroke(Color.green, style: StrokeStyle(lineWidth: 20, lineCap: cap))
      .frame(width: 70, height: 60), width: 10
    ).text
  }

  @Test func aTwoPointAndAnEightPointRingDiffer() {
    #expect(Self.ring(lineWidth: 2) == " ⢠⠤⠒⠒⠤⡄\n ⡇    ⢸\n ⠘⠒⠤⠤⠒⠃")
    #expect(Self.ring(lineWidth: 8) == " ⣠⡴⠶⠶⢦⣄\n⢸⣏    ⣹⡇\n ⠙⠳⠶⠶⠞⠋")
  }

  @Test func roundAndSquareCapsExtendALinesEnds() {
    // 20 pt down is the middle row's four dots; 10 pt past each end is about three dots.
    #expect(Self.line(cap: .butt) == "\n   ⣿⣿⣿⣿\n")
    #expect(Self.line(cap: .round) == "\n ⠰⣿⣿⣿⣿⣿⣿⠆\n")
    #expect(Self.line(cap: .square) == "\n ⢸⣿⣿⣿⣿⣿⣿⡇\n")
  }

  @Test func aWideDashedArcDrawsEachDashWithItsOwnEnds() {
    let arc = Path { path in
      path.addArc(
        center: CGPoint(x: 70, y: 60), radius: 50, startAngle: .degrees(180),
        endAngle: .degrees(0), clockwise: false)
    }
    .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [20, 20]))
    .frame(width: 140, height: 60)
    #expect(
      Snapshot(arc, width: 20).text == "     ⣀⣠⡤  ⠶⠶⢤⡄\n   ⣀⠘⠋        ⠐⢳⣄\n  ⢸⡏            ⠉⠁")
  }

  @Test func aStrokeTooWideToCoverInAMomentIsDrawnOneDotWide() {
    // 3,000 pieces each testing every dot of a 100 by 20 cell raster: drawn thin.
    let zigzag = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      for index in 1...3_000 {
        path.addLine(to: CGPoint(x: Double(index % 100) * 7, y: index % 2 == 0 ? 0 : 400))
      }
    }
    func drawn(_ lineWidth: CGFloat) -> String {
      Snapshot(
        zigzag.stroke(Color.red, lineWidth: lineWidth).frame(width: 700, height: 400),
        width: 100
      ).text
    }
    #expect(drawn(1_000_000) == drawn(1))
  }

  @Test func aTrimmedPathKeepsOnlyItsPart() {
    let rect = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
    // The perimeter is 120 pt from the top left, clockwise: a quarter is 30 pt of the top.
    #expect(
      rect.trimmedPath(from: 0, to: 0.25).boundingRect == CGRect(x: 0, y: 0, width: 30, height: 0))
    // From 40 to 60 pt: the right-hand side.
    #expect(
      rect.trimmedPath(from: 1.0 / 3, to: 0.5).boundingRect
        == CGRect(x: 40, y: 0, width: 0, height: 20))
    #expect(rect.trimmedPath(from: 0, to: 1) == rect)
    #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
  }

  @Test func aTurnedMovedOrScaledShapeHasItsPathTransformed() {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
    #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.minY + 10) < 1e-9)
    #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
    let moved = Rectangle().offset(x: 5, y: -3).path(in: frame).boundingRect
    #expect(moved == CGRect(x: 5, y: -3, width: 40, height: 20))
    let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: frame).boundingRect
    #expect(scaled == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func aMovedShapeIsDrawnWhereItWasMoved() {
    let moved = Rectangle().offset(x: 14).fill(Color.green).frame(width: 28, height: 20)
    #expect(Snapshot(moved, width: 4).text == "  ██")
    let turned = Capsule().rotation(.degrees(90)).fill(Color.green).frame(width: 56, height: 20)
    #expect(Snapshot(turned, width: 8).text == "  ▐██▍")
  }

  @Test func aCircularProgressViewIsOneGlyphUnframedAndABrailleRingFramed() {
    let fractions = [0, 0.24, 0.5, 0.76, 1.0]
    let glyphs = fractions.map {
      Snapshot(ProgressView(value: $0).progressViewStyle(.circular), width: 1).text
    }
    #expect(glyphs == ["○", "◔", "◑", "◕", "●"])
    let rings = fractions.map {
      Snapshot(
        ProgressView(value: $0).progressViewStyle(.circular).frame(width: 56, height: 56),
        width: 8
      ).text
    }
    #expect(
      rings == [
        "⢀⠄⠂⠁⠁⠁⠂⠄\n⢅      ⢑\n⠐⠠⢀⢀⢀⠠⠐⠁",
        "⢀⠄⠂⠁⠉⠑⠢⡄\n⢅      ⢙\n⠐⠠⢀⢀⢀⠠⠐⠁",
        "⢀⠄⠂⠁⠉⠑⠢⡄\n⢅      ⣹\n⠐⠠⢀⢀⣀⡠⠔⠃",
        "⢀⠄⠂⠁⠉⠑⠢⡄\n⣇      ⣹\n⠘⠢⢄⣀⣀⡠⠔⠃",
        "⢠⠔⠊⠉⠉⠑⠢⡄\n⣏      ⣹\n⠘⠢⢄⣀⣀⡠⠔⠃",
      ])
    #expect(Set(rings).count == 5)
  }
}

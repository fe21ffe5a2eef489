import GlimpseLayout
import GlimpseUI
import Testing

/// A wide stroke centred on its path, spilling past the shape's frame as the device draws
/// it (`strokeBorder` stays inside), and its corners drawn as `StrokeStyle.lineJoin` says
/// (issue 23).
///
/// Apple's documentation: `stroke(lineWidth:)` is "a stroked copy of `self`" with the line
/// centred on the path, while `strokeBorder` "is equivalent to insetting `self` by
/// `lineWidth / 2` and stroking the resulting shape"
/// (https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(lineWidth:antialiased:)).
/// `CGLineJoin.miter` is "a join with a sharp (angled) corner": the outer sides are drawn
/// "beyond the endpoint of the path, until they meet", and "if the length of the miter
/// divided by the line width is greater than the miter limit, a bevel join is used
/// instead" (https://developer.apple.com/documentation/coregraphics/cglinejoin/miter);
/// `StrokeStyle.miterLimit` is that threshold, 10 by default
/// (https://developer.apple.com/documentation/swiftui/strokestyle/miterlimit).
/// `.round` and `.bevel` are the other two cases of
/// https://developer.apple.com/documentation/coregraphics/cglinejoin: as in PDF's line
/// joins, a round join is an arc of half the width about the corner, and a bevel fills the
/// notch between the two square-cut ends with a triangle (the corner cut across).
@MainActor
@Suite struct StrokeSpillAndJoinTests {
  /// A circle stroked 10 pt wide in a 40 pt frame, in a 70 by 80 pt space around it.
  static func circle<V: View>(_ stroked: V) -> String {
    Snapshot(stroked.frame(width: 40, height: 40).frame(width: 70, height: 80), width: 10).text
  }

  /// A 90 degree corner of a path stroked 12 pt wide, joined as `join`.
  static func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> String {
    Snapshot(
      Path { path in
        path.move(to: CGPoint(x: 20.5, y: 75))
        path.addLine(to: CGPoint(x: 20.5, y: 23))
        path.addLine(to: CGPoint(x: 62, y: 23))
      }
      .stroke(
        Color.green, style: StrokeStyle(lineWidth: 12, lineJoin: join, miterLimit: miterLimit)
      )
      .frame(width: 70, height: 80), width: 10
    ).text
  }

  @Test func aWideStrokeSpillsHalfItsWidthPastTheFrameWhereAStrokeBorderStaysInside() {
    // 5 pt past the frame is a dot row above and below and a dot column to each side.
    let stroke = Self.circle(Circle().stroke(Color.green, lineWidth: 10))
    let border = Self.circle(Circle().strokeBorder(Color.green, lineWidth: 10))
    #expect(stroke == "   ⢀⣀⣀⡀\n ⢠⣾⠛⠉⠉⠛⣷⡄\n ⠘⢿⣤⣀⣀⣤⡿⠃\n   ⠈⠉⠉⠁")
    #expect(border == "\n  ⣴⡾⠛⠛⢷⣦\n  ⠻⢷⣤⣤⡾⠟\n")
    #expect(stroke != border)
  }

  @Test func theSpillStopsAtWhatTheParentLetsTheShapeDrawIn() {
    let clipped = Snapshot(
      Circle().stroke(Color.green, lineWidth: 10).frame(width: 40, height: 40).clipped()
        .frame(width: 70, height: 80), width: 10
    ).text
    #expect(clipped == "\n  ⣾⠛⠉⠉⠛⣷\n  ⢿⣤⣀⣀⣤⡿\n")
  }

  @Test func theSpillNeverHidesTextBesideTheShape() {
    // The ring's dots left of its frame fall on "b" and right of it on "c": the letters
    // stay; the row below is blank there and takes the dots.
    let row = Snapshot(
      HStack(spacing: 0) {
        Text("ab")
        Circle().stroke(Color.green, lineWidth: 10).frame(width: 40, height: 40)
        Text("cd")
      }, width: 12
    ).text
    #expect(row == " ab⣾⠛⠉⠉⠛⣷cd\n  ⠘⢿⣤⣀⣀⣤⡿⠃")
  }

  @Test func aMitreIsASquareCornerABevelACutOneAndARoundJoinARoundedOne() {
    // The corner's outer dot: set for a mitre (the edges meet in a square corner), a
    // single dot for a round join, none for a bevel (the corner cut across).
    let miter = Self.corner(.miter)
    let bevel = Self.corner(.bevel)
    let round = Self.corner(.round)
    #expect(miter == "  ⣀⣀⣀⣀⣀⣀⣀\n  ⣿⣿⠛⠛⠛⠛⠛\n  ⣿⣿\n  ⠿⠿")
    #expect(bevel == "   ⣀⣀⣀⣀⣀⣀\n  ⣿⣿⠛⠛⠛⠛⠛\n  ⣿⣿\n  ⠿⠿")
    #expect(round == "  ⢀⣀⣀⣀⣀⣀⣀\n  ⣿⣿⠛⠛⠛⠛⠛\n  ⣿⣿\n  ⠿⠿")
    #expect(Set([miter, bevel, round]).count == 3)
  }

  @Test func aMitreLongerThanTheLimitIsBevelled() {
    // A right angle's mitre is 1.41 widths long: a limit of 1.2 bevels it.
    #expect(Self.corner(.miter, miterLimit: 1.2) == Self.corner(.bevel))
  }
}

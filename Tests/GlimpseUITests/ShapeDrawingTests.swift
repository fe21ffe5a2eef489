import GlimpseLayout
import GlimpseUI
import Testing

/// Shapes drawn from their paths (issue 23): rings, bars, arcs, accents and outlines read
/// as the device draws them, and without colour.
@MainActor
@Suite struct ShapeDrawingTests {
  /// A download ring as Firefox draws it: a trimmed circle over a track, turned to start
  /// at the top.
  struct Ring: View {
    var progress: Double
    var body: some View {
      ZStack {
        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 4)
        Circle().trim(from: 0, to: progress)
          .stroke(Color.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(width: 56, height: 56)
    }
  }

  /// Emoji Rangers' health bar: a grey rounded rectangle and a green one as wide as the
  /// level, in a GeometryReader, over a line of text.
  struct HealthBar: View {
    var level: Double
    var body: some View {
      VStack(spacing: 4) {
        GeometryReader { geometry in
          RoundedRectangle(cornerRadius: 4).fill(Color.gray)
          RoundedRectangle(cornerRadius: 4).fill(Color.green)
            .frame(width: geometry.size.width * level)
        }
        .frame(height: 8)
        Text("Health")
      }
    }
  }

  /// A delivery tracker of five capsules, the first `step` in the tint.
  struct StepTracker: View {
    var step: Int
    var body: some View {
      HStack(spacing: 7) {
        ForEach(0..<5, id: \.self) { index in
          Capsule().fill(index < step ? Color.blue : Color(.systemGray4)).frame(height: 6)
        }
      }
    }
  }

  /// A flight's route: the upper half of a circle, stroked with `dash`.
  static func route(dash: [CGFloat]) -> some View {
    Path { path in
      path.addArc(
        center: CGPoint(x: 70, y: 60), radius: 60, startAngle: .degrees(180),
        endAngle: .degrees(0), clockwise: false)
    }
    .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: dash))
    .frame(width: 140, height: 60)
  }

  /// Two buttons in one row with a stroked rounded rectangle behind them.
  static var buttons: some View {
    HStack {
      Button("Pause") {}
      Button("End") {}
    }
    .padding(4)
    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray))
  }

  @Test func aRingDrawsItsProgressFromTheTopAtEachQuarter() {
    let rings = [0, 0.24, 0.5, 0.76, 1].map { Snapshot(Ring(progress: $0), width: 8).text }
    #expect(
      rings == [
        """
        ⡀⠊⠈⠈⠈⠈⠂⠄
        ⡂      ⠨
        ⠐⠠⡀⡀⡀⡀⡠⠈
        """,
        """
        ⡀⠊⠈⠈⠉⠉⠓⢄
        ⡂      ⠸
        ⠐⠠⡀⡀⡀⡀⡠⠈
        """,
        """
        ⡀⠊⠈⠈⠉⠉⠓⢄
        ⡂      ⢸
        ⠐⠠⡀⡀⣀⣀⡤⠊
        """,
        """
        ⡀⠊⠈⠈⠉⠉⠓⢄
        ⡆      ⢸
        ⠑⢤⣀⣀⣀⣀⡤⠊
        """,
        """
        ⡠⠚⠉⠉⠉⠉⠓⢄
        ⡇      ⢸
        ⠑⢤⣀⣀⣀⣀⡤⠊
        """,
      ])
    #expect(Set(rings).count == 5)
  }

  @Test func aTwoRectangleBarInAGeometryReaderOverlapsAndShowsItsLevelWithoutColour() {
    #expect(
      Snapshot(HealthBar(level: 0.14), width: 20).text == """
        ━━━─────────────────
               Health
        """)
    #expect(
      Snapshot(HealthBar(level: 1), width: 20).text == """
        ━━━━━━━━━━━━━━━━━━━━
               Health
        """)
  }

  @Test func aThinTallBarIsDrawnUpright() {
    #expect(Snapshot(Rectangle().fill(.red).frame(width: 3, height: 20), width: 1).text == "┃")
  }

  @Test func aCapsuleKeepsItsDirection() {
    let upright = Snapshot(Capsule().fill(.blue).frame(width: 8, height: 40), width: 1)
    #expect(upright.text == "┃\n┃")
    let across = Snapshot(Capsule().fill(.blue).frame(width: 42, height: 8), width: 6)
    #expect(across.text == "━━━━━━")
  }

  @Test func aDashedArcIsDrawnDashedAndNotAsItsFrame() {
    let dashed = Snapshot(Self.route(dash: [14, 10]), width: 20).text
    let fine = Snapshot(Self.route(dash: [4, 3]), width: 20).text
    let solid = Snapshot(Self.route(dash: []), width: 20).text
    #expect(
      dashed == """
            ⡤⠆⠈⠉⠁ ⠉⠉ ⠐⠲ ⡀
          ⡴⠂            ⠙⠂⡀
         ⡤                ⠇
        """)
    #expect(
      fine == """
            ⡠⠂⠂⠁⠁⠁⠁⠁⠁⠁⠢⠠⡀
          ⡠⠊            ⠈⠢⡀
         ⡨                ⠢
        """)
    #expect(
      solid == """
           ⢀⡤⠖⠊⠉⠉⠉⠉⠉⠉⠑⠲⢤⡀
         ⢀⡴⠋            ⠙⢦⡀
         ⡼                ⢧
        """)
  }

  @Test func aStrokedRoundedRectangleBehindARowOfButtonsIsAnOutlineAroundThem() {
    #expect(Snapshot(Self.buttons, width: 24).text == "  ([ Pause ] [ End ])")
  }

  @Test func aStepTrackerShowsItsStepsWithoutColour() {
    #expect(Snapshot(StepTracker(step: 2), width: 29).text == "━━━━━ ━━━━━ ───── ───── ─────")
  }
}

/// GeometryReader places its content as SwiftUI does (issue 23).
@MainActor
@Suite struct GeometryReaderPlacementTests {
  @Test func aReaderPlacesItsChildrenAtItsTopLeadingCornerOverlapping() {
    let reader = GeometryReader { geometry in
      Text("\(Int(geometry.size.width))x\(Int(geometry.size.height))")
      Text("+")
    }
    .frame(width: 70, height: 20)
    #expect(Snapshot(reader, width: 10).text == "+0x20")
  }

  @Test func aReaderReportsItsLocalFrameInPoints() {
    let reader = GeometryReader { geometry in
      let frame = geometry.frame(in: .local)
      Text("\(Int(frame.minX)) \(Int(frame.width))x\(Int(frame.height))")
    }
    .frame(width: 91, height: 20)
    #expect(Snapshot(reader, width: 13).text == "0 91x20")
  }

  /// A built-in shape names its outline (so its raster is found without its path), and a
  /// trimmed or stroked one its shape's; a shape whose path is moved, turned or its own
  /// names none.
  @Test func builtInShapesNameTheirOutlinesAndTransformedShapesNone() {
    #expect(Circle()._outlineName == .circle)
    #expect(Ellipse()._outlineName == .ellipse)
    #expect(Rectangle()._outlineName == .rectangle)
    #expect(Capsule()._outlineName == .capsule)
    #expect(
      RoundedRectangle(cornerRadius: 3)._outlineName
        == .roundedRectangle(cornerWidth: 3, cornerHeight: 3))
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: 2, height: 5))._outlineName
        == .roundedRectangle(cornerWidth: 2, cornerHeight: 5))
    #expect(Circle().trim(from: 0, to: 0.4)._outlineName == .circle)
    #expect(Capsule().stroke(lineWidth: 2)._outlineName == .capsule)
    #expect(AnyShape(Circle())._outlineName == .circle)
    #expect(Circle().rotation(.degrees(90))._outlineName == nil)
    #expect(Circle().offset(x: 3)._outlineName == nil)
    #expect(Circle().scale(0.5)._outlineName == nil)
    #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 4))._outlineName == nil)
  }

  /// An arc turned by a `rotationEffect` on the shape view itself keeps the turn with the
  /// shape (no environment written), and draws as the arc turned through a stack around it.
  @Test func aShapeViewTurnedItselfDrawsAsOneTurnedThroughAStackAroundIt() {
    func arc() -> _ShapeView<_TrimmedShape<Circle>, Color> {
      Circle().trim(from: 0, to: 0.6).stroke(Color.green, lineWidth: 4)
    }
    #expect(
      type(of: arc().rotationEffect(.degrees(10))) == _ShapeView<_TrimmedShape<Circle>, Color>.self
    )
    var drawings: Set<String> = []
    for degrees in [-90.0, 30, 135] {
      let own = Snapshot(
        arc().rotationEffect(.degrees(degrees)).frame(width: 56, height: 56), width: 10,
        height: 3)
      let through = Snapshot(
        ZStack { arc() }.rotationEffect(.degrees(degrees)).frame(width: 56, height: 56),
        width: 10, height: 3)
      #expect(own.ansi == through.ansi)
      drawings.insert(own.text)
    }
    // Each turn draws differently.
    #expect(drawings.count == 3)
    // Turned again: the turns add up, as they do through stacks turned one inside another.
    let twice = Snapshot(
      arc().rotationEffect(.degrees(-90)).rotationEffect(.degrees(33.3)).frame(
        width: 56, height: 56), width: 10, height: 3)
    let nested = Snapshot(
      ZStack { ZStack { arc() }.rotationEffect(.degrees(-90)) }.rotationEffect(.degrees(33.3))
        .frame(width: 56, height: 56), width: 10, height: 3)
    #expect(twice.ansi == nested.ansi)
  }

  /// A shape, a reader or a ZStack of shapes in `.frame(width:height:)` takes the frame
  /// itself (one node fewer for each framed bar and ring), and `--explain` still says the
  /// frame; a ZStack with a text in it, or a frame around that frame, is a frame node, as
  /// it does not fill it.
  @Test func aFramedShapeOrReaderTakesItsFrameAndSaysSo() throws {
    let bar = ViewResolver.node(
      RoundedRectangle(cornerRadius: 3).fill(Color.green).frame(width: 20),
      environment: EnvironmentValues())
    let shape = try #require(bar as? ShapeNode)
    #expect(shape.takenFrame == FixedFrame(width: 20, height: nil))
    // What `--explain` shows for it: its drawing, then its frame.
    let traced = Snapshot(
      RoundedRectangle(cornerRadius: 3).fill(Color.green).frame(width: 20).frame(height: 6),
      width: 10, tracing: true)
    #expect(
      traced.canvas.trace.contains {
        $0.name == "RoundedRectangle" && $0.detail?.hasSuffix("in a frame of width 20 pt") == true
      })
    let reader = ViewResolver.node(
      GeometryReader { _ in Color.clear }.frame(height: 6), environment: EnvironmentValues())
    #expect((reader as? GeometryNode)?.takenFrame == FixedFrame(width: nil, height: 6))
    let ring = ViewResolver.node(
      ZStack {
        Circle().stroke(Color.gray, lineWidth: 4)
        Circle().trim(from: 0, to: 0.24).stroke(Color.green, lineWidth: 4)
      }.frame(width: 36, height: 36), environment: EnvironmentValues())
    #expect((ring as? ZStackNode)?.takenFrame == FixedFrame(width: 36, height: 36))
    let labelled = ViewResolver.node(
      ZStack {
        Circle().stroke(Color.gray, lineWidth: 4)
        Text("24")
      }.frame(width: 36, height: 36), environment: EnvironmentValues())
    #expect(labelled is FrameNode)
    let twice = ViewResolver.node(
      Rectangle().frame(width: 10).frame(width: 20), environment: EnvironmentValues())
    let outer = try #require(twice as? FrameNode)
    #expect(outer.width == 20)
    #expect((outer.child as? ShapeNode)?.takenFrame == FixedFrame(width: 10, height: nil))
  }
}

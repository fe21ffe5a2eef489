import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseFonts
import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// Heights are laid out and judged in points, as on the device: a presentation is cut
/// only when its content is taller in points than its limit, and then by how much; rows
/// are derived from points and never hide a line the device shows; every misfit is a
/// record with the presentation, the device, the view's path and its text.
@MainActor
@Suite struct HeightInPointsTests {
  let now = Date(timeIntervalSince1970: 1_795_946_400)

  /// Views whose Lock Screen is `content` and whose compact and expanded views are given.
  func views<Content: View, Trailing: View, Leading: View, Center: View>(
    @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder compactLeading: @escaping () -> Leading = { EmptyView() },
    @ViewBuilder compactTrailing: @escaping () -> Trailing = { EmptyView() },
    @ViewBuilder center: @escaping () -> Center = { EmptyView() }
  ) -> ActivityViews {
    ActivityViews(
      content: { AnyView(content()) },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { center() }
        } compactLeading: {
          compactLeading()
        } compactTrailing: {
          compactTrailing()
        } minimal: {
          EmptyView()
        }
      }, families: [.medium])
  }

  func render(_ presentation: Presentation, _ views: ActivityViews) throws -> Canvas {
    try PresentationRenderer.render(presentation, views: views, settings: RenderSettings(now: now))
  }

  @Test func aCaptionHeavyCardThatFitsOnTheDeviceIsNotCut() throws {
    // Eight caption2 lines (13 pt) 2 pt apart, 14 pt of padding: 146 pt, under 160. In
    // 20 pt rows it would be 10 rows, over 8: the old engine cut it.
    let card = try render(
      .lockScreen,
      views {
        VStack(alignment: .leading, spacing: 2) {
          ForEach(1...8, id: \.self) { Text("Stop \($0)").font(.caption2) }
        }
        .padding(14)
      })
    #expect(!card.plainText.contains("✂"), "\(card.plainText)")
    for stop in 1...8 { #expect(card.plainText.contains("Stop \(stop)")) }
    #expect(!card.diagnostics.contains { $0.kind == .cutAtHeightLimit })
    #expect(card.fill?.usedHeight == 146)
    #expect(card.fill?.availableHeight == 160)
  }

  @Test func aCardOfEightBodyLinesAndPaddingIsCutByItsPointsOver() throws {
    // 16 + 8 x 22 + 16 = 208 pt: 48 pt over. The lines start at 16, 38, ... 148, 170 pt:
    // the first seven start above 160 and show; the eighth does not.
    let card = try render(
      .lockScreen,
      views {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(1...8, id: \.self) { Text("Line \($0)") }
        }
        .padding()
      })
    let text = card.plainText
    #expect(text.contains("✂ 48 pt over 160 pt"), "\(text)")
    #expect(text.contains("Line 7"))
    #expect(!text.contains("Line 8"))
    let cut = try #require(card.diagnostics.first { $0.kind == .cutAtHeightLimit })
    #expect(cut.pointsOver == 48)
    #expect(cut.presentation == "lock-screen")
    #expect(cut.device == "iphone-16-pro")
    #expect(card.fill?.usedHeight == 208)
  }

  @Test func theStaleDeliveryCardShowsItsStaleLine() throws {
    let delivery = try #require(DemoGallery.all.first { $0.name == "delivery" })
    let timeline = try delivery.loadTimeline()
    let at = timeline.start.addingTimeInterval(20 * 60)
    let moment = timeline.moment(at: at, forceStale: true)
    #expect(moment.isStale)
    let card = try PresentationRenderer.render(
      .lockScreen, views: try #require(moment.views), settings: RenderSettings(now: at))
    #expect(card.plainText.contains("Updating..."), "\(card.plainText)")
    #expect(!card.plainText.contains("✂"))
    #expect(card.diagnostics.isEmpty, "\(card.diagnostics)")
  }

  /// The width of `text` in the default font at `size` points.
  func points(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
    FontMetrics.standard().width(of: text.unicodeScalars, in: FontFace(size: size, weight: weight))
  }

  @Test func aTruncatedCompactTrailingViewIsARecordOfItsTextPathAndPoints() throws {
    // The compact slot grows with its content up to 122.83 pt on a 393 pt iPhone; this
    // caption2 line is wider, and is cut there.
    let text = "12 minutes remaining until your pickup"
    let pill = try render(
      .compactTrailing,
      views(
        content: { EmptyView() },
        compactTrailing: { HStack { Text(text).font(.caption2).lineLimit(1) } }))
    let record = try #require(pill.diagnostics.first)
    #expect(pill.diagnostics.count == 1)
    #expect(record.kind == .truncatedText)
    #expect(record.presentation == "compact-trailing")
    #expect(record.device == "iphone-16-pro")
    #expect(record.viewPath == "HStack > Text")
    #expect(record.text == text)
    #expect(record.shownText?.hasSuffix("…") == true)
    #expect(record.fontSize == 11)
    let over = points(text, size: 11) - 122.83
    #expect(abs(record.pointsOver - over) < 0.01, "\(record.pointsOver) against \(over)")
    #expect(record.description.hasSuffix(" pt over at 11 pt"))
  }

  @Test func textThatMayShrinkShrinksOrSaysTheDeviceCutsItToo() throws {
    let text = "Arriving in twelve minutes"
    let needed = 122.83 / points(text, size: 17)
    // It may shrink far enough: drawn whole, no record.
    let shrinks = try render(
      .compactTrailing,
      views(
        content: { EmptyView() },
        compactTrailing: { Text(text).lineLimit(1).minimumScaleFactor(needed - 0.05) }))
    #expect(shrinks.diagnostics.isEmpty, "\(shrinks.diagnostics)")
    #expect(shrinks.plainText.contains(text))
    // It may not: cut, and the record says how far it would have needed to shrink.
    let tight = try render(
      .compactTrailing,
      views(
        content: { EmptyView() },
        compactTrailing: { Text(text).lineLimit(1).minimumScaleFactor(needed + 0.05) }))
    let cut = try #require(tight.diagnostics.first?.shrink)
    #expect(!cut.wouldShrink)
    #expect(cut.description.hasSuffix(": cut on the device too"))
    #expect(abs(cut.needed - needed) < 0.01)
  }

  @Test func aCompactViewShowsTheLinesItsSlotHolds() throws {
    // Two caption2 lines are 26 pt: the 36.67 pt slot holds both, so the pill has two rows.
    let pill = try render(
      .compactTrailing,
      views(content: { EmptyView() }, compactTrailing: { Text("12\nmin").font(.caption2) }))
    #expect(pill.plainText == "    12 ◗\n    min◗")
    #expect(pill.diagnostics.isEmpty)
    // A body line wider than the slot may grow to wraps onto two lines (44 pt), more than the
    // slot's 36.67 pt holds: one shows, cut short, as the device would show it.
    let tall = try render(
      .compactTrailing,
      views(
        content: { EmptyView() },
        compactTrailing: { Text("one two three four five six seven eight") }))
    #expect(!tall.plainText.contains("\n"), "\(tall.plainText)")
    #expect(tall.plainText.hasPrefix("one two three"))
    #expect(tall.plainText.hasSuffix("…◗"))
    #expect(tall.diagnostics.map(\.kind) == [.truncatedText])
  }

  @Test func anExpandedIslandOverItsHeightIsCutAndSaysByHowMuch() throws {
    // Below the camera's 36.67 pt band: seven body lines, 154 pt; 190.67 pt in all. Row 6
    // starts at 146.67 pt and shows; row 7, at 168.67 pt, does not.
    let island = try render(
      .expanded,
      views(
        content: { EmptyView() },
        center: { VStack(spacing: 0) { ForEach(1...7, id: \.self) { Text("Row \($0)") } } }))
    #expect(island.plainText.contains("✂ 31 pt over 160 pt"), "\(island.plainText)")
    #expect(island.plainText.contains("Row 6"))
    #expect(!island.plainText.contains("Row 7"))
    let cut = try #require(island.diagnostics.first { $0.kind == .cutAtHeightLimit })
    #expect(abs(cut.pointsOver - 30.67) < 0.001)
  }

  @Test func aHugeCardIsCutWithoutDrawingEveryRow() throws {
    // 1e300 pt of frame, or 5,000 lines: cut at 160 pt, at most 1,000 rows drawn.
    for view in [
      AnyView(Text("Top").frame(height: 1e300, alignment: .top)),
      AnyView(Rectangle().frame(height: 1e300)),
      AnyView(VStack(spacing: 0) { ForEach(0..<5_000, id: \.self) { Text("\($0)") } }),
    ] {
      let card = try render(.lockScreen, views { view })
      #expect(card.plainText.contains("pt over 160 pt"))
      #expect(card.height <= 1_002)
    }
  }

  @Test func aCardHugeBothWaysIsCutWithoutAGiantScratchCanvas() throws {
    // Wide as well as tall: finding the rows above the cut drew into a canvas as wide as
    // the content (millions of columns times 1,000 rows: 268 GB, the fuzzer's seed).
    let card = try render(
      .lockScreen, views { Text("Top").frame(minWidth: 1e308, minHeight: 1e300, alignment: .top) })
    #expect(card.plainText.contains("pt over 160 pt"))
    #expect(card.height <= 1_002)
  }

  @Test func contentWiderThanItsSlotIsARecord() throws {
    // "Departures" (about 76 pt) grows the slot; a fixed-size line wider than the 122.83 pt
    // the slot may grow to does not fit, and is a record of how far over it is.
    let fits = try render(
      .compactLeading,
      views(content: { EmptyView() }, compactLeading: { Text("Departures").fixedSize() }))
    #expect(fits.diagnostics.isEmpty)
    let text = "Departures from Edinburgh Waverley"
    let pill = try render(
      .compactLeading,
      views(content: { EmptyView() }, compactLeading: { Text(text).fixedSize() }))
    let record = try #require(pill.diagnostics.first { $0.kind == .widerThanSlot })
    #expect(abs(record.pointsOver - (points(text, size: 17) - 122.83)) < 0.01)
    #expect(record.presentation == "compact-leading")
  }

  @Test func aTextGivenNoColumnsIsSqueezedToNothing() throws {
    let card = try render(
      .lockScreen,
      views {
        HStack(spacing: 0) {
          Rectangle().frame(width: 371, height: 4)
          Text("Gone")
        }
      })
    let record = try #require(card.diagnostics.first { $0.kind == .squeezedToNothing })
    #expect(record.text == "Gone")
    #expect(record.viewPath == "HStack > Text")
  }

  @Test func theFillIsInPointsOnBothAxes() throws {
    let card = try render(.lockScreen, views { Text("Hello").padding() })
    let fill = try #require(card.fill)
    // The text's points and 16 pt of padding each side; 16 + 22 + 16 pt down.
    #expect(abs(fill.usedWidth - (points("Hello", size: 17) + 32)) < 0.001)
    #expect(fill.availableWidth == 371)
    #expect(fill.usedHeight == 54)
    #expect(fill.availableHeight == 160)
  }
}

import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI
import Testing

/// Widths are laid out in points, as on the device, and drawn in columns last: a text the
/// device shows whole is drawn whole, a text the device cuts is cut at the same glyph,
/// and the island's compact and minimal views are sized by their content.
///
/// The views are shaped like real ones: Home Assistant's and Pocket Casts' countdowns in
/// compact trailing (a caption or footnote timer with monospaced digits in a 50 pt frame
/// with 4 pt of padding; Home Assistant's snapshot tests show `25:00` and `2:20:13` whole),
/// Food Truck's minimal icon with 4 pt of padding, Expo's minimal `10:00`.
@MainActor
@Suite struct TrueGeometryTests {
  let now = Date(timeIntervalSince1970: 1_795_946_400)

  func island<Trailing: View, Minimal: View>(
    @ViewBuilder compactTrailing: @escaping () -> Trailing,
    @ViewBuilder minimal: @escaping () -> Minimal = { EmptyView() }
  ) -> ActivityViews {
    ActivityViews(
      content: { AnyView(EmptyView()) },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { EmptyView() }
        } compactLeading: {
          EmptyView()
        } compactTrailing: {
          compactTrailing()
        } minimal: {
          minimal()
        }
      }, families: [.medium])
  }

  func render(_ presentation: Presentation, _ views: ActivityViews) throws -> Canvas {
    try PresentationRenderer.render(presentation, views: views, settings: RenderSettings(now: now))
  }

  /// A countdown to `seconds` from now, as a compact trailing view does it.
  func countdown(_ seconds: TimeInterval) -> ClosedRange<Date> {
    now...now.addingTimeInterval(seconds)
  }

  @Test func aFramedCaptionTimerWithPaddingShowsItsDigitsWhole() throws {
    for (seconds, shown) in [(1_500.0, "25:00"), (4_813.0, "1:20:13")] {
      let pill = try render(
        .compactTrailing,
        island {
          Text(timerInterval: countdown(seconds), countsDown: true)
            .font(.caption).monospacedDigit()
            .frame(width: 50)
            .padding(4)
        })
      #expect(pill.plainText.contains(shown), "\(pill.plainText)")
      #expect(pill.diagnostics.isEmpty, "\(pill.diagnostics)")
    }
  }

  @Test func aFootnoteTimerThatMayShrinkShowsTwoHoursWhole() throws {
    let pill = try render(
      .compactTrailing,
      island {
        Text(timerInterval: countdown(8_413), countsDown: true)
          .font(.footnote).monospacedDigit()
          .minimumScaleFactor(0.6)
          .frame(width: 50)
          .padding(4)
      })
    #expect(pill.plainText.contains("2:20:13"), "\(pill.plainText)")
    #expect(!pill.diagnostics.contains { $0.kind == .truncatedText })
  }

  @Test func anIconWithPaddingInMinimalIsDrawn() throws {
    let circle = try render(
      .minimal,
      island(compactTrailing: { EmptyView() }) {
        Image(systemName: "box.truck.fill").padding(4)
      })
    #expect(circle.plainText.contains("🚚"), "\(circle.plainText)")
  }

  @Test func aTimerInMinimalShowsItsMinutesWhole() throws {
    let circle = try render(
      .minimal,
      island(compactTrailing: { EmptyView() }) {
        Text(timerInterval: countdown(600), countsDown: true).font(.caption2).monospacedDigit()
      })
    #expect(circle.plainText.contains("10:00"), "\(circle.plainText)")
  }

  @Test func aTimerThirtyPercentTooWideShrinksWhole() throws {
    // "1:20:13" in 17 pt monospaced digits is 42.96 pt: 26 % over 34 pt, and 0.5 allows
    // the 79 % it needs; without it the device cuts the text.
    let pill = try render(
      .compactTrailing,
      island {
        Text(timerInterval: countdown(4_813), countsDown: true)
          .monospacedDigit().minimumScaleFactor(0.5)
          .frame(width: 34)
      })
    #expect(pill.plainText.contains("1:20:13"), "\(pill.plainText)")
    #expect(!pill.diagnostics.contains { $0.kind == .truncatedText })
    let stiff = try render(
      .compactTrailing,
      island {
        Text(timerInterval: countdown(4_813), countsDown: true).monospacedDigit()
          .lineLimit(1).frame(width: 34)
      })
    #expect(!stiff.plainText.contains("1:20:13"), "\(stiff.plainText)")
    #expect(stiff.diagnostics.contains { $0.kind == .truncatedText })
  }

  @Test func narrowGlyphsFitWhereWideOnesAreCutAtTheSameSize() throws {
    let narrow = try render(
      .compactTrailing, island { Text("iiiiiiii").lineLimit(1).frame(width: 40) })
    let wide = try render(
      .compactTrailing, island { Text("WWWWWWWW").lineLimit(1).frame(width: 40) })
    #expect(narrow.plainText.contains("iiiiiiii"), "\(narrow.plainText)")
    #expect(narrow.diagnostics.isEmpty)
    #expect(wide.plainText.contains("…"), "\(wide.plainText)")
    let cut = try #require(wide.diagnostics.first { $0.kind == .truncatedText })
    #expect(cut.text == "WWWWWWWW")
    #expect(cut.pointsOver > 40)
  }

  @Test func anUnframedTimerStretchesTheCompactPill() throws {
    let framed = try render(
      .compact,
      island { Text(timerInterval: countdown(600), countsDown: true).frame(width: 44) })
    let unframed = try render(
      .compact, island { Text(timerInterval: countdown(600), countsDown: true) })
    #expect(unframed.width > framed.width, "\(framed.plainText)\n\(unframed.plainText)")
    let record = try #require(unframed.diagnostics.first { $0.kind == .stretchesIsland })
    #expect(record.presentation == "compact")
    #expect(record.summary.contains("takes all the width offered"))
    #expect(!framed.diagnostics.contains { $0.kind == .stretchesIsland })
  }

  @Test func theLimitedWidthIslandDoesNotGrow() throws {
    var settings = RenderSettings(now: now)
    settings.isLimitedInWidth = true
    let views = island { Text("Arriving in 12 minutes").lineLimit(1) }
    let limited = try PresentationRenderer.render(
      .compactTrailing, views: views, settings: settings)
    let full = try render(.compactTrailing, views)
    #expect(limited.width < full.width)
    #expect(limited.diagnostics.contains { $0.kind == .truncatedText })
  }
}

import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import GlimpseUIKit
import Testing

/// Text is laid out in points down: each line at its font's line height (Apple's table for
/// the text styles, SF Pro's metrics for other sizes), as many lines as the device would
/// wrap it into; its rows are the lines the terminal draws.
@MainActor
@Suite struct TextHeightTests {
  func size<V: View>(_ view: V, width: Int? = nil, height: Double? = nil) -> LayoutSize {
    ViewResolver.node(view, environment: EnvironmentValues())
      .sizeThatFits(ProposedSize(columns: width, height: height))
  }

  @Test func textStylesTakeApplesLineHeights() {
    let table: [(Font, Double)] = [
      (.largeTitle, 41), (.title, 34), (.title2, 28), (.title3, 25), (.headline, 22),
      (.body, 22), (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption, 16),
      (.caption2, 13),
    ]
    for (font, lineHeight) in table {
      let line = size(Text("Line").font(font))
      #expect(line.height == lineHeight && line.cells == CellSize(width: 4, height: 1))
    }
    #expect(size(Text("Default")).height == 22, "body when no font is set")
    #expect(size(Text("Bold").font(.caption.bold())).height == 16, "weight keeps the line")
  }

  @Test func otherSizesTakeSFProsLineHeight() {
    // UIFont.systemFont(ofSize: 15).lineHeight is 17.900391: 2444/2048 of the size.
    #expect(size(Text("x").font(.system(size: 15))).height == 17.900390625)
    #expect(size(Text("x").font(.system(size: 48, weight: .bold))).height == 48.0 * 2444 / 2048)
    #expect(size(Text("x").font(.custom("Avenir", size: 20))).height == 20.0 * 2444 / 2048)
    #expect(
      size(Text("x").font(.custom("Avenir", size: 20, relativeTo: .caption))).height
        == 20.0 * 2444 / 2048)
  }

  @Test func tightAndLooseLeadingTakeTwoPoints() {
    #expect(size(Text("x").font(.body.leading(.tight))).height == 20)
    #expect(size(Text("x").font(.body.leading(.loose))).height == 24)
  }

  @Test func aLineOfRunsInSeveralFontsIsAsTallAsItsTallestRun() {
    let mixed = Text("12").font(.title) + Text(" min").font(.caption)
    #expect(size(mixed).height == 34 && size(mixed).cells == CellSize(width: 6, height: 1))
    // Over two lines, each is as tall as the runs on it.
    let stacked = Text("Big\n").font(.title) + Text("small").font(.caption)
    #expect(size(stacked).height == 34 + 16 && size(stacked).cells == CellSize(width: 5, height: 2))
  }

  @Test func aLineLimitLimitsThePoints() {
    let text = Text("one two three four five six").lineLimit(2)
    #expect(size(text, width: 9).height == 44 && size(text, width: 9).rows == 2)
  }

  @Test func aHeightInPointsLimitsTheLines() {
    // 50 pt holds two 22 pt lines; 43.9 pt only one.
    #expect(size(Text("one two three"), width: 5, height: 50).rows == 2)
    #expect(size(Text("one two three"), width: 5, height: 43.9).rows == 1)
  }

  @Test func textThatMayShrinkKeepsTheLinesTheDeviceKeepsByShrinking() {
    // Three lines (66 pt) offered 50 pt: at about 76% they fit, which 0.5 allows. All
    // three are drawn, and the text answers the 50 pt it shrank to.
    let shrinking = Text("one two three").minimumScaleFactor(0.5)
    let shrunk = size(shrinking, width: 5, height: 50)
    #expect(shrunk.rows == 3 && shrunk.columns == 5)
    #expect(shrunk.height <= 50 && shrunk.height > 49.9)
    // 0.9 does not allow it: two lines at 90% are 39.6 pt, the third does not fit.
    let stiff = Text("one two three").minimumScaleFactor(0.9)
    #expect(size(stiff, width: 5, height: 50).rows == 2)
  }

  @Test func smallTextIsOneLineWhereTheDeviceShowsOne() {
    // 40 caption characters (12 pt) are narrower than 30 columns' 210 pt on the device:
    // one line there, so one row here, drawn in its 40 columns (wider than the 30 asked).
    let caption = Text("Grande oat flat white, extra hot, no lid").font(.caption)
    let one = size(caption, width: 30)
    #expect(one.width < 210 && one.height == 16)
    #expect(one.cells == CellSize(width: 40, height: 1))
  }

  @Test func largeTextWrapsWhereTheDeviceWrapsIt() {
    // 8 characters of large title (34 pt) are wider than 10 columns' 70 pt: the device
    // breaks the word over two lines, and so does the terminal.
    let large = size(Text("Arriving").font(.largeTitle), width: 10)
    #expect(large.height == 82 && large.rows == 2 && large.width <= 70)
  }
}

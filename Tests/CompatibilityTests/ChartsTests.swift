import GlimpseCharts
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

/// A Live Activity that draws its readings with Swift Charts compiles against the
/// `Charts` shim and draws them in every presentation.
@MainActor @Suite struct GlucoseChartTests {
  private func draw() throws -> DrawnActivity {
    try drawActivity(
      GlucoseChartLiveActivity(), GlucoseChartAttributes.self,
      attributes: GlucoseChartSamples.attributes, state: GlucoseChartSamples.state)
  }

  /// The cells of a drawing that hold braille dots, with their colours.
  private func dotColors(in snapshot: Snapshot) -> [TerminalColor] {
    let canvas = snapshot.canvas
    var colors: [TerminalColor] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where (0x2801...0x28FF).contains(canvas[x, y].code) {
        colors.append(canvas[x, y].style.foreground)
      }
    }
    return colors
  }

  @Test func lockScreenDrawsHourLabelsScaleAndLegend() throws {
    let lock = try draw().lockScreen
    // `AxisValueLabel(format: .dateTime.hour())` at every hour of the three-hour window.
    for hour in ["12 AM", "1 AM", "2 AM", "3 AM"] { expectText(hour, in: lock) }
    // The y scale's domain 40...300 ticks at round hundreds on the trailing edge.
    expectText("300", in: lock)
    expectText("100", in: lock)
    expectText("● Low  ● In range  ● High", in: lock)
    #expect(lock.canvas.diagnostics.isEmpty, "\(lock.text)")
  }

  @Test func readingsAreDotsColouredByTheirRange() throws {
    let lock = try draw().lockScreen
    let theme = EnvironmentValues().theme
    let colors = dotColors(in: lock)
    // Thirteen readings: some low (red), most in range (green), two high (orange).
    #expect(colors.contains(theme[.red]))
    #expect(colors.contains(theme[.green]))
    #expect(colors.contains(theme[.orange]))
    #expect(colors.count >= 10, "\(lock.text)")
  }

  @Test func targetRangeBandIsPaintedBehindTheReadings() throws {
    let canvas = try draw().lockScreen.canvas
    var painted = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where !canvas[x, y].style.background.isDefault {
        painted += 1
      }
    }
    // 70...180 of 40...300 on a plot of several rows: at least one row of band.
    #expect(painted >= 40)
  }

  @Test func expandedBottomHidesAxesAndLegend() throws {
    let bottom = try #require(try draw().region(.bottom))
    #expect(!bottom.text.contains("AM"), "\(bottom.text)")
    #expect(!bottom.text.contains("Low"), "\(bottom.text)")
    #expect(!dotColors(in: bottom).isEmpty, "\(bottom.text)")
  }

  @Test func compactAndMinimalFit() throws {
    let drawn = try draw()
    expectFits(drawn.compactLeading)
    expectFits(drawn.compactTrailing)
    expectFits(drawn.minimal)
  }
}

/// Charts built in view code: categories, stacking, scales, hidden axes, and data that is
/// empty or extreme.
@MainActor @Suite struct ChartViewTests {
  struct Sale: Identifiable {
    var id: String { city + product }
    var city: String
    var product: String
    var units: Int
  }

  @Test func barsByCategoryStackAndAreLabelledUnderThePlot() {
    let sales = [
      Sale(city: "Oslo", product: "Tea", units: 2), Sale(city: "Oslo", product: "Cake", units: 2),
      Sale(city: "Rome", product: "Tea", units: 8),
    ]
    let chart = Chart(sales) { sale in
      BarMark(x: .value("City", sale.city), y: .value("Units", sale.units))
        .foregroundStyle(by: .value("Product", sale.product))
    }
    .chartYAxis(.hidden)
    .chartLegend(.hidden)
    let snapshot = Snapshot(chart, width: 10, height: 3)
    // Domain 0...8 over two rows: Oslo's stack of 2 + 2 reaches half way, Rome's 8 the
    // top; each bar is 70% of its five-column band; labels are centred on their bands.
    #expect(snapshot.text == "      ███\n ▄▄▄  ███\n Oslo Rome")
    let theme = EnvironmentValues().theme
    // Tea (the first category) is blue and at the bottom; Cake, green, is stacked on it,
    // filling the rest of the cell as its background.
    #expect(snapshot.canvas[2, 1].style.foreground == theme[.blue])
    #expect(snapshot.canvas[2, 1].style.background == theme[.green])
    #expect(snapshot.canvas[7, 0].style.foreground == theme[.blue])
  }

  @Test func explicitDomainAndStrideTicksLabelTheTrailingEdge() {
    let chart = Chart {
      RuleMark(y: .value("Goal", 50))
    }
    .chartYScale(domain: 0...100)
    .chartYAxis {
      AxisMarks(values: .stride(by: 50)) { value in
        AxisValueLabel()
      }
    }
    .chartXAxis(.hidden)
    let snapshot = Snapshot(chart, width: 10, height: 3)
    #expect(snapshot.text == "       100\n────── 50\n       0")
  }

  @Test func leadingAxisMarksLabelTheLeadingEdge() {
    let chart = Chart {
      RuleMark(y: .value("Goal", 50))
    }
    .chartYScale(domain: 0...100)
    .chartYAxis {
      AxisMarks(position: .leading, values: .stride(by: 50)) { value in
        AxisValueLabel()
      }
    }
    .chartXAxis(.hidden)
    let snapshot = Snapshot(chart, width: 10, height: 3)
    #expect(snapshot.text == "100\n 50 ──────\n  0")
  }

  @Test func shadowedAndBlurredMarksDrawAsTheyWould() {
    let plain = Chart {
      PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(16)
    }
    let shadowed = Chart {
      PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(16)
        .shadow(color: Color.black.opacity(0.25), radius: 2, x: 0, y: 0)
        .blur(radius: 1)
    }
    #expect(
      Snapshot(shadowed, width: 12, height: 3).text == Snapshot(plain, width: 12, height: 3).text)
  }

  @Test func emptyAndExtremeDataDrawWithoutTrapping() {
    let empty = Chart {
      ForEach([Double](), id: \.self) { value in
        LineMark(x: .value("x", value), y: .value("y", value))
      }
    }
    #expect(Snapshot(empty, width: 20, height: 4).canvas.diagnostics.isEmpty)
    let extreme = Chart {
      LineMark(x: .value("x", -Double.greatestFiniteMagnitude), y: .value("y", 1e308))
      LineMark(x: .value("x", Double.greatestFiniteMagnitude), y: .value("y", Double.nan))
      PointMark(x: .value("t", Date.distantPast), y: .value("y", 1))
      BarMark(x: .value("c", "A"), y: .value("y", Int.max))
    }
    _ = Snapshot(extreme, width: 20, height: 4)
  }
}

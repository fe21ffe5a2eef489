import GlimpseCharts
import GlimpseLayout
import GlimpseUI
import Testing

/// Lines collected from data (`Chart(data) { LineMark(...) }`) draw every point of each
/// series, from the plot's left edge to its right.
@MainActor @Suite struct ChartLineSeriesTests {
  struct Reading: Identifiable {
    var id: Int
    var value: Double
  }

  /// The columns of a drawing's cells that hold braille dots.
  private func dotColumns(in snapshot: Snapshot) -> Set<Int> {
    let canvas = snapshot.canvas
    var columns = Set<Int>()
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where (0x2801...0x28FF).contains(canvas[x, y].code) {
        columns.insert(x)
      }
    }
    return columns
  }

  @Test func aLineFromDataSpansThePlotFromFirstToLastPoint() {
    let readings = (0..<40).map { Reading(id: $0, value: Double($0 % 7)) }
    let chart = Chart(readings) { reading in
      LineMark(x: .value("x", reading.id), y: .value("y", reading.value))
    }
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
    let snapshot = Snapshot(chart, width: 20, height: 4)
    #expect(dotColumns(in: snapshot) == Set(0..<20), "\(snapshot.text)")
  }

  @Test func twoSeriesBothDrawTheirWholeLength() {
    let chart = Chart {
      ForEach(0..<11) { index in
        LineMark(x: .value("x", index), y: .value("y", 0), series: .value("s", "low"))
      }
      ForEach(0..<11) { index in
        LineMark(x: .value("x", index), y: .value("y", 10), series: .value("s", "high"))
      }
    }
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
    let snapshot = Snapshot(chart, width: 10, height: 4)
    let rows = snapshot.text.split(separator: "\n", omittingEmptySubsequences: false)
    // The high line along the top row, the low one along the bottom, both edge to edge
    // (x 0...10 is the whole domain).
    #expect(
      rows.first.map { $0.unicodeScalars.count { (0x2801...0x28FF).contains($0.value) } } == 10,
      "\(snapshot.text)")
    #expect(
      rows.last.map { $0.unicodeScalars.count { (0x2801...0x28FF).contains($0.value) } } == 10,
      "\(snapshot.text)")
  }
}

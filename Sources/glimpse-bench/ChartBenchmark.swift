import Foundation
import GlimpseCharts
import GlimpseLayout
import GlimpseUI

/// The chart of the `chart` benchmark: 300 readings five minutes apart as a line, with
/// the default axes (hour labels along the bottom, round numbers up the trailing edge).
struct ReadingsChart: View {
  struct Reading: Identifiable {
    var id: Int
    var date: Date
    var value: Double
  }

  static let readings: [Reading] = (0..<300).map { index in
    let wave = sin(Double(index) / 17) * 60 + cos(Double(index) / 5) * 15
    return Reading(
      id: index, date: Date(timeIntervalSinceReferenceDate: Double(index) * 300),
      value: 140 + wave)
  }

  var body: some View {
    Chart(Self.readings) { reading in
      LineMark(x: .value("Time", reading.date), y: .value("mg/dL", reading.value))
    }
  }
}

/// Builds, lays out and draws the 300-point chart from a fresh view tree into a fresh
/// 60x8 canvas, `count` times.
@MainActor
enum ChartBenchmark {
  static func run(count: Int) -> (microsecondsPerChart: Double, checksum: Int, sample: String) {
    var checksum = 0
    var sample = ""
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
      let snapshot = Snapshot(ReadingsChart(), width: 60, height: 8)
      checksum &+= Int(snapshot.canvas[index % 60, 3].code)
      if index == 0 { sample = snapshot.text }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds * 1e6 / Double(count), checksum, sample)
  }
}

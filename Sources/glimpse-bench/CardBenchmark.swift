import GlimpseLayout
import GlimpseUI

/// The card of the `card` benchmark: a rounded border with a title on its top edge, a
/// driver and a timer on the first row, a progress bar on the second.
struct RideCard: View {
  let index: Int

  var body: some View {
    GroupBox {
      HStack {
        Text("Driver \(index % 97)").bold()
        Spacer()
        Text(Self.clock(index)).foregroundStyle(.cyan)
      }
      ProgressView(value: Double(index % 101) / 100).tint(.green)
    } label: {
      Text("🚕 Ride #\(index)").bold()
    }
  }

  static func clock(_ index: Int) -> String {
    let minutes = index % 60
    let seconds = (index * 7) % 60
    return (minutes < 10 ? "0" : "") + String(minutes) + ":" + (seconds < 10 ? "0" : "")
      + String(seconds)
  }
}

/// Builds, lays out and draws the card from a fresh view tree into a fresh 40x4 canvas,
/// `count` times.
@MainActor
enum CardBenchmark {
  static func run(count: Int) -> (microsecondsPerCard: Double, checksum: Int, sample: String) {
    time(count: count) { RideCard(index: $0) }
  }

  /// Builds, lays out and draws `card(index)` into a fresh 40x4 canvas for each index below
  /// `count`: the time a card, a checksum of one cell of each, and card 42's text.
  static func time<Card: View>(
    count: Int, _ card: (Int) -> Card
  ) -> (microsecondsPerCard: Double, checksum: Int, sample: String) {
    var checksum = 0
    var sample = ""
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
      let snapshot = Snapshot(card(index), width: 40, height: 4)
      checksum &+= Int(snapshot.canvas[20, 2].code)
      if index == 42 { sample = snapshot.text }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds * 1e6 / Double(count), checksum, sample)
  }
}

import GlimpseLayout
import GlimpseUI

/// The card of the `shapes` benchmark: the `card` benchmark's ride card with its progress
/// drawn by shapes, as real Live Activities draw it: a ring (a trimmed circle over a track,
/// turned to start at the top) and a custom bar (two rounded rectangles in a
/// GeometryReader).
struct ShapeRideCard: View {
  let index: Int

  var body: some View {
    let fraction = Double(index % 101) / 100
    GroupBox {
      HStack {
        ZStack {
          Circle().stroke(Color.gray.opacity(0.3), lineWidth: 4)
          Circle().trim(from: 0, to: fraction)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            .rotationEffect(.degrees(-90))
        }
        .frame(width: 36, height: 36)
        VStack(alignment: .leading, spacing: 0) {
          HStack {
            Text("Driver \(index % 97)").bold()
            Spacer()
            Text(RideCard.clock(index)).foregroundStyle(.cyan)
          }
          GeometryReader { geometry in
            RoundedRectangle(cornerRadius: 3).fill(Color.gray)
            RoundedRectangle(cornerRadius: 3).fill(Color.green)
              .frame(width: geometry.size.width * fraction)
          }
          .frame(height: 6)
        }
      }
    } label: {
      Text("🚕 Ride #\(index)").bold()
    }
  }
}

/// Builds, lays out and draws the shape card from a fresh view tree into a fresh 40x4
/// canvas, `count` times.
@MainActor
enum ShapeCardBenchmark {
  static func run(count: Int) -> (microsecondsPerCard: Double, checksum: Int, sample: String) {
    CardBenchmark.time(count: count) { ShapeRideCard(index: $0) }
  }
}

import Foundation
import GlimpseDemos
import GlimpseTesting
import Testing

/// The speed of the issue's matrix: one activity in every presentation x 3 devices x 2
/// locales x 3 text sizes. Not a timed assertion: it runs only when
/// `GLIMPSE_TESTING_MEASURE` names a folder, records the snapshot there and prints the
/// times (`swift test [-c release] --filter SnapshotSpeedMeasurement`).
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GLIMPSE_TESTING_MEASURE"] != nil))
struct SnapshotSpeedMeasurement {
  @Test func theIssuesMatrixOfTheDeliveryDemo() throws {
    let folder = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["GLIMPSE_TESTING_MEASURE"] ?? "/tmp")
    let delivery = try #require(DemoGallery.all.first { $0.name == "delivery" })
    let issues = CaughtIssues()
    var times: [Double] = []
    for _ in 0..<5 {
      let began = ContinuousClock.now
      SnapshotSettings(directory: folder, environment: [:], reporter: { issues.append($0) })
        .withValue {
          assertActivitySnapshot(
            of: delivery, presentations: .all,
            devices: [.iPhone16Pro, .iPhone16ProMax, .iPad], locales: ["en_US", "de_DE"],
            dynamicType: [.large, .xxxLarge, .accessibility3])
        }
      let elapsed = ContinuousClock.now - began
      times.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    let states = try delivery.loadTimeline().events.count
    print(
      "GlimpseTesting speed: \(states) states; ms per call (first records): "
        + times.map { String(format: "%.1f", $0) }.joined(separator: ", "))
  }
}

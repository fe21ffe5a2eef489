import Foundation
import Glimpse
import GlimpseActivity

/// `render delivery --states FILE --timeline` on a states file of many states, through
/// the command line as a person runs it: reading the file, decoding every state through
/// the activity's own `ContentState`, building the timeline and listing it.
@MainActor
enum TimelineBenchmark {
  struct Result {
    /// Seconds of each run.
    var seconds: [Double]
    /// Lines listed (one per state, the heading and the summary).
    var lines: Int
    /// Bytes of the states file.
    var fileBytes: Int
  }

  /// Lists a timeline of `states` delivery states (the demo's five, over and over, with
  /// names, stale delays and relevance), `rounds` times.
  static func run(previews: [ActivityPreview], states: Int, rounds: Int) throws -> Result {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-timeline-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let data = try statesFile(count: states)
    try data.write(to: file)
    let arguments = ["render", "delivery", "--states", file.path, "--timeline"]
    var result = Result(seconds: [], lines: 0, fileBytes: data.count)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let start = clock.now
      let output = try Glimpse.execute(
        arguments, previews: previews, isTerminal: false, environment: [:])
      let elapsed = clock.now - start
      result.seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      result.lines = output.text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
    return result
  }

  /// A states file of `count` states, a minute apart.
  static func statesFile(count: Int) throws -> Data {
    let statuses = ["preparing", "pickedUp", "onTheWay", "nearbyDropoff", "delivered"]
    var states: [[String: Any]] = []
    states.reserveCapacity(count)
    for index in 0..<count {
      let step = index % statuses.count
      states.append([
        "name": "\(statuses[step]) \(index)", "staleAfter": 900, "relevance": 50 + step,
        "state": [
          "status": statuses[step], "driverName": step == 0 ? "" : "Marcus",
          "currentStep": step + 1, "totalSteps": 5, "estimatedMinutesRemaining": 45 - step * 10,
        ],
      ])
    }
    return try JSONSerialization.data(withJSONObject: [
      "start": "2026-11-29T10:00:00Z", "interval": 60, "states": states,
    ])
  }
}

import Foundation
import GlimpseUI

/// The rules a device applies to one activity's pushes as they arrive, in order: it keeps
/// only content newer than what it shows, takes nothing after the end, and has no activity
/// to update before it starts.
///
/// A sequence that holds a start is one activity's life from its push-to-start: what comes
/// before the start has no activity to change. A sequence without a start updates an
/// activity the app started itself.
enum PayloadSequence {
  /// Marks each payload the device applies (``CheckedPayload/isApplied``) and adds an
  /// error to each it drops for its place in the sequence.
  static func apply<A>(to payloads: inout [CheckedPayload<A>]) {
    let start = payloads.firstIndex { $0.event == .start && !$0.isDropped }
    var started = false
    var last: (index: Int, time: Date)?
    var end: Int?
    for index in payloads.indices {
      guard !payloads[index].isDropped, let event = payloads[index].event,
        let time = payloads[index].timestamp
      else { continue }
      if let end {
        payloads[index].findings.append(
          .dropping(
            "aps.event",
            note: "arrives after the end (\(payloads[end].origin)): an ended activity takes no "
              + "more pushes"))
        continue
      }
      if event == .start, started {
        payloads[index].findings.append(
          .dropping(
            "aps.event", expected: "\"update\" or \"end\": the activity has started",
            found: "\"start\"",
            note: "a second start starts a second activity; one sequence is one activity's"))
        continue
      }
      if event != .start, let start, !started {
        payloads[index].findings.append(
          .dropping(
            "aps.event",
            note: "arrives before the start (\(payloads[start].origin)): there is no activity "
              + "to \(event.rawValue) yet"))
        continue
      }
      if let last, time <= last.time {
        payloads[index].findings.append(
          .dropping(
            "aps.timestamp",
            expected: "a timestamp after \(ClockText.utc(last.time)) (the last applied, "
              + "\(payloads[last.index].origin))",
            found: "\(PayloadCheckWords.number(time.timeIntervalSince1970)) "
              + "(\(ClockText.utc(time)))",
            note: "the device drops a push that is not newer than the last one it applied"))
        continue
      }
      payloads[index].isApplied = true
      started = true
      last = (index, time)
      if event == .end { end = index }
    }
  }
}

/// Numbers as findings write them.
enum PayloadCheckWords {
  /// Seconds as a payload writes them: whole ones without a fraction.
  static func number(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : "\(seconds)"
  }
}

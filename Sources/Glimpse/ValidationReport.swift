import Foundation
import GlimpseActivity
import GlimpseLayout

/// What `glimpse validate` prints of a ``PayloadReport``: a line per payload and a line per
/// finding, or the same as JSON for CI.
enum ValidationReport {
  /// ```
  /// delivery.json[3]: update at 2026-11-29 10:05:00 UTC: dropped
  /// delivery.json[3]: error: aps.timestamp: expected a timestamp after ..., found ...
  /// 6 payloads for delivery (DeliveryAttributes): 5 applied, 1 dropped; 1 error, 0 warnings
  /// ```
  static func text(_ report: PayloadReport) -> ConsoleText {
    var clock = ClockText(timeZone: RenderDefaults.timeZone)
    var lines: [String] = []
    lines.reserveCapacity(report.entries.count * 2 + 1)
    for entry in report.entries {
      var line = "\(entry.origin): \(entry.event ?? "payload")"
      if let timestamp = entry.timestamp { line += " at " + clock.string(timestamp) }
      line += entry.isApplied ? ": applied" : ": dropped"
      if entry.isApplied && entry.hasAlert { line += ", with an alert" }
      lines.append(line)
      for finding in entry.findings {
        lines.append("\(entry.origin): \(finding.line)")
      }
    }
    lines.append(
      "\(count(report.entries.count, "payload")) for \(report.activity) (\(report.attributesType)): "
        + "\(report.appliedCount) applied, \(report.droppedCount) dropped; "
        + "\(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))")
    return ConsoleText(lines: lines)
  }

  /// The report as one JSON document: the activity, the counts, and each payload with its
  /// verdict and findings.
  static func json(_ report: PayloadReport) -> ConsoleText {
    let document = Document(
      activity: report.activity, attributesType: report.attributesType,
      applied: report.appliedCount, dropped: report.droppedCount, errors: report.errorCount,
      warnings: report.warningCount,
      payloads: report.entries.map { entry in
        Document.Payload(
          source: entry.origin.description, event: entry.event,
          timestamp: entry.timestamp?.timeIntervalSince1970,
          verdict: entry.isApplied ? "applied" : "dropped",
          findings: entry.findings.map { finding in
            Document.Finding(
              severity: finding.severity.rawValue, drops: finding.drops, path: finding.path,
              expected: finding.expected, found: finding.found, note: finding.note,
              message: finding.message)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return ConsoleText(lines: String(decoding: data, as: UTF8.self).lines)
  }

  /// `1 payload`, `3 payloads`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  private struct Document: Encodable {
    struct Finding: Encodable {
      let severity: String
      let drops: Bool
      let path: String
      let expected: String?
      let found: String?
      let note: String?
      let message: String
    }

    struct Payload: Encodable {
      let source: String
      let event: String?
      let timestamp: Double?
      let verdict: String
      let findings: [Finding]
    }

    let activity: String
    let attributesType: String
    let applied: Int
    let dropped: Int
    let errors: Int
    let warnings: Int
    let payloads: [Payload]
  }
}

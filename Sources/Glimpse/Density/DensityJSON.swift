import Foundation

/// `glimpse density --format json`: the schema `glimpse-density/1` (README, "Density
/// review"), keys sorted, so the same sweep is the same bytes.
///
/// The keys being sorted, `records` comes before `schema`, `settings` and `summary`: the
/// document is written as the sweep goes (its head, each record as it is found, then the
/// rest from the counts), never held whole.
@MainActor
enum DensityJSON {
  /// The schema's name, in the document's `schema` field.
  static let schema = "glimpse-density/1"

  /// The document.
  struct Document: Codable {
    var schema: String
    var activity: String
    var settings: Settings
    var summary: Summary
    var records: [DensityRecord]
  }

  /// What was swept.
  struct Settings: Codable {
    var devices: [String]
    var presentations: [String]
    var limitedWidth: [Bool]
    var states: Int
    var locales: [String]
    var pseudo: [String]
    var dynamicType: [String]
    var failOn: [String]
    var workers: Int
  }

  /// The counts.
  struct Summary: Codable {
    var renders: Int
    var records: Int
    var failures: Int
    var byKind: [String: Int]
    var byPresentation: [String: Int]
    var byDevice: [String: Int]
    /// The worst record of each of the findings that miss by the most points.
    var worst: [DensityRecord]
    /// The records grouped: the same misfit wherever it happens, once.
    var findings: [Finding]
  }

  /// A finding: what its records share, its worst record's measures, where it happens,
  /// and the numbers of its records in `records` (from 0), every one of them.
  struct Finding: Codable {
    var presentation: String
    var device: String
    var kind: DensityRecord.Kind
    var detail: String
    var view: String
    var text: String?
    var shown: String?
    var columnsOver: Int
    var pointsOver: Double
    var fontSize: Double?
    var place: String
    var occurrences: [Int]

    init(_ finding: DensityFindings.Finding, place: String) {
      let worst = finding.worst
      presentation = worst.presentation
      device = worst.device
      kind = worst.kind
      detail = worst.detail
      view = worst.view
      text = worst.text
      shown = worst.shown
      columnsOver = worst.columnsOver
      pointsOver = worst.pointsOver
      fontSize = worst.fontSize
      self.place = place
      occurrences = finding.occurrences
    }

    /// Every field, those without a value as `null`, as records are written.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(presentation, forKey: .presentation)
      try container.encode(device, forKey: .device)
      try container.encode(kind, forKey: .kind)
      try container.encode(detail, forKey: .detail)
      try container.encode(view, forKey: .view)
      try container.encode(text, forKey: .text)
      try container.encode(shown, forKey: .shown)
      try container.encode(columnsOver, forKey: .columnsOver)
      try container.encode(pointsOver, forKey: .pointsOver)
      try container.encode(fontSize, forKey: .fontSize)
      try container.encode(place, forKey: .place)
      try container.encode(occurrences, forKey: .occurrences)
    }
  }

  /// The encoder of the document and its records: pretty-printed, keys sorted.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The document of `report` without its records.
  static func document(_ report: DensityReport) -> Document {
    let axes = report.sweep.axes
    var byKind = Dictionary(
      uniqueKeysWithValues: DensityRecord.Kind.allCases.map { ($0.rawValue, 0) })
    for (kind, count) in report.byKind { byKind[kind.rawValue] = count }
    return Document(
      schema: schema, activity: report.activity,
      settings: Settings(
        devices: axes.devices.map(\.name), presentations: report.presentations,
        limitedWidth: axes.limitedWidth, states: report.sweep.timeline.events.count,
        locales: axes.locales, pseudo: axes.pseudo.map { $0?.rawValue ?? "none" },
        dynamicType: axes.dynamicTypes.map { "\($0)" },
        failOn: report.failOn.map(\.rawValue).sorted(), workers: report.workers),
      summary: Summary(
        renders: report.renders, records: report.records, failures: report.failures,
        byKind: byKind, byPresentation: report.byPresentation, byDevice: report.byDevice,
        worst: report.worst,
        findings: report.findings.findings.map {
          Finding(
            $0,
            place: DensityFindings.place(
              of: $0, in: axes, stateCount: report.sweep.timeline.events.count))
        }),
      records: [])
  }

  /// Writes a document as the sweep goes: ``head(activity:)``, each record, then
  /// ``tail(_:)``.
  @MainActor
  struct Writer {
    let output: DensityOutput
    /// The closing line of the record before, written once it is known whether a comma
    /// follows it.
    var lastLine: String?

    /// The document's start, up to the opening of its records.
    mutating func head(activity: String) {
      let name = (try? encoder.encode(["activity": activity])).map {
        String(decoding: $0, as: UTF8.self)
      }
      let line =
        name?.split(separator: "\n").first { $0.contains("\"activity\"") }.map(String.init)
        ?? "  \"activity\" : \"\""
      output.line("{")
      output.line(line + ",")
      output.line("  \"records\" : [")
    }

    /// One record, in the records' array.
    mutating func record(_ record: DensityRecord) {
      guard let data = try? encoder.encode(record) else { return }
      var lines = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      if let last = lastLine { output.line(last + ",") }
      let closing = lines.removeLast()
      for line in lines { output.line("    " + line) }
      lastLine = "    " + closing
    }

    /// The document's end: the records closed, then everything after them from the counts.
    mutating func tail(_ report: DensityReport) {
      // An empty array as the encoder writes one: a blank line between its brackets.
      output.line(lastLine ?? "")
      output.line("  ],")
      guard let data = try? encoder.encode(document(report)) else { return }
      let text = String(decoding: data, as: UTF8.self)
      // Everything after the (empty) records: `"schema"`, `"settings"`, `"summary"`.
      guard let start = text.range(of: "\n  \"schema\" : ") else { return }
      let rest = text[start.upperBound...]
      var lines = ("  \"schema\" : " + rest).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      if lines.last == "" { lines.removeLast() }
      for line in lines { output.line(line) }
    }
  }
}

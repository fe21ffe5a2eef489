import Foundation

/// `glimpse density --format json`: the schema `glimpse-density/1` (README, "Density
/// review"), keys sorted, so the same sweep is the same bytes.
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
    var worst: [DensityRecord]
  }

  static func document(_ report: DensityReport) -> Document {
    let axes = report.sweep.axes
    var presentations: [String] = []
    for render in report.renders where !presentations.contains(render.variant.presentation.rawValue)
    {
      presentations.append(render.variant.presentation.rawValue)
    }
    let records = report.records
    func counted(_ key: (DensityRecord) -> String) -> [String: Int] {
      Dictionary(report.counts(by: key).map { ($0.key, $0.count) }, uniquingKeysWith: +)
    }
    var byKind = Dictionary(
      uniqueKeysWithValues: DensityRecord.Kind.allCases.map { ($0.rawValue, 0) })
    for record in records { byKind[record.kind.rawValue, default: 0] += 1 }
    return Document(
      schema: schema, activity: report.activity,
      settings: Settings(
        devices: axes.devices.map(\.name), presentations: presentations,
        limitedWidth: axes.limitedWidth, states: report.sweep.timeline.events.count,
        locales: axes.locales, pseudo: axes.pseudo.map { $0?.rawValue ?? "none" },
        dynamicType: axes.dynamicTypes.map { "\($0)" },
        failOn: report.failOn.map(\.rawValue).sorted(), workers: report.workers),
      summary: Summary(
        renders: report.renders.count, records: records.count, failures: report.failures.count,
        byKind: byKind, byPresentation: counted(\.presentation), byDevice: counted(\.device),
        worst: report.worstOffenders()),
      records: records)
  }

  /// The document as pretty-printed JSON with sorted keys.
  static func text(_ report: DensityReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document(report)) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

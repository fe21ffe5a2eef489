import GlimpseActivity

/// The misfits of a density sweep grouped into findings: the same text cut in the same
/// region of the same presentation on the same device, whichever states, widths, locales
/// and text sizes it happens in, is one finding that says where (`states 1-6, full and
/// limited width`), not a record for each. Every record stays counted and numbered, so the
/// JSON keeps them all and `--fail-on` means what it meant.
///
/// Kept as the sweep goes: a finding holds its worst record and what varies
/// among its occurrences (the records' numbers and their axes' values), not the records.
struct DensityFindings {
  /// What makes two records one finding.
  struct Key: Hashable {
    var presentation: String
    var device: String
    var kind: DensityRecord.Kind
    var detail: String
    var view: String
    var text: String?

    init(_ record: DensityRecord) {
      presentation = record.presentation
      device = record.device
      kind = record.kind
      detail = record.detail
      view = record.view
      text = record.text
    }
  }

  /// One finding.
  struct Finding {
    /// The record that misses by the most points (the first of equals); what the records
    /// share (the key) is its.
    var worst: DensityRecord
    /// The numbers of its records among all the sweep's, from 0, in the order found.
    var occurrences: [Int] = []
    /// The states (from 1), widths, locales, pseudo-languages and text sizes it happens in.
    var states: Set<Int> = []
    var limitedWidths: Set<Bool> = []
    var locales: Set<String> = []
    var pseudo: Set<String> = []
    var dynamicTypes: Set<String> = []
  }

  /// The findings, in the order their first records were found.
  private(set) var findings: [Finding] = []
  private var byKey: [Key: Int] = [:]
  /// How many records were added.
  private(set) var records = 0

  /// Adds the next record of the sweep.
  mutating func add(_ record: DensityRecord) {
    let key = Key(record)
    let index: Int
    if let known = byKey[key] {
      index = known
      if record.pointsOver > findings[index].worst.pointsOver { findings[index].worst = record }
    } else {
      index = findings.count
      byKey[key] = index
      findings.append(Finding(worst: record))
    }
    findings[index].occurrences.append(records)
    findings[index].states.insert(record.state)
    findings[index].limitedWidths.insert(record.limitedWidth)
    findings[index].locales.insert(record.locale)
    findings[index].pseudo.insert(record.pseudo)
    findings[index].dynamicTypes.insert(record.dynamicType)
    records += 1
  }

  /// The findings that miss by the most points (their worst records), at most `limit`,
  /// ties in the order found; none that the device would likely fit.
  func worst(limit: Int) -> [Finding] {
    let over = findings.enumerated().filter { $0.element.worst.pointsOver > 0 }
    let ranked = over.sorted {
      $0.element.worst.pointsOver != $1.element.worst.pointsOver
        ? $0.element.worst.pointsOver > $1.element.worst.pointsOver : $0.offset < $1.offset
    }
    return ranked.prefix(limit).map(\.element)
  }

  /// Where `finding` happens, naming only what the sweep varies: `states 1-6 · full and
  /// limited width · de_DE, fr_FR · accessibility3`.
  static func place(of finding: Finding, in axes: DensityAxes, stateCount: Int) -> String {
    var parts: [String] = []
    if stateCount > 1 {
      parts.append(
        finding.states.count == 1
          ? "state \(finding.states.first!)" : "states " + ranges(finding.states))
    }
    // (Only the island's presentations are drawn at limited width.)
    if axes.limitedWidth.count > 1,
      Presentation(rawValue: finding.worst.presentation)?.isIsland == true
    {
      parts.append(
        finding.limitedWidths.count == 2
          ? "full and limited width"
          : finding.limitedWidths.contains(true) ? "limited width" : "full width")
    }
    if axes.locales.count > 1 {
      parts.append(axes.locales.filter(finding.locales.contains).joined(separator: ", "))
    }
    if axes.pseudo.count > 1 {
      let names = axes.pseudo.map { $0?.rawValue ?? "none" }
      parts.append(names.filter(finding.pseudo.contains).joined(separator: ", "))
    }
    if axes.dynamicTypes.count > 1 {
      let names = axes.dynamicTypes.map { "\($0)" }
      parts.append(names.filter(finding.dynamicTypes.contains).joined(separator: ", "))
    }
    return parts.joined(separator: " · ")
  }

  /// `1-3, 5`.
  static func ranges(_ numbers: Set<Int>) -> String {
    var text: [String] = []
    var start: Int?
    var last: Int?
    for number in numbers.sorted() {
      if let previous = last, number == previous + 1 {
        last = number
        continue
      }
      if let start, let last { text.append(start == last ? "\(start)" : "\(start)-\(last)") }
      start = number
      last = number
    }
    if let start, let last { text.append(start == last ? "\(start)" : "\(start)-\(last)") }
    return text.joined(separator: ", ")
  }
}

import GlimpseLayout

/// `glimpse density --format text`: the sweep in one line, a table of records by
/// presentation and device, the worst offenders, then every finding: the records grouped
/// (``DensityFindings``), each once with where it happens.
@MainActor
enum DensityText {
  /// Writes the report of `report` to `output`.
  static func write(_ report: DensityReport, to output: DensityOutput) {
    let axes = report.sweep.axes
    let pseudo = axes.pseudo.map { $0?.rawValue ?? "none" }
    let widths = axes.limitedWidth.map { $0 ? "limited" : "full" }
    output.line(
      "\(report.activity) · density · \(report.sweep.timeline.events.count) states · devices "
        + axes.devices.map(\.name).joined(separator: ", ") + " · width "
        + widths.joined(separator: "/") + " · locales " + axes.locales.joined(separator: ", ")
        + " · pseudo " + pseudo.joined(separator: ", ") + " · type "
        + axes.dynamicTypes.map { "\($0)" }.joined(separator: ", "))
    let byKind = DensityRecord.Kind.allCases.map { kind in
      "\(report.byKind[kind] ?? 0) \(kind.rawValue)"
    }
    let findings = report.findings.findings.count
    output.line(
      "\(report.renders) renders, \(report.records) records ("
        + byKind.joined(separator: ", ") + ")"
        + (report.records > 0 ? " in \(findings) finding\(findings == 1 ? "" : "s")" : "")
        + (report.failOn.isEmpty
          ? ""
          : " · fail on \(report.failOn.map(\.rawValue).sorted().joined(separator: ", ")): \(report.failures)")
    )
    guard report.records > 0 else {
      output.line("")
      output.line("Everything fits.")
      return
    }
    output.line("")
    output.line("RECORDS BY PRESENTATION AND DEVICE")
    for row in table(report) { output.line(row) }
    output.line("")
    output.line("WORST OFFENDERS (most points over, one line a finding)")
    let worst = report.worstFindings
    if worst.isEmpty {
      output.line("  (none over in points: the device would likely fit them)")
    }
    let stateCount = report.sweep.timeline.events.count
    for (index, finding) in worst.enumerated() {
      output.line(
        "  \(index + 1). " + line(finding, axes: report.sweep.axes, stateCount: stateCount))
    }
    output.line("")
    output.line("FINDINGS (each once, with where it happens)")
    for finding in report.findings.findings {
      output.line("  " + line(finding, axes: report.sweep.axes, stateCount: stateCount))
    }
  }

  /// One finding: where it is (presentation, device), what kind, the view and its text,
  /// how far its worst record is over, where it happens and how many records it stands for.
  static func line(_ finding: DensityFindings.Finding, axes: DensityAxes, stateCount: Int)
    -> String
  {
    let record = finding.worst
    var parts = [record.presentation, record.device]
    let place = DensityFindings.place(of: finding, in: axes, stateCount: stateCount)
    if !place.isEmpty { parts.append(place) }
    parts += description(record)
    let count = finding.occurrences.count
    parts.append("\(count) record\(count == 1 ? "" : "s")")
    return parts.joined(separator: " · ")
  }

  /// Rows of presentations, columns of devices: each cell a count of records, `-` where
  /// the device does not show the presentation.
  static func table(_ report: DensityReport) -> [String] {
    let devices = report.sweep.axes.devices
    let presentations = report.presentations
    let first = max(presentations.map(\.count).max() ?? 0, "presentation".count) + 2
    let columns = devices.map { max($0.name.count, 5) + 2 }
    func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
      let space = String(repeating: " ", count: max(0, width - text.count))
      return right ? space + text : text + space
    }
    var rows = [
      "  " + pad("presentation", first, right: false)
        + zip(devices, columns).map { pad($0.name, $1) }.joined()
    ]
    for presentation in presentations {
      var row = "  " + pad(presentation, first, right: false)
      for (device, width) in zip(devices, columns) {
        let key = presentation + "|" + device.name
        row += pad(report.shown.contains(key) ? "\(report.byPair[key] ?? 0)" : "-", width)
      }
      rows.append(row)
    }
    return rows
  }

  /// What a record says of its misfit: the kind, the view and its text, how far over.
  static func description(_ record: DensityRecord) -> [String] {
    var parts = [record.kind.rawValue + " (\(record.detail))"]
    if !record.view.isEmpty { parts.append(record.view) }
    if let text = record.text {
      func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\n", with: "\\n") + "\""
      }
      parts.append("\(quoted(text)) shows \(quoted(record.shown ?? ""))")
    }
    var over = "\(Points.format(max(0, record.pointsOver))) pt over"
    if let size = record.fontSize { over += " at \(Points.format(size)) pt" }
    if record.wouldShrink == true { over += ", would shrink to fit" }
    parts.append(over)
    return parts
  }
}

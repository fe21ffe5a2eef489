import GlimpseLayout

/// `glimpse density --format text`: the sweep in one line, a table of records by
/// presentation and device, the worst offenders, then every record.
@MainActor
enum DensityText {
  static func text(_ report: DensityReport) -> ConsoleText {
    ConsoleText(lines: lines(report))
  }

  static func lines(_ report: DensityReport) -> [String] {
    let axes = report.sweep.axes
    let records = report.records
    var lines: [String] = []
    let pseudo = axes.pseudo.map { $0?.rawValue ?? "none" }
    let widths = axes.limitedWidth.map { $0 ? "limited" : "full" }
    lines.append(
      "\(report.activity) · density · \(report.sweep.timeline.events.count) states · devices "
        + axes.devices.map(\.name).joined(separator: ", ") + " · width "
        + widths.joined(separator: "/") + " · locales " + axes.locales.joined(separator: ", ")
        + " · pseudo " + pseudo.joined(separator: ", ") + " · type "
        + axes.dynamicTypes.map { "\($0)" }.joined(separator: ", "))
    let byKind = DensityRecord.Kind.allCases.map { kind in
      "\(records.filter { $0.kind == kind }.count) \(kind.rawValue)"
    }
    lines.append(
      "\(report.renders.count) renders, \(records.count) records ("
        + byKind.joined(separator: ", ") + ")"
        + (report.failOn.isEmpty
          ? ""
          : " · fail on \(report.failOn.map(\.rawValue).sorted().joined(separator: ", ")): \(report.failures.count)")
    )
    guard !records.isEmpty else {
      lines.append("")
      lines.append("Everything fits.")
      return lines
    }
    lines.append("")
    lines.append("RECORDS BY PRESENTATION AND DEVICE")
    lines += table(report)
    lines.append("")
    lines.append("WORST OFFENDERS (most points over)")
    let worst = report.worstOffenders()
    if worst.isEmpty { lines.append("  (none over in points: the device would likely fit them)") }
    for (index, record) in worst.enumerated() {
      lines.append("  \(index + 1). " + line(record))
    }
    lines.append("")
    lines.append("RECORDS")
    for record in records { lines.append("  " + line(record)) }
    return lines
  }

  /// Rows of presentations, columns of devices: each cell a count of records, `-` where
  /// the device does not show the presentation.
  static func table(_ report: DensityReport) -> [String] {
    let devices = report.sweep.axes.devices
    var presentations: [String] = []
    var shown: Set<String> = []
    for render in report.renders {
      let name = render.variant.presentation.rawValue
      if !presentations.contains(name) { presentations.append(name) }
      shown.insert(name + "|" + render.variant.device.name)
    }
    var counts: [String: Int] = [:]
    for record in report.records {
      counts[record.presentation + "|" + record.device, default: 0] += 1
    }
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
        row += pad(shown.contains(key) ? "\(counts[key] ?? 0)" : "-", width)
      }
      rows.append(row)
    }
    return rows
  }

  /// One record: where, what kind, the view and its text, how far over.
  static func line(_ record: DensityRecord) -> String {
    var parts = [record.presentation, record.device]
    if record.limitedWidth { parts.append("limited width") }
    parts.append("state \(record.state)" + (record.stateName.map { " \($0)" } ?? ""))
    parts.append(record.locale)
    if record.pseudo != "none" { parts.append(record.pseudo) }
    parts.append(record.dynamicType)
    parts.append(record.kind.rawValue + " (\(record.detail))")
    if !record.view.isEmpty { parts.append(record.view) }
    if let text = record.text {
      func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\n", with: "\\n") + "\""
      }
      parts.append("\(quoted(text)) shows \(quoted(record.shown ?? ""))")
    }
    var over = record.kind == .cut ? "" : "\(record.columnsOver) col over, "
    over +=
      record.pointsOver >= 0
      ? "\(Points.format(record.pointsOver)) pt over"
      : "\(Points.format(-record.pointsOver)) pt to spare on the device"
    if let size = record.fontSize { over += " at \(Points.format(size)) pt" }
    if record.wouldShrink == true { over += ", would shrink to fit" }
    parts.append(over)
    return parts.joined(separator: " · ")
  }
}

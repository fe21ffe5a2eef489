import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse density --format html`: the sweep as a contact sheet (``ContactSheet``), every
/// render drawn again in its real colours, misfits outlined, grouped by presentation and
/// device, the sweep's settings at the top.
///
/// The head needs the counts of the whole sweep, so the sweep is made first (counting
/// only), then each render is drawn again and its figure written at once: the sheet is
/// never held whole.
@MainActor
enum DensityHTML {
  /// Writes the sheet of `report` to `output`.
  static func write(_ report: DensityReport, to output: DensityOutput) throws {
    let pieces = ContactSheet.Pieces(
      style: PictureOutput.style(theme: report.sweep.base.theme))
    let summary = ContactSheet.Summary(
      renders: report.renders, misfitting: report.misfitting, byKind: report.byDetail,
      groups: report.groups)
    var text = pieces.head(
      title: "\(report.activity) · density", settings: settings(report), summary: summary)
    text += findings(report)
    var group: (presentation: String, device: String)?
    var groups = 0
    for variant in report.sweep.variants {
      guard let canvas = try report.sweep.canvas(for: variant) else { continue }
      let presentation = variant.presentation.rawValue
      let device = variant.device.name
      if group?.presentation != presentation || group?.device != device {
        if group != nil { text += pieces.sectionEnd }
        text += pieces.sectionStart(groups, presentation: presentation, device: device)
        groups += 1
        group = (presentation, device)
      }
      text += pieces.figure(
        ContactSheet.Entry(
          presentation: presentation, device: device,
          title: title(of: variant, timeline: report.sweep.timeline), canvas: canvas))
      if text.utf8.count >= 64 << 10 { flush(&text, to: output) }
    }
    if group != nil { text += pieces.sectionEnd }
    text += pieces.end
    // The console ends the output with its own line feed.
    text.removeLast()
    flush(&text, to: output)
  }

  /// The findings, grouped as the text report lists them (each once, with where it
  /// happens), before the renders they were found in.
  static func findings(_ report: DensityReport) -> String {
    let findings = report.findings.findings
    guard !findings.isEmpty else { return "" }
    let stateCount = report.sweep.timeline.events.count
    var html =
      "<section id=\"findings\">\n<h2>Findings: \(findings.count) (\(report.records) records)</h2>\n<ol>\n"
    for finding in findings {
      let line = DensityText.line(finding, axes: report.sweep.axes, stateCount: stateCount)
      html += "<li>\(MarkupText.escaped(line))</li>\n"
    }
    return html + "</ol>\n</section>\n"
  }

  /// Writes `text` (whole lines, but for the last, which ends a line too) and empties it.
  private static func flush(_ text: inout String, to output: DensityOutput) {
    if text.hasSuffix("\n") { text.removeLast() }
    output.line(text)
    text = ""
  }

  /// What tells a render apart within its group: `state 2 picked up · limited width ·
  /// de_DE · double · accessibility3`.
  static func title(of variant: DensityVariant, timeline: PreviewTimeline) -> String {
    var parts = [
      "state \(variant.state + 1)" + (timeline.events[variant.state].name.map { " \($0)" } ?? "")
    ]
    if variant.limitedWidth { parts.append("limited width") }
    parts.append(variant.locale)
    if let pseudo = variant.pseudo { parts.append(pseudo.rawValue) }
    parts.append("\(variant.dynamicType)")
    return parts.joined(separator: " · ")
  }

  /// The sweep's settings, as the sheet lists them at its top.
  static func settings(_ report: DensityReport) -> [ContactSheet.Setting] {
    let sweep = report.sweep
    let axes = sweep.axes
    let widths = axes.limitedWidth.map { $0 ? "limited" : "full" }
    let failOn = DensityRecord.Kind.allCases.filter(report.failOn.contains).map(\.rawValue)
    return [
      ContactSheet.Setting("activity", report.activity),
      ContactSheet.Setting("states", "\(sweep.timeline.events.count), each at its instant"),
      ContactSheet.Setting("devices", axes.devices.map(\.name).joined(separator: ", ")),
      ContactSheet.Setting(
        "presentations",
        axes.presentations.map { $0.map(\.rawValue).joined(separator: ", ") }
          ?? "every one each device shows"),
      ContactSheet.Setting("width", widths.joined(separator: ", ")),
      ContactSheet.Setting("locales", axes.locales.joined(separator: ", ")),
      ContactSheet.Setting(
        "pseudo-languages", axes.pseudo.map { $0?.rawValue ?? "none" }.joined(separator: ", ")),
      ContactSheet.Setting("text sizes", axes.dynamicTypes.map { "\($0)" }.joined(separator: ", ")),
      ContactSheet.Setting("time zone", sweep.base.timeZone.identifier),
      ContactSheet.Setting("theme", sweep.base.theme.name),
      ContactSheet.Setting("fail on", failOn.isEmpty ? "nothing" : failOn.joined(separator: ", ")),
      ContactSheet.Setting("renders", "\(report.renders) (\(report.records) records)"),
    ]
  }
}

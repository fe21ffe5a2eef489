import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse density --format html`: the sweep as a contact sheet (``ContactSheet``), every
/// render drawn again in its real colours, misfits outlined, grouped by presentation and
/// device, the sweep's settings at the top.
@MainActor
enum DensityHTML {
  /// The sheet of `report`, without its last line feed (the console ends the output).
  static func text(_ report: DensityReport) throws -> String {
    var entries: [ContactSheet.Entry] = []
    for render in report.renders {
      guard let canvas = try report.canvas(for: render) else { continue }
      let variant = render.variant
      entries.append(
        ContactSheet.Entry(
          presentation: variant.presentation.rawValue, device: variant.device.name,
          title: title(of: variant, timeline: report.sweep.timeline), canvas: canvas))
    }
    let sheet = ContactSheet(
      title: "\(report.activity) · density", settings: settings(report), entries: entries)
    return String(sheet.html(style: PictureOutput.style(theme: report.sweep.base.theme)).dropLast())
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
      ContactSheet.Setting(
        "renders", "\(report.renders.count) (\(report.records.count) records)"),
    ]
  }
}

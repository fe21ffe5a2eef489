import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The counts of `glimpse density`, kept as the records stream past: what the text
/// summary, the JSON summary and the HTML sheet's head need, and never the records
/// themselves (a sweep may make hundreds of thousands; they are written as they come).
///
/// Renders are counted in a fixed order (device, presentation, limited width, state,
/// locale, pseudo-language, type size) whatever the number of workers that drew them.
@MainActor
struct DensityReport {
  /// The sweep: the activity, its timeline, the axes and the settings not varied.
  let sweep: DensitySweep
  /// The kinds that fail the command (`--fail-on`).
  let failOn: Set<DensityRecord.Kind>
  /// How many workers drew the renders.
  var workers = 1

  /// The renders where something shows.
  private(set) var renders = 0
  /// The renders with a record.
  private(set) var misfitting = 0
  /// Every record.
  private(set) var records = 0
  /// The records whose kind fails the command.
  private(set) var failures = 0
  /// The records by kind.
  private(set) var byKind: [DensityRecord.Kind: Int] = [:]
  /// The records by the layout's own kind (the sheet's counts).
  private(set) var byDetail: [LayoutDiagnostic.Kind: Int] = [:]
  /// The presentations drawn, in order of first render.
  private(set) var presentations: [String] = []
  /// `presentation|device` pairs drawn.
  private(set) var shown: Set<String> = []
  /// Records by `presentation|device`, by presentation and by device.
  private(set) var byPair: [String: Int] = [:]
  private(set) var byPresentation: [String: Int] = [:]
  private(set) var byDevice: [String: Int] = [:]
  /// The sheet's groups (presentation and device), in render order.
  private(set) var groups: [ContactSheet.Summary.Group] = []
  /// The records grouped into findings (the same misfit wherever it happens).
  private(set) var findings = DensityFindings()

  /// How many worst offenders are listed.
  static let worstLimit = 5

  /// The findings that miss by the most points, at most ``worstLimit``, each by its worst
  /// record: one finding that happens in every state is one offender, not five.
  var worstFindings: [DensityFindings.Finding] { findings.worst(limit: Self.worstLimit) }

  /// The worst record of each of ``worstFindings``.
  var worst: [DensityRecord] { worstFindings.map(\.worst) }

  /// An empty report of `sweep`.
  init(sweep: DensitySweep, failOn: Set<DensityRecord.Kind>) {
    self.sweep = sweep
    self.failOn = failOn
  }

  /// The activity's name.
  var activity: String { sweep.preview.name }

  /// Counts one render and its records.
  mutating func count(_ variant: DensityVariant, records: [DensityRecord]) {
    renders += 1
    let presentation = variant.presentation.rawValue
    let device = variant.device.name
    if shown.insert(presentation + "|" + device).inserted {
      if !presentations.contains(presentation) { presentations.append(presentation) }
    }
    if let last = groups.last, last.presentation == presentation, last.device == device {
      groups[groups.count - 1].renders += 1
      groups[groups.count - 1].misfits += records.count
    } else {
      groups.append(
        ContactSheet.Summary.Group(
          presentation: presentation, device: device, renders: 1, misfits: records.count))
    }
    if !records.isEmpty { misfitting += 1 }
    for record in records {
      self.records += 1
      if failOn.contains(record.kind) { failures += 1 }
      byKind[record.kind, default: 0] += 1
      if let detail = LayoutDiagnostic.Kind(rawValue: record.detail) {
        byDetail[detail, default: 0] += 1
      }
      byPair[record.presentation + "|" + record.device, default: 0] += 1
      byPresentation[record.presentation, default: 0] += 1
      byDevice[record.device, default: 0] += 1
      findings.add(record)
    }
  }
}

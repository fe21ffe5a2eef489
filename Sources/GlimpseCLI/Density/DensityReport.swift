import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The result of `glimpse density`: the sweep's settings, every render with its misfits,
/// and the records in one list. What the text, JSON (and HTML) writers read.
///
/// Renders are listed in a fixed order (device, presentation, limited width, state,
/// locale, pseudo-language, type size) whatever the number of workers that drew them.
/// Canvases are not kept (a sweep may be thousands of renders, drawn in other processes);
/// ``canvas(for:)`` draws one again, and the sweep being deterministic, it is the canvas the
/// records were found in.
@MainActor
struct DensityReport {
  /// One render: what was drawn and what did not fit in it.
  struct Render {
    /// What was drawn.
    var variant: DensityVariant
    /// Its misfits, in the order the layout found them.
    var records: [DensityRecord]
  }

  /// The sweep: the activity, its timeline, the axes and the settings not varied.
  let sweep: DensitySweep
  /// Every render, in order (variants where nothing shows are left out).
  let renders: [Render]
  /// The kinds that fail the command (`--fail-on`).
  let failOn: Set<DensityRecord.Kind>
  /// How many workers drew the renders.
  let workers: Int

  /// The activity's name.
  var activity: String { sweep.preview.name }

  /// Every record, in render order.
  var records: [DensityRecord] { renders.flatMap(\.records) }

  /// The records whose kind fails the command.
  var failures: [DensityRecord] { records.filter { failOn.contains($0.kind) } }

  /// A render's canvas, drawn again (nil when nothing shows).
  func canvas(for render: Render) throws -> Canvas? {
    try sweep.canvas(for: render.variant)
  }

  /// The records counted by `key`, keys in first-seen order.
  func counts(by key: (DensityRecord) -> String) -> [(key: String, count: Int)] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for record in records {
      let name = key(record)
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  /// The records that miss by the most points (widths and heights alike), ties in render
  /// order; at most `limit`.
  func worstOffenders(limit: Int = 5) -> [DensityRecord] {
    let indexed = records.enumerated().filter { $0.element.pointsOver > 0 }
    return indexed.sorted {
      $0.element.pointsOver != $1.element.pointsOver
        ? $0.element.pointsOver > $1.element.pointsOver : $0.offset < $1.offset
    }.prefix(limit).map(\.element)
  }
}

import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The renders of a density sweep: each variant drawn at its state's instant, independent
/// of the others and deterministic, so that any worker can draw any of them and a variant
/// drawn again is the same canvas.
@MainActor
struct DensitySweep {
  /// The activity.
  let preview: ActivityPreview
  /// Its timeline: the states swept are its events.
  let timeline: PreviewTimeline
  /// What is varied.
  let axes: DensityAxes
  /// Everything that is not varied: theme, strings, time zone, glyphs.
  let base: RenderSettings
  /// The views of each state at its instant; nil where nothing shows.
  let views: [ActivityViews?]
  /// Every render, in report order.
  let variants: [DensityVariant]

  init(preview: ActivityPreview, timeline: PreviewTimeline, axes: DensityAxes, base: RenderSettings)
  {
    self.preview = preview
    self.timeline = timeline
    self.axes = axes
    self.base = base
    views = timeline.events.indices.map { index in
      timeline.moment(at: timeline.time(ofEvent: index)).views
    }
    variants = axes.variants(
      stateCount: timeline.events.count, defaults: preview.defaultPresentations)
  }

  /// The settings `variant` is drawn with.
  func settings(for variant: DensityVariant) -> RenderSettings {
    var settings = base
    settings.now = timeline.time(ofEvent: variant.state)
    settings.device = variant.device
    settings.isLimitedInWidth = variant.limitedWidth
    settings.locale = Locale(identifier: variant.locale)
    settings.pseudoLanguage = variant.pseudo
    settings.dynamicTypeSize = variant.dynamicType
    return settings
  }

  /// `variant` drawn; nil when nothing shows at that state (the activity has ended).
  func canvas(for variant: DensityVariant) throws -> Canvas? {
    guard let views = views[variant.state] else { return nil }
    do {
      return try PresentationRenderer.render(
        variant.presentation, views: views, settings: settings(for: variant))
    } catch let error as RenderError {
      throw CLIError.failure("density: \(variant.label): \(error.description)")
    }
  }

  /// The misfits of `variant`, as records; nil when nothing shows.
  func records(for variant: DensityVariant) throws -> [DensityRecord]? {
    guard let canvas = try canvas(for: variant) else { return nil }
    let name = timeline.events[variant.state].name
    return canvas.diagnostics.map { DensityRecord($0, variant: variant, stateName: name) }
  }
}

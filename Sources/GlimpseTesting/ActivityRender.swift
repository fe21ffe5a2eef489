import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// One drawing of a snapshot: which state, presentation, device, locale and text size, and
/// the canvas drawn.
public struct ActivityRender: Sendable {
  /// The preview's name, when a snapshot holds several previews.
  public let activity: String?
  /// The content state, from 1.
  public let state: Int
  /// The state's name in its states file, if any.
  public let stateName: String?
  /// The instant drawn.
  public let instant: Date
  /// The instant as the heading writes it: in UTC, or after the start of a timeline that
  /// starts when the process did (a `#Preview`'s), as `start + 600 s`.
  let instantLabel: String
  /// The presentation.
  public let presentation: Presentation
  /// The device of the presentation (the watch or CarPlay tile for those presentations).
  public let device: DeviceProfile
  /// The locale identifier.
  public let locale: String
  /// The Dynamic Type size.
  public let dynamicType: DynamicTypeSize
  /// The drawing; nil when nothing shows (the activity has ended and been dismissed).
  public let canvas: Canvas?
  /// What did not fit, as the canvas recorded it.
  public var diagnostics: [LayoutDiagnostic] { canvas?.diagnostics ?? [] }

  /// The heading above the drawing in a snapshot file:
  /// `state 2 "onTheWay" · LOCK SCREEN · iPhone 16 Pro · de_DE · accessibility3 · 53 x 9`.
  public var heading: String {
    var parts = activity.map { [$0] } ?? []
    parts.append("state \(state)" + (stateName.map { " \"\($0)\"" } ?? ""))
    parts.append(instantLabel)
    parts.append(presentation.title)
    parts.append(device.displayName)
    parts.append(locale)
    parts.append("\(dynamicType)")
    if let canvas { parts.append("\(canvas.width) x \(canvas.height)") }
    return parts.joined(separator: " · ")
  }
}

/// Draws every render of a matrix for an activity preview.
@MainActor
enum ActivityRenderer {
  /// Every render of `preview` through `matrix`: states outermost, then devices,
  /// presentations, locales and text sizes. A state is drawn at its own instant in the
  /// timeline; a states file without a start starts at `start`. Returns the timeline's
  /// start and the name of the strings' file or folder too.
  static func renders(
    of preview: ActivityPreview, matrix: SnapshotMatrix, start: Date, naming: Bool = false
  ) throws
    -> (start: Date, strings: String?, renders: [ActivityRender])
  {
    try SnapshotMatrixError.check(matrix)
    let timeline = try preview.loadTimeline(fileStart: start)
    let (strings, stringsName) = try SnapshotStrings.tables(
      explicit: matrix.strings, preview: preview)
    let startsWithProcess = timeline.start == ActivityPreview.processStart
    var renders: [ActivityRender] = []
    for (index, event) in timeline.events.enumerated() {
      let label =
        startsWithProcess
        ? "start + \(Int(event.time.timeIntervalSince(timeline.start).rounded())) s"
        : SnapshotClock.string(event.time)
      let moment = timeline.moment(at: event.time)
      for device in matrix.devices {
        for presentation in matrix.presentations.presentations(on: device) {
          for locale in matrix.locales {
            for size in matrix.dynamicType {
              var settings = RenderSettings(now: event.time)
              settings.device = device
              settings.locale = Locale(identifier: locale)
              settings.dynamicTypeSize = size
              settings.strings = strings
              let canvas = try moment.views.map {
                try PresentationRenderer.render(presentation, views: $0, settings: settings)
              }
              renders.append(
                ActivityRender(
                  activity: naming ? preview.name : nil, state: index + 1, stateName: event.name,
                  instant: event.time, instantLabel: label,
                  presentation: presentation, device: device.device(for: presentation),
                  locale: locale, dynamicType: size, canvas: canvas))
            }
          }
        }
      }
    }
    return (timeline.start, stringsName, renders)
  }
}

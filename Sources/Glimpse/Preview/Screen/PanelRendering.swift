import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// A presentation drawn for the gallery or the focus view, with its title: alone, or
/// with the second activity beside it on the island and the Lock Screen.
@MainActor
struct PanelRendering {
  let session: PreviewSession
  let now: Date
  let views: ActivityViews
  let moment: PreviewMoment
  let settings: RenderSettings

  /// The title and drawing of `presentation`; nil when the device does not show it.
  func render(_ presentation: Presentation) -> (String, Canvas)? {
    do {
      var title = ""
      let drawn: Canvas
      if let second = secondMember(),
        presentation == .compact || presentation == .minimal || presentation == .lockScreen
      {
        let members = [
          SceneRenderer.Member(
            views: views, relevanceScore: moment.relevanceScore, name: session.preview.name),
          second,
        ]
        let names = SceneRenderer.ordered(members).map(\.name).joined(separator: " + ")
        if presentation == .lockScreen {
          drawn = try SceneRenderer.lockScreen(members, settings: settings)
          title = "LOCK SCREEN · \(names)"
        } else {
          if presentation == .minimal { return nil }
          drawn = try SceneRenderer.island(members, settings: settings)
          title = "DYNAMIC ISLAND · \(names)"
        }
      } else {
        drawn = try PresentationRenderer.render(presentation, views: views, settings: settings)
        title = PresentationOutput.heading(
          presentation, settings: settings, canvas: drawn, views: views, includesDevice: false)
      }
      if moment.isStale { title += " · ⚠ STALE" }
      if moment.lifecycle == .ended { title += " · ENDED" }
      if presentation.isIsland && !moment.isOnIsland { title += " · not on the island (ended)" }
      return (title, drawn)
    } catch {
      return nil
    }
  }

  private func secondMember() -> SceneRenderer.Member? {
    guard let other = session.secondPreview, let timeline = session.timeline(of: other) else {
      return nil
    }
    let moment = timeline.moment(at: now, activityID: other.name)
    guard let views = moment.views else { return nil }
    return SceneRenderer.Member(
      views: views, relevanceScore: moment.relevanceScore, name: other.name)
  }
}

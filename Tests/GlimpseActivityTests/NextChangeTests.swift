import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseUI
import Testing

/// Every canvas reports when it next changes: drawn a millisecond before that instant it
/// is the same picture, drawn at it, a different one.
@MainActor
@Suite struct NextChangeTests {
  func canvas(_ name: String, _ presentation: Presentation, at now: Date) throws -> Canvas {
    let preview = try #require(DemoGallery.all.first { $0.name == name })
    let timeline = try preview.loadTimeline()
    let moment = timeline.moment(at: now)
    let views = try #require(moment.views)
    return try PresentationRenderer.render(
      presentation, views: views, settings: RenderSettings(now: now))
  }

  func sameCells(_ lhs: Canvas, _ rhs: Canvas) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.plainText == rhs.plainText
      && lhs.ansiText() == rhs.ansiText()
  }

  @Test(arguments: [
    ("timer", Presentation.lockScreen), ("timer", .compact), ("timer", .minimal),
    ("timer", .expanded),
    ("timer", .standBy), ("ride", .expanded), ("ride", .lockScreen),
    ("ride", .minimal),
    ("coffee-order", .compact), ("sports-score", .lockScreen),
  ])
  func drawingJustBeforeTheNextChangeIsTheSameAndAtItDifferent(
    name: String, presentation: Presentation
  ) throws {
    let preview = try #require(DemoGallery.all.first { $0.name == name })
    let timeline = try preview.loadTimeline()
    var changesSeen = 0
    for event in timeline.events.indices {
      var now = timeline.time(ofEvent: event).addingTimeInterval(0.25)
      for _ in 0..<3 {
        let current = try canvas(name, presentation, at: now)
        guard let next = current.nextChange else { break }
        // A new state or the stale date may or may not show in this presentation; timers,
        // relative dates and timer progress always do.
        let contentChange = try preview.loadTimeline().moment(at: now).views?.nextChange
        #expect(next > now)
        let justBefore = try canvas(
          name, presentation, at: next.addingTimeInterval(-0.001))
        let atChange = try canvas(name, presentation, at: next)
        let unchangedBefore = sameCells(current, justBefore)
        let changedAt = !sameCells(current, atChange)
        #expect(unchangedBefore, "\(name) \(presentation) changed before \(next)")
        if next != contentChange {
          #expect(changedAt, "\(name) \(presentation) did not change at \(next)")
          changesSeen += 1
        }
        now = next
      }
    }
    #expect(changesSeen > 0, "\(name) \(presentation) never showed a timed change")
  }

  @Test func nothingTimeDependentNeverChanges() throws {
    let preview = try #require(DemoGallery.all.first { $0.name == "adventure" })
    let timeline = try preview.loadTimeline()
    var views = try #require(timeline.moment(at: timeline.start).views)
    #expect(views.nextChange == timeline.time(ofEvent: 1), "the next state changes the views")
    views.nextChange = nil
    let card = try PresentationRenderer.render(
      .lockScreen, views: views, settings: RenderSettings(now: timeline.start))
    #expect(card.nextChange == nil)
  }

  @Test func aCountdownRollsFromAnHourTo5959() throws {
    let end = Date(timeIntervalSince1970: 1_795_950_000)
    let text = { (now: Date) in
      Snapshot(Text(end, style: .timer), width: 20, environment: self.at(now)).text
    }
    #expect(text(end.addingTimeInterval(-3600)) == "1:00:00")
    #expect(text(end.addingTimeInterval(-3599.5)) == "1:00:00")
    #expect(text(end.addingTimeInterval(-3599)) == "59:59")
    #expect(text(end) == "0:00")
    #expect(text(end.addingTimeInterval(61)) == "1:01")
  }

  func at(_ now: Date) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.now = now
    return environment
  }
}

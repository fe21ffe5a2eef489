import Foundation
import GlimpseActivity
import GlimpseUI
import Testing

/// The lifecycle at fixed instants: staleness, dismissal policies, the platform's limits,
/// alerts, and bad input.
@Suite struct TimelineTests {
  struct State: Codable, Hashable {
    var step: Int
  }

  let t0 = Date(timeIntervalSince1970: 1_795_946_400)

  func content(_ step: Int, staleAfter: TimeInterval? = nil, at time: Date, relevance: Double = 0)
    -> ActivityContent<State>
  {
    ActivityContent(
      state: State(step: step), staleDate: staleAfter.map { time.addingTimeInterval($0) },
      relevanceScore: relevance)
  }

  func timeline(_ events: [TimelineEvent<State>]) throws -> ActivityTimeline<State> {
    try ActivityTimeline(events: events)
  }

  @Test func stalenessFlipsExactlyAtTheStaleDateAndClearsOnTheNextUpdate() throws {
    let t1 = t0.addingTimeInterval(900)
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, staleAfter: 600, at: t0))),
      TimelineEvent(time: t1, kind: .update(content(2, staleAfter: 600, at: t1), alert: nil)),
    ])
    let before = line.moment(at: t0.addingTimeInterval(599.999))
    #expect(!before.isStale)
    #expect(before.lifecycle == .active)
    #expect(before.nextChange == t0.addingTimeInterval(600))
    let at = line.moment(at: t0.addingTimeInterval(600))
    #expect(at.isStale)
    #expect(at.lifecycle == .stale)
    #expect(at.content?.state.step == 1)
    #expect(at.nextChange == t1)
    let updated = line.moment(at: t1)
    #expect(!updated.isStale)
    #expect(updated.lifecycle == .active)
    #expect(updated.content?.state.step == 2)
  }

  @Test func aStaleDateBeforeTheStartIsStaleFromTheStartAsOnTheDevice() throws {
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, staleAfter: -60, at: t0)))
    ])
    #expect(line.moment(at: t0).isStale)
  }

  @Test func pendingBeforeTheStart() throws {
    let line = try ActivityTimeline(
      events: [TimelineEvent(time: t0, kind: .start(content(1, at: t0)))],
      requested: t0.addingTimeInterval(-3600))
    let early = line.moment(at: t0.addingTimeInterval(-1))
    #expect(early.lifecycle == .pending)
    #expect(early.content == nil)
    #expect(early.nextChange == t0)
    #expect(line.moment(at: t0).lifecycle == .active)
  }

  @Test(arguments: [
    (ActivityUIDismissalPolicy.default, 4 * 3600.0), (.immediate, 0),
    (.after(Date(timeIntervalSince1970: 1_795_946_400 + 1800)), 1800 - 600),
    (.after(Date(timeIntervalSince1970: 1_795_946_400 + 86400)), 4 * 3600),
    (.after(Date(timeIntervalSince1970: 0)), 0),
  ])
  func dismissalPolicies(policy: ActivityUIDismissalPolicy, lingers: Double) throws {
    let end = t0.addingTimeInterval(600)
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, at: t0))),
      TimelineEvent(time: end, kind: .end(content(9, at: end), dismissalPolicy: policy)),
    ])
    let ended = line.moment(at: end)
    if lingers == 0 {
      #expect(ended.lifecycle == .dismissed)
      #expect(ended.content == nil)
      #expect(!ended.isOnLockScreen)
    } else {
      #expect(ended.lifecycle == .ended)
      #expect(ended.content?.state.step == 9)
      #expect(ended.isOnLockScreen)
      #expect(!ended.isOnIsland)
      #expect(ended.dismissal == end.addingTimeInterval(lingers))
      #expect(line.moment(at: end.addingTimeInterval(lingers - 0.001)).lifecycle == .ended)
      #expect(line.moment(at: end.addingTimeInterval(lingers)).lifecycle == .dismissed)
    }
  }

  @Test func eightHoursActiveThenOffTheIslandAndTwelveHoursInAll() throws {
    let line = try timeline([TimelineEvent(time: t0, kind: .start(content(1, at: t0)))])
    let almost = line.moment(at: t0.addingTimeInterval(8 * 3600 - 1))
    #expect(almost.lifecycle == .active)
    #expect(almost.isOnIsland)
    #expect(almost.nextChange == t0.addingTimeInterval(8 * 3600))
    let eight = line.moment(at: t0.addingTimeInterval(8 * 3600))
    #expect(eight.lifecycle == .ended)
    #expect(!eight.isOnIsland)
    #expect(eight.isOnLockScreen)
    #expect(eight.dismissal == t0.addingTimeInterval(12 * 3600))
    #expect(line.moment(at: t0.addingTimeInterval(12 * 3600)).lifecycle == .dismissed)
  }

  @Test func anEndLateInTheDayLingersNoLaterThanTwelveHours() throws {
    let end = t0.addingTimeInterval(7 * 3600 + 1800)
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, at: t0))),
      TimelineEvent(time: end, kind: .end(nil, dismissalPolicy: .default)),
    ])
    #expect(line.moment(at: end).dismissal == t0.addingTimeInterval(11.5 * 3600))
    #expect(line.moment(at: end).content?.state.step == 1)
  }

  @Test func anAlertShowsForFiveSeconds() throws {
    let t1 = t0.addingTimeInterval(60)
    let alert = AlertConfiguration(title: "Update", body: "On the way", sound: .default)
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, at: t0))),
      TimelineEvent(time: t1, kind: .update(content(2, at: t1), alert: alert)),
    ])
    #expect(line.moment(at: t1.addingTimeInterval(-0.001)).alertEnds == nil)
    #expect(line.moment(at: t1).alertEnds == t1.addingTimeInterval(5))
    #expect(line.moment(at: t1).nextChange == t1.addingTimeInterval(5))
    #expect(line.moment(at: t1.addingTimeInterval(4.999)).alertEnds != nil)
    #expect(line.moment(at: t1.addingTimeInterval(5)).alertEnds == nil)
  }

  @Test func badTimelinesAreClearErrors() throws {
    let start = TimelineEvent(time: t0, kind: .start(content(1, at: t0)))
    let earlyEnd = TimelineEvent<State>(
      time: t0.addingTimeInterval(-60), kind: .end(nil, dismissalPolicy: .default))
    #expect(throws: TimelineError.self) { try ActivityTimeline(events: [start, earlyEnd]) }
    do {
      _ = try ActivityTimeline(events: [start, earlyEnd])
    } catch {
      #expect("\(error)".contains("comes before"))
    }
    #expect(throws: TimelineError.self) { try ActivityTimeline<State>(events: []) }
    let update = TimelineEvent(time: t0, kind: .update(content(1, at: t0), alert: nil))
    #expect(throws: TimelineError.self) { try ActivityTimeline(events: [update]) }
    let end = TimelineEvent<State>(
      time: t0.addingTimeInterval(10), kind: .end(nil, dismissalPolicy: .default))
    #expect(throws: TimelineError.self) { try ActivityTimeline(events: [start, end, update]) }
  }

  @Test func datesBillionsOfSecondsAwayDoNotCrash() throws {
    let far = Date(timeIntervalSinceReferenceDate: 9e15)
    let line = try timeline([
      TimelineEvent(time: t0, kind: .start(content(1, staleAfter: 9e15, at: t0)))
    ])
    let moment = line.moment(at: far)
    #expect(moment.lifecycle == .dismissed)
    #expect(line.moment(at: Date(timeIntervalSinceReferenceDate: -9e15)).lifecycle == .pending)
  }
}

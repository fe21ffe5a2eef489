import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseUI
import Testing

@testable import Glimpse

/// Renders on several threads at once draw exactly what each draws alone: a render's
/// environment (read by `@Environment` in the activities' views), budget, clock, trace and
/// App Group defaults are its own.
@Suite struct ConcurrentRenderTests {
  /// One render: a demo's state, presented one way, in settings of its own.
  struct Job: @unchecked Sendable {
    let views: ActivityViews
    let presentation: Presentation
    let settings: RenderSettings

    /// The render, with its colours.
    @MainActor
    func draw() throws -> String {
      try PresentationRenderer.render(presentation, views: views, settings: settings)
        .ansiText(depth: .trueColor)
    }
  }

  @MainActor
  static func job(
    _ demo: String, state: Int, _ presentation: Presentation,
    change: (inout RenderSettings) -> Void
  ) throws -> Job {
    let preview = try #require(DemoGallery.all.first { $0.name == demo })
    let timeline = try Glimpse.loadTimeline(preview, statesFile: nil)
    let now = timeline.time(ofEvent: state)
    let views = try #require(timeline.moment(at: now).views)
    var settings = RenderSettings(now: now)
    change(&settings)
    return Job(views: views, presentation: presentation, settings: settings)
  }

  /// Two demos whose views read `@Environment` (the family, limited width), and one whose
  /// states give different App Group defaults, each in a theme, scheme, locale and text
  /// size of its own.
  @MainActor
  static func jobs() throws -> [Job] {
    let light = try #require(BuiltInThemes.shared.all["light"])
    return [
      try job("coffee-order", state: 0, .lockScreen) {
        $0.theme = light
        $0.colorScheme = .light
      },
      try job("coffee-order", state: 1, .watch) { $0.locale = Locale(identifier: "de_DE") },
      try job("sports-score", state: 1, .expanded) {
        $0.isLimitedInWidth = true
        $0.dynamicTypeSize = .accessibility3
      },
      try job("sports-score", state: 0, .carPlay) { $0.pseudoLanguage = .double },
      try job("flutter-pizza", state: 0, .lockScreen) { $0.dynamicTypeSize = .small },
      try job("flutter-pizza", state: 1, .lockScreen) { $0.colorScheme = .light },
    ]
  }

  @Test func rendersOnManyThreadsAtOnceDrawWhatEachDrawsAlone() async throws {
    let jobs = try await Self.jobs()
    var alone: [String] = []
    for job in jobs { alone.append(try await job.draw()) }
    #expect(Set(alone).count == jobs.count, "the renders should differ from each other")
    let threads = [RenderThread(), RenderThread(), RenderThread()]
    let rounds = 24
    let drawn = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for round in 0..<rounds {
        for (index, job) in jobs.enumerated() {
          let thread = threads[(round + index) % threads.count]
          group.addTask { (index, try await thread.run { try job.draw() }) }
        }
      }
      var drawn: [(Int, String)] = []
      for try await result in group { drawn.append(result) }
      return drawn
    }
    #expect(drawn.count == rounds * jobs.count)
    for (index, text) in drawn where text != alone[index] {
      Issue.record("render \(index) drew differently beside the others:\n\(text)")
      break
    }
  }
}

import Foundation
import GlimpseActivity
import GlimpseAssets
import GlimpseDemos
import GlimpseLayout
import GlimpseUI
import Testing

@testable import Glimpse

/// A card that reads its locale twice, with some work between the readings: the two agree
/// unless another render's environment took the place of this one's meanwhile.
private struct LocaleProbe: View {
  @Environment(\.locale) var locale
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    let first = locale.identifier
    let work = Array(repeating: first, count: 100_000).joined().count
    let second = "\(locale.identifier) \(colorScheme)"
    VStack {
      Text("\(first) then \(second)")
      Text("\(work / 100_000) characters")
    }
  }
}

/// A card that reads an App Group value twice, with some work between the readings: the
/// two agree unless another render's defaults took the place of this one's meanwhile.
private struct DefaultsProbe: View {
  static let suite = "group.glimpse.concurrent-render-test"

  var body: some View {
    let defaults = UserDefaults(suiteName: Self.suite)
    let first = defaults?.string(forKey: "order") ?? "none"
    let work = Array(repeating: first, count: 100_000).joined().count
    let second = defaults?.string(forKey: "order") ?? "none"
    Text("\(first) then \(second), \(work / 100_000)")
  }
}

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

  /// The probe, drawn with `change`.
  @MainActor
  static func probe(change: (inout RenderSettings) -> Void) -> Job {
    let views = ActivityViews(
      content: { AnyView(LocaleProbe()) },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { LocaleProbe() }
        } compactLeading: {
          Text("L")
        } compactTrailing: {
          Text("T")
        } minimal: {
          Text("M")
        }
      }, families: [.medium])
    var settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0))
    change(&settings)
    return Job(views: views, presentation: .lockScreen, settings: settings)
  }

  /// The App Group probe, with `order` in its defaults, put in place as a state's are.
  @MainActor
  static func defaultsProbe(order: String) -> Job {
    let defaults = [DefaultsProbe.suite: ["order": AppGroupValue.string(order)]]
    var views = ActivityViews(
      content: {
        AppGroupDefaults.install(defaults)
        return AnyView(DefaultsProbe())
      },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { DefaultsProbe() }
        } compactLeading: {
          Text("L")
        } compactTrailing: {
          Text("T")
        } minimal: {
          Text("M")
        }
      }, families: [.medium])
    views.appGroupDefaults = defaults
    return Job(
      views: views, presentation: .lockScreen,
      settings: RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0)))
  }

  /// Two demos whose views read `@Environment` (the family, limited width), one whose
  /// states give different App Group defaults, and the probes, each in a theme, scheme,
  /// locale, text size or App Group defaults of its own.
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
      probe { $0.locale = Locale(identifier: "de_DE") },
      probe {
        $0.locale = Locale(identifier: "fr_FR")
        $0.colorScheme = .light
      },
      defaultsProbe(order: "margherita"),
      defaultsProbe(order: "diavola"),
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

  /// No module a render runs through keeps state in a mutable static again (as
  /// `EnvironmentValues.current`, `ResolveBudget` and `AssetCatalog.current` did): state a
  /// render needs is passed along or task-local. The two left are not render state: the
  /// publishers of observable objects (a side table per object, locked) and the
  /// `PreviewProvider` groups collected at start-up, before any render.
  @Test func noModuleARenderRunsThroughKeepsAMutableStatic() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let allowed = [
      "ObservableObject.swift: table", "PreviewDisplayName.swift: pending",
      "ProviderPreviews.swift: collecting", "WidgetEntryPoints.swift: collect",
    ]
    // Every module but the command line's (main-actor caches of files read) and the demos
    // (an app's own code).
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { !["Glimpse", "GlimpseDemos"].contains($0) }
    var found: [String] = []
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let files = try #require(
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      for case let url as URL in files where url.pathExtension == "swift" {
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
          let code = line.split(separator: "//", maxSplits: 1).first ?? ""
          // Stored, not computed (`{` on the line) and not task-local.
          guard let range = code.range(of: "static var "), !code.contains("{"),
            !code.contains("@TaskLocal")
          else { continue }
          let name = code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          found.append("\(url.lastPathComponent): \(name)")
        }
      }
    }
    #expect(found.sorted() == allowed, "\(found.sorted())")
  }
}

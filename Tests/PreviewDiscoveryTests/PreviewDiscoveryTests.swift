import Foundation
import GlimpseActivity
import GlimpseUI
import Testing

@testable import Glimpse

/// `#Preview` blocks become previews named by their titles, found at run time; a preview
/// that cannot be shown is one line naming it, and the others are shown.
@MainActor
@Suite struct PreviewDiscoveryTests {
  /// The previews of this target's fixtures (other targets in the test bundle may have
  /// their own).
  func catalog() async -> PreviewCatalog {
    await PreviewCatalog.load(
      DeclaredPreview.inProcess().filter {
        $0.fileID.hasPrefix("PreviewDiscoveryTests/") && $0.origin == nil
      })
  }

  @Test func everyPreviewIsFoundAndNamedByItsTitle() async {
    let names = await catalog().previews.map(\.name)
    #expect(
      names == [
        "Parcel", "PreviewFixtures.swift:59", "Slow states", "PreviewFixtures.swift:85", "Nested",
        "Parcel later",
      ])
  }

  @Test func unnamedAndDuplicatePreviewsAreNamedByTheirFileAndLine() async {
    let notes = await catalog().notes
    #expect(
      notes.contains(
        "#Preview \"Parcel\" at PreviewFixtures.swift:59: another preview has this name (PreviewFixtures.swift:52); shown as PreviewFixtures.swift:59"
      ))
  }

  @Test func aPreviewWithoutStatesOrWithoutAnActivityIsOneLineAndSkipped() async {
    let errors = await catalog().errors
    #expect(
      errors == [
        "#Preview \"No states\" at PreviewFixtures.swift:71: no content states; not shown",
        "#Preview \"No activity\" at PreviewFixtures.swift:79: the widget has no ActivityConfiguration for ParcelAttributes; not shown",
      ])
  }

  @Test func aHomeScreenWidgetPreviewCompilesAndIsNoted() async {
    let notes = await catalog().notes
    #expect(
      notes.contains(
        "#Preview \"Home\" at PreviewFixtures.swift:89: a home-screen widget (systemSmall); Glimpse draws Live Activities only"
      ))
  }

  @Test func asyncContentStatesAreAwaited() async throws {
    let slow = try #require(await catalog().previews.first { $0.name == "Slow states" })
    #expect(try slow.loadTimeline().events.count == 1)
  }

  @Test func aPreviewRendersItsViewKindAtTheRenderedInstant() async throws {
    // The states are built from Date() when the catalog is made, some time after the
    // process started (where the timeline starts): that time is measured, not assumed.
    let before = Date()
    let previews = await catalog().previews
    let after = Date()
    let output = try Glimpse.execute(
      ["render", "Parcel", "--at", "+2m"], previews: previews, isTerminal: false, environment: [:]
    ).text
    #expect(output.contains("LOCK SCREEN"))
    #expect(!output.contains("COMPACT"), "the preview asks for the Lock Screen content only")
    #expect(output.contains("Parcelo: stop 3"))
    // Two minutes after the start, the timer to `Date() + 10 min` shows 8 minutes plus
    // however long after the start the states were built (a wall-clock timer would show
    // nearly 10 minutes).
    let start = ActivityPreview.processStart
    let least = Int((480 + before.timeIntervalSince(start)).rounded(.down))
    let most = Int((480 + after.timeIntervalSince(start)).rounded(.up)) + 1
    let card = output.split(separator: "\n").filter { $0.hasPrefix("│") }.joined(separator: "\n")
    let shown = try #require(
      card.firstMatch(of: /(\d+):(\d\d)/).map { Int($0.1)! * 60 + Int($0.2)! }, "\(output)")
    #expect((least...most).contains(shown), "\(shown) s not in \(least)...\(most): \(output)")
    let compact = try Glimpse.execute(
      ["render", "PreviewFixtures.swift:59"], previews: previews, isTerminal: false,
      environment: [:]
    ).text
    #expect(compact.contains("COMPACT"))
    #expect(!compact.contains("LOCK SCREEN"))
  }

  @Test func aViewPreviewDrawsAsLockScreenContent() async throws {
    let previews = await catalog().previews
    let output = try Glimpse.execute(
      ["render", "PreviewFixtures.swift:85"], previews: previews, isTerminal: false,
      environment: [:]
    ).text
    #expect(output.contains("A view on its own"))
  }

  /// The previews of this target's `PreviewProvider`s, with `widget` standing for the
  /// `@main` widgets, as `WidgetBundle.main()` gives them.
  func providerCatalog<W: Widget>(widget: W?) async -> PreviewCatalog {
    _MainWidgets.collect = widget.map { widget in { W._collect(widget, into: &$0) } }
    defer { _MainWidgets.collect = nil }
    return await PreviewCatalog.load(
      DeclaredPreview.inProcess().filter {
        $0.fileID.hasPrefix("PreviewDiscoveryTests/")
          && $0.origin?.hasPrefix("PreviewProvider") == true
      })
  }

  @Test func aPreviewProviderIsFoundAndShowsEveryViewKindItAsksFor() async throws {
    let catalog = await providerCatalog(widget: ParcelLiveActivity())
    #expect(catalog.previews.map(\.name) == ["ParcelLiveActivity_Previews"])
    #expect(catalog.errors.isEmpty)
    let preview = try #require(catalog.previews.first)
    #expect(preview.defaultPresentations == [.lockScreen, .compact, .expanded, .minimal])
    // Two states: the one asked for three times, then the minimal view's own.
    #expect(try preview.loadTimeline().events.count == 2)
    let output = try Glimpse.execute(
      ["render", "ParcelLiveActivity_Previews"], previews: catalog.previews, isTerminal: false,
      environment: [:]
    ).text
    for heading in ["LOCK SCREEN", "COMPACT", "EXPANDED", "MINIMAL"] {
      #expect(output.contains(heading), "\(heading) in \(output)")
    }
    #expect(output.contains("Old Post: stop 7"))
    #expect(!output.contains("Just a view"))
  }

  /// The first state is named by its contexts' `previewDisplayName`, and the minimal
  /// view's `isStale: true` shows its state stale, as Xcode does.
  @Test func aProvidersDisplayNameNamesItsStateAndIsStaleShowsTheStateStale() async throws {
    let catalog = await providerCatalog(widget: ParcelLiveActivity())
    let preview = try #require(catalog.previews.first)
    let timeline = try preview.loadTimeline()
    #expect(timeline.events.map(\.name) == ["Notification", nil])
    #expect(!timeline.moment(at: timeline.events[0].time).isStale)
    #expect(timeline.moment(at: timeline.events[1].time).isStale)
    let output = try Glimpse.execute(
      ["render", "ParcelLiveActivity_Previews", "--state", "2", "--presentation", "minimal"],
      previews: catalog.previews, isTerminal: false, environment: [:]
    ).text
    #expect(output.split(separator: "\n").first?.contains("stale") == true, "\(output)")
  }

  /// A program with no `@main` bundle (a widget file copied to try it): its `Widget` types
  /// are found at run time, as `PreviewProvider`s are, so the provider draws with its
  /// widget, and an activity no preview shows is drawn with made-up values.
  @Test func withoutABundleTheWidgetsAreFoundAndThePreviewProviderDrawsWithThem() async throws {
    let catalog = await providerCatalog(widget: NoActivityWidget?.none)
    #expect(catalog.errors.isEmpty, "\(catalog.errors)")
    #expect(catalog.previews.map(\.name) == ["ParcelLiveActivity_Previews"])
    let declared = DeclaredPreview.inProcess().filter {
      $0.fileID.hasPrefix("ActivityConfiguration/")
    }
    #expect(declared.contains { $0.name == "KettleAttributes" })
    #expect(!declared.contains { $0.name == "ParcelAttributes" })
  }

  @Test func aPreviewProviderWithoutTheWidgetIsOneLineNamingIt() async {
    // A bundle whose widgets configure no activity for the provider's attributes.
    let catalog = await providerCatalog(widget: NoActivityWidget())
    #expect(catalog.previews.isEmpty)
    #expect(
      catalog.errors == [
        "PreviewProvider ParcelLiveActivity_Previews: the widget has no ActivityConfiguration for ParcelAttributes; not shown"
      ])
  }

  @Test func anActivityWithNoPreviewIsShownWithMadeUpValues() async throws {
    _MainWidgets.collect = { DiscoveryBundle._collect(DiscoveryBundle(), into: &$0) }
    defer { _MainWidgets.collect = nil }
    let declared = DeclaredPreview.inProcess().filter {
      $0.fileID.hasPrefix("PreviewDiscoveryTests/") || $0.fileID.hasPrefix("ActivityConfiguration/")
    }
    let catalog = await PreviewCatalog.load(declared)
    // Parcel has previews of its own; the kettle has none and is made up; the forecast's
    // enum cannot be made up.
    let kettle = try #require(catalog.previews.first { $0.name == "KettleAttributes" })
    #expect(!catalog.previews.contains { $0.name == "ParcelAttributes" })
    #expect(!catalog.previews.contains { $0.name == "ForecastAttributes" })
    #expect(kettle.defaultPresentations == [.lockScreen, .compact, .expanded, .minimal])
    let output = try Glimpse.execute(
      ["render", "KettleAttributes"], previews: catalog.previews, isTerminal: false,
      environment: [:]
    ).text
    #expect(output.contains("kettleName: status 1°"), "\(output)")
    #expect(output.contains("MINIMAL"))
    // A states file gives it real values: its attributes and states.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kettle-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      #"{"attributes": {"kettleName": "Office"}, "states": [{"state": {"temperature": 96, "status": "Boiling"}}]}"#
        .utf8
    ).write(to: file)
    let real = try Glimpse.execute(
      ["render", "KettleAttributes", "--states", file.path, "--presentation", "lock-screen"],
      previews: catalog.previews, isTerminal: false, environment: [:]
    ).text
    #expect(real.contains("Office: Boiling 96°"), "\(real)")
    let forecast = try #require(
      catalog.errors.first { $0.hasPrefix("ActivityConfiguration for ForecastAttributes:") })
    #expect(forecast.contains("no preview, and values cannot be made up: weather: "))
    #expect(forecast.hasSuffix("add a #Preview or give --states FILE; not shown"))
  }

  @Test func withNoPreviewsHelpIsStillShownAndACommandFails() async {
    let empty = await PreviewCatalog.load([])
    #expect(Glimpse.run(["render", "--help"], catalog: empty) == 0)
    #expect(Glimpse.run(["render"], catalog: empty) == 1)
  }

  @Test func theCommandLineShowsTheOthersAndFailsWhenOneCannotBeShown() async {
    let status = Glimpse.run(["list"], catalog: await catalog())
    #expect(status == 1)
  }
}

import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseUI
import Testing

/// A card and a compact island written as an activity would write them, in body and caption
/// text styles, with the keys a catalog translates.
@MainActor
private struct ETAViews {
  let minutes: Int

  var views: ActivityViews {
    let minutes = self.minutes
    return ActivityViews(
      content: {
        AnyView(
          VStack(alignment: .leading, spacing: 8) {
            HStack {
              Text("Luigi's Pizzeria").font(.headline)
              Spacer()
              Text("On the Way").font(.subheadline)
            }
            Text("Your order is being prepared").font(.caption)
            HStack {
              Label("Marcus", systemImage: "person.fill").font(.caption)
              Spacer()
              Text("~\(minutes) min remaining").font(.caption).lineLimit(1)
            }
          }
          .padding())
      },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { Text("On the Way") }
        } compactLeading: {
          Image(systemName: "car.fill")
        } compactTrailing: {
          Text("\(minutes) min").font(.caption2).lineLimit(1)
        } minimal: {
          Image(systemName: "car.fill")
        }
      }, families: [.medium])
  }
}

/// German for the keys of ``ETAViews``.
private let germanCatalog = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "%lld min" : { "localizations" : { "de" : {
        "stringUnit" : { "state" : "translated", "value" : "noch %lld Min." } } } },
      "On the Way" : { "localizations" : { "de" : {
        "stringUnit" : { "state" : "translated", "value" : "Unterwegs" } } } },
      "~%lld min remaining" : { "localizations" : { "de" : {
        "stringUnit" : { "state" : "translated", "value" : "noch ca. %lld Minuten" } } } }
    }
  }
  """

/// Translations, pseudo-languages and Dynamic Type sizes change what fits, and every change
/// is in the canvas's misfit records.
@MainActor
@Suite struct LanguageAndTextSizeTests {
  let now = Date(timeIntervalSince1970: 1_795_946_400)

  func settings(
    locale: String = "en_US", strings: StringTables = StringTables(),
    pseudo: PseudoLanguage? = nil, size: DynamicTypeSize = .large
  ) -> RenderSettings {
    var settings = RenderSettings(now: now)
    settings.locale = Locale(identifier: locale)
    settings.strings = strings
    settings.pseudoLanguage = pseudo
    settings.dynamicTypeSize = size
    return settings
  }

  func catalog(_ text: String) throws -> StringTables {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-activity-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return try StringTables.load(from: folder)
  }

  @Test func aGermanCatalogWidensTheCompactIslandWhereEnglishFitsTheSlot() throws {
    // "12 min" fits the 52.33 pt slot; "noch 12 Min." is wider, and the island grows with
    // it, as the device's does (the slot's width is guidance, not a limit).
    let views = ETAViews(minutes: 12).views
    let strings = try catalog(germanCatalog)
    let english = try PresentationRenderer.render(
      .compact, views: views, settings: settings(strings: strings))
    #expect(english.plainText.contains("12 min"), "\(english.plainText)")
    #expect(english.diagnostics.isEmpty, "\(english.diagnostics)")
    let german = try PresentationRenderer.render(
      .compact, views: views, settings: settings(locale: "de_DE", strings: strings))
    #expect(german.plainText.contains("noch 12 Min."), "\(german.plainText)")
    #expect(german.diagnostics.isEmpty, "\(german.diagnostics)")
    #expect(german.width > english.width)
    #expect(english.width == 33)
  }

  @Test func theDemoCatalogTranslatesTheDeliveryCard() throws {
    let preview = try #require(DemoGallery.all.first { $0.name == "delivery" })
    let bundle = try #require(preview.statesFile).deletingLastPathComponent()
      .deletingLastPathComponent()
    let strings = try StringTables.load(from: bundle)
    #expect(strings.languages == ["de"])
    let timeline = try preview.loadTimeline()
    let views = try #require(timeline.moment(at: timeline.time(ofEvent: 2)).views)
    let card = try PresentationRenderer.render(
      .lockScreen, views: views, settings: settings(locale: "de_DE", strings: strings))
    for text in ["Unterwegs", "Bestellung Nr. 8842", "noch ca. 12 Min."] {
      #expect(card.plainText.contains(text), "\(card.plainText)")
    }
  }

  @Test func accessibility3CutsACardThatLargeFits() throws {
    let views = ETAViews(minutes: 12).views
    let large = try PresentationRenderer.render(.lockScreen, views: views, settings: settings())
    #expect(large.diagnostics.isEmpty, "\(large.diagnostics)")
    #expect(large.width == 55)
    let accessibility = try PresentationRenderer.render(
      .lockScreen, views: views, settings: settings(size: .accessibility3))
    // Body text is 40 pt instead of 17: its lines wrap where 40 pt glyphs fill the 339 pt
    // between the padding, and they are 48 pt and more tall. The card keeps its points.
    #expect(accessibility.width == 55)
    let cut = try #require(accessibility.diagnostics.first { $0.kind == .cutAtHeightLimit })
    #expect(cut.pointsOver > 0)
    #expect(accessibility.plainText.contains("✂"), "\(accessibility.plainText)")
  }

  @Test func textLimitedToLargeIsDrawnAtLargesScale() throws {
    let limited = ActivityViews(
      content: {
        AnyView(
          Text("~12 min remaining").padding().dynamicTypeSize(...DynamicTypeSize.large))
      },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { EmptyView() }
        } compactLeading: {
          EmptyView()
        } compactTrailing: {
          EmptyView()
        } minimal: {
          EmptyView()
        }
      },
      families: [.medium])
    let card = try PresentationRenderer.render(
      .lockScreen, views: limited, settings: settings(size: .accessibility5))
    #expect(card.width == 55, "a view limited to Large is drawn as at Large")
    #expect(card.diagnostics.isEmpty)
  }

  @Test func doubleLengthCopyWidensTheIslandAndStillFitsTheCard() throws {
    // Doubled, "12 min" is about 60 pt: wider than the 52.33 pt slot, so the island grows;
    // the card's "~12 min remaining" doubled is about 170 pt of the 339 its row has. On the
    // device neither is cut, and neither is here.
    let views = ETAViews(minutes: 12).views
    let plain = try PresentationRenderer.render(.compact, views: views, settings: settings())
    let doubled = try PresentationRenderer.render(
      .compact, views: views, settings: settings(pseudo: .double))
    #expect(doubled.plainText.contains("12 min 12 min"), "\(doubled.plainText)")
    #expect(doubled.width > plain.width)
    #expect(doubled.diagnostics.isEmpty, "\(doubled.diagnostics)")
    let card = try PresentationRenderer.render(
      .lockScreen, views: views, settings: settings(pseudo: .double))
    #expect(card.plainText.contains("~12 min remaining ~12 min remaining"), "\(card.plainText)")
    #expect(card.diagnostics.isEmpty, "\(card.diagnostics)")
  }

  @Test func theEnvironmentSaysTheDynamicTypeSize() throws {
    struct SizeName: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View { Text(verbatim: "\(size)") }
    }
    let views = ActivityViews(
      content: {
        AnyView(
          VStack {
            SizeName()
            SizeName().dynamicTypeSize(...DynamicTypeSize.xxLarge)
            SizeName().dynamicTypeSize(.xSmall)
          }.padding())
      },
      island: {
        DynamicIsland {
          DynamicIslandExpandedRegion(.center) { EmptyView() }
        } compactLeading: {
          EmptyView()
        } compactTrailing: {
          EmptyView()
        } minimal: {
          EmptyView()
        }
      },
      families: [.medium])
    let card = try PresentationRenderer.render(
      .lockScreen, views: views, settings: settings(size: .accessibility2))
    for name in ["accessibility2", "xxLarge", "xSmall"] {
      #expect(card.plainText.contains(name), "\(card.plainText)")
    }
  }
}

import Foundation
import GlimpseActivity
import GlimpseAssets
import GlimpseLayout
import GlimpseUI

/// The options `render` and `preview` share: which device, instant, theme and colours,
/// language and text size.
struct RenderOptions {
  static let options: [ArgumentParser.Option] =
    [
      .value(
        "device", "D",
        "\(CommandHelp.choices(DeviceProfile.all.map(\.name), default: DeviceProfile.iPhone16Pro.name))"
      ),
      .value("state", "N", "the content state to show, from 1 (default: 1)"),
      statesOption,
      .value(
        "payloads", "P", repeatable: true,
        "replay APNs push payloads instead (a file, an array, one per line, or a directory; "
          + "repeatable): those the device drops are listed as dropped and change nothing "
          + "(see glimpse validate --help)"),
      .flag("in-order", "take a --payloads directory's files in name order"),
      .value(
        "at", "TIME",
        "the instant: an ISO 8601 date, an instant as the first line of a render prints it "
          + "(\"2026-11-29 10:20:00 UTC\"), or +90s, +15m, +2h after the state (after the "
          + "start of the timeline when no --state)"),
      .flag("stale", "show the activity as stale"),
      .value("width", "N", "the presentation's width in columns, instead of the device's"),
      .flag("limited-width", "the island cannot grow (landscape, iOS 27)"),
      .flag("always-on", "Always-On display (luminance reduced)"),
      .value(
        "theme", "T",
        CommandHelp.choices(
          BuiltInThemes.shared.names + ["a theme file"], default: BuiltInThemes.shared.names[0])),
      .choice(
        "color-scheme", "S", ["dark", "light"], " (default: the theme's; dark without --theme)"),
      ColorChoice.option,
      .choice(
        "glyphs", "G", GlyphSet.allCases.map(\.rawValue), default: GlyphSet.emoji.rawValue,
        " symbols; --ascii is --glyphs ascii"),
      .flag("ascii", "ASCII glyphs everywhere, for terminals without Unicode fonts"),
      .value(
        "locale", "L",
        "the language of the app's strings, and the locale of dates, numbers and time text "
          + "(default: \(RenderDefaults.localeIdentifier))"),
      timeZoneOption,
    ] + LocalizationOptions.options

  /// `--states FILE`, as every command that reads states declares it.
  static let statesOption = ArgumentParser.Option.value(
    "states", "FILE", "read the content states from FILE instead of the activity's own")

  /// `--time-zone Z`, as every command that draws dates declares it.
  static let timeZoneOption = ArgumentParser.Option.value(
    "time-zone", "Z",
    "the time zone for dates (default: \(RenderDefaults.timeZoneName))")

  var device = DeviceProfile.iPhone16Pro
  var stateIndex: Int?
  var statesFile: URL?
  /// Whether `--states -` asked for standard input.
  var statesFromStandardInput = false
  /// The push payloads to build the timeline from (`--payloads`, `--in-order`).
  var payloads: PayloadFiles?
  var at: String?
  var width: Int?
  var limitedWidth = false
  var theme = Theme.standard
  var colorScheme = ColorScheme.dark
  var colorChoice = ColorChoice.auto
  var locale = RenderDefaults.locale
  var timeZone = RenderDefaults.timeZone
  var forceStale = false
  var glyphSet = GlyphSet.emoji
  var alwaysOn = false
  var localization: LocalizationOptions
  /// The app's strings, once ``loadStrings(previews:command:)`` has found them.
  var strings = StringTables()
  /// The app's asset catalogs, once ``loadStrings(previews:command:)`` has found them.
  var assets = AssetCatalog()

  init(_ parsed: ArgumentParser.Result, command: String) throws {
    localization = try LocalizationOptions(parsed, command: command)
    func bad(_ message: String) -> CLIError { .usage("\(command): \(message)", command: command) }
    if let name = parsed.value("device") {
      guard let device = DeviceProfile.named(name) else {
        throw bad(
          "unknown device '\(name)'; devices: \(DeviceProfile.all.map(\.name).joined(separator: ", "))"
        )
      }
      self.device = device
    }
    if let text = parsed.value("state") {
      guard let index = Int(text), index >= 1 else {
        throw bad("--state expects a state number from 1, found '\(text)'")
      }
      stateIndex = index
    }
    if let path = parsed.value("states") {
      statesFromStandardInput = path == "-"
      statesFile = URL(fileURLWithPath: statesFromStandardInput ? "/dev/stdin" : path)
    }
    let payloadPaths = parsed.all("payloads")
    if !payloadPaths.isEmpty {
      guard statesFile == nil else {
        throw bad("--states and --payloads both give the timeline; choose one")
      }
      payloads = PayloadFiles(
        paths: payloadPaths.map { $0 == "-" ? "/dev/stdin" : $0 },
        inNameOrder: parsed.has("in-order"))
    } else if parsed.has("in-order") {
      throw bad("--in-order orders the payloads of --payloads; give --payloads too")
    }
    at = parsed.value("at")
    if let text = parsed.value("width") {
      let widest = RenderSettings.widestPresentation
      guard let width = Int(text), (1...widest).contains(width) else {
        throw bad("--width expects a number of columns from 1 to \(widest), found '\(text)'")
      }
      self.width = width
    }
    limitedWidth = parsed.has("limited-width")
    if let scheme = parsed.value("color-scheme") {
      colorScheme = scheme == "light" ? .light : .dark
    }
    if let name = parsed.value("theme") {
      theme = try Self.theme(named: name, command: command)
      if parsed.value("color-scheme") == nil { colorScheme = theme.appearance }
    } else if colorScheme == .light, let light = BuiltInThemes.shared.theme(named: "light") {
      theme = light
    }
    colorChoice = ColorChoice(parsed)
    if let identifier = parsed.value("locale") {
      guard Self.isKnownLocale(identifier) else {
        throw bad(
          "unknown locale '\(identifier)' (use identifiers such as en_US, de_DE, ja_JP or pt-BR)")
      }
      locale = Locale(identifier: identifier)
    }
    if let identifier = parsed.value("time-zone") {
      guard let zone = TimeZone(identifier: identifier) else {
        throw bad("unknown time zone '\(identifier)' (use names such as Europe/London or UTC)")
      }
      timeZone = zone
    }
    forceStale = parsed.has("stale")
    if parsed.has("ascii") { glyphSet = .ascii }
    if let set = parsed.value("glyphs").flatMap(GlyphSet.init(rawValue:)) {
      glyphSet = set
    }
    alwaysOn = parsed.has("always-on")
  }

  /// A built-in theme by name, or a theme file by path.
  static func theme(named name: String, command: String) throws -> Theme {
    if let theme = BuiltInThemes.shared.theme(named: name) { return theme }
    if name.contains("/") || name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name)
    {
      do {
        return try Theme.load(from: URL(fileURLWithPath: name))
      } catch let error as ThemeError {
        throw CLIError.failure("\(command): \(error.description)")
      }
    }
    let names = BuiltInThemes.shared.names.joined(separator: ", ")
    throw CLIError.usage(
      "\(command): unknown theme '\(name)'; themes: \(names), or a path to a theme file",
      command: command)
  }

  /// The settings for drawing at `now`.
  func settings(at now: Date) -> RenderSettings {
    var settings = RenderSettings(now: now)
    settings.device = device
    settings.theme = theme
    settings.colorScheme = colorScheme
    settings.glyphSet = glyphSet
    settings.isLimitedInWidth = limitedWidth
    settings.isLuminanceReduced = alwaysOn
    settings.width = width
    settings.locale = locale
    settings.timeZone = timeZone
    settings.strings = strings
    settings.assets = assets
    settings.pseudoLanguage = localization.pseudoLanguage
    settings.dynamicTypeSize = localization.dynamicTypeSize
    settings.fontMetrics = localization.fontMetrics
    return settings
  }

  /// Reads the app's strings and asset catalogs: `--strings` and `--assets`, or those in
  /// the previews' resource bundles. The catalogs are also where `UIImage(named:)` looks.
  @MainActor
  mutating func loadStrings(previews: [ActivityPreview], command: String) throws {
    strings = try StringsDiscovery.tables(
      explicit: localization.stringsPath, previews: previews, command: command)
    assets = try AssetsDiscovery.catalog(
      explicit: localization.assetsPath, previews: previews, command: command)
  }

  /// Whether `identifier` names a locale the system knows (`en_US`, `de`, `pt-BR`,
  /// `fr_FR.UTF-8`, `de_DE@calendar=buddhist`); Foundation would silently take any text.
  static func isKnownLocale(_ identifier: String) -> Bool {
    let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
    let canonical = Locale.identifier(.icu, from: base)
    return Self.knownLocales.contains(canonical)
  }

  private static let knownLocales = Set(Locale.availableIdentifiers)

  /// The instant `--at` writes out (not an offset), if it does: where a states file that
  /// gives no start begins.
  func writtenInstant(command: String) throws -> Date? {
    guard let at, Self.offset(at) == nil else { return nil }
    return try instant(reference: Date(timeIntervalSince1970: 0), command: command)
  }

  /// The instant to draw `timeline` at: `--at`, where an offset counts from the start of
  /// `--state` (or of the timeline). An instant written out must fall within `--state`,
  /// from its start to the next state's: the state asked for is the one drawn, or the
  /// pair is refused with one line saying why (once `--at` silently won).
  @MainActor
  func instant(in timeline: PreviewTimeline, command: String) throws -> Date {
    let reference = stateIndex.map { timeline.time(ofEvent: $0 - 1) } ?? timeline.start
    let instant = try instant(reference: reference, command: command)
    guard let index = stateIndex, let at, Self.offset(at) == nil else { return instant }
    let end = index < timeline.events.count ? timeline.time(ofEvent: index) : nil
    guard instant < reference || end.map({ instant >= $0 }) == true else { return instant }
    let span =
      "from \(ClockText.utc(reference))" + (end.map { " until \(ClockText.utc($0))" } ?? " on")
    throw CLIError.usage(
      "\(command): --at \(at) is not in state \(index) (\(span)); give an instant in it, an "
        + "offset from its start (--at +5m), or leave out --state", command: command)
  }

  /// The instant to draw at: `--at` (an ISO 8601 date, or `+90s`, `+15m`, `+2h`, `+1h30m`
  /// after `reference`), or `reference`; within ``TimelineLimits/dates``.
  func instant(reference: Date, command: String) throws -> Date {
    guard let at else { return reference }
    func bad(_ message: String) -> CLIError {
      .usage("\(command): --at \(message)", command: command)
    }
    if let offset = Self.offset(at) {
      let instant = reference.addingTimeInterval(offset)
      guard TimelineLimits.dates.contains(instant) else {
        throw bad("\(at) goes past the dates Glimpse shows (1970 to 9999)")
      }
      return instant
    }
    if let instant = TimelineListing.instant(fromClock: at) {
      guard TimelineLimits.dates.contains(instant) else {
        throw bad("\(at) goes past the dates Glimpse shows (1970 to 9999)")
      }
      return instant
    }
    guard at.first.map({ $0.isNumber }) == true else {
      throw bad(
        "expects an ISO 8601 date (2026-11-29T10:00:00Z), an instant as a render prints it (\"2026-11-29 10:00:00 UTC\") or an offset (+90s, +15m, +2h), found '\(at)'"
      )
    }
    do {
      return try ISO8601Date.date(from: at)
    } catch {
      throw bad("\(at): \(error)")
    }
  }

  /// Seconds in an offset such as `+90s`, `-5m`, `+1h30m`, `+2d`; nil when malformed.
  static func offset(_ text: String) -> TimeInterval? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    var total = 0.0
    var number = ""
    var sawUnit = false
    for character in text.dropFirst() {
      if character.isNumber || character == "." {
        number.append(character)
        continue
      }
      guard let value = Double(number) else { return nil }
      switch character {
      case "s": total += value
      case "m": total += value * 60
      case "h": total += value * 3600
      case "d": total += value * 86400
      default: return nil
      }
      number = ""
      sawUnit = true
    }
    if !number.isEmpty {
      guard let value = Double(number) else { return nil }
      total += value
      sawUnit = true
    }
    guard sawUnit, total.isFinite else { return nil }
    return sign == "-" ? -total : total
  }
}

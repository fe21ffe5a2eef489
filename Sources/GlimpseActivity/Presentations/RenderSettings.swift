import GlimpseAssets
import GlimpseFonts
import GlimpseLayout
import GlimpseUI

/// How to draw a presentation: device, instant, appearance, language and text size.
///
/// Plain values, cheap to copy and to vary from one render to the next (the strings are
/// shared, not copied).
public struct RenderSettings: Sendable {
  /// The device whose sizes are used.
  public var device: DeviceProfile = .iPhone16Pro
  /// The instant time-dependent views are drawn at.
  public var now: Date
  /// The palette.
  package var theme: Theme = .standard
  /// Light or dark, as views see it.
  public var colorScheme: ColorScheme = .dark
  /// How symbols draw.
  package var glyphSet: GlyphSet = .emoji
  /// Whether the island cannot grow (landscape, iOS 27).
  public var isLimitedInWidth = false
  /// Whether the display is in Always-On (dimmed) mode.
  public var isLuminanceReduced = false
  /// The outer width in columns, overriding the device's (nil: the device's); at most
  /// ``widestPresentation``.
  public var width: Int?
  /// The widest presentation drawn, in columns: 1,000 (a phone's card is 53).
  public static let widestPresentation = 1000
  /// The locale: the language localized text is looked up in, and the formats of dates,
  /// numbers and time text.
  public var locale = RenderDefaults.locale
  /// The app's translations (none: every key shows its own text).
  package var strings = StringTables()
  /// The app's asset catalogs (empty: asset colours from the theme, asset images as
  /// placeholders).
  package var assets = AssetCatalog()
  /// The pseudo-language localized text is shown in, if any (``PseudoLanguage/bidi`` also
  /// lays the presentation out right to left).
  package var pseudoLanguage: PseudoLanguage?
  /// The Dynamic Type size: text styles take Apple's sizes for it, and the presentation is
  /// drawn at its scale (see ``scale``).
  public var dynamicTypeSize = DynamicTypeSize.large
  /// The time zone dates are shown in.
  public var timeZone = RenderDefaults.timeZone
  /// The glyph advances text is measured with: the pinned default, or a font file's
  /// (`--font`).
  public var fontMetrics = FontMetrics.standard()
  /// Whether canvases record the layout tree as they draw (``Canvas/trace``), for
  /// `render --explain`.
  public var tracesLayout = false

  /// Settings for drawing at `now`.
  public init(now: Date) {
    self.now = now
  }

  /// A blank canvas for a presentation, tracing when asked.
  func canvas(width: Int, height: Int, background: TerminalColor) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.defaultBackground = background
    if tracesLayout { canvas.startTracing() }
    return canvas
  }

  /// The environment views resolve in for `presentation`.
  func environment(for presentation: Presentation, families: Set<ActivityFamily>)
    -> EnvironmentValues
  {
    var environment = EnvironmentValues()
    environment.now = now
    environment.locale = locale
    environment.timeZone = timeZone
    environment.glyphSet = glyphSet
    environment.fontMetrics = fontMetrics
    environment.dynamicTypeSize = dynamicTypeSize
    if !strings.isEmpty { environment.strings = strings }
    if !assets.isEmpty { environment.assets = assets }
    if let pseudoLanguage {
      environment.pseudoLanguage = pseudoLanguage
      if pseudoLanguage == .bidi { environment.layoutDirection = .rightToLeft }
    }
    environment.isLuminanceReduced = isLuminanceReduced
    environment.supportedActivityFamilies = families
    if presentation.isIsland || presentation == .watch || presentation == .carPlay {
      environment.colorScheme = .dark
      environment.theme = theme.appearance == .dark ? theme : BuiltInThemes.shared.dark
      environment.backdrop = environment.theme.chromeColor("island")
      environment.isDynamicIslandLimitedInWidth = presentation.isIsland && isLimitedInWidth
    } else {
      environment.colorScheme = isLuminanceReduced ? .dark : colorScheme
      environment.theme = theme
    }
    switch presentation {
    case .watch, .carPlay:
      environment.activityFamily = families.contains(.small) ? .small : .medium
      environment.isEnabled = presentation != .carPlay
      environment.stringsDevice = presentation == .watch ? .applewatch : .other
    case .standBy:
      environment.isActivityFullscreen = true
      environment.showsWidgetContainerBackground = false
    default:
      environment.activityFamily = .medium
    }
    if device.kind == .iPad { environment.stringsDevice = .ipad }
    return environment
  }
}

/// A presentation that cannot be drawn as asked.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The width is too small for the presentation's chrome.
  case tooNarrow(presentation: Presentation, width: Int, minimum: Int)
  /// The device does not show the presentation.
  case unavailable(presentation: Presentation, device: String, available: [Presentation])
  /// The width is past ``RenderSettings/widestPresentation``.
  case tooWide(width: Int)

  public var description: String {
    switch self {
    case .tooNarrow(let presentation, let width, let minimum):
      return
        "\(presentation) needs at least \(minimum) columns to draw its frame; --width \(width) is too small"
    case .tooWide(let width):
      return
        "--width \(width) is too wide; presentations are at most \(RenderSettings.widestPresentation) columns"
    case .unavailable(let presentation, let device, let available):
      let names = available.map(\.rawValue).joined(separator: ", ")
      return "\(device) does not show the \(presentation) presentation; it shows: \(names)"
    }
  }
}

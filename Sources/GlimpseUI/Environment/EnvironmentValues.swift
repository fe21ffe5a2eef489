import GlimpseAssets
import GlimpseFonts
import GlimpseLayout

/// A key for a value in the environment.
///
/// - Glimpse: works
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when none has been set.
  static var defaultValue: Self.Value { get }
}

/// The values a view resolves in: SwiftUI's `EnvironmentValues`, holding both Apple's
/// keys (colour scheme, font, line limit, the Live Activity keys...) and Glimpse's own
/// rendering settings (the instant, the theme, the cell scale).
///
/// - Glimpse: works
public struct EnvironmentValues: CustomStringConvertible {
  /// The environment the view body being evaluated reads (`@Environment`): the render's
  /// (``RenderScope``); the default values outside a render.
  package static var current: EnvironmentValues {
    RenderScope.current?.environment ?? EnvironmentValues()
  }

  /// Values that change rarely, shared between copies until one changes.
  ///
  /// Its fields are not checked for exclusive access at run time: a storage is written only
  /// through `changeCold` once it is uniquely referenced, and only read otherwise, so no
  /// access can overlap another (copying an environment reads every field).
  final class ColdStorage {
    @exclusivity(unchecked) var custom: [ObjectIdentifier: Any] = [:]
    @exclusivity(unchecked) var theme: Theme = .standard
    @exclusivity(unchecked) var colorSchemeContrast: ColorSchemeContrast = .standard
    @exclusivity(unchecked) var isLuminanceReduced: Bool = false
    @exclusivity(unchecked) var locale: Locale = RenderDefaults.locale
    @exclusivity(unchecked) var formatsAsUSEnglish = true
    @exclusivity(unchecked) var calendar: Calendar = Calendar(identifier: .gregorian)
    @exclusivity(unchecked) var timeZone: TimeZone = RenderDefaults.timeZone
    @exclusivity(unchecked) var layoutDirection: LayoutDirection = .leftToRight
    @exclusivity(unchecked) var dynamicTypeSize: DynamicTypeSize = .large
    @exclusivity(unchecked) var displayScale: CGFloat = 3
    @exclusivity(unchecked) var accessibilityReduceMotion: Bool = false
    @exclusivity(unchecked) var accessibilityReduceTransparency: Bool = false
    @exclusivity(unchecked) var accessibilityDifferentiateWithoutColor: Bool = false
    @exclusivity(unchecked) var legibilityWeight: LegibilityWeight? = .regular
    @exclusivity(unchecked) var widgetFamily: WidgetFamily = .systemMedium
    @exclusivity(unchecked) var widgetRenderingMode: WidgetRenderingMode = .fullColor
    @exclusivity(unchecked) var showsWidgetContainerBackground: Bool = true
    @exclusivity(unchecked) var widgetContentMargins: EdgeInsets = EdgeInsets()
    @exclusivity(unchecked) var activityFamily: ActivityFamily = .medium
    @exclusivity(unchecked) var supportedActivityFamilies: Set<ActivityFamily> = [.medium]
    @exclusivity(unchecked) var isActivityFullscreen: Bool = false
    @exclusivity(unchecked) var isActivityUpdateReduced: Bool = false
    @exclusivity(unchecked) var isDynamicIslandLimitedInWidth: Bool = false
    @exclusivity(unchecked) var labelStyleKind: LabelStyleKind = .automatic
    @exclusivity(unchecked) var progressViewStyleKind: ProgressViewStyleKind = .automatic
    @exclusivity(unchecked) var gaugeStyleKind: GaugeStyleKind = .automatic
    @exclusivity(unchecked) var buttonStyleKind: ButtonStyleKind = .automatic
    @exclusivity(unchecked) var toggleStyleKind: ToggleStyleKind = .automatic
    @exclusivity(unchecked) var strings = StringTables()
    @exclusivity(unchecked) var assets = AssetCatalog()
    @exclusivity(unchecked) var pseudoLanguage: PseudoLanguage?
    @exclusivity(unchecked) var stringsDevice: StringsDevice = .iphone
    @exclusivity(unchecked) var fontMetrics = FontMetrics.standard()

    init() {}

    func copy() -> ColdStorage {
      let copy = ColdStorage()
      copy.custom = custom
      copy.theme = theme
      copy.colorSchemeContrast = colorSchemeContrast
      copy.isLuminanceReduced = isLuminanceReduced
      copy.locale = locale
      copy.formatsAsUSEnglish = formatsAsUSEnglish
      copy.calendar = calendar
      copy.timeZone = timeZone
      copy.layoutDirection = layoutDirection
      copy.dynamicTypeSize = dynamicTypeSize
      copy.displayScale = displayScale
      copy.accessibilityReduceMotion = accessibilityReduceMotion
      copy.accessibilityReduceTransparency = accessibilityReduceTransparency
      copy.accessibilityDifferentiateWithoutColor = accessibilityDifferentiateWithoutColor
      copy.legibilityWeight = legibilityWeight
      copy.widgetFamily = widgetFamily
      copy.widgetRenderingMode = widgetRenderingMode
      copy.showsWidgetContainerBackground = showsWidgetContainerBackground
      copy.widgetContentMargins = widgetContentMargins
      copy.activityFamily = activityFamily
      copy.supportedActivityFamilies = supportedActivityFamilies
      copy.isActivityFullscreen = isActivityFullscreen
      copy.isActivityUpdateReduced = isActivityUpdateReduced
      copy.isDynamicIslandLimitedInWidth = isDynamicIslandLimitedInWidth
      copy.labelStyleKind = labelStyleKind
      copy.progressViewStyleKind = progressViewStyleKind
      copy.gaugeStyleKind = gaugeStyleKind
      copy.buttonStyleKind = buttonStyleKind
      copy.toggleStyleKind = toggleStyleKind
      copy.strings = strings
      copy.assets = assets
      copy.pseudoLanguage = pseudoLanguage
      copy.stringsDevice = stringsDevice
      copy.fontMetrics = fontMetrics
      return copy
    }
  }

  private var cold = Self.defaultColdStorage

  /// The default values, shared by every new environment until one changes them.
  // nonisolated(unsafe): never written (`changeCold` copies a storage this one also holds).
  nonisolated(unsafe) private static let defaultColdStorage = ColdStorage()

  private mutating func changeCold(_ change: (ColdStorage) -> Void) {
    if !isKnownUniquelyReferenced(&cold) { cold = cold.copy() }
    change(cold)
  }

  /// An environment of default values.
  public init() {}

  /// The value for a custom key.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { cold.custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { changeCold { $0.custom[ObjectIdentifier(key)] = newValue } }
  }

  public var description: String {
    "EnvironmentValues(colorScheme: \(colorScheme), now: \(now), theme: \(theme.name))"
  }

  // MARK: Glimpse's rendering settings

  /// The instant time-dependent views are drawn at. Deterministic by default
  /// (2001-01-01 00:00:00 UTC); the command line and previews set it.
  public var now = Date(timeIntervalSinceReferenceDate: 0)
  /// How symbol images are drawn.
  package var glyphSet: GlyphSet = .emoji
  /// The glyph advances texts are measured with (the pinned default, or `--font`'s).
  public var fontMetrics: FontMetrics {
    get { cold.fontMetrics }
    set { changeCold { $0.fontMetrics = newValue } }
  }
  /// The colour behind the content being resolved, which translucent colours blend with.
  public var backdrop: TerminalColor?
  /// The turn, in radians clockwise, that the `rotationEffect`s around a view add up to:
  /// shapes draw their paths turned by it about their frames' centres (a ring turned by
  /// -90° starts at the top). Other views are drawn unturned. (Kept here rather than under
  /// a custom key: reading a key is a table lookup and a cast for every shape, and setting
  /// one copies the rarely changed values.)
  public var _shapeRotation = 0.0
  /// The app's translations, which localized texts are looked up in for ``locale``
  /// (none by default: a key shows its own text).
  package var strings: StringTables {
    get { cold.strings }
    set { changeCold { $0.strings = newValue } }
  }
  /// The app's asset catalogs, which `Color("Name")` and `Image("Name")` are drawn from
  /// (none by default: colours fall back to the theme, images to placeholders).
  package var assets: AssetCatalog {
    get { cold.assets }
    set { changeCold { $0.assets = newValue } }
  }
  /// The pseudo-language localized texts are shown in, if any.
  package var pseudoLanguage: PseudoLanguage? {
    get { cold.pseudoLanguage }
    set { changeCold { $0.pseudoLanguage = newValue } }
  }
  /// The device a string catalog's device variations are chosen for.
  package var stringsDevice: StringsDevice {
    get { cold.stringsDevice }
    set { changeCold { $0.stringsDevice = newValue } }
  }

  // MARK: Appearance

  /// Light or dark.
  public var colorScheme: ColorScheme = .dark
  /// Why content is shown redacted.
  public var redactionReasons: RedactionReasons = []
  /// Whether controls are enabled.
  public var isEnabled = true
  /// One pixel, in points.
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The palette colours resolve in.
  package var theme: Theme {
    get { cold.theme }
    set { changeCold { $0.theme = newValue } }
  }
  /// Contrast setting.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { cold.colorSchemeContrast }
    set { changeCold { $0.colorSchemeContrast = newValue } }
  }
  /// Whether the display is dimmed (Always-On).
  public var isLuminanceReduced: Bool {
    get { cold.isLuminanceReduced }
    set { changeCold { $0.isLuminanceReduced = newValue } }
  }
  /// The locale text is formatted in, and localized text is looked up for.
  public var locale: Locale {
    get { cold.locale }
    set {
      changeCold {
        $0.locale = newValue
        $0.formatsAsUSEnglish = newValue.identifier == "en_US"
      }
    }
  }
  /// Whether ``locale`` is en_US, in which numbers read as localized keys write them when
  /// built.
  package var formatsAsUSEnglish: Bool { cold.formatsAsUSEnglish }
  /// The calendar dates are computed in.
  public var calendar: Calendar {
    get { cold.calendar }
    set { changeCold { $0.calendar = newValue } }
  }
  /// The time zone dates are shown in.
  public var timeZone: TimeZone {
    get { cold.timeZone }
    set { changeCold { $0.timeZone = newValue } }
  }
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection {
    get { cold.layoutDirection }
    set { changeCold { $0.layoutDirection = newValue } }
  }
  /// The Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize {
    get { cold.dynamicTypeSize }
    set { changeCold { $0.dynamicTypeSize = newValue } }
  }
  /// Points per pixel of the display.
  public var displayScale: CGFloat {
    get { cold.displayScale }
    set { changeCold { $0.displayScale = newValue } }
  }
  /// Whether the user asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { cold.accessibilityReduceMotion }
    set { changeCold { $0.accessibilityReduceMotion = newValue } }
  }
  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { cold.accessibilityReduceTransparency }
    set { changeCold { $0.accessibilityReduceTransparency = newValue } }
  }
  /// Whether the user asked for differentiation without colour.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { cold.accessibilityDifferentiateWithoutColor }
    set { changeCold { $0.accessibilityDifferentiateWithoutColor = newValue } }
  }
  /// Whether bold text is on.
  public var legibilityWeight: LegibilityWeight? {
    get { cold.legibilityWeight }
    set { changeCold { $0.legibilityWeight = newValue } }
  }
  /// The widget family being drawn.
  public var widgetFamily: WidgetFamily {
    get { cold.widgetFamily }
    set { changeCold { $0.widgetFamily = newValue } }
  }
  /// How the widget is rendered.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { cold.widgetRenderingMode }
    set { changeCold { $0.widgetRenderingMode = newValue } }
  }
  /// Whether the system shows the widget's container background.
  public var showsWidgetContainerBackground: Bool {
    get { cold.showsWidgetContainerBackground }
    set { changeCold { $0.showsWidgetContainerBackground = newValue } }
  }
  /// The system's content margins for the widget.
  public var widgetContentMargins: EdgeInsets {
    get { cold.widgetContentMargins }
    set { changeCold { $0.widgetContentMargins = newValue } }
  }
  /// The Live Activity family: `.medium` on iPhone, `.small` on the watch and CarPlay.
  public var activityFamily: ActivityFamily {
    get { cold.activityFamily }
    set { changeCold { $0.activityFamily = newValue } }
  }
  /// The families the activity declared with `supplementalActivityFamilies`.
  public var supportedActivityFamilies: Set<ActivityFamily> {
    get { cold.supportedActivityFamilies }
    set { changeCold { $0.supportedActivityFamilies = newValue } }
  }
  /// Whether the activity fills the screen (StandBy).
  public var isActivityFullscreen: Bool {
    get { cold.isActivityFullscreen }
    set { changeCold { $0.isActivityFullscreen = newValue } }
  }
  /// Whether updates are reduced (Low Power Mode).
  public var isActivityUpdateReduced: Bool {
    get { cold.isActivityUpdateReduced }
    set { changeCold { $0.isActivityUpdateReduced = newValue } }
  }
  /// Whether the Dynamic Island cannot grow (landscape, iOS 27): compact and minimal
  /// views should switch to a narrower variant.
  public var isDynamicIslandLimitedInWidth: Bool {
    get { cold.isDynamicIslandLimitedInWidth }
    set { changeCold { $0.isDynamicIslandLimitedInWidth = newValue } }
  }

  // MARK: Text

  /// The default font.
  public var font: Font?
  /// The most lines text may take.
  public var lineLimit: Int?
  /// The lines text takes at least, blank below a shorter text (`lineLimit(_:reservesSpace:)`
  /// with `true`, or a range's lower bound); nil: only its own lines.
  @usableFromInline var reservedLines: Int?
  /// How multi-line text aligns.
  public var multilineTextAlignment: TextAlignment = .leading
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode = .tail
  /// Upper- or lowercasing applied to text.
  public var textCase: Text.Case?
  /// Smallest scale text may shrink to before it truncates (measured in points; drawn in
  /// whole cells).
  public var minimumScaleFactor: CGFloat = 1
  @usableFromInline var foregroundStyle: AnyShapeStyle?
  @usableFromInline var tintStyle: AnyShapeStyle?
  @usableFromInline var fontWeight: Font.Weight?
  @usableFromInline var isBold = false
  @usableFromInline var isItalic = false
  @usableFromInline var isUnderlined = false
  @usableFromInline var isStrikethrough = false
  @usableFromInline var imageScale: Image.Scale = .medium
  var symbolVariants: SymbolVariants = .none

  // MARK: Styles (kept with the cold values: set rarely, and custom ones hold references
  // that would make every copy of an environment retain them)

  var labelStyleKind: LabelStyleKind {
    get { cold.labelStyleKind }
    set { changeCold { $0.labelStyleKind = newValue } }
  }
  var progressViewStyleKind: ProgressViewStyleKind {
    get { cold.progressViewStyleKind }
    set { changeCold { $0.progressViewStyleKind = newValue } }
  }
  var gaugeStyleKind: GaugeStyleKind {
    get { cold.gaugeStyleKind }
    set { changeCold { $0.gaugeStyleKind = newValue } }
  }
  var buttonStyleKind: ButtonStyleKind {
    get { cold.buttonStyleKind }
    set { changeCold { $0.buttonStyleKind = newValue } }
  }
  var toggleStyleKind: ToggleStyleKind {
    get { cold.toggleStyleKind }
    set { changeCold { $0.toggleStyleKind = newValue } }
  }
}

import GlimpseLayout

/// A key for a value in the environment.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when none has been set.
  static var defaultValue: Self.Value { get }
}

/// The values a view resolves in: SwiftUI's `EnvironmentValues`, holding both Apple's
/// keys (colour scheme, font, line limit, the Live Activity keys...) and Glimpse's own
/// rendering settings (the instant, the theme, the cell scale).
public struct EnvironmentValues: CustomStringConvertible {
  /// The environment a view body is evaluated in; read by `@Environment`.
  nonisolated(unsafe) static var current = EnvironmentValues()

  private var custom: [ObjectIdentifier: Any] = [:]

  /// An environment of default values.
  public init() {}

  /// The value for a custom key.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  public var description: String {
    "EnvironmentValues(colorScheme: \(colorScheme), now: \(now), theme: \(theme.name))"
  }

  // MARK: Glimpse's rendering settings

  /// The instant time-dependent views are drawn at. Deterministic by default
  /// (2001-01-01 00:00:00 UTC); the command line and previews set it.
  public var now = Date(timeIntervalSinceReferenceDate: 0)
  /// The palette colours resolve in.
  public var theme: Theme = .standard
  /// How symbol images are drawn.
  public var glyphSet: GlyphSet = .emoji
  /// Points per column and per row.
  public var cellScale = CellScale.standard
  /// The colour behind the content being resolved, which translucent colours blend with.
  public var backdrop: TerminalColor?

  // MARK: Appearance

  /// Light or dark.
  public var colorScheme: ColorScheme = .dark
  /// Contrast setting.
  public var colorSchemeContrast: ColorSchemeContrast = .standard
  /// Whether the display is dimmed (Always-On).
  public var isLuminanceReduced = false
  /// Why content is shown redacted.
  public var redactionReasons: RedactionReasons = []
  /// Whether controls are enabled.
  public var isEnabled = true
  /// The locale text is formatted in.
  public var locale = Locale(identifier: "en_US")
  /// The calendar dates are computed in.
  public var calendar = Calendar(identifier: .gregorian)
  /// The time zone dates are shown in.
  public var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// Points per pixel of the display.
  public var displayScale: CGFloat = 3
  /// One pixel, in points.
  public var pixelLength: CGFloat { 1 / displayScale }
  /// Whether the user asked for less motion.
  public var accessibilityReduceMotion = false
  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency = false
  /// Whether the user asked for differentiation without colour.
  public var accessibilityDifferentiateWithoutColor = false
  /// Whether bold text is on.
  public var legibilityWeight: LegibilityWeight? = .regular

  // MARK: Text

  /// The default font.
  public var font: Font?
  /// The most lines text may take.
  public var lineLimit: Int?
  /// How multi-line text aligns.
  public var multilineTextAlignment: TextAlignment = .leading
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode = .tail
  /// Upper- or lowercasing applied to text.
  public var textCase: Text.Case?
  /// Smallest scale text may shrink to (reported, not drawn: glyphs cannot shrink).
  public var minimumScaleFactor: CGFloat = 1
  /// Extra space between lines.
  public var lineSpacing: CGFloat = 0
  /// Whether symbol images may use emoji (from the glyph set).
  var foregroundStyle: AnyShapeStyle?
  var tintStyle: AnyShapeStyle?
  var fontWeight: Font.Weight?
  var isBold = false
  var isItalic = false
  var isUnderlined = false
  var isStrikethrough = false
  var imageScale: Image.Scale = .medium
  var symbolVariants: SymbolVariants = .none

  // MARK: Styles

  var labelStyleKind: LabelStyleKind = .automatic
  var progressViewStyleKind: ProgressViewStyleKind = .automatic
  var gaugeStyleKind: GaugeStyleKind = .automatic
  var buttonStyleKind: ButtonStyleKind = .automatic
  var toggleStyleKind: ToggleStyleKind = .automatic

  // MARK: Widgets and Live Activities

  /// The widget family being drawn.
  public var widgetFamily: WidgetFamily = .systemMedium
  /// How the widget is rendered.
  public var widgetRenderingMode: WidgetRenderingMode = .fullColor
  /// Whether the system shows the widget's container background.
  public var showsWidgetContainerBackground = true
  /// The system's content margins for the widget.
  public var widgetContentMargins = EdgeInsets()
  /// The Live Activity family: `.medium` on iPhone, `.small` on the watch and CarPlay.
  public var activityFamily: ActivityFamily = .medium
  /// The families the activity declared with `supplementalActivityFamilies`.
  public var supportedActivityFamilies: Set<ActivityFamily> = [.medium]
  /// Whether the activity fills the screen (StandBy).
  public var isActivityFullscreen = false
  /// Whether updates are reduced (Low Power Mode).
  public var isActivityUpdateReduced = false
  /// Whether the Dynamic Island cannot grow (landscape, iOS 27): compact and minimal
  /// views should switch to a narrower variant.
  public var isDynamicIslandLimitedInWidth = false
}

/// Points per terminal cell, per axis: the one rule that turns SwiftUI's points into
/// columns and rows.
public struct CellScale: Hashable, Sendable {
  /// Points one column stands for (7: SF Pro's average advance at body size).
  public var pointsPerColumn: Double
  /// Points one row stands for (20: body line height).
  public var pointsPerRow: Double

  /// A scale of the given points per cell.
  public init(pointsPerColumn: Double, pointsPerRow: Double) {
    self.pointsPerColumn = pointsPerColumn
    self.pointsPerRow = pointsPerRow
  }

  /// 7 pt per column, 20 pt per row.
  public static let standard = CellScale(pointsPerColumn: 7, pointsPerRow: 20)

  /// The columns `points` is closest to (infinite: ``ProposedCellSize/unbounded``;
  /// negative or NaN: 0).
  public func columns(_ points: CGFloat) -> Int {
    Self.cells(Double(points), per: pointsPerColumn)
  }

  /// The rows `points` is closest to.
  public func rows(_ points: CGFloat) -> Int {
    Self.cells(Double(points), per: pointsPerRow)
  }

  /// Columns for a gap (padding or spacing): the nearest, but at least one for 4 pt or
  /// more, so that a gap written for a phone never vanishes.
  public func gapColumns(_ points: CGFloat) -> Int {
    let columns = self.columns(points)
    return Double(points) >= 4 ? max(1, columns) : columns
  }

  /// Rows for a gap: the nearest.
  public func gapRows(_ points: CGFloat) -> Int {
    rows(points)
  }

  /// Columns for a frame dimension: the nearest, but at least one when non-zero.
  public func frameColumns(_ points: CGFloat) -> Int {
    Double(points) > 0 ? max(1, columns(points)) : 0
  }

  /// Rows for a frame dimension: the nearest, but at least one when non-zero.
  public func frameRows(_ points: CGFloat) -> Int {
    Double(points) > 0 ? max(1, rows(points)) : 0
  }

  /// Points for a number of columns.
  public func points(columns: Int) -> CGFloat {
    CGFloat(Double(columns) * pointsPerColumn)
  }

  /// Points for a number of rows.
  public func points(rows: Int) -> CGFloat {
    CGFloat(Double(rows) * pointsPerRow)
  }

  private static func cells(_ points: Double, per unit: Double) -> Int {
    guard points.isFinite else { return points > 0 ? ProposedCellSize.unbounded : 0 }
    guard points > 0, unit > 0 else { return 0 }
    let cells = (points / unit).rounded(.toNearestOrAwayFromZero)
    return cells >= Double(ProposedCellSize.unbounded) ? ProposedCellSize.unbounded : Int(cells)
  }
}

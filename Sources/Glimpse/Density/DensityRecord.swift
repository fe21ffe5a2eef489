import GlimpseLayout

/// One misfit found by `glimpse density`: where it was drawn (presentation, device, width
/// variant, state, language and text size) and what did not fit.
///
/// The fields are those of the JSON schema `glimpse-density/1` (README, "Density review").
struct DensityRecord: Codable, Equatable, Sendable {
  /// The three kinds `glimpse density --fail-on` names (``MisfitKind``).
  typealias Kind = MisfitKind

  /// The presentation (`compact-trailing`).
  var presentation: String
  /// The device swept (`iphone-16-pro`).
  var device: String
  /// Whether the island could not grow (limited width, iOS 27).
  var limitedWidth: Bool
  /// The content state, from 1.
  var state: Int
  /// The state's name in its states file, if any.
  var stateName: String?
  /// The locale (`de_DE`).
  var locale: String
  /// The pseudo-language, or `none`.
  var pseudo: String
  /// The Dynamic Type size (`accessibility3`).
  var dynamicType: String
  /// truncation, overflow or cut.
  var kind: Kind
  /// The layout diagnostic's own words (`truncated text`, `wider than its slot`).
  var detail: String
  /// The views from the root down to the misfit: `HStack > Text`.
  var view: String
  /// The whole text, for text.
  var text: String?
  /// What of it shows ("…" included), for text.
  var shown: String?
  /// Columns over, as drawn (0 for a height cut).
  var columnsOver: Int
  /// Points over: estimated from the font size for widths (negative when the device would
  /// likely fit what the terminal cannot), exact for heights. Rounded to 0.01 pt.
  var pointsOver: Double
  /// The font size in points, for text.
  var fontSize: Double?
  /// For text allowed to shrink: whether the device would shrink it to fit instead.
  var wouldShrink: Bool?

  /// A record from its fields (as read back from a worker).
  init(
    presentation: String, device: String, limitedWidth: Bool, state: Int, stateName: String?,
    locale: String, pseudo: String, dynamicType: String, kind: Kind, detail: String,
    view: String, text: String?, shown: String?, columnsOver: Int, pointsOver: Double,
    fontSize: Double?, wouldShrink: Bool?
  ) {
    self.presentation = presentation
    self.device = device
    self.limitedWidth = limitedWidth
    self.state = state
    self.stateName = stateName
    self.locale = locale
    self.pseudo = pseudo
    self.dynamicType = dynamicType
    self.kind = kind
    self.detail = detail
    self.view = view
    self.text = text
    self.shown = shown
    self.columnsOver = columnsOver
    self.pointsOver = pointsOver
    self.fontSize = fontSize
    self.wouldShrink = wouldShrink
  }

  /// The record of `diagnostic`, drawn as `variant` describes.
  init(_ diagnostic: LayoutDiagnostic, variant: DensityVariant, stateName: String?) {
    presentation = variant.presentation.rawValue
    device = variant.device.name
    limitedWidth = variant.limitedWidth
    state = variant.state + 1
    self.stateName = stateName
    locale = variant.locale
    pseudo = variant.pseudo?.rawValue ?? "none"
    dynamicType = "\(variant.dynamicType)"
    kind = Kind(diagnostic.kind)
    detail = diagnostic.kind.rawValue
    view = diagnostic.viewPath
    text = diagnostic.text
    shown = diagnostic.shownText
    columnsOver = diagnostic.columnsOver
    pointsOver = (diagnostic.pointsOver * 100).rounded() / 100
    fontSize = diagnostic.fontSize
    wouldShrink = diagnostic.shrink?.wouldShrink
  }

  /// Encodes every field, those without a value as `null`, so that each record of the
  /// schema has the same keys.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(presentation, forKey: .presentation)
    try container.encode(device, forKey: .device)
    try container.encode(limitedWidth, forKey: .limitedWidth)
    try container.encode(state, forKey: .state)
    try container.encode(stateName, forKey: .stateName)
    try container.encode(locale, forKey: .locale)
    try container.encode(pseudo, forKey: .pseudo)
    try container.encode(dynamicType, forKey: .dynamicType)
    try container.encode(kind, forKey: .kind)
    try container.encode(detail, forKey: .detail)
    try container.encode(view, forKey: .view)
    try container.encode(text, forKey: .text)
    try container.encode(shown, forKey: .shown)
    try container.encode(columnsOver, forKey: .columnsOver)
    try container.encode(pointsOver, forKey: .pointsOver)
    try container.encode(fontSize, forKey: .fontSize)
    try container.encode(wouldShrink, forKey: .wouldShrink)
  }
}

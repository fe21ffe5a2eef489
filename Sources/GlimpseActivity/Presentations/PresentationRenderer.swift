import GlimpseLayout
import GlimpseUI

/// Draws one presentation of an activity, inside the chrome a person would see, at a
/// device's widths.
///
/// Widths come from the device in points through the cell scale (7 pt a column): the
/// Lock Screen content is the card's width (the border is drawn outside it, so the view's
/// own padding is its margin, as on the device); the island's parts are the compact
/// slots, the camera and the expanded island; the small family is the watch or CarPlay
/// tile. Heights are laid out in points and judged in points: the card and the expanded
/// island follow the content between 84 and 160 pt, StandBy and the tiles have their own
/// heights; taller content is cut at the limit (the rows whose content starts above it
/// are shown) and the frame says by how many points it is over. Rows are derived from
/// points by ``RowRule``: a presentation that fits is drawn with all its rows.
///
/// Text takes the sizes of the settings' Dynamic Type size, and the presentation is drawn at
/// the scale of the largest size its text is drawn at (``RenderSettings/scale``): the
/// setting's, unless the view limits its text with `.dynamicTypeSize(...)` or uses only
/// fixed sizes, in which case it is drawn again at the scale of what its text uses.
///
/// What did not fit is in the canvas's diagnostics, labelled with the presentation and
/// the device, with the presentation's fill.
@MainActor
public enum PresentationRenderer {
  /// The least height of a Lock Screen card or expanded island, in points.
  public static let minimumHeight = 84.0
  /// The greatest height before the system truncates, in points.
  public static let maximumHeight = 160.0

  /// Draws `presentation` of `views` with `settings`, as a render at `settings.now`: the
  /// activity's code reads that instant from `Date()` (``RenderClock``).
  public static func render(
    _ presentation: Presentation, views: ActivityViews, settings: RenderSettings
  ) throws -> Canvas {
    let device = settings.device.device(for: presentation)
    guard device.presentations.contains(presentation) else {
      throw RenderError.unavailable(
        presentation: presentation, device: settings.device.name,
        available: settings.device.presentations)
    }
    if let width = settings.width, width > RenderSettings.widestPresentation {
      throw RenderError.tooWide(width: width)
    }
    DrawingTrace.begin(presentation.rawValue, of: views.drawingLabel)
    defer { DrawingTrace.end() }
    let environment = settings.environment(for: presentation, families: views.families)
    var canvas = try AppGroupDefaults.holding(views.appGroupDefaults) {
      try RenderClock.rendering(at: settings.now) {
        try RenderScope.within(environment) {
          try draw(
            presentation, views: views, device: device, settings: settings,
            environment: environment)
        }
      }
    }
    canvas.noteChange(at: views.nextChange)
    canvas.labelDiagnostics(presentation: presentation.rawValue, device: device.name)
    return canvas
  }

  private static func draw(
    _ presentation: Presentation, views: ActivityViews, device: DeviceProfile,
    settings: RenderSettings, environment: EnvironmentValues
  ) throws -> Canvas {
    switch presentation {
    case .lockScreen:
      return try CardChrome.lockScreen(
        views: views, device: device, settings: settings, environment: environment)
    case .standBy:
      return try CardChrome.standBy(
        views: views, device: device, settings: settings, environment: environment)
    case .watch, .carPlay:
      return try CardChrome.tile(
        presentation, views: views, device: device, settings: settings, environment: environment)
    case .compact, .compactLeading, .compactTrailing:
      return try IslandChrome.compact(
        presentation, island: views.island(), device: device, settings: settings,
        environment: environment)
    case .minimal:
      return try IslandChrome.minimal(
        [views.island()], device: device, settings: settings, environment: environment)
    case .expanded:
      return try IslandChrome.expanded(
        views.island(), device: device, settings: settings, environment: environment)
    }
  }

  /// Resolves `view` and collects the preferences it sets.
  static func resolve(_ view: AnyView, environment: EnvironmentValues) -> (
    LayoutNode, PreferenceValues
  ) {
    let preferences = PreferenceValues()
    let node = ViewResolver.node(view, environment: environment, preferences: preferences)
    return (node, preferences)
  }

  /// Writes a note into a frame's bottom edge, such as the 160 pt cut.
  static func markEdge(
    _ note: String, row: Int, width: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    guard width > 6 else { return }
    let text = " \(note) "
    let available = width - 4
    let glyphs = GlyphScanner.glyphs(of: text).map { StyledGlyph($0, style: style) }
    let layout = TextLayout(cellGlyphs: glyphs, columns: available, maxLines: 1)
    var x = 2
    for styled in layout.lines.first ?? [] {
      canvas.put(styled.glyph, x: x, y: row, style: styled.style)
      x += max(1, styled.glyph.width)
    }
  }
}

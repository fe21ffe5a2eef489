import GlimpseLayout
import GlimpseUI

/// Draws one presentation of an activity, inside the chrome a person would see, at a
/// device's widths.
///
/// Widths come from the device in points through the cell scale (7 pt a column, 20 pt a
/// row): the Lock Screen content is the card's width (the border is drawn outside it, so
/// the view's own padding is its margin, as on the device); the island's parts are the
/// compact slots, the camera and the expanded island; the small family is the watch or
/// CarPlay tile. Heights follow the content between 84 and 160 pt; taller content is cut
/// at 160 pt and the cut is marked on the frame.
@MainActor
public enum PresentationRenderer {
  /// The least height of a Lock Screen card or expanded island, in points.
  public static let minimumHeight = 84.0
  /// The greatest height before the system truncates, in points.
  public static let maximumHeight = 160.0

  /// The rows a Lock Screen card or expanded island may take at `scale`.
  static func heightRows(_ scale: CellScale) -> ClosedRange<Int> {
    scale.rows(CGFloat(minimumHeight))...scale.rows(CGFloat(maximumHeight))
  }

  /// Draws `presentation` of `views` with `settings`.
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
    var canvas = try draw(presentation, views: views, device: device, settings: settings)
    canvas.noteChange(at: views.nextChange)
    return canvas
  }

  private static func draw(
    _ presentation: Presentation, views: ActivityViews, device: DeviceProfile,
    settings: RenderSettings
  ) throws -> Canvas {
    let environment = settings.environment(for: presentation, families: views.families)
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

  /// Draws `node` in `rect`, clipped to it, at the size it wants within the rect, placed by
  /// `alignment`; returns whether the content wanted more rows than the rect has.
  @discardableResult
  static func place(
    _ node: LayoutNode, in rect: CellRect, alignment: CellAlignment, on canvas: inout Canvas
  ) -> Bool {
    guard !rect.isEmpty else { return false }
    let size = node.sizeThatFits(ProposedCellSize(rect.size))
    let fitted = CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height))
    let origin = alignment.origin(of: fitted, in: rect)
    canvas.clipped(to: rect) { canvas in
      node.draw(in: CellRect(origin: origin, size: size), on: &canvas)
    }
    return size.height > rect.height
  }

  /// Writes a note into a frame's bottom edge, such as the 160 pt cut.
  static func markEdge(
    _ note: String, row: Int, width: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    guard width > 6 else { return }
    let text = " \(note) "
    let available = width - 4
    let glyphs = GlyphScanner.glyphs(of: text).map { StyledGlyph($0, style: style) }
    let layout = TextLayout(glyphs: glyphs, width: available, maxLines: 1)
    var x = 2
    for styled in layout.lines.first ?? [] {
      canvas.put(styled.glyph, x: x, y: row, style: styled.style)
      x += max(1, styled.glyph.width)
    }
  }
}

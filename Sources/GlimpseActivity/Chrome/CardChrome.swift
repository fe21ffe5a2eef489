import GlimpseLayout
import GlimpseUI

/// The Lock Screen card, StandBy and the watch and CarPlay tiles.
@MainActor
enum CardChrome {
  static func lockScreen(
    views: ActivityViews, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    let contentWidth = try contentColumns(
      .lockScreen, settings: settings, device: scale.columns(CGFloat(device.cardWidth)))
    return card(
      views.content(), environment: environment, width: contentWidth,
      rows: PresentationRenderer.heightRows(scale), corners: .rounded, settings: settings)
  }

  static func standBy(
    views: ActivityViews, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    let width = try contentColumns(
      .standBy, settings: settings, device: scale.columns(CGFloat(device.screenHeight / 2)))
    let rows = max(1, scale.rows(CGFloat(device.screenWidth / 2)))
    return card(
      views.content(), environment: environment, width: width, rows: rows...rows, corners: .square,
      settings: settings)
  }

  static func tile(
    _ presentation: Presentation, views: ActivityViews, device: DeviceProfile,
    settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    let width = try contentColumns(
      presentation, settings: settings, device: scale.columns(CGFloat(device.tileSize.width)))
    let rows = max(1, scale.rows(CGFloat(device.tileSize.height)))
    if views.supportsSmallFamily {
      return card(
        views.content(), environment: environment, width: width, rows: rows...rows,
        corners: .rounded,
        settings: settings, background: environment.theme.chromeColor("island"))
    }
    // Without a small layout, the watch and CarPlay show the compact views.
    let island = views.island()
    let fallback = AnyView(
      HStack(spacing: 0) {
        island.compactLeading()
        Spacer(minLength: 0)
        island.compactTrailing()
      })
    return card(
      fallback, environment: environment, width: width, rows: rows...rows, corners: .rounded,
      settings: settings, background: environment.theme.chromeColor("island"))
  }

  /// The content columns for a presentation: the device's, or `--width` less the border.
  static func contentColumns(_ presentation: Presentation, settings: RenderSettings, device: Int)
    throws -> Int
  {
    guard let width = settings.width else { return device }
    guard width >= 3 else {
      throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 3)
    }
    return width - 2
  }

  /// A bordered card: the content laid out at `width`, as tall as it wants within `rows`
  /// (centred vertically when shorter), on the activity's background tint.
  static func card(
    _ view: AnyView, environment: EnvironmentValues, width: Int, rows: ClosedRange<Int>,
    corners: BoxCorners, settings: RenderSettings, background: TerminalColor? = nil
  ) -> Canvas {
    let theme = environment.theme
    let (node, preferences) = PresentationRenderer.resolve(view, environment: environment)
    let screen = theme.chromeColor("screen")
    var fill = background ?? theme.chromeColor("card")
    if case .some(.some(let tint)) = preferences.activityBackgroundTint {
      fill = tint._resolveColor(in: environment).map { $0.blended(over: screen) } ?? fill
    } else if let container = preferences.containerBackground,
      environment.showsWidgetContainerBackground
    {
      fill = container._resolveColor(in: environment).map { $0.blended(over: screen) } ?? fill
    }
    let ideal = node.sizeThatFits(ProposedCellSize(width: width, height: nil)).height
    let contentRows = min(max(ideal, rows.lowerBound), rows.upperBound)
    var canvas = Canvas(width: width + 2, height: contentRows + 2)
    canvas.defaultBackground = screen
    let interior = CellRect(x: 1, y: 1, width: width, height: contentRows)
    canvas.paintBackground(fill, in: interior)
    let border = CellStyle(foreground: theme.chromeColor("border"))
    BoxOutline.draw(canvas.bounds, corners: corners, style: border, on: &canvas)
    PresentationRenderer.place(
      node, in: interior, alignment: CellAlignment(horizontal: .center, vertical: .center),
      on: &canvas)
    if ideal > rows.upperBound {
      let points = Int(settings.cellScale.points(rows: ideal))
      let limit = Int(settings.cellScale.points(rows: rows.upperBound))
      PresentationRenderer.markEdge(
        "✂ cut at \(limit) pt: needs \(ideal) rows (\(points) pt)", row: contentRows + 1,
        width: width + 2,
        style: CellStyle(foreground: theme.chromeColor("truncation"), attributes: .bold),
        on: &canvas)
      canvas.noteTruncation(in: interior, neededWidth: width)
    }
    if environment.isLuminanceReduced { canvas.addAttributes(.dim, in: interior) }
    return canvas
  }
}

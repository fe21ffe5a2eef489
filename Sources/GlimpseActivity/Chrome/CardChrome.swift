import GlimpseLayout
import GlimpseUI

/// The Lock Screen card, StandBy and the watch and CarPlay tiles.
@MainActor
enum CardChrome {
  static func lockScreen(
    views: ActivityViews, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let contentWidth = try contentWidth(.lockScreen, settings: settings, device: device.cardWidth)
    return card(
      views.content(), environment: environment, width: contentWidth,
      heights: PresentationRenderer.minimumHeight...PresentationRenderer.maximumHeight,
      corners: .rounded, settings: settings)
  }

  static func standBy(
    views: ActivityViews, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let width = try contentWidth(.standBy, settings: settings, device: device.screenHeight / 2)
    // The Lock Screen view at twice the scale, filling the landscape screen: half the
    // screen's points in each direction.
    let height = device.screenWidth / 2
    return card(
      views.content(), environment: environment, width: width, heights: height...height,
      corners: .square, settings: settings)
  }

  static func tile(
    _ presentation: Presentation, views: ActivityViews, device: DeviceProfile,
    settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let width = try contentWidth(presentation, settings: settings, device: device.tileSize.width)
    let height = device.tileSize.height
    if views.supportsSmallFamily {
      return card(
        views.content(), environment: environment, width: width, heights: height...height,
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
      fallback, environment: environment, width: width, heights: height...height,
      corners: .rounded, settings: settings, background: environment.theme.chromeColor("island"))
  }

  /// The content's points of width for a presentation: the device's, or `--width`'s
  /// columns less the border at 7 pt a column.
  static func contentWidth(
    _ presentation: Presentation, settings: RenderSettings, device: Double
  ) throws -> Double {
    guard let width = settings.width else { return device }
    guard width >= 3 else {
      throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 3)
    }
    return ColumnRule.points(forColumns: width - 2)
  }

  /// A bordered card: the content laid out at `width` points, as tall in points as it
  /// wants within `heights` (centred vertically when shorter than the least), drawn with
  /// all its rows on the activity's background tint. Content taller than the greatest
  /// height is cut there: the rows whose content starts above it are kept, and the bottom
  /// edge says by how many points it is over.
  static func card(
    _ view: AnyView, environment: EnvironmentValues, width: Double, heights: ClosedRange<Double>,
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
    // A card grows with its content and is then cut; StandBy and the tiles are a size
    // the view is offered.
    let content = BoundedContent(
      node, width: width, minimum: heights.lowerBound, limit: heights.upperBound,
      layingOutWhole: heights.lowerBound < heights.upperBound)
    let columns = content.columns
    var canvas = settings.canvas(
      width: columns + 2, height: content.visibleRows + 2, background: screen)
    canvas.paintBackground(
      fill, in: CellRect(x: 1, y: 1, width: columns, height: content.visibleRows))
    content.draw(
      in: CellRect(x: 1, y: 1, width: columns, height: content.rows), top: 0,
      alignment: CellAlignment(horizontal: .center, vertical: .center), on: &canvas)
    let border = CellStyle(foreground: theme.chromeColor("border"))
    BoxOutline.draw(canvas.bounds, corners: corners, style: border, on: &canvas)
    if content.isCut {
      PresentationRenderer.markEdge(
        content.cutNote, row: canvas.height - 1, width: canvas.width,
        style: CellStyle(foreground: theme.chromeColor("truncation"), attributes: .bold),
        on: &canvas)
    }
    canvas.fill = content.fill
    if environment.isLuminanceReduced {
      canvas.addAttributes(
        .dim, in: CellRect(x: 1, y: 1, width: columns, height: canvas.height - 2))
    }
    return canvas
  }
}

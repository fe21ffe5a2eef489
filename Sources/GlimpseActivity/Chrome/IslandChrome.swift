import GlimpseLayout
import GlimpseUI

/// The Dynamic Island: the compact pill, the minimal circles and the expanded island,
/// always black with white text; only `keylineTint` colours its edge.
@MainActor
enum IslandChrome {
  static let leftCap: Unicode.Scalar = "\u{25D6}"
  static let rightCap: Unicode.Scalar = "\u{25D7}"

  /// The compact pill (`.compact`), or one of its slots alone.
  static func compact(
    _ presentation: Presentation, island: DynamicIsland, device: DeviceProfile,
    settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    var slot = scale.columns(CGFloat(device.compactSlotWidth))
    var camera = scale.columns(CGFloat(device.compactIslandWidth)) - 2 * slot
    if presentation != .compact, let width = settings.width {
      guard width >= 2 else {
        throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 2)
      }
      slot = width - 1
    } else if let width = settings.width {
      guard width >= 5 else {
        throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 5)
      }
      slot = min(slot, (width - 3) / 2)
      camera = width - 2 - 2 * slot
    } else {
      camera -= 2
    }
    let theme = environment.theme
    let islandColor = theme.chromeColor("island")
    let capStyle = CellStyle(foreground: edgeColor(island, environment: environment))
    switch presentation {
    case .compactLeading:
      var canvas = islandCanvas(width: slot + 1, height: 1, environment: environment)
      canvas.paintBackground(islandColor, in: CellRect(x: 1, y: 0, width: slot, height: 1))
      canvas.put(leftCap, x: 0, y: 0, style: capStyle)
      drawSlot(
        island.compactLeading(), mode: .compactLeading, island: island, at: 1, width: slot,
        leading: true,
        environment: environment, on: &canvas)
      return canvas
    case .compactTrailing:
      var canvas = islandCanvas(width: slot + 1, height: 1, environment: environment)
      canvas.paintBackground(islandColor, in: CellRect(x: 0, y: 0, width: slot, height: 1))
      canvas.put(rightCap, x: slot, y: 0, style: capStyle)
      drawSlot(
        island.compactTrailing(), mode: .compactTrailing, island: island, at: 0, width: slot,
        leading: false,
        environment: environment, on: &canvas)
      return canvas
    default:
      let width = slot * 2 + camera + 2
      var canvas = islandCanvas(width: width, height: 1, environment: environment)
      canvas.paintBackground(islandColor, in: CellRect(x: 1, y: 0, width: width - 2, height: 1))
      canvas.put(leftCap, x: 0, y: 0, style: capStyle)
      canvas.put(rightCap, x: width - 1, y: 0, style: capStyle)
      drawSlot(
        island.compactLeading(), mode: .compactLeading, island: island, at: 1, width: slot,
        leading: true,
        environment: environment, on: &canvas)
      drawSlot(
        island.compactTrailing(), mode: .compactTrailing, island: island, at: 1 + slot + camera,
        width: slot,
        leading: false, environment: environment, on: &canvas)
      return canvas
    }
  }

  /// The minimal views: the first attached to the camera, each other detached as a
  /// circle; one island shows both forms of its own minimal view.
  static func minimal(
    _ islands: [DynamicIsland], device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    var circle = scale.columns(CGFloat(device.minimalWidth))
    if let width = settings.width {
      guard width >= 3 else {
        throw RenderError.tooNarrow(presentation: .minimal, width: width, minimum: 3)
      }
      circle = width
    }
    let slot = circle - 2
    let camera = scale.columns(CGFloat(device.cameraWidth))
    let detached = islands.count == 1 ? islands : Array(islands.dropFirst())
    let attachedWidth = circle + camera
    let width = attachedWidth + detached.count * (circle + 2)
    var canvas = islandCanvas(width: width, height: 1, environment: environment)
    let islandColor = environment.theme.chromeColor("island")
    guard let first = islands.first else { return canvas }
    // Attached: the minimal view beside the camera, in one pill.
    let capStyle = CellStyle(foreground: edgeColor(first, environment: environment))
    canvas.paintBackground(
      islandColor, in: CellRect(x: 1, y: 0, width: attachedWidth - 2, height: 1))
    canvas.put(leftCap, x: 0, y: 0, style: capStyle)
    canvas.put(rightCap, x: attachedWidth - 1, y: 0, style: capStyle)
    drawSlot(
      first.minimal(), mode: .minimal, island: first, at: 1, width: slot, leading: false,
      environment: environment, on: &canvas)
    // Detached: a circle of its own.
    var x = attachedWidth + 2
    for island in detached {
      let style = CellStyle(foreground: edgeColor(island, environment: environment))
      canvas.paintBackground(islandColor, in: CellRect(x: x + 1, y: 0, width: slot, height: 1))
      canvas.put(leftCap, x: x, y: 0, style: style)
      canvas.put(rightCap, x: x + circle - 1, y: 0, style: style)
      drawSlot(
        island.minimal(), mode: .minimal, island: island, at: x + 1, width: slot, leading: false,
        environment: environment, on: &canvas)
      x += circle + 2
    }
    return canvas
  }

  /// The expanded island: regions laid out around the camera (see ``ExpandedLayout``).
  static func expanded(
    _ island: DynamicIsland, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.cellScale
    var width = scale.columns(CGFloat(device.cardWidth))
    if let given = settings.width {
      guard given >= 5 else {
        throw RenderError.tooNarrow(presentation: .expanded, width: given, minimum: 5)
      }
      width = given
    }
    let margins = island.margins(for: .expanded)
    func marginColumns(_ points: Double?) -> Int {
      guard let points else { return 1 }
      return max(0, scale.gapColumns(CGFloat(points)) - 1)
    }
    func marginRows(_ points: Double?) -> Int {
      guard let points else { return 0 }
      return max(0, scale.gapRows(CGFloat(points)) - 1)
    }
    let insets = CellInsets(
      top: marginRows(margins.top), leading: marginColumns(margins.leading),
      bottom: marginRows(margins.bottom), trailing: marginColumns(margins.trailing))
    let innerWidth = max(1, width - 2 - insets.horizontal)
    let layout = ExpandedLayout(
      regions: island.expandedRegions(), environment: environment, innerWidth: innerWidth,
      cameraWidth: scale.columns(CGFloat(device.cameraWidth)), scale: scale)
    let rows = PresentationRenderer.heightRows(scale)
    let wanted = layout.height + insets.vertical + 2
    let height = min(max(wanted, rows.lowerBound), rows.upperBound)
    var canvas = islandCanvas(width: width, height: height, environment: environment)
    let theme = environment.theme
    canvas.paintBackground(
      theme.chromeColor("island"),
      in: canvas.bounds.inset(by: CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)))
    let border = CellStyle(foreground: edgeColor(island, environment: environment))
    BoxOutline.draw(canvas.bounds, corners: .rounded, style: border, on: &canvas)
    let interior = canvas.bounds.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
      .inset(by: insets)
    canvas.clipped(to: interior) { canvas in
      layout.draw(at: interior.origin, on: &canvas)
    }
    if wanted > rows.upperBound {
      let points = Int(scale.points(rows: wanted))
      PresentationRenderer.markEdge(
        "✂ cut at \(Int(PresentationRenderer.maximumHeight)) pt: needs \(points) pt",
        row: height - 1,
        width: width,
        style: CellStyle(foreground: theme.chromeColor("truncation"), attributes: .bold),
        on: &canvas)
      canvas.noteTruncation(in: interior, neededWidth: width)
    }
    return canvas
  }

  /// A canvas for island chrome, on the theme's screen colour.
  static func islandCanvas(width: Int, height: Int, environment: EnvironmentValues) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.defaultBackground = environment.theme.chromeColor("screen")
    return canvas
  }

  /// Draws a compact or minimal view in its slot, aligned to the pill's outer edge.
  static func drawSlot(
    _ view: AnyView, mode: DynamicIslandMode, island: DynamicIsland, at x: Int, width: Int,
    leading: Bool,
    environment: EnvironmentValues, on canvas: inout Canvas
  ) {
    let (node, _) = PresentationRenderer.resolve(view, environment: environment)
    let margins = island.margins(for: mode)
    let scale = environment.cellScale
    let leadingInset = margins.leading.map { scale.gapColumns(CGFloat($0)) } ?? 0
    let trailingInset = margins.trailing.map { scale.gapColumns(CGFloat($0)) } ?? 0
    let rect = CellRect(
      x: x + leadingInset, y: 0, width: max(0, width - leadingInset - trailingInset), height: 1)
    let alignment = CellAlignment(
      horizontal: mode == .minimal ? .center : (leading ? .leading : .trailing), vertical: .center)
    if PresentationRenderer.place(node, in: rect, alignment: alignment, on: &canvas) {
      canvas.noteTruncation(in: rect, neededWidth: rect.width)
    }
  }

  /// The colour of the island's edge: its keyline tint, or the island's own colour.
  static func edgeColor(_ island: DynamicIsland, environment: EnvironmentValues) -> TerminalColor {
    if let tint = island.keylineTint, let resolved = tint._resolveColor(in: environment) {
      return resolved.color
    }
    return environment.theme.chromeColor("border")
  }
}

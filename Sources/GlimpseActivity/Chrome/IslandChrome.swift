import GlimpseLayout
import GlimpseUI

/// The Dynamic Island: the compact pill, the minimal circles and the expanded island,
/// always black with white text; only `keylineTint` colours its edge.
///
/// Compact and minimal views are laid out in slots as tall as the compact island
/// (``slotHeight``): one row for most, more when their lines fit in the slot's points
/// (two caption lines do); content taller than the slot is cut there.
@MainActor
enum IslandChrome {
  static let leftCap: Unicode.Scalar = "\u{25D6}"
  static let rightCap: Unicode.Scalar = "\u{25D7}"
  /// The compact island's height in points (compact and minimal views; the camera's band
  /// at the top of the expanded island).
  nonisolated static let slotHeight = 36.67

  /// The compact pill (`.compact`), or one of its slots alone.
  static func compact(
    _ presentation: Presentation, island: DynamicIsland, device: DeviceProfile,
    settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.scale
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
      let leading = Slot(
        island.compactLeading(), mode: .compactLeading, island: island, at: 1, width: slot,
        leading: true, environment: environment)
      var canvas = islandCanvas(
        width: slot + 1, height: leading.rows, settings: settings, environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 1, y: 0, width: slot, height: canvas.height))
      drawCaps(left: 0, right: nil, style: capStyle, on: &canvas)
      leading.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [leading], pointsPerColumn: canvas.pointsPerColumn)
      return canvas
    case .compactTrailing:
      let trailing = Slot(
        island.compactTrailing(), mode: .compactTrailing, island: island, at: 0, width: slot,
        leading: false, environment: environment)
      var canvas = islandCanvas(
        width: slot + 1, height: trailing.rows, settings: settings, environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 0, y: 0, width: slot, height: canvas.height))
      drawCaps(left: nil, right: slot, style: capStyle, on: &canvas)
      trailing.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [trailing], pointsPerColumn: canvas.pointsPerColumn)
      return canvas
    default:
      let width = slot * 2 + camera + 2
      // Right to left, compact leading is the slot on the right.
      let rightToLeft = environment.layoutDirection == .rightToLeft
      let leading = Slot(
        island.compactLeading(), mode: .compactLeading, island: island,
        at: rightToLeft ? 1 + slot + camera : 1, width: slot, leading: !rightToLeft,
        environment: environment)
      let trailing = Slot(
        island.compactTrailing(), mode: .compactTrailing, island: island,
        at: rightToLeft ? 1 : 1 + slot + camera, width: slot, leading: rightToLeft,
        environment: environment)
      var canvas = islandCanvas(
        width: width, height: max(leading.rows, trailing.rows), settings: settings,
        environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 1, y: 0, width: width - 2, height: canvas.height))
      drawCaps(left: 0, right: width - 1, style: capStyle, on: &canvas)
      leading.draw(on: &canvas)
      trailing.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [leading, trailing], pointsPerColumn: canvas.pointsPerColumn)
      return canvas
    }
  }

  /// The minimal views: the first attached to the camera, each other detached as a
  /// circle; one island shows both forms of its own minimal view.
  static func minimal(
    _ islands: [DynamicIsland], device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.scale
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
    guard let first = islands.first else {
      return islandCanvas(width: width, height: 1, settings: settings, environment: environment)
    }
    var slots = [
      (
        island: first,
        slot: Slot(
          first.minimal(), mode: .minimal, island: first, at: 1, width: slot, leading: false,
          environment: environment)
      )
    ]
    var x = attachedWidth + 2
    for island in detached {
      slots.append(
        (
          island,
          Slot(
            island.minimal(), mode: .minimal, island: island, at: x + 1, width: slot,
            leading: false, environment: environment)
        ))
      x += circle + 2
    }
    var canvas = islandCanvas(
      width: width, height: slots.map(\.slot.rows).max() ?? 1, settings: settings,
      environment: environment)
    let islandColor = environment.theme.chromeColor("island")
    // Attached: the minimal view beside the camera, in one pill.
    canvas.paintBackground(
      islandColor, in: CellRect(x: 1, y: 0, width: attachedWidth - 2, height: canvas.height))
    drawCaps(
      left: 0, right: attachedWidth - 1,
      style: CellStyle(foreground: edgeColor(first, environment: environment)), on: &canvas)
    slots[0].slot.draw(on: &canvas)
    // Detached: a circle of its own.
    x = attachedWidth + 2
    for (island, detachedSlot) in slots.dropFirst() {
      canvas.paintBackground(
        islandColor, in: CellRect(x: x + 1, y: 0, width: slot, height: canvas.height))
      drawCaps(
        left: x, right: x + circle - 1,
        style: CellStyle(foreground: edgeColor(island, environment: environment)), on: &canvas)
      detachedSlot.draw(on: &canvas)
      x += circle + 2
    }
    canvas.fill = Slot.fill(of: [slots[0].slot], pointsPerColumn: canvas.pointsPerColumn)
    return canvas
  }

  /// The expanded island: regions laid out around the camera (see ``ExpandedLayout``),
  /// between 84 and 160 pt tall with its content margins; taller is cut at 160 pt.
  static func expanded(
    _ island: DynamicIsland, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    let scale = settings.scale
    var width = scale.columns(CGFloat(device.cardWidth))
    if let given = settings.width {
      guard given >= 5 else {
        throw RenderError.tooNarrow(presentation: .expanded, width: given, minimum: 5)
      }
      width = given
    }
    let margins = island.margins(for: .expanded)
    // The island's edge stands for a column of margin on each side.
    func marginColumns(_ points: Double?) -> Int {
      guard let points else { return 1 }
      return max(0, scale.gapColumns(CGFloat(points)) - 1)
    }
    let insets = LayoutInsets(
      top: margins.top ?? 0, leading: marginColumns(margins.leading),
      bottom: margins.bottom ?? 0, trailing: marginColumns(margins.trailing))
    let innerWidth = max(1, width - 2 - insets.horizontal)
    let layout = ExpandedLayout(
      regions: island.expandedRegions(), environment: environment, innerWidth: innerWidth,
      cameraWidth: scale.columns(CGFloat(device.cameraWidth)), scale: scale)
    let content = BoundedContent(
      PaddingNode(child: layout, insets: insets), width: width - 2,
      minimum: PresentationRenderer.minimumHeight, limit: PresentationRenderer.maximumHeight,
      layingOutWhole: true)
    var canvas = islandCanvas(
      width: width, height: content.visibleRows + 2, settings: settings, environment: environment)
    let theme = environment.theme
    canvas.paintBackground(
      theme.chromeColor("island"),
      in: canvas.bounds.inset(by: CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)))
    let border = CellStyle(foreground: edgeColor(island, environment: environment))
    BoxOutline.draw(canvas.bounds, corners: .rounded, style: border, on: &canvas)
    content.draw(
      in: CellRect(x: 1, y: 1, width: width - 2, height: content.rows), top: 0,
      alignment: .topLeading, on: &canvas)
    if content.isCut {
      PresentationRenderer.markEdge(
        content.cutNote, row: canvas.height - 1, width: width,
        style: CellStyle(foreground: theme.chromeColor("truncation"), attributes: .bold),
        on: &canvas)
    }
    canvas.fill = content.fill(pointsPerColumn: canvas.pointsPerColumn)
    return canvas
  }

  /// A canvas for island chrome, on the theme's screen colour.
  static func islandCanvas(
    width: Int, height: Int, settings: RenderSettings, environment: EnvironmentValues
  ) -> Canvas {
    settings.canvas(
      width: width, height: height, background: environment.theme.chromeColor("screen"))
  }

  /// The pill's caps at columns `left` and `right`, on every row.
  static func drawCaps(left: Int?, right: Int?, style: CellStyle, on canvas: inout Canvas) {
    for row in 0..<canvas.height {
      if let left { canvas.put(leftCap, x: left, y: row, style: style) }
      if let right { canvas.put(rightCap, x: right, y: row, style: style) }
    }
  }

  /// A compact or minimal view in its slot, aligned to the pill's outer edge: as many
  /// columns as the slot less its content margins, at most ``slotHeight`` points tall.
  @MainActor
  struct Slot {
    let content: BoundedContent
    let area: CellRect
    let alignment: CellAlignment

    /// The rows the slot shows (at least one).
    var rows: Int { max(1, content.visibleRows) }

    init(
      _ view: AnyView, mode: DynamicIslandMode, island: DynamicIsland, at x: Int, width: Int,
      leading: Bool, environment: EnvironmentValues
    ) {
      let (node, _) = PresentationRenderer.resolve(view, environment: environment)
      let margins = island.margins(for: mode)
      let scale = environment.cellScale
      let leadingInset = margins.leading.map { scale.gapColumns(CGFloat($0)) } ?? 0
      let trailingInset = margins.trailing.map { scale.gapColumns(CGFloat($0)) } ?? 0
      let inner = max(0, width - leadingInset - trailingInset)
      content = BoundedContent(
        node, width: inner, minimum: 0, limit: IslandChrome.slotHeight, layingOutWhole: false)
      area = CellRect(x: x + leadingInset, y: 0, width: inner, height: content.rows)
      alignment = CellAlignment(
        horizontal: mode == .minimal ? .center : (leading ? .leading : .trailing),
        vertical: .center)
    }

    /// The fill of slots side by side: their widths summed, the tallest's height.
    static func fill(of slots: [Slot], pointsPerColumn: Double) -> LayoutFill {
      var fill = LayoutFill(usedWidth: 0, availableWidth: 0, usedHeight: 0, availableHeight: 0)
      for slot in slots {
        let one = slot.content.fill(pointsPerColumn: pointsPerColumn)
        fill.usedWidth += one.usedWidth
        fill.availableWidth += one.availableWidth
        fill.usedHeight = max(fill.usedHeight, one.usedHeight)
        fill.availableHeight = max(fill.availableHeight, one.availableHeight)
      }
      return fill
    }

    /// Draws the slot's content, centred on the pill's rows.
    func draw(on canvas: inout Canvas) {
      let offset = max(0, (canvas.height - rows) / 2)
      content.draw(in: area.offsetBy(dx: 0, dy: offset), top: 0, alignment: alignment, on: &canvas)
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

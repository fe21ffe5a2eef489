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
  ///
  /// Each slot is sized by its content, as on the device (Apple gives the slot's width
  /// only as guidance): at least the device's slot, and at most half of what the expanded
  /// island leaves beside the camera (``maximumSlotWidth(on:settings:)``); the camera's
  /// region between them keeps its points.
  static func compact(
    _ presentation: Presentation, island: DynamicIsland, device: DeviceProfile,
    settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    var slot = device.compactSlotWidth
    var maximum = maximumSlotWidth(on: device, settings: settings)
    // The camera's region: what the island's columns leave beside the device's slots (its
    // caps are the pill's ends).
    var cameraColumns =
      ColumnRule.columns(forGap: device.compactIslandWidth)
      - 2 * ColumnRule.columns(forGap: slot) - 2
    if presentation != .compact, let width = settings.width {
      guard width >= 2 else {
        throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 2)
      }
      slot = ColumnRule.points(forColumns: width - 1)
      maximum = slot
    } else if let width = settings.width {
      guard width >= 5 else {
        throw RenderError.tooNarrow(presentation: presentation, width: width, minimum: 5)
      }
      let slotColumns = min(ColumnRule.columns(forGap: slot), (width - 3) / 2)
      slot = ColumnRule.points(forColumns: slotColumns)
      maximum = slot
      cameraColumns = width - 2 - 2 * slotColumns
    }
    let theme = environment.theme
    let islandColor = theme.chromeColor("island")
    let capStyle = CellStyle(foreground: edgeColor(island, environment: environment))
    switch presentation {
    case .compactLeading:
      var leading = Slot(
        island.compactLeading(), mode: .compactLeading, island: island, nominal: slot,
        maximum: maximum, leading: true, environment: environment)
      leading.x = 1
      var canvas = islandCanvas(
        width: leading.columns + 1, height: leading.rows, settings: settings,
        environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 1, y: 0, width: leading.columns, height: canvas.height))
      drawCaps(left: 0, right: nil, style: capStyle, on: &canvas)
      leading.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [leading])
      canvas.pointsAcross = leading.width
      return canvas
    case .compactTrailing:
      var trailing = Slot(
        island.compactTrailing(), mode: .compactTrailing, island: island, nominal: slot,
        maximum: maximum, leading: false, environment: environment)
      trailing.x = 0
      var canvas = islandCanvas(
        width: trailing.columns + 1, height: trailing.rows, settings: settings,
        environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 0, y: 0, width: trailing.columns, height: canvas.height))
      drawCaps(left: nil, right: trailing.columns, style: capStyle, on: &canvas)
      trailing.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [trailing])
      canvas.pointsAcross = trailing.width
      return canvas
    default:
      // Right to left, compact leading is the slot on the right.
      let rightToLeft = environment.layoutDirection == .rightToLeft
      var leading = Slot(
        island.compactLeading(), mode: .compactLeading, island: island, nominal: slot,
        maximum: maximum, leading: !rightToLeft, environment: environment)
      var trailing = Slot(
        island.compactTrailing(), mode: .compactTrailing, island: island, nominal: slot,
        maximum: maximum, leading: rightToLeft, environment: environment)
      let left = rightToLeft ? trailing.columns : leading.columns
      let right = rightToLeft ? leading.columns : trailing.columns
      let width = left + cameraColumns + right + 2
      leading.x = rightToLeft ? 1 + left + cameraColumns : 1
      trailing.x = rightToLeft ? 1 : 1 + left + cameraColumns
      var canvas = islandCanvas(
        width: width, height: max(leading.rows, trailing.rows), settings: settings,
        environment: environment)
      canvas.paintBackground(
        islandColor, in: CellRect(x: 1, y: 0, width: width - 2, height: canvas.height))
      drawCaps(left: 0, right: width - 1, style: capStyle, on: &canvas)
      leading.draw(on: &canvas)
      trailing.draw(on: &canvas)
      canvas.fill = Slot.fill(of: [leading, trailing])
      let across =
        device.compactIslandWidth + leading.width + trailing.width - 2 * device.compactSlotWidth
      canvas.pointsAcross = (across * 100).rounded() / 100
      return canvas
    }
  }

  /// The widest a compact slot grows with its content: half of what the expanded island
  /// (the Lock Screen card's width) leaves beside the camera, 122.83 pt on an iPhone 16
  /// Pro; with `isDynamicIslandLimitedInWidth`, the device's slot.
  ///
  /// Apple documents no maximum. The island grows with its compact views until it meets
  /// the expanded island's outline, and reports of content past that show it clipped at
  /// the slot's outer edge.
  static func maximumSlotWidth(on device: DeviceProfile, settings: RenderSettings) -> Double {
    guard !settings.isLimitedInWidth else { return device.compactSlotWidth }
    return max(device.compactSlotWidth, (device.cardWidth - device.cameraWidth) / 2)
  }

  /// The smallest a minimal view's circle is, in points: the compact island's height.
  static let minimalLeastWidth = 36.67

  /// The minimal views: the first attached to the camera, each other detached as a
  /// circle; one island shows both forms of its own minimal view. Each circle is sized by
  /// its content, between ``minimalLeastWidth`` and the device's minimal width.
  static func minimal(
    _ islands: [DynamicIsland], device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    var nominal = device.minimalWidth
    var least = min(minimalLeastWidth, nominal)
    if let width = settings.width {
      guard width >= 3 else {
        throw RenderError.tooNarrow(presentation: .minimal, width: width, minimum: 3)
      }
      nominal = ColumnRule.points(forColumns: width)
      least = nominal
    }
    let camera = ColumnRule.columns(forGap: device.cameraWidth)
    let detached = islands.count == 1 ? islands : Array(islands.dropFirst())
    guard let first = islands.first else {
      return islandCanvas(
        width: camera + ColumnRule.columns(forGap: nominal), height: 1, settings: settings,
        environment: environment)
    }
    func slot(_ island: DynamicIsland) -> Slot {
      // (The circle's caps are its edges: the view has the circle's points less them.)
      let edges = ColumnRule.points(forColumns: 2)
      return Slot(
        island.minimal(), mode: .minimal, island: island, nominal: max(0, least - edges),
        maximum: max(0, nominal - edges), leading: false, environment: environment)
    }
    var attached = slot(first)
    attached.x = 1
    let attachedWidth = attached.columns + 2 + camera
    var slots = [(island: first, slot: attached)]
    var x = attachedWidth + 2
    for island in detached {
      var detachedSlot = slot(island)
      detachedSlot.x = x + 1
      slots.append((island, detachedSlot))
      x += detachedSlot.columns + 4
    }
    var canvas = islandCanvas(
      width: x - 2, height: slots.map(\.slot.rows).max() ?? 1, settings: settings,
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
    for (island, detachedSlot) in slots.dropFirst() {
      canvas.paintBackground(
        islandColor,
        in: CellRect(x: detachedSlot.x, y: 0, width: detachedSlot.columns, height: canvas.height))
      drawCaps(
        left: detachedSlot.x - 1, right: detachedSlot.x + detachedSlot.columns,
        style: CellStyle(foreground: edgeColor(island, environment: environment)), on: &canvas)
      detachedSlot.draw(on: &canvas)
    }
    canvas.fill = Slot.fill(of: [slots[0].slot])
    return canvas
  }

  /// The expanded island: regions laid out around the camera (see ``ExpandedLayout``),
  /// between 84 and 160 pt tall with its content margins; taller is cut at 160 pt.
  static func expanded(
    _ island: DynamicIsland, device: DeviceProfile, settings: RenderSettings,
    environment: EnvironmentValues
  ) throws -> Canvas {
    var width = device.cardWidth
    if let given = settings.width {
      guard given >= 5 else {
        throw RenderError.tooNarrow(presentation: .expanded, width: given, minimum: 5)
      }
      width = ColumnRule.points(forColumns: given)
    }
    let margins = island.margins(for: .expanded)
    // The island's edge stands for a column of margin on each side, and its default
    // margins for one more.
    let edge = ColumnRule.pointsPerColumn
    func inset(_ points: Double?) -> Double {
      guard let points else { return edge }
      return max(0, points - edge)
    }
    let insets = LayoutInsets(
      top: margins.top ?? 0, leading: inset(margins.leading), bottom: margins.bottom ?? 0,
      trailing: inset(margins.trailing))
    let innerWidth = max(1, width - 2 * edge - insets.horizontal)
    let layout = ExpandedLayout(
      regions: island.expandedRegions(), environment: environment, innerWidth: innerWidth,
      cameraWidth: device.cameraWidth)
    let content = BoundedContent(
      PaddingNode(child: layout, insets: insets), width: width - 2 * edge,
      minimum: PresentationRenderer.minimumHeight, limit: PresentationRenderer.maximumHeight,
      layingOutWhole: true)
    let columns = content.columns + 2
    var canvas = islandCanvas(
      width: columns, height: content.visibleRows + 2, settings: settings,
      environment: environment)
    let theme = environment.theme
    canvas.paintBackground(
      theme.chromeColor("island"),
      in: canvas.bounds.inset(by: CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1)))
    let border = CellStyle(foreground: edgeColor(island, environment: environment))
    BoxOutline.draw(canvas.bounds, corners: .rounded, style: border, on: &canvas)
    content.draw(
      in: CellRect(x: 1, y: 1, width: content.columns, height: content.rows), top: 0,
      alignment: .topLeading, on: &canvas)
    if content.isCut {
      PresentationRenderer.markEdge(
        content.cutNote, row: canvas.height - 1, width: columns,
        style: CellStyle(foreground: theme.chromeColor("truncation"), attributes: .bold),
        on: &canvas)
    }
    canvas.fill = content.fill
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

  /// A compact or minimal view in its slot, aligned to the pill's outer edge: sized by its
  /// content between `nominal` and `maximum` points (with its content margins), at most
  /// ``slotHeight`` points tall; drawn in as many columns as the slot's points, or as its
  /// content needs. Content that takes all the width it is offered (an unframed timer)
  /// stretches the slot to its maximum, and is recorded; content wider than the maximum is
  /// clipped at the slot's outer edge, and recorded.
  @MainActor
  struct Slot {
    let content: BoundedContent
    let alignment: CellAlignment
    /// The slot's points, margins included.
    let width: Double
    /// The columns the slot takes.
    let columns: Int
    /// The columns of its leading and trailing content margins.
    let insetColumns: (leading: Int, trailing: Int)
    /// The column at which the slot starts, set when the pill is laid out.
    var x = 0
    /// What the slot found while being sized (a stretch), recorded when drawn.
    private let stretch: LayoutDiagnostic?

    /// The rows the slot shows (at least one).
    var rows: Int { max(1, content.visibleRows) }

    init(
      _ view: AnyView, mode: DynamicIslandMode, island: DynamicIsland, nominal: Double,
      maximum: Double, leading: Bool, environment: EnvironmentValues
    ) {
      let (node, _) = PresentationRenderer.resolve(view, environment: environment)
      let margins = island.margins(for: mode)
      let leadingInset = max(0, margins.leading ?? 0)
      let trailingInset = max(0, margins.trailing ?? 0)
      let insets = leadingInset + trailingInset
      let offered = max(0, max(nominal, maximum) - insets)
      // (Its ideal width first, so that what is drawn is laid out with the slot's offer.)
      let ideal = node.sizeThatFits(ProposedSize(width: nil, height: IslandChrome.slotHeight))
      content = BoundedContent(
        node, width: offered, minimum: 0, limit: IslandChrome.slotHeight, layingOutWhole: false)
      let used = min(content.size.width, offered)
      width = max(nominal, used + insets)
      insetColumns = (
        ColumnRule.columns(forGap: leadingInset), ColumnRule.columns(forGap: trailingInset)
      )
      columns = max(
        ColumnRule.columns(forGap: width),
        content.size.columns + insetColumns.leading + insetColumns.trailing)
      alignment = CellAlignment(
        horizontal: mode == .minimal ? .center : (leading ? .leading : .trailing),
        vertical: .center)
      // (A minimal view fills its small circle; only a compact view stretches the pill.)
      if mode != .minimal, maximum > nominal, offered > 0, content.size.width >= offered - 0.01,
        ideal.width < offered - 0.5
      {
        stretch = LayoutDiagnostic(
          kind: .stretchesIsland, viewPath: node.viewPath,
          rect: CellRect(x: 0, y: 0, width: content.size.columns, height: content.rows),
          pointsOver: max(0, width - nominal))
      } else {
        stretch = nil
      }
    }

    /// The fill of slots side by side: their widths summed, the tallest's height.
    static func fill(of slots: [Slot]) -> LayoutFill {
      var fill = LayoutFill(usedWidth: 0, availableWidth: 0, usedHeight: 0, availableHeight: 0)
      for slot in slots {
        let one = slot.content.fill
        fill.usedWidth += min(one.usedWidth, one.availableWidth)
        fill.availableWidth += one.availableWidth
        fill.usedHeight = max(fill.usedHeight, one.usedHeight)
        fill.availableHeight = max(fill.availableHeight, one.availableHeight)
      }
      return fill
    }

    /// Draws the slot's content, centred on the pill's rows.
    func draw(on canvas: inout Canvas) {
      let offset = max(0, (canvas.height - rows) / 2)
      let area = CellRect(
        x: x + insetColumns.leading, y: offset,
        width: max(0, columns - insetColumns.leading - insetColumns.trailing),
        height: content.rows)
      content.draw(in: area, top: 0, alignment: alignment, on: &canvas)
      if var stretch {
        stretch.rect = CellRect(
          x: area.minX, y: area.minY, width: area.width, height: content.visibleRows)
        canvas.note(stretch)
      }
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

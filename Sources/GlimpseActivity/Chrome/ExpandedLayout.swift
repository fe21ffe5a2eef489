import GlimpseLayout
import GlimpseUI

/// Apple's layout of the expanded island's regions, in points, as the device lays it out;
/// columns and rows are derived for drawing.
///
/// The center region is measured first and sits below the camera, at least as wide as the
/// camera; leading and trailing sit beside the camera with equal widths (a higher
/// `priority` lets one take more when both want more than their share); a leading or
/// trailing region marked `.dynamicIsland(verticalPlacement: .belowIfTooWide)` that does
/// not fit beside the camera moves below it, across the full width; bottom goes under
/// everything. Several regions at one position stack vertically. The camera's band is as
/// tall as the compact island (``IslandChrome/slotHeight``): what goes below the camera
/// starts there, and on the row below it.
///
/// Drawn, the layout is as many columns as its widest band needs (leading, the camera
/// and trailing side by side; the center; what is below), at least the columns of its
/// points: leading keeps to the left edge, trailing to the right, the center to the
/// middle.
final class ExpandedLayout: LayoutNode {
  /// Where a region sits on its band.
  enum Edge {
    case leading, center, trailing, full
  }

  /// A region placed in the layout, from its top-left corner.
  struct Placed {
    let node: LayoutNode
    let size: LayoutSize
    let edge: Edge
    let left: Double
    let row: Int
    let top: Double
  }

  private(set) var placed: [Placed] = []
  /// The layout's size: its points, columns and rows.
  private(set) var size = LayoutSize.zero

  /// The points between the camera and the regions beside it.
  static let gap = 7.0

  @MainActor
  init(
    regions: [DynamicIslandRegionDescription], environment: EnvironmentValues,
    innerWidth: Double, cameraWidth: Double
  ) {
    super.init()
    struct Region {
      let node: LayoutNode
      let priority: Double
      let movesBelowIfTooWide: Bool
    }
    func resolve(_ kind: DynamicIslandExpandedRegionPosition.Kind) -> Region? {
      let matching = regions.filter { $0.position.kind == kind }
      guard !matching.isEmpty else { return nil }
      var nodes: [LayoutNode] = []
      var below = false
      var insets = LayoutInsets.zero
      for region in matching {
        let (node, preferences) = PresentationRenderer.resolve(
          region.view, environment: environment)
        nodes.append(node)
        if preferences.verticalPlacement == .belowIfTooWide { below = true }
        if let margins = region.margins {
          let length = margins.length
          insets = LayoutInsets(
            top: margins.edges.contains(.top) ? length : 0,
            leading: margins.edges.contains(.leading) ? length : 0,
            bottom: margins.edges.contains(.bottom) ? length : 0,
            trailing: margins.edges.contains(.trailing) ? length : 0)
        }
      }
      let node =
        nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, spacing: nil, children: nodes)
      return Region(
        node: PaddingNode(child: node, insets: insets),
        priority: matching.map(\.priority).max() ?? 0, movesBelowIfTooWide: below)
    }
    // Right to left, the leading region is the one on the right.
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let leading = resolve(rightToLeft ? .trailing : .leading)
    let trailing = resolve(rightToLeft ? .leading : .trailing)
    let center = resolve(.center)
    let bottom = resolve(.bottom)

    let gap = Self.gap
    let minimumSide = min(49, max(0, (innerWidth - cameraWidth - 2 * gap) / 2))
    var centerWidth = min(cameraWidth, innerWidth)
    if let center {
      let ideal = center.node.sizeThatFits(.unspecified).width
      centerWidth = min(max(ideal, cameraWidth), max(0, innerWidth - 2 * (minimumSide + gap)))
    }
    let sides = max(0, innerWidth - centerWidth - 2 * gap)
    var leadingWidth = sides / 2
    var trailingWidth = sides - leadingWidth
    let leadingIdeal = leading?.node.sizeThatFits(.unspecified).width ?? 0
    let trailingIdeal = trailing?.node.sizeThatFits(.unspecified).width ?? 0
    if let leading, let trailing, leading.priority != trailing.priority {
      if leading.priority > trailing.priority {
        leadingWidth = min(leadingIdeal, sides - min(trailingIdeal, trailingWidth))
        trailingWidth = sides - leadingWidth
      } else {
        trailingWidth = min(trailingIdeal, sides - min(leadingIdeal, leadingWidth))
        leadingWidth = sides - trailingWidth
      }
    } else if leading == nil {
      trailingWidth = sides
      leadingWidth = 0
    } else if trailing == nil {
      leadingWidth = sides
      trailingWidth = 0
    }

    var placed: [Placed] = []
    var belowCamera: [LayoutNode] = []
    // The regions beside the camera: from the top.
    var besideEnd = (rows: 0, points: 0.0)
    var besideColumns = ColumnRule.columns(forGap: centerWidth + 2 * gap)
    var widest = ColumnRule.columns(forGap: innerWidth)
    for (region, width, isLeading) in [
      (leading, leadingWidth, true), (trailing, trailingWidth, false),
    ] {
      guard let region else { continue }
      let ideal = isLeading ? leadingIdeal : trailingIdeal
      if region.movesBelowIfTooWide && ideal > width + 0.01 {
        belowCamera.append(region.node)
        continue
      }
      let size = region.node.sizeThatFits(ProposedSize(width: width, height: nil))
      placed.append(
        Placed(
          node: region.node, size: size, edge: isLeading ? .leading : .trailing,
          left: isLeading ? 0 : innerWidth - size.width, row: 0, top: 0))
      besideEnd = (max(besideEnd.rows, size.rows), max(besideEnd.points, size.height))
      besideColumns += size.columns
    }
    widest = max(widest, besideColumns)
    // Below the camera: regions moved there, then the center.
    var row = 1
    var top = IslandChrome.slotHeight
    for node in belowCamera {
      let size = node.sizeThatFits(ProposedSize(width: innerWidth, height: nil))
      placed.append(Placed(node: node, size: size, edge: .full, left: 0, row: row, top: top))
      row += size.rows
      top += size.height
      widest = max(widest, size.columns)
    }
    if let center {
      let size = center.node.sizeThatFits(ProposedSize(width: centerWidth, height: nil))
      placed.append(
        Placed(
          node: center.node, size: size, edge: .center, left: (innerWidth - size.width) / 2,
          row: row, top: top))
      row += size.rows
      top += size.height
      widest = max(widest, size.columns)
    }
    let onlyBeside = center == nil && belowCamera.isEmpty
    var end = (
      rows: max(besideEnd.rows, onlyBeside ? 1 : row),
      points: max(besideEnd.points, onlyBeside ? IslandChrome.slotHeight : top)
    )
    if let bottom {
      let size = bottom.node.sizeThatFits(ProposedSize(width: innerWidth, height: nil))
      placed.append(
        Placed(
          node: bottom.node, size: size, edge: .full, left: 0, row: end.rows, top: end.points))
      end = (end.rows + size.rows, end.points + size.height)
      widest = max(widest, size.columns)
    }
    for region in placed { adoptChild(region.node) }
    self.placed = placed
    size = LayoutSize(width: innerWidth, height: end.points, columns: widest, rows: end.rows)
  }

  override var traceName: String { "expanded regions" }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    size
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    for region in placed {
      var columns = region.size.columns
      if region.edge == .full && region.size.width >= size.width - 0.01 {
        columns = max(columns, rect.columns)
      }
      let x: Int
      switch region.edge {
      case .leading, .full: x = rect.minX
      case .trailing: x = rect.minX + rect.columns - columns
      case .center: x = rect.minX + (rect.columns - columns) / 2
      }
      region.node.draw(
        in: LayoutRect(
          cells: CellRect(
            x: x, y: rect.minY + region.row, width: columns, height: region.size.rows),
          left: rect.left + region.left, top: rect.top + region.top, width: region.size.width,
          height: region.size.height),
        on: &canvas)
    }
  }
}

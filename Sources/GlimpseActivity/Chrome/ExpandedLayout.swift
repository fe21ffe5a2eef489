import GlimpseLayout
import GlimpseUI

/// Apple's layout of the expanded island's regions, in cells.
///
/// The center region is measured first and sits below the camera, at least as wide as the
/// camera; leading and trailing sit beside the camera with equal widths (a higher
/// `priority` lets one take more when both want more than their share); a leading or
/// trailing region marked `.dynamicIsland(verticalPlacement: .belowIfTooWide)` that does
/// not fit beside the camera moves below it, across the full width; bottom goes under
/// everything. Several regions at one position stack vertically.
@MainActor
struct ExpandedLayout {
  struct Placed {
    let node: LayoutNode
    let rect: CellRect
  }

  let placed: [Placed]
  let height: Int

  init(
    regions: [DynamicIslandRegionDescription], environment: EnvironmentValues, innerWidth: Int,
    cameraWidth: Int, scale: CellScale
  ) {
    struct Region {
      let node: LayoutNode
      let priority: Double
      let movesBelowIfTooWide: Bool
      let insets: CellInsets
    }
    func resolve(_ kind: DynamicIslandExpandedRegionPosition.Kind) -> Region? {
      let matching = regions.filter { $0.position.kind == kind }
      guard !matching.isEmpty else { return nil }
      var nodes: [LayoutNode] = []
      var below = false
      var insets = CellInsets.zero
      for region in matching {
        let (node, preferences) = PresentationRenderer.resolve(
          region.view, environment: environment)
        nodes.append(node)
        if preferences.verticalPlacement == .belowIfTooWide { below = true }
        if let margins = region.margins {
          let columns = scale.gapColumns(CGFloat(margins.length))
          let rows = scale.gapRows(CGFloat(margins.length))
          insets = CellInsets(
            top: margins.edges.contains(.top) ? rows : 0,
            leading: margins.edges.contains(.leading) ? columns : 0,
            bottom: margins.edges.contains(.bottom) ? rows : 0,
            trailing: margins.edges.contains(.trailing) ? columns : 0)
        }
      }
      let node =
        nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, spacing: nil, children: nodes)
      return Region(
        node: PaddingNode(child: node, insets: insets),
        priority: matching.map(\.priority).max() ?? 0,
        movesBelowIfTooWide: below, insets: insets)
    }
    let leading = resolve(.leading)
    let trailing = resolve(.trailing)
    let center = resolve(.center)
    let bottom = resolve(.bottom)

    let gap = 1
    let minimumSide = min(7, max(0, (innerWidth - cameraWidth - 2 * gap) / 2))
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
    var leadingHeight = 0
    var trailingHeight = 0
    if let leading {
      if leading.movesBelowIfTooWide && leadingIdeal > leadingWidth {
        belowCamera.append(leading.node)
      } else {
        leadingHeight =
          leading.node.sizeThatFits(ProposedCellSize(width: leadingWidth, height: nil)).height
        placed.append(
          Placed(
            node: leading.node,
            rect: CellRect(x: 0, y: 0, width: leadingWidth, height: leadingHeight)))
      }
    }
    if let trailing {
      if trailing.movesBelowIfTooWide && trailingIdeal > trailingWidth {
        belowCamera.append(trailing.node)
      } else {
        let size = trailing.node.sizeThatFits(ProposedCellSize(width: trailingWidth, height: nil))
        trailingHeight = size.height
        placed.append(
          Placed(
            node: trailing.node,
            rect: CellRect(
              x: innerWidth - size.width, y: 0, width: size.width, height: trailingHeight)))
      }
    }
    // Below the camera row: regions moved there, then the center.
    var row = 1
    for node in belowCamera {
      let height = node.sizeThatFits(ProposedCellSize(width: innerWidth, height: nil)).height
      placed.append(
        Placed(node: node, rect: CellRect(x: 0, y: row, width: innerWidth, height: height)))
      row += height
    }
    if let center {
      let size = center.node.sizeThatFits(ProposedCellSize(width: centerWidth, height: nil))
      let x = (innerWidth - size.width) / 2
      placed.append(
        Placed(
          node: center.node, rect: CellRect(x: x, y: row, width: size.width, height: size.height)))
      row += size.height
    }
    var top = max(leadingHeight, trailingHeight, center == nil && belowCamera.isEmpty ? 1 : row)
    if let bottom {
      let height = bottom.node.sizeThatFits(ProposedCellSize(width: innerWidth, height: nil)).height
      placed.append(
        Placed(node: bottom.node, rect: CellRect(x: 0, y: top, width: innerWidth, height: height)))
      top += height
    }
    self.placed = placed
    height = top
  }

  /// Draws the regions with the layout's top-left corner at `origin`.
  func draw(at origin: CellPoint, on canvas: inout Canvas) {
    for region in placed {
      let rect = region.rect.offsetBy(dx: origin.x, dy: origin.y)
      let size = region.node.sizeThatFits(ProposedCellSize(rect.size))
      region.node.draw(in: CellRect(origin: rect.origin, size: size), on: &canvas)
    }
  }
}

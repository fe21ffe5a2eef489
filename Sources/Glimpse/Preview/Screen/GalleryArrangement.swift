import GlimpseActivity
import GlimpseLayout

/// Where the gallery's panels go: first fit, in columns, the Lock Screen starting a column
/// of its own when there is room.
enum GalleryArrangement {
  /// Where each panel's title row goes, placed down to the body's last row or, when
  /// something does not fit, down to the row above the note that says so.
  static func arrange(
    _ items: [(Presentation, String, Canvas)], in body: CellRect
  ) -> (placed: [(Int, Int)?], hidden: [Int]) {
    let sizes = items.map { ($0.0, CellSize(width: $0.2.width, height: $0.2.height)) }
    let all = arrange(sizes, in: body, bottom: body.maxY)
    return all.hidden.isEmpty ? all : arrange(sizes, in: body, bottom: body.maxY - 1)
  }

  /// Where each panel's title row goes, first fit: each panel goes in the first column
  /// with room below, widening it if the screen allows, or in a new column to the right;
  /// nil for a panel with no room above `bottom`. Also the indices of those panels.
  static func arrange(
    _ panels: [(Presentation, CellSize)], in body: CellRect, bottom: Int
  ) -> (placed: [(Int, Int)?], hidden: [Int]) {
    var columns: [(x: Int, width: Int, bottom: Int)] = []
    var placements: [(Int, Int)?] = []
    var hidden: [Int] = []
    for (presentation, size) in panels {
      let height = size.height + 1
      let width = size.width
      var placed: (Int, Int)?
      // The cards start a column of their own when the screen has room for one.
      let startsCards =
        presentation == .lockScreen && !columns.isEmpty
        && (columns.last.map { $0.x + $0.width + 3 + width <= body.maxX } ?? false)
      for index in columns.indices where !startsCards {
        let column = columns[index]
        let widened = max(column.width, width)
        let limit = index + 1 < columns.count ? columns[index + 1].x - 3 : body.maxX
        if column.bottom + height <= bottom && column.x + widened <= limit {
          placed = (column.x, column.bottom)
          columns[index].width = widened
          columns[index].bottom += height + 1
          break
        }
      }
      if placed == nil {
        let x = columns.last.map { $0.x + $0.width + 3 } ?? body.minX
        if x + width <= body.maxX, body.minY + height <= bottom {
          columns.append((x, width, body.minY + height + 1))
          placed = (x, body.minY)
        }
      }
      if placed == nil { hidden.append(placements.count) }
      placements.append(placed)
    }
    return (placements, hidden)
  }
}

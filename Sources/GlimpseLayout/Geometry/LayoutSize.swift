/// The size a node answers with: its width and height in points, as on the device, and the
/// columns and rows it needs to be drawn (see ``ColumnRule`` and ``RowRule``).
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
  /// Points of width, as on the device.
  public var width: Double
  /// Points of height, as on the device.
  public var height: Double
  /// Columns the node takes when drawn.
  public var columns: Int
  /// Rows the node takes when drawn.
  public var rows: Int

  /// A size of `width` by `height` points, drawn in `columns` columns and `rows` rows.
  @inlinable
  public init(width: Double, height: Double, columns: Int, rows: Int) {
    self.width = width
    self.height = height
    self.columns = columns
    self.rows = rows
  }

  /// No points, no columns, no rows.
  public static let zero = LayoutSize(width: 0, height: 0, columns: 0, rows: 0)

  /// The cells the size covers: columns by rows.
  @inlinable
  public var cells: CellSize { CellSize(width: columns, height: rows) }

  public var description: String {
    "\(Points.format(width)) x \(Points.format(height)) pt"
      + " (\(columns) col x \(rows) row\(rows == 1 ? "" : "s"))"
  }
}

/// Points written for people: whole numbers without a fraction, others to two places.
public enum Points {
  /// `points` as text: "22", "36.67".
  public static func format(_ points: Double) -> String {
    guard points.isFinite else { return points.isNaN ? "nan" : points > 0 ? "inf" : "-inf" }
    // (Past whole numbers an Int holds, as Swift writes a Double: "1e+300".)
    guard abs(points) < 1e15 else { return "\(points)" }
    let rounded = (points * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    let hundredths = Int((abs(rounded) * 100).rounded())
    let fraction = hundredths % 100
    let text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    let trimmed = text.hasSuffix("0") ? String(text.dropLast()) : text
    return rounded < 0 ? "-" + trimmed : trimmed
  }
}

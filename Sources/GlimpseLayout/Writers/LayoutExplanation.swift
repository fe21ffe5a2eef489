extension Canvas {
  /// The layout tree the canvas traced (``startTracing()``) as text: each node, indented by
  /// its depth, with what it was offered, what it answered and where it was placed, in
  /// cells and in points, and the misfits it recorded; then the misfits recorded outside
  /// any node (a cut at a presentation's height) and the fill.
  ///
  /// ```
  /// Text "12m" 11 pt on 13 pt lines
  ///   offered 7 col (49 pt) x 36.67 pt · answered 3 col (21 pt) x 13 pt, 1 row
  ///   · placed at col 4 (28 pt), row 0 (y 0 pt)
  /// ```
  ///
  /// Widths in points are columns at ``pointsPerColumn``; heights in rows are ``RowRule``'s.
  public var layoutExplanation: String {
    var lines: [String] = []
    var attached = Set<Int>()
    for entry in trace {
      let indent = String(repeating: "  ", count: entry.depth)
      lines.append(indent + entry.name + (entry.detail.map { " " + $0 } ?? ""))
      lines.append(
        indent + "  offered " + describe(entry.proposal) + " · answered " + describe(entry.answer))
      lines.append(indent + "  · placed at " + describe(entry.placement))
      for index in entry.diagnostics where index < diagnostics.count {
        attached.insert(index)
        lines.append(indent + "  ! " + diagnostics[index].summary)
      }
    }
    for (index, diagnostic) in diagnostics.enumerated() where !attached.contains(index) {
      lines.append("! " + diagnostic.summary)
    }
    if let fill { lines.append(fill.description) }
    return lines.joined(separator: "\n")
  }

  private func describe(_ proposal: ProposedSize) -> String {
    let width: String
    if let columns = proposal.width {
      width =
        columns >= ProposedSize.unbounded
        ? "inf" : "\(columns) col (\(Points.format(Double(columns) * pointsPerColumn)) pt)"
    } else {
      width = "nil"
    }
    let height = proposal.height.map {
      $0 >= ProposedSize.unboundedPoints ? "inf" : Points.format($0) + " pt"
    }
    return "\(width) x \(height ?? "nil")"
  }

  private func describe(_ size: LayoutSize) -> String {
    "\(size.width) col (\(Points.format(Double(size.width) * pointsPerColumn)) pt) x "
      + "\(Points.format(size.height)) pt, \(size.rows) row\(size.rows == 1 ? "" : "s")"
  }

  private func describe(_ rect: LayoutRect) -> String {
    "col \(rect.minX) (\(Points.format(Double(rect.minX) * pointsPerColumn)) pt), "
      + "row \(rect.minY) (y \(Points.format(rect.top)) pt), "
      + "\(rect.width) col x \(rect.rows) row\(rect.rows == 1 ? "" : "s")"
      + " (\(Points.format(rect.height)) pt)"
  }
}

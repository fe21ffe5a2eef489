extension Canvas {
  /// The layout tree the canvas traced (``startTracing()``) as text: each node, indented by
  /// its depth, with what it was offered, what it answered and where it was placed, in
  /// cells and in points, and the misfits it recorded; then the misfits recorded outside
  /// any node (a cut at a presentation's height) and the fill.
  ///
  /// ```
  /// Text "12m" 11 pt on 13 pt lines, 17.6 pt wide
  ///   offered 52.33 pt x 36.67 pt · answered 17.6 x 13 pt, 3 col x 1 row
  ///   · placed at x 27.33 pt, y 11.83 pt · cells col 4, row 0, 3 col x 1 row
  /// ```
  ///
  /// Points are the layout's, as on the device; columns and rows are what drawing made of
  /// them (``ColumnRule``, ``RowRule``).
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
    func points(_ value: Double?) -> String {
      value.map { $0 >= ProposedSize.unboundedPoints ? "inf" : Points.format($0) + " pt" }
        ?? "nil"
    }
    return "\(points(proposal.width)) x \(points(proposal.height))"
  }

  private func describe(_ size: LayoutSize) -> String {
    "\(Points.format(size.width)) x \(Points.format(size.height)) pt, "
      + "\(size.columns) col x \(size.rows) row\(size.rows == 1 ? "" : "s")"
  }

  private func describe(_ rect: LayoutRect) -> String {
    "x \(Points.format(rect.left)) pt, y \(Points.format(rect.top)) pt"
      + " · cells col \(rect.minX), row \(rect.minY), "
      + "\(rect.columns) col x \(rect.rows) row\(rect.rows == 1 ? "" : "s")"
  }
}

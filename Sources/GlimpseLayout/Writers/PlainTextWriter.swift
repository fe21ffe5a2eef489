extension Canvas {
  /// The canvas as plain text: one line per row, trailing blanks trimmed, no styles.
  ///
  /// Lines are joined with `\n`; there is no newline after the last row.
  public var plainText: String {
    var lines: [String] = []
    lines.reserveCapacity(height)
    for y in 0..<height {
      var line = ""
      line.reserveCapacity(width)
      for x in 0..<width {
        let cell = cells[y * width + x]
        if cell.isContinuation { continue }
        if cell.isCluster {
          line += ConsoleText.visible(clusters[Int(cell.code & ~Cell.clusterFlag)])
        } else if let scalar = Unicode.Scalar(cell.code) {
          // A glyph placed by hand, not scanned from a string, is made visible here.
          line.unicodeScalars.append(GlyphScanner.replacement(for: scalar) ?? scalar)
        }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

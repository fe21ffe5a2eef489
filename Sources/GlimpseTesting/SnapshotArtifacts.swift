import Foundation
import GlimpseLayout

/// The SVG files written for a mismatch into `GLIMPSE_SNAPSHOT_ARTIFACTS`: the recorded
/// snapshot and the new one, each whole (`<TestFile>.<test>.old.svg`, `.new.svg`), and
/// the renders that changed side by side, recorded on the left and new on the right
/// (`<TestFile>.<test>.svg`). Drawn from the snapshots' text, so that both sides are
/// drawn alike.
enum SnapshotArtifacts {
  /// One render of a snapshot file: its heading line and the lines under it.
  struct Section: Hashable {
    var heading: String
    var lines: [String]
  }

  /// Writes the three files; returns their paths.
  static func write(old: String, new: String, name: String, into directory: URL) throws
    -> [String]
  {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let oldSections = sections(of: old)
    let newSections = sections(of: new)
    let byHeading = Dictionary(
      oldSections.map { ($0.heading, $0) }, uniquingKeysWith: { first, _ in first })
    var pairs: [SVGDocument.Panel] = []
    for section in newSections where byHeading[section.heading] != section {
      let recorded = byHeading[section.heading]?.lines ?? ["(not in the recorded snapshot)"]
      pairs.append(
        SVGDocument.Panel(
          heading: section.heading + " · recorded | now",
          canvas: sideBySide(recorded, section.lines)))
    }
    let newHeadings = Set(newSections.map(\.heading))
    for section in oldSections where !newHeadings.contains(section.heading) {
      pairs.append(
        SVGDocument.Panel(
          heading: section.heading + " · recorded | now",
          canvas: sideBySide(section.lines, ["(no longer drawn)"])))
    }
    let files = [
      ("\(name).old.svg", document(title: "recorded", sections: oldSections)),
      ("\(name).new.svg", document(title: "now", sections: newSections)),
      (
        "\(name).svg",
        SVGDocument.document(
          title: "\(name): \(pairs.count) renders changed (recorded | now)", panels: pairs,
          style: .dark)
      ),
    ]
    var paths: [String] = []
    for (file, contents) in files {
      let url = directory.appendingPathComponent(file)
      try Data(contents.utf8).write(to: url)
      paths.append(url.path)
    }
    return paths
  }

  /// The renders of a snapshot file (the header line left out).
  static func sections(of text: String) -> [Section] {
    var sections: [Section] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
      if line.hasPrefix("== ") {
        sections.append(Section(heading: String(line.dropFirst(3)), lines: []))
      } else if !line.isEmpty, !sections.isEmpty {
        sections[sections.count - 1].lines.append(String(line))
      }
    }
    return sections
  }

  static func document(title: String, sections: [Section]) -> String {
    SVGDocument.document(
      title: title,
      panels: sections.map { SVGDocument.Panel(heading: $0.heading, canvas: canvas($0.lines)) },
      style: .dark)
  }

  /// Lines drawn on a canvas, as wide as the widest.
  static func canvas(_ lines: [String]) -> Canvas {
    let width = lines.map(GlyphScanner.width(of:)).max() ?? 0
    var canvas = Canvas(width: max(1, width), height: max(1, lines.count))
    draw(lines, at: 0, on: &canvas)
    return canvas
  }

  /// Two sides with a rule between them.
  static func sideBySide(_ left: [String], _ right: [String]) -> Canvas {
    let leftWidth = left.map(GlyphScanner.width(of:)).max() ?? 0
    let rightWidth = right.map(GlyphScanner.width(of:)).max() ?? 0
    let height = max(left.count, right.count, 1)
    var canvas = Canvas(width: leftWidth + 3 + rightWidth, height: height)
    draw(left, at: 0, on: &canvas)
    for row in 0..<height {
      canvas.put("┃" as Unicode.Scalar, x: leftWidth + 1, y: row, style: .plain)
    }
    draw(right, at: leftWidth + 3, on: &canvas)
    return canvas
  }

  static func draw(_ lines: [String], at column: Int, on canvas: inout Canvas) {
    for (row, line) in lines.enumerated() {
      var x = column
      for glyph in GlyphScanner.glyphs(of: line) {
        x += canvas.put(glyph, x: x, y: row, style: .plain)
      }
    }
  }
}

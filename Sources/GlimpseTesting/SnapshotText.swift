import Foundation
import Glimpse
import GlimpseActivity
import GlimpseFonts
import GlimpseLayout

/// The text of a snapshot file: a header line naming the Glimpse version and every setting
/// that decides the drawings, then each render under its heading, with what did not fit.
enum SnapshotText {
  /// The first line's prefix; the version of the file's layout.
  static let format = "glimpse-snapshot/1"

  /// The header line (`start` nil: the timeline starts with the process):
  /// `glimpse-snapshot/1 · Glimpse 0.1.0 · font Inter Display · ...`.
  static func header(
    activity: String, matrix: SnapshotMatrix, start: Date?, strings: String? = nil
  ) -> String {
    let presentations = matrix.presentations.listed.map {
      $0.map(\.rawValue).joined(separator: ",")
    }
    return [
      format, "Glimpse \(Glimpse.version)", "activity \(activity)",
      "font \(FontMetrics.standard().name)", "time zone UTC", "theme dark", "colour none",
      "presentations \(presentations ?? "all")",
      "devices \(matrix.devices.map(\.name).joined(separator: ","))",
      "locales \(matrix.locales.joined(separator: ","))",
      "dynamic type \(matrix.dynamicType.map { "\($0)" }.joined(separator: ","))",
      "strings \(strings ?? "none")",
      "start \(start.map(SnapshotClock.string) ?? "as the process (#Preview)")",
    ].joined(separator: " · ")
  }

  /// The Glimpse version a header names, or nil.
  static func version(inHeader line: Substring) -> String? {
    guard line.hasPrefix(format) else { return nil }
    for part in line.split(separator: " · ") where part.hasPrefix("Glimpse ") {
      return String(part.dropFirst("Glimpse ".count))
    }
    return nil
  }

  /// `text` with its header's version left out: snapshots that differ only there match
  /// (a new Glimpse that draws the same fails nothing).
  static func withoutVersion(_ text: String) -> String {
    guard let end = text.firstIndex(of: "\n"), version(inHeader: text[..<end]) != nil else {
      return text
    }
    let header = text[..<end].split(separator: " · ").filter { !$0.hasPrefix("Glimpse ") }
    return header.joined(separator: " · ") + text[end...]
  }

  /// The whole file: the header, then each render.
  static func text(header: String, renders: [ActivityRender]) -> String {
    var lines = [header]
    for render in renders {
      lines.append("")
      lines.append("== " + render.heading)
      guard let canvas = render.canvas else {
        lines.append("(nothing shows: the activity has ended)")
        continue
      }
      lines.append(contentsOf: trimmed(canvas.plainText))
      for diagnostic in canvas.diagnostics {
        lines.append("! " + diagnostic.summary)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A drawing's lines without trailing spaces, so that editors and diff views keep them.
  static func trimmed(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

import Foundation
import GlimpseLayout

/// The panels of `glimpse watch`: a failed build over the dimmed last render, and a crash
/// (drawn by the watcher itself, the preview being gone). Every line is drawn through the
/// canvas, so text from compiler output or a crash line cannot act on the terminal, and
/// is cut to fit: the panel fits any size down to 1x1.
enum WatchPanel {
  static let red = TerminalColor(red: UInt8(0xFF), green: UInt8(0x5F), blue: UInt8(0x5F))
  static let yellow = TerminalColor(red: UInt8(0xFF), green: UInt8(0xD7), blue: UInt8(0x5F))
  static let grey = TerminalColor(red: UInt8(0x9E), green: UInt8(0x9E), blue: UInt8(0x9E))
  static let panelBackground = TerminalColor(
    red: UInt8(0x1C), green: UInt8(0x1C), blue: UInt8(0x1C))

  /// The lines of the build-failure panel: each error's place and message, its source
  /// line and a caret under its column.
  static func failureLines(_ status: WatchStatus) -> [(text: String, color: TerminalColor)] {
    var lines: [(String, TerminalColor)] = []
    for error in status.errors {
      lines.append(((error.location.map { $0 + ": " } ?? "") + error.message, red))
      if let source = error.source {
        let trimmed = source.replacingOccurrences(of: "\t", with: " ")
        lines.append(("  " + trimmed, grey))
        if let column = error.column, column >= 1, column <= trimmed.count + 1 {
          lines.append(("  " + String(repeating: " ", count: column - 1) + "^", yellow))
        }
      }
    }
    let more = status.errorCount - status.errors.count
    if more > 0 { lines.append(("… and \(more) more", grey)) }
    lines.append(("fix the file and save: the preview comes back by itself", grey))
    return lines
  }

  /// Dims everything on `canvas` and draws the failed build over it.
  static func drawFailure(_ status: WatchStatus, on canvas: inout Canvas) {
    canvas.addAttributes(.dim, in: CellRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    let count = max(status.errorCount, status.errors.count)
    let title = " build failed: \(count) error\(count == 1 ? "" : "s") · the last good build below "
    drawPanel(title: title, lines: failureLines(status), on: &canvas)
  }

  /// A screen of `size` with the crash panel: what was being drawn and the trap message.
  static func crashScreen(size: CellSize, lines: [String]) -> Canvas {
    var canvas = Canvas(width: max(1, size.width), height: max(1, size.height))
    let body =
      lines.map { ($0, red) } + [("save a file to build and start again; q or Ctrl-C quits", grey)]
    drawPanel(title: " the preview crashed ", lines: body, on: &canvas)
    return canvas
  }

  /// A screen of `size` saying a build is running (no preview is on screen to keep).
  static func messageScreen(size: CellSize, title: String, lines: [String]) -> Canvas {
    var canvas = Canvas(width: max(1, size.width), height: max(1, size.height))
    drawPanel(title: " \(title) ", lines: lines.map { ($0, grey) }, on: &canvas)
    return canvas
  }

  /// A box as wide as the canvas (less a margin), as tall as its lines need and the canvas
  /// allows, at the top; lines that do not fit are dropped, long lines cut.
  static func drawPanel(
    title: String, lines: [(text: String, color: TerminalColor)], on canvas: inout Canvas
  ) {
    let margin = canvas.width >= 20 ? 2 : 0
    let width = canvas.width - 2 * margin
    let height = min(canvas.height, lines.count + 2)
    guard width > 0, height > 0 else { return }
    let box = CellRect(x: margin, y: 0, width: width, height: height)
    canvas.fill(box, with: " ", style: CellStyle(background: panelBackground))
    BoxOutline.draw(
      box, corners: .rounded, style: CellStyle(foreground: red, background: panelBackground),
      on: &canvas)
    drawText(
      title, x: box.minX + 2, y: box.minY, width: width - 4,
      style: CellStyle(foreground: red, background: panelBackground, attributes: .bold),
      on: &canvas)
    for (index, line) in lines.enumerated() where index + 1 < height - 1 {
      drawText(
        line.text, x: box.minX + 2, y: box.minY + 1 + index, width: width - 4,
        style: CellStyle(foreground: line.color, background: panelBackground), on: &canvas)
    }
  }

  /// One line of text cut to `width` with an ellipsis.
  static func drawText(
    _ text: String, x: Int, y: Int, width: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    guard width > 0 else { return }
    let node = TextNode(text, style: style, lineLimit: 1)
    let size = node.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: width), height: nil))
    node.draw(
      in: LayoutRect(origin: CellPoint(x: x, y: y), size: size, left: 0, top: 0), on: &canvas)
  }
}

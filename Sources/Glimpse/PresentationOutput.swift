import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// How presentations are written out: a heading line, then the drawing.
@MainActor
enum PresentationOutput {
  /// Plain text or ANSI colours.
  enum Format: String, CaseIterable {
    case text, ansi
  }

  /// The heading above a presentation: its name, the device (unless the screen already
  /// says it) and its size.
  static func heading(
    _ presentation: Presentation, settings: RenderSettings, canvas: Canvas, views: ActivityViews?,
    includesDevice: Bool = true
  ) -> String {
    let device = settings.device.device(for: presentation)
    var parts = [presentation.title]
    if includesDevice { parts.append(device.displayName) }
    /// Columns for points, and a word when the drawing is wider than 7 pt a column.
    func span(_ columns: Int, _ points: Double) -> String {
      let nominal = ColumnRule.columns(forGap: points)
      return columns > nominal
        ? "\(columns) col (\(format(points)) pt, drawn wider than 7 pt a column)"
        : "\(columns) col (\(format(points)) pt)"
    }
    // With --width, the points are the columns asked for at 7 pt a column; an island
    // grown with its content says its own.
    func points(_ device: Double, border: Int) -> Double {
      settings.width.map { ColumnRule.points(forColumns: $0 - border) }
        ?? canvas.pointsAcross ?? device
    }
    switch presentation {
    case .lockScreen:
      parts.append(span(canvas.width - 2, points(device.cardWidth, border: 2)))
    case .standBy:
      parts.append("\(canvas.width - 2) x \(canvas.height - 2) (StandBy, 2x)")
    case .compact:
      parts.append(span(canvas.width, points(device.compactIslandWidth, border: 0)))
    case .compactLeading, .compactTrailing:
      parts.append(span(canvas.width - 1, points(device.compactSlotWidth, border: 1)))
    case .minimal:
      parts.append(
        "attached and detached · \(ColumnRule.columns(forGap: device.minimalWidth)) col (\(format(device.minimalWidth)) pt)"
      )
    case .expanded:
      parts.append(span(canvas.width, points(device.cardWidth, border: 0)))
    case .watch, .carPlay:
      let family =
        (views?.supportsSmallFamily ?? false) ? "small family" : "compact views (no .small layout)"
      parts.append(
        "\(canvas.width - 2) x \(canvas.height - 2) (\(format(device.tileSize.width)) x \(format(device.tileSize.height)) pt) · \(family)"
      )
    }
    if settings.isLimitedInWidth && presentation.isIsland { parts.append("limited width") }
    return parts.joined(separator: " · ")
  }

  /// The drawing in a format; with `ascii`, every glyph an ASCII stand-in.
  static func body(_ canvas: Canvas, format: Format, depth: ColorDepth, ascii: Bool = false)
    -> ConsoleText
  {
    let canvas = ascii ? canvas.asciiOnly() : canvas
    switch format {
    case .text: return ConsoleText(plain: canvas)
    case .ansi: return ConsoleText(ansi: canvas, depth: depth)
    }
  }

  /// A heading (one line, whatever it quotes), dimmed in ANSI output.
  static func styledHeading(_ text: String, format: Format) -> ConsoleText {
    format == .ansi ? .dimmed(line: text) : ConsoleText(line: text)
  }

  /// Points or a score as text: `22`, `36.67`; past the whole numbers an `Int` holds, as
  /// Swift writes a `Double` (`1e+19`, `inf`).
  static func format(_ points: Double) -> String {
    guard points.isFinite, abs(points) < 1e15 else { return Points.format(points) }
    return points == points.rounded() ? String(Int(points)) : String(format: "%.2f", points)
  }

  /// The format and colour depth for the options and the output stream: `--format ansi`
  /// asks for escapes even when piped (coloured unless `NO_COLOR` or `--color never`);
  /// without `--format`, `--color` alone decides (``ColorChoice``).
  static func format(
    explicit: String?, color: ColorChoice, isTerminal: Bool, environment: [String: String]
  ) throws -> (Format, ColorDepth) {
    guard let explicit else {
      let depth = color.depth(isTerminal: isTerminal, environment: environment)
      return depth == .none ? (.text, .none) : (.ansi, depth)
    }
    guard let format = Format(rawValue: explicit) else {
      throw CLIError.usage(
        "render: --format expects \(CommandHelp.choices(RenderCommand.formats)), "
          + "found '\(explicit)'",
        command: "render")
    }
    guard format == .ansi else { return (format, .none) }
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    switch color {
    case .never: return (.text, .none)
    case .always: return (.ansi, ColorChoice.declaredDepth(environment))
    case .auto: return (.ansi, noColor ? .none : ColorChoice.declaredDepth(environment))
    }
  }

}

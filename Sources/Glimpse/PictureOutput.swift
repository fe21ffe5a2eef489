import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `--format svg` and `--format html`: drawings written as pictures instead of text.
@MainActor
enum PictureOutput {
  /// Which picture.
  enum Format: String, CaseIterable {
    /// One standalone SVG, the presentations stacked under their headings.
    case svg
    /// A self-contained HTML contact sheet.
    case html
  }

  /// The picture format `--format` asks for, or nil for a text format (or none).
  static func format(_ explicit: String?) -> Format? {
    explicit.flatMap(Format.init(rawValue:))
  }

  /// The picture colours of a theme: its primary label on its background, labels and
  /// misfit outlines in its chrome's label and truncation colours.
  static func style(theme: Theme) -> PictureStyle {
    PictureStyle(
      foreground: theme[.primary], background: theme[.background],
      label: theme.chromeColor("label"), misfit: theme.chromeColor("truncation"))
  }

  /// The drawings as one picture: `title` (the render's summary line) on top, then each
  /// presentation under its heading; as a sheet, grouped by presentation and device,
  /// with `settings` at the top.
  static func picture(
    _ format: Format, title: String, settings: [ContactSheet.Setting],
    panels: [(presentation: Presentation?, heading: String, canvas: Canvas)],
    device: DeviceProfile, style: PictureStyle
  ) -> ConsoleText {
    let document: String
    switch format {
    case .svg:
      document = SVGDocument.document(
        title: title,
        panels: panels.map { SVGDocument.Panel(heading: $0.heading, canvas: $0.canvas) },
        style: style)
    case .html:
      // A panel of no presentation is a note (nothing shows): a setting, not a render.
      var settings = settings
      var entries: [ContactSheet.Entry] = []
      for panel in panels {
        guard let presentation = panel.presentation else {
          settings.append(ContactSheet.Setting("note", panel.heading))
          continue
        }
        entries.append(
          ContactSheet.Entry(
            presentation: presentation.rawValue, device: device.device(for: presentation).name,
            title: panel.heading, canvas: panel.canvas))
      }
      document = ContactSheet(title: title, settings: settings, entries: entries)
        .html(style: style)
    }
    // The writers escape everything and write no control characters but line feeds.
    let lines = document.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    return ConsoleText(lines: lines.map(String.init))
  }
}

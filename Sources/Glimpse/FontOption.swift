import GlimpseFonts
import GlimpseLayout

/// `--font PATH`: the font text is measured in, for `render`, `preview` and `density`.
///
/// Without it, text is measured in the pinned default (Inter Display scaled to SF Pro's
/// average advance, see the README); with it, in the file given, read through FreeType, so
/// that a designer with SF Pro measures exactly what the device does.
enum FontOption {
  /// The option, as the commands declare it.
  static let option = ArgumentParser.Option.value(
    "font", "PATH",
    "the font text is measured in: a .ttf, .otf or .ttc file (SF Pro's own, for example); "
      + "default: the pinned one, calibrated to SF Pro")

  /// The font `--font` names, or the pinned default when it names none; a file that is
  /// missing, unreadable or not a font is one line naming it (exit 1).
  /// A font that measures less exactly than it could (read without HarfBuzz) says so in
  /// one line on standard error, and is used.
  static func metrics(_ path: String?, command: String) throws -> FontMetrics {
    guard let path else { return FontMetrics.standard() }
    let metrics: FontMetrics
    do {
      metrics = try FontMetrics.load(path: path)
    } catch {
      throw CLIError.failure("\(command): --font: \(error)")
    }
    if let warning = warning(for: metrics, command: command) {
      Console.write(ConsoleText(line: warning), to: .standardError)
    }
    return metrics
  }

  /// The line that says how `metrics` measure less exactly than they could (a font file
  /// read without HarfBuzz: kerning from its `kern` table only), or nil.
  static func warning(for metrics: FontMetrics, command: String) -> String? {
    metrics.note.map { "\(command): --font: \($0)" }
  }
}

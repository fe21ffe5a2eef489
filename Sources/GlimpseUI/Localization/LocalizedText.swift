import GlimpseLayout

/// A localized string as a `Text` holds it: the key it is looked up by, the arguments its
/// format is filled with, and the table it is in. It becomes text only in an environment:
/// looked up in the environment's ``StringTables`` for its locale, formatted in that
/// locale, in its pseudo-language if one is set.
struct LocalizedText: Equatable, Sendable {
  /// The key looked up.
  var key: String
  /// The values the format is filled with.
  var arguments: [FormatArgument] = []
  /// Whether the key (or the default format) is a format, with `%%` for a percent sign.
  var hasFormatting = false
  /// The table (nil: `Localizable`).
  var table: String?
  /// What is shown when no table has the key, when that is not the key itself (a
  /// resource's default value).
  var defaultFormat: String?

  /// The development language's text: untranslated, in en_US.
  var plainText: String {
    string(in: EnvironmentValues.plainLocalization)
  }

  /// The text as a plain string in `environment` (texts among the arguments as they read at
  /// the environment's instant).
  func string(in environment: EnvironmentValues) -> String {
    var result = ""
    for piece in pieces(in: environment) {
      switch piece {
      case .literal(let text), .argument(let text): result += text
      case .text(let text): result += text.string(in: environment)
      }
    }
    return result
  }

  /// Whether the text shows just its key, with nothing to look up, format or change: no
  /// arguments, no tables, no pseudo-language.
  func isPlainKey(in environment: EnvironmentValues) -> Bool {
    arguments.isEmpty && !hasFormatting && environment.strings.isEmpty
      && environment.pseudoLanguage == nil
  }

  /// The text's pieces in `environment`: literal runs of its (translated) format, and its
  /// arguments, in the order they are shown.
  func pieces(in environment: EnvironmentValues) -> [FormattedPiece] {
    var format = defaultFormat ?? key
    var isFormat = hasFormatting
    var language = environment.strings.developmentLanguage
    var variables: [String: StringEntry.Variable] = [:]
    if let found = environment.strings.entry(
      for: key, table: table ?? "Localizable", locale: environment.locale)
    {
      language = found.language
      format = found.entry.value.format(
        arguments: arguments, device: environment.stringsDevice.rawValue, language: language)
      variables = found.entry.variables
      isFormat = isFormat || found.entry.isFormat
    }
    var pieces: [FormattedPiece] = []
    if isFormat {
      let formatter = LocalizedFormatter(
        arguments: arguments, variables: variables, language: language, environment: environment)
      formatter.format(format, into: &pieces)
    } else {
      pieces.append(.literal(format))
    }
    if let pseudo = environment.pseudoLanguage { pieces = pseudo.apply(to: pieces) }
    return pieces
  }

  /// Whether a timer among the arguments makes the text fill its width.
  var containsTimer: Bool {
    arguments.contains {
      if case .text(let text) = $0 { return text.containsTimer }
      return false
    }
  }
}

extension EnvironmentValues {
  /// The environment plain texts are written in: en_US, UTC, no tables.
  nonisolated(unsafe) static let plainLocalization = EnvironmentValues()
}

extension Text {
  /// What this text reads as a plain string in `environment`, at its instant.
  func string(in environment: EnvironmentValues) -> String {
    var sink = TextGlyphSink(environment: environment)
    sink.usage = nil
    appendGlyphs(in: environment, state: TextStyleState(environment: environment), into: &sink)
    return sink.glyphs.map { $0.glyph.isLineBreak ? "\n" : $0.glyph.string }.joined()
  }
}

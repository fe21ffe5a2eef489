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
  /// The text in en_US when nothing translates it, if known when the key was built
  /// (``LocalizedStringKey/englishText``).
  var englishText: String?

  /// The text that shows when nothing is to be looked up, changed, or formatted in another
  /// locale: no tables, no pseudo-language, and en_US (or no arguments to format).
  func untranslatedText(in environment: EnvironmentValues) -> String? {
    guard let englishText, environment.strings.isEmpty, environment.pseudoLanguage == nil,
      arguments.isEmpty || environment.formatsAsUSEnglish
    else { return nil }
    return englishText
  }

  /// The development language's text: untranslated, in en_US.
  var plainText: String {
    string(in: EnvironmentValues.plainLocalization)
  }

  /// The text as a plain string in `environment` (texts among the arguments as they read at
  /// the environment's instant).
  func string(in environment: EnvironmentValues) -> String {
    if environment.pseudoLanguage == nil {
      var result = ""
      write(in: environment, into: &result)
      return result
    }
    var result = ""
    for piece in pieces(in: environment) {
      switch piece {
      case .literal(let text), .argument(let text): result += text
      case .text(let text): result += text.string(in: environment)
      }
    }
    return result
  }

  /// Whether the text is one run of plain text in `environment`: no pseudo-language to
  /// change its pieces, no text among its arguments to draw in its own style.
  func isOneString(in environment: EnvironmentValues) -> Bool {
    environment.pseudoLanguage == nil
      && !arguments.contains {
        if case .text = $0 { return true }
        return false
      }
  }

  /// The text's pieces in `environment`: literal runs of its (translated) format, and its
  /// arguments, in the order they are shown, in its pseudo-language if one is set.
  func pieces(in environment: EnvironmentValues) -> [FormattedPiece] {
    var output = FormattedPieces()
    write(in: environment, into: &output)
    guard let pseudo = environment.pseudoLanguage else { return output.pieces }
    return pseudo.apply(to: output.pieces)
  }

  /// Writes the text, looked up and formatted in `environment` (before any pseudo-language).
  func write<Output: FormattedOutput>(in environment: EnvironmentValues, into output: inout Output)
  {
    var format = defaultFormat ?? key
    var isFormat = hasFormatting
    var language = environment.strings.developmentLanguage
    var variables: [String: StringEntry.Variable] = [:]
    if !environment.strings.isEmpty,
      let found = environment.strings.entry(
        for: key, table: table ?? StringTableLoader.defaultTable, locale: environment.locale)
    {
      language = found.language
      format = found.entry.value.format(
        arguments: arguments, device: environment.stringsDevice.rawValue, language: language)
      variables = found.entry.variables
      isFormat = isFormat || found.entry.isFormat
    }
    if isFormat {
      let formatter = LocalizedFormatter(
        arguments: arguments, variables: variables, language: language)
      formatter.format(format, in: environment, into: &output)
    } else {
      output.appendLiteral(format)
    }
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
  /// What this text reads as a plain string in `environment`, at its instant (an image
  /// reads as nothing; the environment's text case is not applied).
  func string(in environment: EnvironmentValues) -> String {
    switch storage {
    case .concatenation(let parts): return parts.map { $0.string(in: environment) }.joined()
    case .localized(let text): return text.string(in: environment)
    case .image: return ""
    default: return timedString(in: environment).text
    }
  }
}

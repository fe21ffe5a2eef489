import Foundation
import GlimpseLayout

/// A localized string as a `Text` holds it: the key it is looked up by, the arguments its
/// format is filled with, and the table it is in. It becomes text only in an environment:
/// looked up in the environment's ``StringTables`` for its locale, formatted in that
/// locale, in its pseudo-language if one is set.
package struct LocalizedText: Equatable, Sendable {
  /// The key looked up.
  package var key: String
  /// The values the format is filled with.
  package var arguments: [FormatArgument] = []
  /// Whether the key (or the default format) is a format, with `%%` for a percent sign.
  package var hasFormatting = false
  /// The table (nil: `Localizable`).
  package var table: String?
  /// What is shown when no table has the key, when that is not the key itself (a
  /// resource's default value).
  package var defaultFormat: String?
  /// The text in en_US when nothing translates it, if known when the key was built
  /// (``LocalizedStringKey/englishText``).
  package var englishText: String?

  /// A text looked up by `key`, its format filled with `arguments`.
  package init(
    key: String, arguments: [FormatArgument] = [], hasFormatting: Bool = false,
    table: String? = nil, defaultFormat: String? = nil, englishText: String? = nil
  ) {
    self.key = key
    self.arguments = arguments
    self.hasFormatting = hasFormatting
    self.table = table
    self.defaultFormat = defaultFormat
    self.englishText = englishText
  }

  /// The text that shows when nothing is to be looked up, changed, or formatted in another
  /// locale: no tables, no pseudo-language, and en_US (or no arguments to format).
  package func untranslatedText(in environment: some LocalizationEnvironment) -> String? {
    guard let englishText, environment.strings.isEmpty, environment.pseudoLanguage == nil,
      arguments.isEmpty || environment.formatsAsUSEnglish
    else { return nil }
    return englishText
  }

  /// The development language's text: untranslated, in en_US.
  package var plainText: String {
    string(in: PlainLocalization.standard)
  }

  /// The text as a plain string in `environment` (texts among the arguments as they read at
  /// the environment's instant).
  package func string(in environment: some LocalizationEnvironment) -> String {
    if environment.pseudoLanguage == nil {
      var result = ""
      write(in: environment, into: &result)
      return result
    }
    var result = ""
    for piece in pieces(in: environment) {
      switch piece {
      case .literal(let text), .argument(let text): result += text
      case .text(let segment): result += segment.string(in: environment)
      }
    }
    return result
  }

  /// Whether the text is one run of plain text in `environment`: no pseudo-language to
  /// change its pieces, no text among its arguments to draw in its own style.
  package func isOneString(in environment: some LocalizationEnvironment) -> Bool {
    environment.pseudoLanguage == nil
      && !arguments.contains {
        if case .segment = $0 { return true }
        return false
      }
  }

  /// The text's pieces in `environment`: literal runs of its (translated) format, and its
  /// arguments, in the order they are shown, in its pseudo-language if one is set.
  package func pieces(in environment: some LocalizationEnvironment) -> [FormattedPiece] {
    var output = FormattedPieces()
    write(in: environment, into: &output)
    guard let pseudo = environment.pseudoLanguage else { return output.pieces }
    return pseudo.apply(to: output.pieces)
  }

  /// Writes the text, looked up and formatted in `environment` (before any pseudo-language).
  package func write<Output: FormattedOutput>(
    in environment: some LocalizationEnvironment, into output: inout Output
  ) {
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
  package var containsTimer: Bool {
    arguments.contains {
      if case .segment(let box) = $0 { return box.value.containsTimer }
      return false
    }
  }
}

import Foundation

/// Xcode's pseudo-languages, which show how copy would fare in translation without
/// translating it. Applied to localized strings (a `Text` of a key or a resource,
/// `String(localized:)`), to their formats and not to their arguments, so names, numbers,
/// dates and timers stay readable; `Text(verbatim:)` and `Text(someString)` are not
/// localized and stay as they are.
///
/// - ``accented``: every Latin letter gains a diacritic (`Ŕéçéîvéð`): the same length,
///   showing text that bypasses localization and glyphs a font lacks.
/// - ``double``: each string said twice (`Arrives Arrives`), for copy that grows as German
///   or Finnish grows it.
/// - ``bidi``: right to left: the layout mirrored (leading is the right edge, a row's first
///   view is on the right) and each localized string's letters running right to left, its
///   arguments kept left to right as bidirectional text keeps embedded numbers and names.
/// - ``bounded``: each string between `[#` and `#]`, so a clipped or truncated string shows
///   a missing bracket.
///
/// - Glimpse: glimpse
package enum PseudoLanguage: String, CaseIterable, Sendable {
  case accented, double, bidi, bounded

  /// `pieces` of a localized string (its format's literal runs and its arguments) in this
  /// pseudo-language.
  func apply(to pieces: [FormattedPiece]) -> [FormattedPiece] {
    switch self {
    case .accented:
      return pieces.map {
        if case .literal(let text) = $0 { return .literal(Self.accented(text)) }
        return $0
      }
    case .double:
      return pieces + [.literal(" ")] + pieces
    case .bounded:
      return [.literal("[# ")] + pieces + [.literal(" #]")]
    case .bidi:
      return pieces.reversed().map {
        if case .literal(let text) = $0 { return .literal(String(text.reversed())) }
        return $0
      }
    }
  }

  /// `text` with each ASCII letter replaced by an accented one of the same width.
  static func accented(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII, let index = Self.letters.firstIndex(of: scalar) {
        result.unicodeScalars.append(Self.accentedLetters[index])
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static let letters = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
  /// One precomposed Latin letter with a diacritic for each of ``letters``, in order.
  private static let accentedLetters = Array(
    "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
}

/// A piece of a formatted localized string.
package enum FormattedPiece {
  /// Literal text of the format (what translators write; what pseudo-languages change).
  case literal(String)
  /// An argument written as text (a name, a number): never changed.
  case argument(String)
  /// An argument that is a text (a date, a timer, an image): drawn as itself.
  case text(any LocalizedSegment)
}

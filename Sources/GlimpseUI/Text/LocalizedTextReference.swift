import GlimpseLocalization

/// A localized text as a ``Text`` holds it: behind one reference.
///
/// `LocalizedText` lives in GlimpseLocalization, whose code this module's optimizer cannot
/// see into, so reading one out of a text's storage copied its six fields (five retains)
/// and destroyed them again, twice a text drawn; reading a reference retains one object.
final class LocalizedTextReference: Equatable, Sendable {
  /// The localized text.
  let text: LocalizedText

  init(_ text: LocalizedText) {
    self.text = text
  }

  static func == (lhs: LocalizedTextReference, rhs: LocalizedTextReference) -> Bool {
    lhs === rhs || lhs.text == rhs.text
  }
}

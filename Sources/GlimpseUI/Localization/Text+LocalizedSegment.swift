import GlimpseLocalization

/// A text interpolated into a localized string (a date in a style, a timer, an image) is
/// one of its segments: drawn as itself, with its own style.
extension Text: LocalizedSegment {
  /// A text for a segment of a localized string: the text itself, a formatted value as
  /// `Text(_:format:)` draws it, anything else as the characters it reads as in
  /// `environment`.
  package init(segment: any LocalizedSegment, in environment: EnvironmentValues) {
    if let text = segment as? Text {
      self = text
    } else if let value = segment as? FormattedValue {
      self.init(storage: .formatted(value))
    } else {
      self.init(storage: .verbatim(segment.string(in: environment)))
    }
  }

  /// What this text reads as a plain string in `environment`, at its instant (an image
  /// reads as nothing; the environment's text case is not applied).
  func string(in environment: EnvironmentValues) -> String {
    switch storage {
    case .concatenation(let parts): return parts.map { $0.string(in: environment) }.joined()
    case .localized(let reference): return reference.text.string(in: environment)
    case .image: return ""
    default: return timedString(in: environment).text
    }
  }

  /// What this text reads as in a localization environment: in the view surface's
  /// environment when it is one, else in the development language's.
  package func string(in environment: some LocalizationEnvironment) -> String {
    string(in: environment as? EnvironmentValues ?? .plainLocalization)
  }
}

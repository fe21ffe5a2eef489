import Foundation
import GlimpseLocalization

extension String {
  /// How a string parameter is typed in.
  ///
  /// - Glimpse: accepted
  public struct IntentInputOptions: Sendable {
    /// Keyboards.
    public enum KeyboardType: Hashable, Sendable {
      case `default`, asciiCapable, numbersAndPunctuation
      // swift-format-ignore: AlwaysUseLowerCamelCase
      case URL
      case numberPad
    }

    /// Automatic capitalisation.
    public enum CapitalizationType: Hashable, Sendable {
      case none, words, sentences, allCharacters
    }

    public var keyboardType: KeyboardType
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    /// Input options.
    public init(
      keyboardType: KeyboardType = .asciiCapable,
      capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true,
      smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }
  }
}

extension Bool {
  /// How a Boolean parameter's two values are named in Shortcuts.
  ///
  /// - Glimpse: accepted
  public struct IntentDisplayName: Sendable {
    /// The names of true and false.
    public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {}
  }
}

import Foundation
import GlimpseLocalization

/// What an intent says: a dialog spoken or shown when it asks for a value or finishes.
///
/// - Glimpse: works
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  /// The full text.
  let full: LocalizedStringResource
  /// The shorter text shown beside a snippet.
  let supporting: LocalizedStringResource?

  /// A dialog of one text.
  public init(_ string: LocalizedStringResource) {
    full = string
    supporting = nil
  }

  /// A dialog with a full text and a shorter supporting one.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.full = full
    self.supporting = supporting
  }

  /// A dialog with a symbol.
  public init(full: LocalizedStringResource, systemImageName: String) {
    self.full = full
    supporting = nil
  }

  /// A dialog with a supporting text and a symbol.
  public init(
    full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String
  ) {
    self.full = full
    self.supporting = supporting
  }

  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// The text, as the preview's status line shows it.
  var text: String { full.defaultValue.string }
}

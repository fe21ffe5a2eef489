import Foundation
import GlimpseLocalization

/// What an intent does, as Shortcuts shows it.
///
/// - Glimpse: accepted
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
  /// The description.
  public var descriptionText: LocalizedStringResource
  /// The category it is listed under.
  public var categoryName: LocalizedStringResource?
  /// Words it is found by.
  public var searchKeywords: [LocalizedStringResource]
  /// The name of the value it returns.
  public var resultValueName: LocalizedStringResource?

  /// A description in a category, found by keywords.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  /// A description that names the value the intent returns.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource?
  ) {
    self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
    self.resultValueName = resultValueName
  }

  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }
}

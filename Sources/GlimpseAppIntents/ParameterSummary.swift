import Foundation
import GlimpseLocalization

/// How Shortcuts summarises an intent's parameters: `Summary("Start \(\.$timer)")`.
///
/// - Glimpse: accepted
public protocol ParameterSummary {
  /// The intent summarised.
  associatedtype Intent: AppIntent
}

/// A summary sentence of an intent's parameters.
///
/// - Glimpse: accepted
public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
  let text: String

  /// A sentence naming parameters by key path.
  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
    text = string.text
  }

  /// A sentence with more parameters listed after it.
  public init(
    _ string: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    text = string.text
  }

  /// A list of parameters.
  public init(
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    text = ""
  }

  /// No summary.
  public init() {
    text = ""
  }

  /// Lists parameters by key path: `Summary { \.$team; \.$showsScore }`.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    public static func buildExpression<ValueType>(
      _ expression: KeyPath<Intent, IntentParameter<ValueType>>
    ) -> PartialKeyPath<Intent> where ValueType: _IntentValue, ValueType: Sendable {
      expression
    }

    public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
      blocks
    }
  }
}

/// A summary sentence with parameters in it.
///
/// - Glimpse: accepted
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation
where Intent: AppIntent {
  let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Builds a sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A parameter, by its key path.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>>
    ) where Value: _IntentValue, Value: Sendable {
      text += "…"
    }
  }
}

extension Never: ParameterSummary {
  /// - Glimpse: works
  public typealias Intent = Never
}

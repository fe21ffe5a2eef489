import Foundation
import GlimpseLocalization

/// What a result says, for the interactive preview's status line.
protocol IntentResultContents {
  var dialogText: String? { get }
  var valueText: String? { get }
}

extension IntentResultContainer: IntentResultContents {
  var dialogText: String? { dialog?.text }
  var valueText: String? { value.map { "\($0)" } }
}

extension IntentResult {
  /// The result's dialog and value, as one line: `Logged 10 minutes (14)`; nil for an
  /// empty result.
  package var summary: String? {
    guard let contents = self as? any IntentResultContents else { return nil }
    switch (contents.dialogText, contents.valueText) {
    case (let dialog?, let value?): return "\(dialog) (\(value))"
    case (let dialog?, nil): return dialog
    case (nil, let value?): return "value \(value)"
    case (nil, nil): return nil
    }
  }
}

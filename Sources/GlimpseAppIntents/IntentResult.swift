import Foundation
import GlimpseLocalization

/// What an intent's `perform()` returns: a value, a dialog, an intent to open, a snippet.
///
/// - Glimpse: works
public protocol IntentResult: Sendable {
  /// The value's type (`Never`: none).
  associatedtype Value: _IntentValue = Never
  /// The type of the intent opened afterwards (`Never`: none).
  associatedtype OpensAppIntent: AppIntent = Never
  /// The snippet's type (`Never`: none).
  associatedtype Snippet = Never
  /// The dialog's type (`Never`: none).
  associatedtype Dialog = Never
  /// The value, if any.
  var value: Self.Value? { get }
}

/// A result that returns a value: `some IntentResult & ReturnsValue<Bool>`.
///
/// - Glimpse: works
public protocol ReturnsValue<Value>: IntentResult {}
/// A result that opens another intent.
///
/// - Glimpse: accepted
public protocol OpensIntent: IntentResult {}
/// A result that speaks or shows a dialog.
///
/// - Glimpse: works
public protocol ProvidesDialog: IntentResult where Self.Dialog == IntentDialog {}
/// A result that shows a snippet view.
///
/// - Glimpse: accepted
public protocol ShowsSnippetView: IntentResult where Self.Snippet == _SnippetViewContainer {}

/// A snippet view, as a result carries it.
public struct _SnippetViewContainer: Sendable {}

/// The result `.result(...)` makes.
///
/// - Glimpse: works
// @unchecked Sendable: IntentResult is Sendable; the snippet and dialog of user code are
// made and read on one task.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult,
  @unchecked Sendable
where Value: _IntentValue, OpensAppIntent: AppIntent {
  /// The value.
  public var value: Value?
  /// The dialog.
  public var dialog: IntentDialog?
  /// The intent opened afterwards.
  public var opensIntent: OpensAppIntent?
  /// The identifier of the activity the Action button runs next.
  public var activityIdentifier: String?
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: OpensIntent {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

extension Never: IntentResult {
  /// - Glimpse: works
  public var value: Never? { nil }
}

extension IntentResult {
  /// An empty result.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer()
  }

  /// A result with a value.
  public static func result<Value>(value: Value) -> Self
  where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
    IntentResultContainer(value: value)
  }

  /// A result that opens another intent.
  public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>,
    OpensAppIntent: AppIntent
  {
    IntentResultContainer(opensIntent: opensIntent)
  }

  /// A result with a dialog.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer(dialog: dialog)
  }

  /// A result with a value that opens another intent.
  public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent)
    -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, Never, Never>, Value: _IntentValue,
    OpensAppIntent: AppIntent
  {
    IntentResultContainer(value: value, opensIntent: opensIntent)
  }

  /// A result with a value and a dialog.
  public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
    IntentResultContainer(value: value, dialog: dialog)
  }

  /// A result with a value and a dialog that opens another intent.
  public static func result<Value, OpensAppIntent>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog
  ) -> Self
  where
    Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog>,
    Value: _IntentValue, OpensAppIntent: AppIntent
  {
    IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
  }

  /// A result with a dialog that opens another intent.
  public static func result<OpensAppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog)
    -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog>,
    OpensAppIntent: AppIntent
  {
    IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
  }

  /// A result that sets the intent the Action button runs next.
  public static func result<Intent>(actionButtonIntent: Intent) -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never>, Intent: AppIntent {
    IntentResultContainer()
  }

  /// A result with a dialog that sets the intent the Action button runs next.
  public static func result<Intent>(actionButtonIntent: Intent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog>, Intent: AppIntent {
    IntentResultContainer(dialog: dialog)
  }

  /// A result with a value that sets the intent the Action button runs next.
  public static func result<Value, Intent>(value: Value, actionButtonIntent: Intent) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(value: value)
  }

  /// A result with a value and a dialog that sets the intent the Action button runs next.
  public static func result<Value, Intent>(
    value: Value, actionButtonIntent: Intent, dialog: IntentDialog
  ) -> Self
  where
    Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue,
    Intent: AppIntent
  {
    IntentResultContainer(value: value, dialog: dialog)
  }
}

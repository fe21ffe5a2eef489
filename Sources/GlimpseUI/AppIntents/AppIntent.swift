/// An action an app exposes: AppIntents' `AppIntent`, enough for Live Activity buttons and
/// toggles to compile. Intents are never performed in a preview.
public protocol AppIntent: Sendable {
  /// The intent's title.
  static var title: LocalizedStringResource { get }
  /// The intent's description.
  static var description: IntentDescription? { get }
  /// Whether running the intent opens the app.
  static var openAppWhenRun: Bool { get }
  /// Whether the intent shows in Shortcuts.
  static var isDiscoverable: Bool { get }
  /// What `perform` returns.
  associatedtype PerformResult: IntentResult
  /// An intent with default parameters.
  init()
  /// Performs the intent.
  func perform() async throws -> Self.PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }

  /// The parameter wrapper, as `@Parameter`.
  public typealias Parameter = IntentParameter
}

/// A system intent.
public protocol SystemIntent: AppIntent {}
/// An intent a Live Activity's buttons and toggles perform (iOS 17).
public protocol LiveActivityIntent: SystemIntent {}
/// The older name of Live Activity intents (iOS 16.1).
public protocol LiveActivityStartingIntent: SystemIntent {}
/// An intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}
/// An intent that opens the app.
public protocol OpenIntent: SystemIntent {}
/// An intent a widget configures with.
public protocol WidgetConfigurationIntent: AppIntent {}

/// What an intent returns.
public protocol IntentResult: Sendable {}

/// A value an intent returns.
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}

/// A dialog an intent returns.
public protocol ProvidesDialog: IntentResult {}
/// An intent result that opens another intent.
public protocol OpensIntent: IntentResult {}
/// An intent result that shows a snippet.
public protocol ShowsSnippetView: IntentResult {}

/// The result `.result()` makes.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult,
  ReturnsValue,
  ProvidesDialog, OpensIntent, ShowsSnippetView, @unchecked Sendable
{}

extension IntentResult {
  /// An empty result.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer()
  }

  /// A result with a value.
  public static func result<V>(value: V) -> Self
  where Self == IntentResultContainer<V, Never, Never, Never> {
    IntentResultContainer()
  }

  /// A result with a dialog.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer()
  }
}

/// An intent's description.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  /// The text.
  public let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil)
  {
    text = description.defaultValue.string
  }
}

/// A dialog an intent speaks or shows.
public struct IntentDialog: Sendable, ExpressibleByStringLiteral {
  let text: String

  public init(stringLiteral value: String) {
    text = value
  }

  public init(_ resource: LocalizedStringResource) {
    text = resource.defaultValue.string
  }
}

/// How a parameter connects to its input.
public enum InputConnectionBehavior: Sendable {
  case `default`, connectToPreviousIntentResult
}

/// A type an intent parameter can hold.
public protocol _IntentValue {
  /// The type without optionality.
  associatedtype UnwrappedType = Self
}

extension String: _IntentValue {}
extension Bool: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {
  public typealias UnwrappedType = Wrapped
}

/// An intent's parameter: AppIntents' `@Parameter`.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable
where Value: _IntentValue & Sendable {
  private var value: Value?

  /// A parameter titled `title`.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    value = defaultValue as? Value
  }

  /// A parameter titled `title`, with input options.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    value = defaultValue as? Value
  }

  /// The value (a preview never sets one: reading an unset parameter traps, as on device).
  public var wrappedValue: Value {
    get {
      guard let value else { fatalError("intent parameter read before it was set") }
      return value
    }
    set { value = newValue }
  }

  /// The parameter.
  public var projectedValue: IntentParameter<Value> { self }
}

extension String {
  /// Options for string intent parameters.
  public struct IntentInputOptions: Sendable {
    public init(
      keyboardType: Int? = nil, capitalizationType: Int? = nil, multiline: Bool = false,
      autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {}
  }
}

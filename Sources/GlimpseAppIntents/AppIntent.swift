import Foundation
import GlimpseLocalization

/// An action an app exposes: AppIntents' `AppIntent`. Live Activity buttons and toggles
/// perform one; the interactive preview runs `perform()` when such a button is pressed.
///
/// - Glimpse: approximated: perform() runs when a focused button or toggle is pressed in the interactive preview
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  /// What `perform` returns.
  associatedtype PerformResult: IntentResult
  /// The intent's title.
  static var title: LocalizedStringResource { get }
  /// Whether running the intent opens the app.
  ///
  /// - Glimpse: accepted
  static var openAppWhenRun: Bool { get }
  /// When the intent may run on a locked device.
  ///
  /// - Glimpse: accepted
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  /// Whether the intent shows in Shortcuts and Spotlight.
  ///
  /// - Glimpse: accepted
  static var isDiscoverable: Bool { get }
  /// The summary of the intent's parameters Shortcuts shows.
  associatedtype SummaryContent: ParameterSummary
  /// The summary of the intent's parameters Shortcuts shows.
  ///
  /// - Glimpse: accepted
  static var parameterSummary: Self.SummaryContent { get }
  /// The intent's description.
  ///
  /// - Glimpse: accepted
  static var description: IntentDescription? { get }
  /// Performs the intent.
  func perform() async throws -> Self.PerformResult
  /// An intent with default parameters.
  init()
}

extension AppIntent {
  /// The parameter wrapper, as `@Parameter`.
  public typealias Parameter = IntentParameter
  /// A parameter summary, as `Summary("Toggle \(\.$isOn)")`.
  public typealias Summary = IntentParameterSummary<Self>
}

extension AppIntent {
  /// - Glimpse: accepted
  public static var openAppWhenRun: Bool { false }
  /// - Glimpse: accepted
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
  /// - Glimpse: accepted
  public static var description: IntentDescription? { nil }
  public static var persistentIdentifier: String { String(describing: Self.self) }
  /// - Glimpse: accepted
  public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }
  /// - Glimpse: accepted
  public static var isDiscoverable: Bool { true }
}

/// When an intent may run on a locked device.
///
/// - Glimpse: accepted
public enum IntentAuthenticationPolicy: Hashable, Sendable {
  /// Whether or not the device is locked.
  case alwaysAllowed
  /// Only once the person has unlocked the device.
  case requiresAuthentication
  /// Only once the person has authenticated on this device.
  case requiresLocalDeviceAuthentication
}

/// A type with a stable identifier across launches.
///
/// - Glimpse: accepted
public protocol PersistentlyIdentifiable {
  /// The identifier (the type's name by default).
  static var persistentIdentifier: String { get }
}

/// An intent the system defines the meaning of.
///
/// - Glimpse: works
public protocol SystemIntent: AppIntent {}
/// An intent a Live Activity's buttons and toggles perform, run in the app's process
/// (iOS 17).
///
/// - Glimpse: works
public protocol LiveActivityIntent: SystemIntent {}
/// The older name of Live Activity intents (iOS 16.1, deprecated in 17).
///
/// - Glimpse: works
public protocol LiveActivityStartingIntent: SystemIntent {}
/// An intent that plays audio, run in the app's process (iOS 17).
///
/// - Glimpse: works
public protocol AudioPlaybackIntent: SystemIntent {}
/// The older name of audio playback intents (iOS 16, deprecated in 17).
///
/// - Glimpse: works
public protocol AudioStartingIntent: SystemIntent {}
/// An intent that records audio (iOS 18).
///
/// - Glimpse: works
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that opens the app to show its target.
///
/// - Glimpse: works
public protocol OpenIntent: SystemIntent {
  /// The kind of thing opened.
  associatedtype Value: AppValue
  /// What is opened.
  var target: Self.Value { get set }
}

extension OpenIntent {
  public static var openAppWhenRun: Bool { true }

  /// Opens the target (nothing to do in a preview).
  public func perform() async throws -> some IntentResult { .result() }
}

/// An intent a configurable widget is configured with; it is never performed.
///
/// - Glimpse: works
public protocol WidgetConfigurationIntent: AppIntent {
  /// `Never`: the intent has no result.
  associatedtype NeverResult where Self.NeverResult == Never
}

extension WidgetConfigurationIntent {
  /// Never called: a configuration is not performed.
  public func perform() async throws -> Self.NeverResult {
    fatalError("a widget configuration intent is not performed")
  }
}

/// An intent that may ask to continue in the app.
///
/// - Glimpse: accepted
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// The error to throw to continue in the app (in a preview: the intent stops with it).
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor () async throws -> Void)? = nil
  ) -> AppIntentError {
    AppIntentError(reason: "needs to continue in the app" + (dialog.map { ": \($0.text)" } ?? ""))
  }

  /// Asks to continue in the app (in a preview: throws, as if the person declined).
  @discardableResult
  public func requestToContinueInForeground<ResultValue>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue where ResultValue: Sendable {
    throw needsToContinueInForegroundError(dialog)
  }
}

/// An error an intent throws to end with a message.
///
/// - Glimpse: works
public struct AppIntentError: Error, CustomStringConvertible, Equatable, Sendable {
  let reason: String

  init(reason: String) {
    self.reason = reason
  }

  /// Asks the system to perform the intent again.
  public static var restartPerform: AppIntentError { AppIntentError(reason: "restart perform") }

  public var description: String { reason }
}

extension Never: AppIntent {
  /// - Glimpse: works
  public static var title: LocalizedStringResource { "Never" }

  /// - Glimpse: works
  public init() {
    fatalError("Never has no values")
  }

  /// - Glimpse: works
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
    switch self {}
  }
}

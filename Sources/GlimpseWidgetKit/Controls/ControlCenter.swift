import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// Is told when the push tokens of controls change: WidgetKit's `ControlPushHandler`.
///
/// - Glimpse: accepted
public protocol ControlPushHandler {
  /// A handler.
  ///
  /// - Glimpse: accepted
  init()
  /// The push tokens of `controls` changed.
  ///
  /// - Glimpse: accepted
  func pushTokensDidChange(controls: [ControlInfo])
}

/// The push details of a control: WidgetKit's `ControlPushInfo`.
///
/// - Glimpse: accepted
public struct ControlPushInfo {
  /// The push token.
  ///
  /// - Glimpse: accepted
  public let token: Data
}

/// A control someone added: WidgetKit's `ControlInfo`. Glimpse has none.
///
/// - Glimpse: accepted
public struct ControlInfo: Identifiable, Hashable, Equatable {
  /// The control's kind.
  ///
  /// - Glimpse: accepted
  public let kind: String
  /// The control's push details.
  ///
  /// - Glimpse: accepted
  public var pushInfo: ControlPushInfo?

  /// The control's identifier: its kind.
  ///
  /// - Glimpse: accepted
  public var id: String { kind }

  /// The intent the control is configured with (none in Glimpse).
  ///
  /// - Glimpse: accepted
  public func configurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
  where Intent: ControlConfigurationIntent {
    nil
  }

  /// Whether two controls are the same.
  ///
  /// - Glimpse: accepted
  public static func == (lhs: ControlInfo, rhs: ControlInfo) -> Bool {
    lhs.kind == rhs.kind && lhs.pushInfo?.token == rhs.pushInfo?.token
  }

  /// Hashes the control.
  ///
  /// - Glimpse: accepted
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(pushInfo?.token)
  }
}

/// The controls someone added: WidgetKit's `ControlCenter`. Glimpse has none, and reloads
/// nothing.
///
/// - Glimpse: accepted
public final class ControlCenter: Sendable {
  /// The control center.
  ///
  /// - Glimpse: accepted
  public static let shared = ControlCenter()

  private init() {}

  /// The controls someone added (none).
  ///
  /// - Glimpse: accepted
  public func currentControls() async throws -> [ControlInfo] { [] }

  /// Reloads the controls of `kind` (accepted).
  ///
  /// - Glimpse: accepted
  public func reloadControls(ofKind kind: String) {}

  /// Reloads every control (accepted).
  ///
  /// - Glimpse: accepted
  public func reloadAllControls() {}
}

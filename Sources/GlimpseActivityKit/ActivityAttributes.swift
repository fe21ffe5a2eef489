import Foundation
import GlimpseLocalization

/// The static and dynamic data of a Live Activity: ActivityKit's `ActivityAttributes`.
///
/// - Glimpse: works
public protocol ActivityAttributes: Decodable, Encodable {
  /// The data that changes while the activity runs.
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// An activity's content at one moment: its state, when it goes stale and how relevant it
/// is.
///
/// - Glimpse: works
public struct ActivityContent<State>: CustomStringConvertible
where State: Decodable, State: Encodable, State: Hashable {
  /// The dynamic data.
  public let state: State
  /// When the content is out of date (nil: never).
  public let staleDate: Date?
  /// How the system ranks this activity against others (higher first).
  ///
  /// - Glimpse: accepted
  public let relevanceScore: Double

  /// Content of a state.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }

  public var description: String {
    "ActivityContent(state: \(state), staleDate: \(staleDate.map { "\($0)" } ?? "nil"), relevanceScore: \(relevanceScore))"
  }
}

extension ActivityContent: Equatable where State: Equatable {}
extension ActivityContent: Hashable where State: Hashable {}
extension ActivityContent: Sendable where State: Sendable {}

/// When an ended activity leaves the Lock Screen.
///
/// - Glimpse: works
public struct ActivityUIDismissalPolicy: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable, Sendable {
    case `default`
    case immediate
    case after(Date)
  }

  let kind: Kind

  /// Up to four hours after it ends, as the system decides.
  public static let `default` = ActivityUIDismissalPolicy(kind: .default)
  /// At once.
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)

  /// At `date` (at most four hours after the end).
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(kind: .after(date))
  }

  /// The date of an `.after` policy.
  public var date: Date? {
    if case .after(let date) = kind { return date }
    return nil
  }

  /// Whether this is `.immediate`.
  public var isImmediate: Bool { kind == .immediate }

  public var description: String {
    switch kind {
    case .default: return "default"
    case .immediate: return "immediate"
    case .after(let date): return "after(\(date))"
    }
  }
}

/// An alert shown with an update: the device lights up and shows the expanded view.
///
/// - Glimpse: works
public struct AlertConfiguration: Equatable, Sendable {
  /// The sound played.
  public struct AlertSound: Equatable, Sendable {
    let name: String?

    /// The default alert sound.
    public static var `default`: AlertConfiguration.AlertSound { AlertSound(name: nil) }

    /// A sound file from the app bundle.
    public static func named(_ name: String) -> AlertConfiguration.AlertSound {
      AlertSound(name: name)
    }
  }

  /// The title (shown on Apple Watch).
  public var title: LocalizedStringResource
  /// The body (shown on Apple Watch).
  public var body: LocalizedStringResource
  /// The sound.
  public var sound: AlertConfiguration.AlertSound

  /// An alert.
  public init(
    title: LocalizedStringResource, body: LocalizedStringResource,
    sound: AlertConfiguration.AlertSound
  ) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

/// How an activity receives pushes.
///
/// - Glimpse: accepted
public struct PushType: Equatable, Sendable {
  let channel: String?

  /// Updates addressed to the activity's token.
  public static var token: PushType { PushType(channel: nil) }

  /// Broadcast updates on a channel (iOS 18).
  public static func channel(_ name: String) -> PushType {
    PushType(channel: name)
  }
}

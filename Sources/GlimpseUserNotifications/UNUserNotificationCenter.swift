import Foundation

/// What the app asks to be allowed to do with notifications.
///
/// - Glimpse: accepted
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may notify.
///
/// - Glimpse: accepted
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case authorized = 2
  case provisional = 3
  case ephemeral = 4
}

/// The messages the notification center sends. None arrives in Glimpse.
///
/// - Glimpse: accepted
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// The notification center, as widget and intent code schedules with it. Accepted: it
/// keeps the pending requests it is given (so code that lists or removes them works),
/// and delivers nothing.
///
/// - Glimpse: accepted
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [UNNotificationRequest] = []
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  private static let shared = UNUserNotificationCenter()

  /// The app's notification center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Adds (or replaces, by identifier) a pending request.
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    lock.withLock {
      pending.removeAll { $0.identifier == request.identifier }
      pending.append(request)
    }
    completionHandler?(nil)
  }

  open func add(_ request: UNNotificationRequest) async throws {
    add(request, withCompletionHandler: nil)
  }

  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    lock.withLock { pending }
  }

  open func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    completionHandler(lock.withLock { pending })
  }

  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
  }

  open func removeAllPendingNotificationRequests() {
    lock.withLock { pending.removeAll() }
  }

  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  open func removeAllDeliveredNotifications() {}

  /// Not granted: Glimpse shows no notifications.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    false
  }

  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    completionHandler(false, nil)
  }

  open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

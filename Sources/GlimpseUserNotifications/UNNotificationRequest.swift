import Foundation

/// What a notification says: UserNotifications' content, as widget code fills one in.
///
/// - Glimpse: accepted
open class UNNotificationContent: NSObject, @unchecked Sendable {
  open internal(set) var title = ""
  open internal(set) var subtitle = ""
  open internal(set) var body = ""
  open internal(set) var badge: NSNumber?
  open internal(set) var sound: UNNotificationSound?
  open internal(set) var userInfo: [AnyHashable: Any] = [:]
  open internal(set) var threadIdentifier = ""
  open internal(set) var categoryIdentifier = ""
  open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
  open internal(set) var relevanceScore: Double = 0

  public override init() {}
}

/// Content to fill in.
///
/// - Glimpse: accepted
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { super.interruptionLevel }
    set { super.interruptionLevel = newValue }
  }
  open override var relevanceScore: Double {
    get { super.relevanceScore }
    set { super.relevanceScore = newValue }
  }
}

/// How insistently a notification interrupts.
///
/// - Glimpse: accepted
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive = 0
  case active = 1
  case timeSensitive = 2
  case critical = 3
}

/// A notification's sound.
///
/// - Glimpse: accepted
open class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The name of a sound file, or nil for the default sound.
  public let name: String?

  init(name: String?) {
    self.name = name
  }

  public static let `default` = UNNotificationSound(name: nil)
  public static let defaultCritical = UNNotificationSound(name: nil)
  public static func criticalSoundNamed(_ name: String) -> UNNotificationSound {
    UNNotificationSound(name: name)
  }
  public convenience init(named name: String) { self.init(name: name) }
}

/// When a notification is delivered.
///
/// - Glimpse: accepted
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
  }
}

/// After an interval, in seconds.
///
/// - Glimpse: accepted
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval

  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// When it would fire next, from now.
  open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// At a time of day or date.
///
/// - Glimpse: accepted
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// When it would fire next, from now.
  open func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(
      after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A notification to deliver: an identifier, content and a trigger (nil: now).
///
/// - Glimpse: accepted
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

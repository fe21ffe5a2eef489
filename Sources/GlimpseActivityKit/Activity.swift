import Foundation
import GlimpseEnums

/// A running Live Activity: ActivityKit's `Activity`. In Glimpse an activity lives in
/// memory only, so app code that starts, updates and ends activities compiles and runs;
/// the previews themselves come from timelines and states files.
///
/// - Glimpse: approximated: request, update and end change the activity in memory; one requested with a push type receives pushes through a running stand-in (serve, preview --apns); no system
open class Activity<Attributes>: Identifiable, @unchecked Sendable
where Attributes: ActivityAttributes {
  public typealias ContentState = Attributes.ContentState
  public typealias ID = String

  /// The activity's identifier.
  public final let id: String
  /// The static data.
  public final let attributes: Attributes
  /// Where the activity is in its life.
  public var activityState: ActivityState { store.read { $0.state } }
  /// The current content.
  public var content: ActivityContent<Activity<Attributes>.ContentState> {
    store.read { $0.content }
  }
  /// The current state (deprecated form).
  public var contentState: Activity<Attributes>.ContentState { content.state }
  /// The update push token, for an activity requested with `pushType: .token`; nil
  /// otherwise (one requested with `.channel(_:)` is updated through its channel, and one
  /// requested without a push type by the app alone), as on a device.
  ///
  /// It is known from the request on, derived from the activity's ID (see
  /// ``pushTokenUpdates``): a push to it through a running stand-in (`glimpse serve`,
  /// `glimpse preview --apns`) updates this activity.
  ///
  /// - Glimpse: approximated: derived from the activity's ID rather than issued by APNs; a stand-in delivers pushes to it
  public var pushToken: Data? {
    pushType == .token ? ActivityPushTokens.update(activityID: id) : nil
  }

  /// How the activity was requested to receive pushes.
  let pushType: PushType?

  let store: Store
  /// Whether this is the activity the interactive preview stands for.
  var isPreview = false

  /// The activity's content and state, and the changes made to them (which the preview
  /// shows when an intent makes them).
  final class Store: @unchecked Sendable {
    struct Values {
      var content: ActivityContent<Attributes.ContentState>
      var state: ActivityState = .active
      var changes: [ActivityChange<Attributes.ContentState>] = []
    }

    private let lock = NSLock()
    private var values: Values

    init(content: ActivityContent<Attributes.ContentState>) {
      values = Values(content: content)
    }

    func read<T>(_ body: (Values) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(values)
    }

    func change(_ body: (inout Values) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      body(&values)
    }

    func update(
      _ content: ActivityContent<Attributes.ContentState>, alert: AlertConfiguration?
    ) {
      change {
        $0.content = content
        $0.changes.append(.update(content, alert: alert))
      }
    }

    func end(
      _ content: ActivityContent<Attributes.ContentState>?, policy: ActivityUIDismissalPolicy
    ) {
      change {
        if let content { $0.content = content }
        $0.state = policy.isImmediate ? .dismissed : .ended
        $0.changes.append(.end(content, dismissalPolicy: policy))
      }
    }
  }

  init(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    pushType: PushType? = nil
  ) {
    id = UUID().uuidString
    self.attributes = attributes
    self.pushType = pushType
    store = Store(content: content)
  }

  /// The activities of this type started in this process.
  public static var activities: [Activity<Attributes>] {
    ActivityRegistry.shared.activities(of: Attributes.self)
  }

  /// The push-to-start token of this attributes type (iOS 17.2): a start pushed to it
  /// through a running stand-in starts an activity of the type. Derived from the type's
  /// name (see ``ActivityPushTokens``), so it is the same before and after a stand-in
  /// starts, and on every run.
  ///
  /// - Glimpse: approximated: derived from the attributes type's name rather than issued by APNs; a stand-in starts an activity for a start pushed to it
  public static var pushToStartToken: Data? {
    ActivityPushTokens.pushToStart(typeName: String(describing: Attributes.self))
  }

  /// Starts an activity.
  public static func request(
    attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    let activity = Activity(attributes: attributes, content: content, pushType: pushType)
    ActivityRegistry.shared.add(activity, of: Attributes.self)
    return activity
  }

  /// Starts an activity in a style (iOS 18).
  public static func request(
    attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
    pushType: PushType? = nil,
    style: ActivityStyle
  ) throws -> Activity<Attributes> {
    try request(attributes: attributes, content: content, pushType: pushType)
  }

  /// Schedules an activity (iOS 26).
  public static func request(
    attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
    pushType: PushType? = nil,
    style: ActivityStyle, alertConfiguration: AlertConfiguration, start: Date
  ) throws -> Activity<Attributes> {
    try request(attributes: attributes, content: content, pushType: pushType)
  }

  /// Starts an activity from a state (deprecated form).
  public static func request(
    attributes: Attributes, contentState: Activity<Attributes>.ContentState,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    try request(
      attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil),
      pushType: pushType)
  }

  /// Updates the content.
  public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
    store.update(content, alert: nil)
  }

  /// Updates the content with an alert.
  public func update(
    _ content: ActivityContent<Activity<Attributes>.ContentState>,
    alertConfiguration: AlertConfiguration? = nil
  ) async {
    store.update(content, alert: alertConfiguration)
  }

  /// Updates the content with an alert and a timestamp.
  public func update(
    _ content: ActivityContent<Activity<Attributes>.ContentState>,
    alertConfiguration: AlertConfiguration? = nil,
    timestamp: Date
  ) async {
    store.update(content, alert: alertConfiguration)
  }

  /// Updates the state (deprecated form).
  public func update(using contentState: Activity<Attributes>.ContentState) async {
    store.update(ActivityContent(state: contentState, staleDate: nil), alert: nil)
  }

  /// Updates the state with an alert (deprecated form).
  public func update(
    using contentState: Activity<Attributes>.ContentState,
    alertConfiguration: AlertConfiguration? = nil
  ) async {
    store.update(ActivityContent(state: contentState, staleDate: nil), alert: alertConfiguration)
  }

  /// Ends the activity.
  public func end(
    _ content: ActivityContent<Activity<Attributes>.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    store.end(content, policy: dismissalPolicy)
  }

  /// Ends the activity at a timestamp.
  public func end(
    _ content: ActivityContent<Activity<Attributes>.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default,
    timestamp: Date
  ) async {
    await end(content, dismissalPolicy: dismissalPolicy)
  }

  /// Ends the activity with a state (deprecated form).
  public func end(
    using contentState: Activity<Attributes>.ContentState? = nil,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    await end(
      contentState.map { ActivityContent(state: $0, staleDate: nil) },
      dismissalPolicy: dismissalPolicy)
  }

  /// Changes of the activity's state (the current one, then nothing).
  public var activityStateUpdates: ActivityStateUpdates {
    ActivityStateUpdates(first: activityState)
  }
  /// Changes of the content (the current one, then nothing).
  public var contentUpdates: ContentUpdates { ContentUpdates(first: content) }
  /// Changes of the state (the current one, then nothing).
  public var contentStateUpdates: ContentStateUpdates { ContentStateUpdates(first: contentState) }
  /// The activity's update push tokens: ``pushToken``, then the end; nothing for an
  /// activity requested without `pushType: .token`.
  ///
  /// On a device the token arrives from APNs some time after the request, and the sequence
  /// stays open for a new token should APNs change it. Glimpse's token is known at the
  /// request and never changes (it is the SHA-256 of `glimpse update token <id>`, see
  /// ``ActivityPushTokens``), so the sequence yields it at once and ends: the app's
  /// registration code (`for await token in activity.pushTokenUpdates { ... }`) runs once
  /// and returns rather than wait for ever in a preview or a test. With no stand-in
  /// running the token still comes, the same one a stand-in started later adopts; a push
  /// to it then reaches this activity.
  ///
  /// - Glimpse: approximated: yields the one token at once, then ends
  public var pushTokenUpdates: PushTokenUpdates { PushTokenUpdates(first: pushToken) }
  /// The push-to-start tokens of this attributes type (iOS 17.2): ``pushToStartToken``,
  /// then the end, for the same reasons as ``pushTokenUpdates``.
  ///
  /// - Glimpse: approximated: yields the one token at once, then ends
  public static var pushToStartTokenUpdates: PushTokenUpdates {
    PushTokenUpdates(first: pushToStartToken)
  }
  /// Activities started (none later).
  public static var activityUpdates: ActivityUpdates { ActivityUpdates(first: nil) }

  /// Activity states over time.
  public typealias ActivityStateUpdates = OneShotSequence<ActivityState>
  /// Contents over time.
  public typealias ContentUpdates = OneShotSequence<
    ActivityContent<Activity<Attributes>.ContentState>
  >
  /// States over time.
  public typealias ContentStateUpdates = OneShotSequence<Activity<Attributes>.ContentState>
  /// Push tokens over time.
  public typealias PushTokenUpdates = OneShotSequence<Data>
  /// Activities over time.
  public typealias ActivityUpdates = OneShotSequence<Activity<Attributes>>
}

/// An async sequence of at most one element, then the end.
///
/// - Glimpse: approximated: update sequences yield the current value once, then end
public struct OneShotSequence<Element>: AsyncSequence, @unchecked Sendable {
  let first: Element?

  /// Iterates the one element.
  public struct Iterator: AsyncIteratorProtocol, @unchecked Sendable {
    var pending: Element?

    public mutating func next() async -> Element? {
      defer { pending = nil }
      return pending
    }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(pending: first)
  }
}

// @unchecked Sendable: every field is read and written under `lock`.
final class ActivityRegistry: @unchecked Sendable {
  static let shared = ActivityRegistry()
  private let lock = NSLock()
  private var byType: [ObjectIdentifier: [AnyObject]] = [:]
  private var added = 0

  func add<A: ActivityAttributes>(_ activity: Activity<A>, of type: A.Type) {
    lock.lock()
    defer { lock.unlock() }
    byType[ObjectIdentifier(type), default: []].append(activity)
    added += 1
  }

  /// How many activities were ever added: a stand-in looks for new ones when it changes.
  var generation: Int {
    lock.lock()
    defer { lock.unlock() }
    return added
  }

  func remove<A: ActivityAttributes>(of type: A.Type, where shouldRemove: (Activity<A>) -> Bool) {
    lock.lock()
    defer { lock.unlock() }
    byType[ObjectIdentifier(type)]?.removeAll { ($0 as? Activity<A>).map(shouldRemove) ?? false }
  }

  func activities<A: ActivityAttributes>(of type: A.Type) -> [Activity<A>] {
    lock.lock()
    defer { lock.unlock() }
    return (byType[ObjectIdentifier(type)] ?? []).compactMap { $0 as? Activity<A> }
  }
}

/// Whether Live Activities are allowed: always, here.
///
/// - Glimpse: approximated: Live Activities are always enabled
public final class ActivityAuthorizationInfo: @unchecked Sendable {
  /// Whether activities may start.
  public final var areActivitiesEnabled: Bool { true }
  /// Whether frequent pushes are allowed.
  public final var frequentPushesEnabled: Bool { true }
  /// Changes of `areActivitiesEnabled`.
  public final let activityEnablementUpdates = OneShotSequence<Bool>(first: true)
  /// Changes of `frequentPushesEnabled`.
  public final let frequentPushEnablementUpdates = OneShotSequence<Bool>(first: true)

  public typealias ActivityEnablementUpdates = OneShotSequence<Bool>
  public typealias FrequentPushEnablementUpdates = OneShotSequence<Bool>

  /// The current authorization.
  public init() {}
}

/// Why an activity could not start.
///
/// - Glimpse: works
public enum ActivityAuthorizationError: Error, LocalizedError, Equatable, Hashable {
  case attributesTooLarge, unsupported, denied, globalMaximumExceeded, targetMaximumExceeded
  case unsupportedTarget, visibility, persistenceFailure, missingProcessIdentifier, unentitled
  case malformedActivityIdentifier, reconnectNotPermitted

  public static var errorDomain: String { "com.apple.ActivityKit.ActivityAuthorizationError" }

  public var errorDescription: String? { "\(self)" }
  public var failureReason: String? { "\(self)" }
  public var recoverySuggestion: String? { nil }
}

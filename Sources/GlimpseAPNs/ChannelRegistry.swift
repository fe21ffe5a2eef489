import COpenSSL
import Foundation

/// A broadcast channel (iOS 18): its ID, the bundle it belongs to, and its message storage
/// policy (0: no message stored, 1: the most recent one stored).
public struct BroadcastChannel: Sendable, Equatable {
  /// The channel ID, base64 (`apns-channel-id`).
  public var id: String
  /// The bundle whose channel it is; nil for one named with `--channel`, which any bundle
  /// reaches.
  public var bundleID: String?
  /// `message-storage-policy`.
  public var storagePolicy: Int
}

/// The channels the server knows, in the order they were made, as channel management
/// (`/1/apps/<bundle ID>/channels`) keeps them; at most ``mostChannels``, as APNs keeps
/// 10,000 per app and environment.
public struct ChannelRegistry: Sendable {
  /// The most channels kept: past it a create is refused with `CannotCreateChannelConfig`.
  public static let mostChannels = 10_000
  private var order: [String] = []
  private var channels: [String: BroadcastChannel] = [:]

  /// No channels.
  public init() {}

  /// How many channels there are.
  public var count: Int { order.count }

  /// A new channel of `bundleID` with a new ID; nil when there are ``mostChannels``
  /// already.
  public mutating func create(bundleID: String, storagePolicy: Int) -> BroadcastChannel? {
    guard order.count < Self.mostChannels else { return nil }
    var id = Self.newID()
    while channels[id] != nil { id = Self.newID() }
    let channel = BroadcastChannel(id: id, bundleID: bundleID, storagePolicy: storagePolicy)
    add(channel)
    return channel
  }

  /// Keeps `channel` (one named with `--channel`, which exists from the start).
  public mutating func add(_ channel: BroadcastChannel) {
    if channels[channel.id] == nil { order.append(channel.id) }
    channels[channel.id] = channel
  }

  /// The channel `id` as `bundleID` sees it: nil when it does not exist or is another
  /// bundle's.
  public func channel(_ id: String, bundleID: String) -> BroadcastChannel? {
    guard let channel = channels[id], channel.bundleID == nil || channel.bundleID == bundleID
    else { return nil }
    return channel
  }

  /// Deletes channel `id` of `bundleID`; whether there was one.
  public mutating func delete(_ id: String, bundleID: String) -> Bool {
    guard channel(id, bundleID: bundleID) != nil else { return false }
    channels[id] = nil
    order.removeAll { $0 == id }
    return true
  }

  /// Whether channel `id` exists, whatever its bundle.
  public func contains(_ id: String) -> Bool { channels[id] != nil }

  /// The IDs of the channels `bundleID` sees, in the order they were made.
  public func all(bundleID: String) -> [String] {
    order.filter { channel($0, bundleID: bundleID) != nil }
  }

  /// A new channel ID: 16 random bytes in base64, as APNs makes them.
  static func newID() -> String {
    var bytes = [UInt8](repeating: 0, count: 16)
    if RAND_bytes(&bytes, 16) != 1 {
      var generator = SystemRandomNumberGenerator()
      for index in bytes.indices { bytes[index] = generator.next() }
    }
    return Data(bytes).base64EncodedString()
  }
}

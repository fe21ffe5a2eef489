/// A reason APNs gives for refusing a push, with its HTTP status, as Apple's "Handling
/// notification responses from APNs" lists them; the channel reasons (`MissingChannelId`,
/// `BadChannelId`, `ChannelNotRegistered` with 410, `CannotCreateChannelConfig`,
/// `MissingPushType`) as its "Handling error responses from APNs" adds them for broadcasts
/// and channel management.
public enum APNsReason: String, Sendable, CaseIterable {
  case badCollapseId = "BadCollapseId"
  case badDeviceToken = "BadDeviceToken"
  case badExpirationDate = "BadExpirationDate"
  case badMessageId = "BadMessageId"
  case badPriority = "BadPriority"
  case badTopic = "BadTopic"
  case deviceTokenNotForTopic = "DeviceTokenNotForTopic"
  case duplicateHeaders = "DuplicateHeaders"
  case invalidPushType = "InvalidPushType"
  case missingDeviceToken = "MissingDeviceToken"
  case missingTopic = "MissingTopic"
  case payloadEmpty = "PayloadEmpty"
  case expiredProviderToken = "ExpiredProviderToken"
  case invalidProviderToken = "InvalidProviderToken"
  case missingProviderToken = "MissingProviderToken"
  case badPath = "BadPath"
  case methodNotAllowed = "MethodNotAllowed"
  case payloadTooLarge = "PayloadTooLarge"
  case tooManyRequests = "TooManyRequests"
  case missingChannelId = "MissingChannelId"
  case badChannelId = "BadChannelId"
  case channelNotRegistered = "ChannelNotRegistered"
  case cannotCreateChannelConfig = "CannotCreateChannelConfig"
  case missingPushType = "MissingPushType"
  /// Glimpse's own word for a `message-storage-policy` other than 0 or 1 in a channel
  /// create: Apple's documents name no reason for it that we found.
  case badMessageStoragePolicy = "BadMessageStoragePolicy"
  case internalServerError = "InternalServerError"
  case serviceUnavailable = "ServiceUnavailable"

  /// The HTTP status APNs answers with this reason: 400 for a bad request, 403 for the
  /// provider token, 404 for the path, 405 for the method, 410 for a channel that does not
  /// exist, 413 for the size, 429 for the
  /// rate, 500 and 503 for the server.
  public var status: Int {
    switch self {
    case .badCollapseId, .badDeviceToken, .badExpirationDate, .badMessageId, .badPriority,
      .badTopic, .deviceTokenNotForTopic, .duplicateHeaders, .invalidPushType,
      .missingDeviceToken, .missingTopic, .payloadEmpty, .missingChannelId, .badChannelId,
      .cannotCreateChannelConfig, .missingPushType, .badMessageStoragePolicy:
      return 400
    case .expiredProviderToken, .invalidProviderToken, .missingProviderToken: return 403
    case .badPath: return 404
    case .methodNotAllowed: return 405
    case .channelNotRegistered: return 410
    case .payloadTooLarge: return 413
    case .tooManyRequests: return 429
    case .internalServerError: return 500
    case .serviceUnavailable: return 503
    }
  }
}

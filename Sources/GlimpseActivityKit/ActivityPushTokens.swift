import COpenSSL
import Foundation

/// The push tokens Glimpse gives app code: `Activity.pushToken` (and `pushTokenUpdates`)
/// of an activity requested with `pushType: .token`, and `Activity.pushToStartToken` (and
/// `pushToStartTokenUpdates`) of an attributes type.
///
/// A device gets its tokens from APNs; Glimpse has no APNs to ask, so each token is
/// derived, 32 bytes as a device's: the SHA-256 of `glimpse update token <activity ID>`
/// for an activity, and of `glimpse push-to-start token of type <attributes type name>` for
/// a type. The tokens are the same whether or not a stand-in (`glimpse serve`,
/// `glimpse preview --apns`) is running: one started later adopts the activities already
/// requested under the tokens their app code has already registered, and accepts the
/// push-to-start token of each attributes type it serves. A token is therefore never
/// withdrawn or rotated, and app code may register it at once.
package enum ActivityPushTokens {
  /// The update token of the activity whose ID is `id`.
  package static func update(activityID id: String) -> Data {
    sha256("glimpse update token \(id)")
  }

  /// The push-to-start token of the attributes type named `typeName` (as
  /// `String(describing:)` names it).
  package static func pushToStart(typeName: String) -> Data {
    sha256("glimpse push-to-start token of type \(typeName)")
  }

  /// The SHA-256 digest of `text`'s UTF-8 bytes (OpenSSL's libcrypto): every token Glimpse
  /// derives, the stand-in's (`UpdateToken`) included, is one.
  package static func sha256(_ text: String) -> Data {
    let bytes = Array(text.utf8)
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    _ = SHA256(bytes, bytes.count, &digest)
    return Data(digest)
  }

  /// `token` as a sender writes it in a path: lowercase hexadecimal digits.
  package static func hex(_ token: Data) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(token.count * 2)
    for byte in token {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

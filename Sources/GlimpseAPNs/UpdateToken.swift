import COpenSSL

/// The made-up update push token of an activity served by `glimpse serve`: 32 bytes in
/// hexadecimal, as a device's, derived from the activity's name (SHA-256 of
/// `glimpse update token ` and the name), so that it is the same on every run and every
/// machine and a sender can be configured once.
public enum UpdateToken {
  /// The token of the activity named `name`: 64 lowercase hexadecimal digits.
  public static func of(activity name: String) -> String {
    digest("glimpse update token " + name)
  }

  /// The push-to-start token of the activities of the preview named `name`: a push to it
  /// that starts an activity starts a new one (`delivery#2`), with a token of its own.
  public static func pushToStart(_ name: String) -> String {
    digest("glimpse push-to-start token " + name)
  }

  /// SHA-256 of `text`, in hexadecimal.
  static func digest(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    _ = SHA256(bytes, bytes.count, &digest)
    return hex(digest)
  }

  /// Bytes as lowercase hexadecimal digits.
  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

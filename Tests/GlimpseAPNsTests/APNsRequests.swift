import Foundation

@testable import GlimpseAPNs

/// Requests and provider tokens for the tests, built as a sender builds them.
enum APNsRequests {
  /// The instant the tests' clock reads.
  static let now = Date(timeIntervalSince1970: 1_796_000_000)

  /// A token of the shape APNs takes, made `age` seconds before `instant` (``now``), with `header` and
  /// `claims` replacing the usual ones when given.
  static func jwt(
    age: TimeInterval = 60, from instant: Date = now, header: [String: Any]? = nil,
    claims: [String: Any]? = nil, signatureBytes: Int = 64
  ) -> String {
    let header = header ?? ["alg": "ES256", "kid": "ABC123DEFG"]
    let claims =
      claims ?? ["iss": "DEF123GHIJ", "iat": Int(instant.timeIntervalSince1970 - age)]
    return [
      base64URL(try! JSONSerialization.data(withJSONObject: header)),
      base64URL(try! JSONSerialization.data(withJSONObject: claims)),
      base64URL(Data((0..<signatureBytes).map { UInt8($0 & 0xFF) })),
    ].joined(separator: ".")
  }

  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  /// The token of the tests' activity.
  static let token = UpdateToken.of(activity: "delivery")

  /// A Live Activity push as a correct sender sends it, with `changes` to its headers (a
  /// nil value removes one) and its path, method and body.
  static func push(
    _ changes: [String: String?] = [:], method: String = "POST", path: String? = nil,
    body: [UInt8] = Array(#"{"aps":{"timestamp":1796000000,"event":"update"}}"#.utf8)
  ) -> PushRequest {
    var headers: [(name: String, value: String)] = [
      ("authorization", "bearer " + jwt()),
      ("apns-push-type", "liveactivity"),
      ("apns-topic", "com.example.pizza.push-type.liveactivity"),
      ("apns-priority", "10"),
    ]
    for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
      headers.removeAll { $0.name == name }
      if let value { headers.append((name, value)) }
    }
    return PushRequest(
      method: method, path: path ?? "/3/device/\(token)", headers: headers, body: body)
  }
}

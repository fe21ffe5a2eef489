import Foundation
import Synchronization

/// The provider token of a push (`authorization: bearer <JWT>`), checked for the shape
/// APNs requires: a JWT whose header says `"alg": "ES256"` and names the signing key
/// (`kid`), whose claims name the team (`iss`) and the time it was made (`iat`, Unix
/// seconds, not older than an hour), and whose signature is the 64 bytes of an ES256
/// signature. The signature itself is not verified (no key is given).
public struct ProviderToken: Sendable, Equatable {
  /// The key ID (`kid`).
  public var keyID: String
  /// The team ID (`iss`).
  public var teamID: String
  /// When it was issued (`iat`).
  public var issuedAt: Date

  /// How long APNs takes a provider token: an hour from `iat`.
  public static let lifetime: TimeInterval = 3600
  /// How far in the future an `iat` may be (clocks differ): a minute.
  public static let clockSkew: TimeInterval = 60

  /// Why a push's `authorization` header is refused at `now`, or nil when it is taken.
  /// With `key`, the token must also be signed by it (``ProviderKey``).
  public static func refusal(
    authorization: String?, now: Date, cache: ProviderTokenCache? = nil,
    key: ProviderKey? = nil
  ) -> (reason: APNsReason, detail: String)? {
    guard let authorization else {
      return (
        .missingProviderToken,
        "no authorization header; APNs takes 'authorization: bearer <JWT>' (or a client certificate)"
      )
    }
    switch cache?.parse(authorization) ?? parse(authorization) {
    case .failure(let problem): return (.invalidProviderToken, problem.detail)
    case .success(let token):
      let age = now.timeIntervalSince(token.issuedAt)
      if age > lifetime {
        return (
          .expiredProviderToken,
          "iat \(Int(token.issuedAt.timeIntervalSince1970)) is \(Self.duration(age)) old; "
            + "APNs refuses a provider token made more than an hour ago"
        )
      }
      if age < -clockSkew {
        return (
          .invalidProviderToken,
          "iat \(Int(token.issuedAt.timeIntervalSince1970)) is \(Self.duration(-age)) in the future"
        )
      }
      if let key {
        let problem =
          cache?.signatureProblem(authorization, token: token, key: key)
          ?? key.problem(with: token, jwt: jwt(in: authorization))
        if let problem { return (.invalidProviderToken, problem) }
      }
      return nil
    }
  }

  /// The JWT of a `bearer <JWT>` header.
  static func jwt(in authorization: String) -> Substring {
    authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).last ?? ""
  }

  /// Why a token is not one.
  public struct Problem: Error, Equatable {
    /// What is wrong, in a few words.
    public var detail: String
  }

  /// The token in an `authorization` header, or what is wrong with its shape.
  public static func parse(_ authorization: String) -> Result<ProviderToken, Problem> {
    func problem(_ detail: String) -> Result<ProviderToken, Problem> {
      .failure(Problem(detail: detail))
    }
    let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else {
      return problem("authorization is not 'bearer <JWT>'")
    }
    let sections = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard sections.count == 3 else {
      return problem("a JWT is three base64url parts joined by dots; found \(sections.count)")
    }
    guard let header = object(sections[0]) else {
      return problem("the JWT header is not base64url-encoded JSON object")
    }
    guard let claims = object(sections[1]) else {
      return problem("the JWT claims are not a base64url-encoded JSON object")
    }
    guard let algorithm = header["alg"] as? String else {
      return problem("the JWT header has no alg; APNs takes ES256")
    }
    guard algorithm == "ES256" else {
      return problem("the JWT header's alg is \(algorithm); APNs takes ES256")
    }
    guard let keyID = header["kid"] as? String, !keyID.isEmpty else {
      return problem("the JWT header has no kid (the key ID of the .p8 signing key)")
    }
    guard let teamID = claims["iss"] as? String, !teamID.isEmpty else {
      return problem("the JWT claims have no iss (the team ID)")
    }
    guard let issued = claims["iat"] as? NSNumber, !(claims["iat"] is Bool),
      issued.doubleValue.isFinite
    else {
      return problem("the JWT claims have no iat (Unix seconds when the token was made)")
    }
    guard let signature = bytes(sections[2]), signature.count == 64 else {
      return problem("the JWT signature is not the 64 bytes of an ES256 signature")
    }
    return .success(
      ProviderToken(
        keyID: keyID, teamID: teamID,
        issuedAt: Date(timeIntervalSince1970: issued.doubleValue)))
  }

  /// The bytes of a base64url section (padding optional), or nil.
  static func bytes(_ section: Substring) -> [UInt8]? {
    var text = Array(section.utf8)
    guard text.count <= 8192 else { return nil }
    while text.last == UInt8(ascii: "=") { text.removeLast() }
    guard text.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for character in text {
      let value: UInt8
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
      case UInt8(ascii: "-"): value = 62
      case UInt8(ascii: "_"): value = 63
      default: return nil
      }
      buffer = (buffer << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return bytes
  }

  /// A base64url section decoded as a JSON object.
  static func object(_ section: Substring) -> [String: Any]? {
    guard let data = bytes(section) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(data))) as? [String: Any]
  }

  /// `2 h 5 min`, `40 s`.
  static func duration(_ seconds: TimeInterval) -> String {
    let whole = Int(min(seconds, 1e12))
    if whole >= 3600 { return "\(whole / 3600) h \(whole % 3600 / 60) min" }
    if whole >= 60 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole) s"
  }
}

/// The last `authorization` header parsed and what it held: a sender sends the same token
/// with every push for up to an hour, so it is parsed once.
public final class ProviderTokenCache: Sendable {
  private let last = Mutex<(header: String, result: Result<ProviderToken, ProviderToken.Problem>)?>(
    nil)
  /// The last header whose signature was checked, and what was wrong with it.
  private let checked = Mutex<(header: String, problem: String?)?>(nil)

  /// An empty cache.
  public init() {}

  /// `ProviderToken.parse(header)`, from the cache when it is the last header parsed.
  func parse(_ header: String) -> Result<ProviderToken, ProviderToken.Problem> {
    if let last = last.withLock({ $0 }), last.header == header { return last.result }
    let result = ProviderToken.parse(header)
    last.withLock { $0 = (header, result) }
    return result
  }

  /// What is wrong with the signature of the token in `header` (`key.problem`), checked
  /// once per header; `.some(nil)` when it verifies.
  func signatureProblem(_ header: String, token: ProviderToken, key: ProviderKey) -> String?? {
    if let checked = checked.withLock({ $0 }), checked.header == header {
      return .some(checked.problem)
    }
    let problem = key.problem(with: token, jwt: ProviderToken.jwt(in: header))
    checked.withLock { $0 = (header, problem) }
    return .some(problem)
  }
}

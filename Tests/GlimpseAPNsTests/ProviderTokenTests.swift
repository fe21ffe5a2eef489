import Foundation
import Testing

@testable import GlimpseAPNs

/// The provider token's shape, as APNs requires it (Apple's "Establishing a token-based
/// connection to APNs": an ES256 JWT with kid, iss and iat, refused with
/// ExpiredProviderToken after an hour).
@Suite struct ProviderTokenTests {
  func refusal(_ token: String?, now: Date = APNsRequests.now) -> (APNsReason, String)? {
    ProviderToken.refusal(authorization: token.map { "bearer " + $0 }, now: now).map {
      ($0.reason, $0.detail)
    }
  }

  @Test func aTokenMadeAMinuteAgoIsTaken() {
    #expect(refusal(APNsRequests.jwt(age: 60)) == nil)
  }

  @Test func aTokenOlderThanAnHourIsExpired() throws {
    let (reason, detail) = try #require(refusal(APNsRequests.jwt(age: 3601)))
    #expect(reason == .expiredProviderToken)
    #expect(detail.contains("is 1 h 0 min old"))
    #expect(refusal(APNsRequests.jwt(age: 3599)) == nil)
  }

  @Test func aTokenFromTheFutureIsInvalid() {
    #expect(refusal(APNsRequests.jwt(age: -600))?.0 == .invalidProviderToken)
  }

  @Test func noHeaderIsAMissingProviderToken() {
    #expect(refusal(nil)?.0 == .missingProviderToken)
    #expect(APNsReason.missingProviderToken.status == 403)
  }

  static let shapes: [(String, String, String)] = [
    (
      "HS256", APNsRequests.jwt(header: ["alg": "HS256", "kid": "K"]),
      "alg is HS256; APNs takes ES256"
    ),
    ("no kid", APNsRequests.jwt(header: ["alg": "ES256"]), "no kid"),
    ("no iss", APNsRequests.jwt(claims: ["iat": 1_795_999_990]), "no iss"),
    ("no iat", APNsRequests.jwt(claims: ["iss": "T"]), "no iat"),
    ("iat a string", APNsRequests.jwt(claims: ["iss": "T", "iat": "now"]), "no iat"),
    ("a short signature", APNsRequests.jwt(signatureBytes: 63), "64 bytes"),
    ("two parts", "abc.def", "found 2"),
    ("not base64", "!!!.def.ghi", "header is not"),
  ]

  @Test(arguments: 0..<shapes.count)
  func aTokenOfTheWrongShapeIsInvalidAndSaysWhy(_ index: Int) throws {
    let (what, token, words) = Self.shapes[index]
    let (reason, detail) = try #require(refusal(token), "\(what)")
    #expect(reason == .invalidProviderToken, "\(what)")
    #expect(detail.contains(words), "\(what): \(detail)")
  }

  @Test func anAuthorizationThatIsNotBearerIsInvalid() {
    let refusal = ProviderToken.refusal(authorization: "basic dXNlcjpwdw==", now: APNsRequests.now)
    #expect(refusal?.reason == .invalidProviderToken)
  }
}

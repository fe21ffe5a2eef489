import COpenSSL
import Foundation
import Testing

@testable import GlimpseAPNs

/// Provider tokens against a signing key (`serve --p8`): signed with it, they are taken;
/// a signature it did not make, or another key's ID, is InvalidProviderToken.
@Suite final class ProviderKeyTests {
  let directory: URL
  let keyPEM: [UInt8]

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-p8-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // A P-256 key in PKCS #8 PEM, as an AuthKey_*.p8 is.
    keyPEM = try TLSIdentity.makeSelfSigned().key
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  func keyFile(_ name: String) throws -> ProviderKey {
    let url = directory.appendingPathComponent(name)
    try Data(keyPEM).write(to: url)
    return try ProviderKey(file: url.path)
  }

  /// A JWT signed with the key: ES256, its signature r and s, 32 bytes each.
  func signedJWT(keyID: String = "ABC123DEFG") throws -> String {
    let header = APNsRequests.base64URL(
      try JSONSerialization.data(withJSONObject: ["alg": "ES256", "kid": keyID]))
    let claims = APNsRequests.base64URL(
      try JSONSerialization.data(withJSONObject: [
        "iss": "DEF123GHIJ", "iat": Int(APNsRequests.now.timeIntervalSince1970) - 60,
      ]))
    let input = Array("\(header).\(claims)".utf8)
    let bio = try #require(BIO_new_mem_buf(keyPEM, Int32(keyPEM.count)))
    defer { BIO_free(bio) }
    let key = try #require(PEM_read_bio_PrivateKey(bio, nil, nil, nil))
    defer { EVP_PKEY_free(key) }
    let context = try #require(EVP_MD_CTX_new())
    defer { EVP_MD_CTX_free(context) }
    #expect(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1)
    var length = 0
    #expect(EVP_DigestSign(context, nil, &length, input, input.count) == 1)
    var der = [UInt8](repeating: 0, count: length)
    #expect(EVP_DigestSign(context, &der, &length, input, input.count) == 1)
    let signature = try der.withUnsafeBufferPointer { buffer in
      var pointer: UnsafePointer<UInt8>? = buffer.baseAddress
      let pair = try #require(d2i_ECDSA_SIG(nil, &pointer, length))
      defer { ECDSA_SIG_free(pair) }
      var r: OpaquePointer?
      var s: OpaquePointer?
      ECDSA_SIG_get0(pair, &r, &s)
      var raw = [UInt8](repeating: 0, count: 64)
      _ = BN_bn2binpad(r, &raw, 32)
      _ = raw.withUnsafeMutableBufferPointer { BN_bn2binpad(s, $0.baseAddress! + 32, 32) }
      return raw
    }
    return "\(header).\(claims).\(APNsRequests.base64URL(Data(signature)))"
  }

  func refusal(_ jwt: String, key: ProviderKey) -> (APNsReason, String)? {
    ProviderToken.refusal(authorization: "bearer " + jwt, now: APNsRequests.now, key: key).map {
      ($0.reason, $0.detail)
    }
  }

  @Test func aTokenSignedWithTheKeyIsTaken() throws {
    #expect(refusal(try signedJWT(), key: try keyFile("AuthKey_ABC123DEFG.p8")) == nil)
  }

  @Test func aSignatureTheKeyDidNotMakeIsInvalid() throws {
    var jwt = try signedJWT()
    // Another signature of the right shape: the shape check alone would take it.
    jwt = String(jwt[..<jwt.lastIndex(of: ".")!]) + "." + APNsRequests.base64URL(Data(count: 64))
    #expect(ProviderToken.refusal(authorization: "bearer " + jwt, now: APNsRequests.now) == nil)
    let (reason, detail) = try #require(refusal(jwt, key: try keyFile("key.p8")))
    #expect(reason == .invalidProviderToken)
    #expect(detail.hasPrefix("the JWT's signature does not verify with the key in "))
  }

  @Test func anotherKeysIDIsInvalidWhenTheFileNamesItsOwn() throws {
    let (reason, detail) = try #require(
      refusal(try signedJWT(keyID: "ZZZ999ZZZZ"), key: try keyFile("AuthKey_ABC123DEFG.p8")))
    #expect(reason == .invalidProviderToken)
    #expect(detail.hasPrefix("the JWT's kid is ZZZ999ZZZZ, and the key given is ABC123DEFG's"))
  }

  @Test func aFileThatIsNotAKeySaysSo() throws {
    let url = directory.appendingPathComponent("AuthKey_X.p8")
    try Data("not a key".utf8).write(to: url)
    #expect(throws: TLSError.self) { try ProviderKey(file: url.path) }
  }
}

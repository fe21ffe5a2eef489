import COpenSSL
import Foundation

/// The signing key of a provider token (`--p8 AuthKey_ABC123DEFG.p8`, the PKCS #8 P-256
/// key Apple's developer site hands out): with it, a token's ES256 signature is verified
/// as APNs verifies it, and when the file is named as Apple names it, the token's `kid`
/// must be the key's.
public final class ProviderKey: Sendable {
  /// The file, as given.
  public let file: String
  /// The key ID its name gives (`AuthKey_<kid>.p8`), if it is named so.
  public let keyID: String?
  // nonisolated(unsafe): an OpenSSL key, never changed after it is read; OpenSSL allows
  // verifying with one key from many threads.
  nonisolated(unsafe) private let key: OpaquePointer

  /// The key in `file`.
  public init(file: String) throws(TLSError) {
    guard let bio = BIO_new_file(file, "r") else {
      throw TLSError.openSSL("\(file): cannot be read")
    }
    defer { BIO_free(bio) }
    guard let key = PEM_read_bio_PrivateKey(bio, nil, nil, nil) else {
      throw TLSError.openSSL("\(file): not a PEM private key (.p8)")
    }
    guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_get_bits(key) == 256 else {
      EVP_PKEY_free(key)
      throw TLSError("\(file): not a P-256 key; APNs signing keys are")
    }
    self.key = key
    self.file = file
    let name = (file as NSString).lastPathComponent
    if name.hasPrefix("AuthKey_"), name.hasSuffix(".p8") {
      keyID = String(name.dropFirst(8).dropLast(3))
    } else {
      keyID = nil
    }
  }

  deinit { EVP_PKEY_free(key) }

  /// Why `token` (a whole JWT) is not signed by this key, or nil when it is.
  public func problem(with token: ProviderToken, jwt: Substring) -> String? {
    if let keyID, token.keyID != keyID {
      return "the JWT's kid is \(token.keyID), and the key given is \(keyID)'s (\(file))"
    }
    let sections = jwt.split(separator: ".", omittingEmptySubsequences: false)
    guard sections.count == 3, let signature = ProviderToken.bytes(sections[2]),
      signature.count == 64
    else { return "the JWT signature is not the 64 bytes of an ES256 signature" }
    let input = Array(jwt.utf8.prefix(sections[0].utf8.count + 1 + sections[1].utf8.count))
    guard verify(input, signature: signature) else {
      return "the JWT's signature does not verify with the key in \(file)"
    }
    return nil
  }

  /// Whether `signature` (r and s, 32 bytes each) signs `input` with SHA-256.
  private func verify(_ input: [UInt8], signature: [UInt8]) -> Bool {
    guard let r = BN_bin2bn(signature, 32, nil) else { return false }
    guard let s = BN_bin2bn(Array(signature[32...]), 32, nil) else {
      BN_free(r)
      return false
    }
    guard let pair = ECDSA_SIG_new() else {
      BN_free(r)
      BN_free(s)
      return false
    }
    defer { ECDSA_SIG_free(pair) }
    guard ECDSA_SIG_set0(pair, r, s) == 1 else {
      BN_free(r)
      BN_free(s)
      return false
    }
    var der: UnsafeMutablePointer<UInt8>?
    let length = i2d_ECDSA_SIG(pair, &der)
    guard length > 0, let der else { return false }
    defer { CRYPTO_free(der, #fileID, #line) }
    guard let context = EVP_MD_CTX_new() else { return false }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
    let verified = EVP_DigestVerify(context, der, Int(length), input, input.count) == 1
    ERR_clear_error()
    return verified
  }
}

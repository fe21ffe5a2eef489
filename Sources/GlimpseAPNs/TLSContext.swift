import COpenSSL

/// The server side of TLS: an OpenSSL context with the identity's certificate and key,
/// TLS 1.2 and up, and ALPN that selects `h2` (APNs speaks only HTTP/2).
final class TLSContext {
  let context: OpaquePointer
  /// The certificate's SHA-256 fingerprint: `AB:CD:...`.
  let fingerprint: String

  init(_ identity: TLSIdentity) throws(TLSError) {
    guard let context = SSL_CTX_new(TLS_server_method()) else {
      throw TLSError.openSSL("cannot make a TLS context")
    }
    self.context = context
    guard SSL_CTX_use_certificate_chain_file(context, identity.certificate) == 1 else {
      SSL_CTX_free(context)
      throw TLSError.openSSL("\(identity.certificate): not a PEM certificate")
    }
    guard SSL_CTX_use_PrivateKey_file(context, identity.key, SSL_FILETYPE_PEM) == 1 else {
      SSL_CTX_free(context)
      throw TLSError.openSSL("\(identity.key): not a PEM private key")
    }
    guard SSL_CTX_check_private_key(context) == 1 else {
      SSL_CTX_free(context)
      throw TLSError.openSSL("\(identity.key) is not the key of \(identity.certificate)")
    }
    _ = SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil)
    _ = SSL_CTX_ctrl(
      context, SSL_CTRL_MODE,
      Int(SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER),
      nil)
    SSL_CTX_set_alpn_select_cb(context, selectH2, nil)
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    if let certificate = SSL_CTX_get0_certificate(context),
      X509_digest(certificate, EVP_sha256(), &digest, &length) == 1
    {
      fingerprint = digest.prefix(Int(length)).map {
        let text = String($0, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }.joined(separator: ":")
    } else {
      fingerprint = "unknown"
    }
  }

  deinit { SSL_CTX_free(context) }
}

/// ALPN: `h2` when the client offers it; otherwise no protocol (the connection is closed
/// after the handshake, with a log line).
private func selectH2(
  _ ssl: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
  _ outLength: UnsafeMutablePointer<UInt8>?, _ offered: UnsafePointer<UInt8>?,
  _ offeredLength: UInt32, _ argument: UnsafeMutableRawPointer?
) -> Int32 {
  guard let offered, let out, let outLength else { return SSL_TLSEXT_ERR_NOACK }
  var index = 0
  let count = Int(offeredLength)
  while index < count {
    let length = Int(offered[index])
    let start = index + 1
    if length == 2, start + 2 <= count, offered[start] == UInt8(ascii: "h"),
      offered[start + 1] == UInt8(ascii: "2")
    {
      out.pointee = offered + start
      outLength.pointee = 2
      return SSL_TLSEXT_ERR_OK
    }
    index = start + length
  }
  return SSL_TLSEXT_ERR_NOACK
}

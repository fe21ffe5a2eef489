import COpenSSL
import Foundation

/// The server's TLS certificate and key: the person's own (`--cert`, `--key`), or a
/// self-signed one made with OpenSSL on first run and kept in the configuration directory
/// (`$XDG_CONFIG_HOME/glimpse`, or `~/.config/glimpse`) for the next, so that a sender
/// told to trust it once keeps trusting it.
public struct TLSIdentity: Sendable, Equatable {
  /// The PEM certificate file.
  public var certificate: String
  /// The PEM private key file.
  public var key: String
  /// Whether it was made just now.
  public var isNew: Bool = false

  /// The identity in two PEM files.
  public init(certificate: String, key: String, isNew: Bool = false) {
    self.certificate = certificate
    self.key = key
    self.isNew = isNew
  }

  /// The file names in the configuration directory.
  public static let certificateName = "serve-certificate.pem"
  /// The key's file name.
  public static let keyName = "serve-key.pem"

  /// The directory the self-signed identity is kept in, from the environment.
  public static func directory(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/glimpse"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.config/glimpse" }
    return nil
  }

  /// The kept self-signed identity in `directory`, made first when it is not there.
  public static func selfSigned(in directory: String) throws(TLSError) -> TLSIdentity {
    let certificate = directory + "/" + certificateName
    let key = directory + "/" + keyName
    let files = FileManager.default
    if files.fileExists(atPath: certificate), files.fileExists(atPath: key) {
      return TLSIdentity(certificate: certificate, key: key)
    }
    do {
      try files.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw TLSError("cannot make the directory \(directory) for the certificate")
    }
    let (certificatePEM, keyPEM) = try makeSelfSigned()
    guard
      files.createFile(atPath: key, contents: Data(keyPEM), attributes: [.posixPermissions: 0o600]),
      files.createFile(
        atPath: certificate, contents: Data(certificatePEM),
        attributes: [.posixPermissions: 0o644])
    else {
      throw TLSError("cannot write the certificate and key into \(directory)")
    }
    return TLSIdentity(certificate: certificate, key: key, isNew: true)
  }

  /// A new P-256 key and a certificate for it, signed by itself, for `localhost`,
  /// 127.0.0.1 and ::1, valid 825 days: the certificate's and the key's PEM.
  static func makeSelfSigned() throws(TLSError) -> (certificate: [UInt8], key: [UInt8]) {
    guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else {
      throw TLSError.openSSL("cannot make a key")
    }
    defer { EVP_PKEY_CTX_free(context) }
    var key: OpaquePointer?
    guard EVP_PKEY_keygen_init(context) == 1,
      EVP_PKEY_CTX_set_ec_paramgen_curve_nid(context, NID_X9_62_prime256v1) == 1,
      EVP_PKEY_keygen(context, &key) == 1, let key
    else { throw TLSError.openSSL("cannot make a P-256 key") }
    defer { EVP_PKEY_free(key) }
    guard let certificate = X509_new() else { throw TLSError.openSSL("cannot make a certificate") }
    defer { X509_free(certificate) }
    var serial = [UInt8](repeating: 0, count: 8)
    _ = RAND_bytes(&serial, 8)
    let serialNumber = serial.reduce(0) { ($0 << 8) | Int($1) } & 0x7FFF_FFFF_FFFF
    let name = X509_get_subject_name(certificate)
    let san = X509V3_EXT_conf_nid(
      nil, nil, NID_subject_alt_name, "DNS:localhost,IP:127.0.0.1,IP:::1")
    defer { X509_EXTENSION_free(san) }
    guard X509_set_version(certificate, 2) == 1,
      ASN1_INTEGER_set(X509_get_serialNumber(certificate), serialNumber) == 1,
      X509_gmtime_adj(X509_getm_notBefore(certificate), -3600) != nil,
      X509_gmtime_adj(X509_getm_notAfter(certificate), 825 * 86_400) != nil,
      X509_set_pubkey(certificate, key) == 1,
      X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, "glimpse serve", -1, -1, 0) == 1,
      X509_set_issuer_name(certificate, name) == 1,
      san != nil, X509_add_ext(certificate, san, -1) == 1,
      X509_sign(certificate, key, EVP_sha256()) > 0
    else { throw TLSError.openSSL("cannot sign the certificate") }
    let keyPEM = try pem { PEM_write_bio_PrivateKey($0, key, nil, nil, 0, nil, nil) }
    let certificatePEM = try pem { PEM_write_bio_X509($0, certificate) }
    return (certificatePEM, keyPEM)
  }

  /// What `write` writes into a memory BIO.
  private static func pem(_ write: (OpaquePointer) -> Int32) throws(TLSError) -> [UInt8] {
    guard let bio = BIO_new(BIO_s_mem()) else { throw TLSError.openSSL("cannot write PEM") }
    defer { BIO_free(bio) }
    guard write(bio) == 1 else { throw TLSError.openSSL("cannot write PEM") }
    var data: UnsafeMutablePointer<CChar>?
    let count = BIO_ctrl(bio, BIO_CTRL_INFO, 0, &data)
    guard count > 0, let data else { throw TLSError.openSSL("cannot write PEM") }
    return data.withMemoryRebound(to: UInt8.self, capacity: count) {
      Array(UnsafeBufferPointer(start: $0, count: count))
    }
  }
}

/// A TLS problem, as one line.
public struct TLSError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  init(_ description: String) { self.description = description }

  /// `what`, with the reason OpenSSL gives last (its error queue is cleared).
  static func openSSL(_ what: String) -> TLSError {
    TLSError(what + (lastOpenSSLError().map { ": \($0)" } ?? ""))
  }

  /// The error OpenSSL queued last, in its words; the queue is cleared.
  static func lastOpenSSLError() -> String? {
    var last: UInt = 0
    while case let code = ERR_get_error(), code != 0 { last = code }
    guard last != 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: 256)
    ERR_error_string_n(last, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

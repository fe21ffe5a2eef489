/// The options of the APNs stand-in that `glimpse serve` and `glimpse preview --apns`
/// both take, declared once for both.
enum ServerOptions {
  /// `--listen ADDR:PORT`.
  static let listen = ArgumentParser.Option.value(
    "listen", "ADDR:PORT",
    "where to listen (default \(defaultAddress); port 0 picks one, which is printed); an "
      + "address beyond loopback is warned about")
  /// `--no-tls`.
  static let noTLS = ArgumentParser.Option.flag(
    "no-tls", "cleartext h2c only; no certificate is made or read")
  /// `--cert FILE`.
  static let cert = ArgumentParser.Option.value(
    "cert", "FILE", "your own PEM certificate (with --key) instead of the kept one")
  /// `--key FILE`.
  static let key = ArgumentParser.Option.value("key", "FILE", "its PEM private key")
  /// `--channel ID`.
  static let channel = ArgumentParser.Option.value(
    "channel", "ID", repeatable: true,
    "subscribe the activities to the broadcast channel ID (base64; repeatable), which "
      + "exists from the start; a broadcast (POST /4/broadcasts/apps/<bundle ID>, "
      + "apns-channel-id) updates or ends every activity subscribed, and never starts one")
  /// `--bundle-id ID`.
  static let bundleID = ArgumentParser.Option.value(
    "bundle-id", "ID", "refuse topics of another bundle (DeviceTokenNotForTopic)")
  /// `--p8 FILE`.
  static let p8 = ArgumentParser.Option.value(
    "p8", "FILE",
    "your APNs signing key (AuthKey_<key ID>.p8): provider tokens must be signed with it "
      + "(and name its key ID, when the file is named so), else InvalidProviderToken")

  /// The stand-in's options, in the order help lists them.
  static let shared = [listen, bundleID, p8, cert, key, noTLS, channel]

  /// Where the stand-in listens unless `--listen` says otherwise.
  static let defaultAddress = "127.0.0.1:2197"
}

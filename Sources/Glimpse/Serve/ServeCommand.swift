import Foundation
import GlimpseAPNs
import GlimpseActivity
import GlimpseLayout

/// `glimpse serve`: a stand-in for APNs and a device at once. It speaks the APNs provider
/// API over HTTP/2 (h2c and TLS), answers as APNs answers, and applies each accepted push
/// to the activity whose update token it was sent to, as the device would, with one log
/// line per push.
@MainActor
enum ServeCommand {
  static let options: [ArgumentParser.Option] =
    [
      ServerOptions.listen,
      .value(
        "activity", "A", repeatable: true,
        "an activity to serve (repeatable; default the first listed)"),
    ] + ServerOptions.shared.filter { $0.name != "listen" } + [
      .choice(
        "log-format", "F", PushLog.Format.allCases.map(\.rawValue),
        default: PushLog.Format.text.rawValue),
      .value(
        "max-connections", "N", "open connections at once (default \(ServerBounds().connections))"),
      .value(
        "max-streams", "N",
        "concurrent streams per connection (default \(ServerBounds().streamsPerConnection))"),
      .value(
        "max-rate", "N",
        "pushes a second to one token before TooManyRequests (default: no bound)"),
      .value(
        "idle-timeout", "S",
        "close a connection that sends nothing for S seconds (default \(Int(ServerBounds().idleSeconds)))"
      ),
      .value(
        "record", "DIR",
        "keep each activity's accepted pushes in DIR/<activity>.jsonl (replay them with "
          + "render or preview --payloads) and, on stop, draw its presentations at its last "
          + "applied push into DIR/<activity>.txt"),
      .help,
    ]

  static let help = CommandHelp(
    usage: ["glimpse serve [options]"],
    about: """
      Stands in for APNs and a device: point your push sender at it and watch what each push
      does. It speaks the APNs provider API over HTTP/2, on one port both cleartext HTTP/2
      with prior knowledge (h2c) and TLS with ALPN h2, and answers as APNs answers: 200 with
      apns-id and apns-unique-id, or APNs' status and {"reason": ...} (BadDeviceToken,
      MissingTopic, BadTopic, InvalidPushType, BadPriority, BadExpirationDate,
      BadMessageId, BadCollapseId, DuplicateHeaders, PayloadEmpty, PayloadTooLarge,
      MissingProviderToken, InvalidProviderToken, ExpiredProviderToken, BadPath,
      MethodNotAllowed, TooManyRequests).

      POST /3/device/<token> with
        apns-push-type: liveactivity, apns-topic: <bundle ID>.push-type.liveactivity,
        apns-priority: 5 or 10 (optional), apns-expiration, apns-id, apns-collapse-id
        (optional), authorization: bearer <JWT> (checked for shape: ES256 header with kid,
        iss and iat claims, iat not older than an hour; its signature too with --p8).

      Each activity served has an update push token, printed at start: 64 hexadecimal
      digits derived from its name, the same on every run; and a push-to-start token, where
      a start (event start, attributes-type, attributes, alert) starts another activity
      (delivery#2) with an update token of its own, printed then. The app's own code sees
      its tokens as on a device: an activity it requests with Activity.request(...,
      pushType: .token) is served too (delivery#2), under the token its pushTokenUpdates
      yields (printed when it is requested); one requested with .channel(ID) is subscribed
      to that channel; Activity.pushToStartToken of the attributes type is served as a
      push-to-start token as well (printed at start). An accepted push's body is
      checked as `glimpse validate` checks a payload and applied to the activity as the
      device applies it; a push the device would drop is still accepted (200), as APNs
      accepts it, and logged as dropped with validate's reason.

      The log (standard output) has one line per push: time, status, reason or outcome
      (applied, dropped), event, token and activity, push type, priority, and why it was
      refused or dropped. With --log-format json, one JSON object per line. Ctrl-C (SIGINT),
      SIGTERM or SIGHUP stops the server; it prints the counts and exits with status 0.

      TLS: a self-signed certificate (P-256, for localhost, 127.0.0.1 and ::1) is made on
      first run and kept in $XDG_CONFIG_HOME/glimpse (or ~/.config/glimpse); its SHA-256
      fingerprint is printed. Senders that check certificates must trust that file (curl
      --cacert, or -k). nghttp2 is loaded at run time from libnghttp2.so.14 (the Debian
      package libnghttp2-14).

      Channel management (POST, GET, DELETE /1/apps/<bundle ID>/channels, GET
      /1/apps/<bundle ID>/all-channels) is served on the same address (Apple serves it on port
      2195/2196).
      """,
    options: options,
    notes: """
      Bounds: a body past 4 KB (5 KB for voip) is refused as PayloadTooLarge, and one past
      5 KB is answered at once without reading the rest; headers past 16 KB reset the
      stream; a connection that does not begin HTTP/2 within 10 s, or sends nothing for
      --idle-timeout, is closed. Each bound hit is one log line.
      """
  ).text

  static func run(_ arguments: [String], previews: [ActivityPreview], environment: [String: String])
    throws -> ConsoleText
  {
    let parsed = try ArgumentParser(
      command: "serve",
      options: options
    ).parse(arguments)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    if let extra = parsed.positionals.first {
      throw CLIError.usage(
        "serve: unexpected argument '\(extra)'; serve takes options only", command: "serve")
    }
    let (host, port) = try listenAddress(parsed.value("listen") ?? ServerOptions.defaultAddress)
    let format = parsed.value("log-format").flatMap(PushLog.Format.init(rawValue:)) ?? .text
    var bounds = ServerBounds()
    bounds.connections = try count(parsed, "max-connections", default: bounds.connections)
    bounds.streamsPerConnection = try count(
      parsed, "max-streams", default: bounds.streamsPerConnection)
    if let rate = parsed.value("max-rate") {
      guard let value = Double(rate), value.isFinite, value > 0 else {
        throw CLIError.usage(
          "serve: --max-rate expects a number of pushes a second above 0, found '\(rate)'",
          command: "serve")
      }
      bounds.pushesPerSecondPerToken = value
    }
    if let idle = parsed.value("idle-timeout") {
      guard let value = Double(idle), value.isFinite, value > 0 else {
        throw CLIError.usage(
          "serve: --idle-timeout expects seconds above 0, found '\(idle)'", command: "serve")
      }
      bounds.idleSeconds = value
    }
    let channels = try channelOptions(parsed, command: "serve")
    let names = parsed.all("activity")
    guard !previews.isEmpty else {
      throw CLIError.failure("serve: there are no activities to serve")
    }
    var served: [ActivityPreview] = []
    for name in names {
      let preview = try Glimpse.preview(named: name, in: previews, command: "serve")
      if !served.contains(where: { $0 === preview }) { served.append(preview) }
    }
    if served.isEmpty { served = [previews[0]] }
    let identity = try tlsIdentity(parsed, environment: environment)
    let log = PushLog(format: format)
    var key: ProviderKey?
    if let file = parsed.value("p8") {
      do {
        key = try ProviderKey(file: file)
      } catch {
        throw CLIError.failure("serve: --p8 \(error.description)")
      }
    }
    let service = PushService(
      previews: served, bundleID: parsed.value("bundle-id"), bounds: bounds, log: log, key: key)
    let recording = try parsed.value("record").map { try PushRecording(directory: $0, log: log) }
    if let recording { service.onAccepted = recording.record }
    let server: H2Server
    do {
      server = try H2Server(
        host: host, port: port, identity: identity?.identity, bounds: bounds, log: log,
        library: environment["GLIMPSE_NGHTTP2_LIBRARY"] ?? H2Server.nghttp2Library,
        handler: service.handle)
    } catch {
      throw CLIError.failure("serve: \(error.description)")
    }
    announce(server: server, service: service, identity: identity, log: log, host: host)
    subscribe(service, to: channels)
    // Activities the program's own code requested (before Glimpse.main, or from a task
    // while serving), with their tokens: now, and between turns.
    service.adoptRequestedActivities()
    server.onTurn = { service.adoptRequestedActivities() }
    let signal = server.run()
    recording?.finish(previews: previews)
    let counts = service.counts
    log.note(
      "stopped",
      "stopped (\(signalName(signal))): \(service.total) pushes, \(counts[.applied] ?? 0) applied, "
        + "\(counts[.dropped] ?? 0) dropped by the device, \(counts[.refused] ?? 0) refused; "
        + "\(server.connectionCount) connections",
      fields: [
        ("pushes", String(service.total)), ("applied", String(counts[.applied] ?? 0)),
        ("dropped", String(counts[.dropped] ?? 0)), ("refused", String(counts[.refused] ?? 0)),
      ])
    return .empty
  }

  /// The lines printed at start: where it listens, the certificate, the tokens.
  static func announce(
    server: H2Server, service: PushService, identity: (identity: TLSIdentity, kept: Bool)?,
    log: PushLog, host: String, command: String = "serve"
  ) {
    let schemes = identity == nil ? "h2c only" : "h2c and TLS (ALPN h2)"
    log.note(
      "listening",
      "glimpse \(command): listening on \(server.address), \(schemes)"
        + (command == "serve" ? "; Ctrl-C stops" : ""),
      fields: [("address", server.address)])
    if !["127.0.0.1", "::1", "localhost", "[::1]"].contains(host) && !host.hasPrefix("127.") {
      log.note(
        "warning",
        "warning: \(host) is beyond loopback; anyone who reaches it can push (there is no signature check)"
      )
    }
    if let identity, let fingerprint = server.fingerprint {
      let origin =
        identity.kept
        ? (identity.identity.isNew
          ? " (made now, kept for the next runs)" : " (kept from an earlier run)")
        : ""
      log.note(
        "certificate",
        "TLS certificate \(identity.identity.certificate)\(origin), SHA-256 fingerprint \(fingerprint)",
        fields: [("certificate", identity.identity.certificate), ("fingerprint", fingerprint)])
    }
    for ((activity, token), (_, start)) in zip(service.tokens, service.startTokens) {
      log.note(
        "token", "\(activity): update push token \(token); POST /3/device/\(token)",
        fields: [("activity", activity), ("token", token)])
      log.note(
        "token",
        "\(activity): push-to-start token \(start) (a start there starts another \(activity))",
        fields: [("activity", activity), ("pushToStartToken", start)])
    }
    for (activity, start) in service.typeStartTokens {
      log.note(
        "token",
        "\(activity): the app's push-to-start token \(start) (Activity.pushToStartToken of its "
          + "attributes type; a start there starts another \(activity))",
        fields: [("activity", activity), ("typePushToStartToken", start)])
    }
  }

  /// The certificate and key: `--cert` and `--key`, or the kept self-signed ones (made on
  /// first run); nil with `--no-tls`.
  static func tlsIdentity(
    _ parsed: ArgumentParser.Result, environment: [String: String], command: String = "serve"
  ) throws -> (identity: TLSIdentity, kept: Bool)? {
    let certificate = parsed.value("cert")
    let key = parsed.value("key")
    if parsed.has("no-tls") {
      guard certificate == nil, key == nil else {
        throw CLIError.usage("\(command): --no-tls takes no --cert or --key", command: command)
      }
      return nil
    }
    switch (certificate, key) {
    case (let certificate?, let key?):
      for file in [certificate, key] where !FileManager.default.isReadableFile(atPath: file) {
        throw CLIError.failure("\(command): \(file): cannot be read")
      }
      return (TLSIdentity(certificate: certificate, key: key), false)
    case (nil, nil):
      guard let directory = TLSIdentity.directory(environment: environment) else {
        throw CLIError.failure(
          "\(command): no place to keep the certificate: set HOME or XDG_CONFIG_HOME, or give --cert and --key"
        )
      }
      do {
        return (try TLSIdentity.selfSigned(in: directory), true)
      } catch {
        throw CLIError.failure("\(command): \(error.description)")
      }
    default:
      throw CLIError.usage(
        "\(command): --cert and --key go together (a PEM certificate and its private key)",
        command: command)
    }
  }

  /// The `--channel` IDs, each a channel ID as APNs makes them (base64).
  static func channelOptions(_ parsed: ArgumentParser.Result, command: String) throws -> [String] {
    let channels = parsed.all("channel")
    for channel in channels where !PushCheck.isChannelID(channel) {
      throw CLIError.usage(
        "\(command): --channel expects a channel ID (base64, as APNs makes them: "
          + "dHN0LXNyY2gtY2hubA==), found '\(channel.prefix(80))'", command: command)
    }
    return channels
  }

  /// Subscribes every activity the app started to each of `channels` (`--channel`).
  static func subscribe(_ service: PushService, to channels: [String]) {
    let started = service.tokens.map(\.token)
    for channel in channels {
      for token in started { service.subscribe(token, to: channel) }
    }
  }

  /// `ADDR:PORT` (`127.0.0.1:2197`, `[::1]:2197`, `localhost:0`).
  static func listenAddress(_ text: String, command: String = "serve") throws -> (
    host: String, port: UInt16
  ) {
    let usage = CLIError.usage(
      "\(command): --listen expects ADDR:PORT (127.0.0.1:2197, [::1]:2197), found '\(text)'",
      command: command)
    guard let colon = text.lastIndex(of: ":") else { throw usage }
    var host = String(text[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard !host.isEmpty, let port = UInt16(text[text.index(after: colon)...]) else { throw usage }
    return (host, port)
  }

  /// A count option: a whole number from 1.
  private static func count(_ parsed: ArgumentParser.Result, _ name: String, default value: Int)
    throws -> Int
  {
    guard let text = parsed.value(name) else { return value }
    guard let number = Int(text), (1...1_000_000).contains(number) else {
      throw CLIError.usage(
        "serve: --\(name) expects a whole number from 1 to 1000000, found '\(text)'",
        command: "serve")
    }
    return number
  }

  private static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    case SIGHUP: return "SIGHUP"
    default: return "signal \(signal)"
    }
  }
}

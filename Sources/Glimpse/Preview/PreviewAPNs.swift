import Foundation
import GlimpseAPNs
import GlimpseActivity
import GlimpseLayout

/// `glimpse preview --apns`: `glimpse serve`'s server (``H2Server``, ``PushService``) made
/// for the preview, with its log routed into the preview (``APNsLink``) and the
/// preview's activities served, each with its update token.
@MainActor
struct PreviewAPNs {
  let server: H2Server
  let link: APNsLink

  /// The options `--apns` takes.
  static let options: [ArgumentParser.Option] =
    [
      .flag(
        "apns",
        "stand in for APNs as glimpse serve does (see glimpse serve --help): the preview "
          + "updates as pushes arrive, shows each activity's update token and the server's "
          + "log; t writes the token of the activity in view to --token-file")
    ] + ServerOptions.shared.map { $0.summarized("with --apns: " + ($0.summary ?? "")) } + [
      .value(
        "token-file", "FILE",
        "with --apns: where t writes the token (default $TMPDIR/glimpse-push-token, else "
          + "/tmp/glimpse-push-token)")
    ]

  /// The server for `parsed`, listening, when `--apns` is given; nil otherwise (and an
  /// error for an option of the server given without it).
  static func start(
    _ parsed: ArgumentParser.Result, session: PreviewSession, environment: [String: String]
  ) throws -> PreviewAPNs? {
    guard parsed.has("apns") else {
      for name in options.map(\.name)
      where name != "apns" && (parsed.has(name) || parsed.value(name) != nil) {
        throw CLIError.usage("preview: --\(name) goes with --apns", command: "preview")
      }
      return nil
    }
    let (host, port) = try ServeCommand.listenAddress(
      parsed.value("listen") ?? ServerOptions.defaultAddress, command: "preview")
    let channels = try ServeCommand.channelOptions(parsed, command: "preview")
    let identity = try ServeCommand.tlsIdentity(
      parsed, environment: environment, command: "preview")
    var key: ProviderKey?
    if let file = parsed.value("p8") {
      do {
        key = try ProviderKey(file: file)
      } catch {
        throw CLIError.failure("preview: --p8 \(error.description)")
      }
    }
    let lines = PreviewLogLines()
    let log = PushLog(format: .json) { lines.append($0) }
    let service = PushService(
      previews: session.previews, bundleID: parsed.value("bundle-id"), bounds: ServerBounds(),
      log: log, key: key)
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let link = APNsLink(
      service: service, lines: lines,
      tokenFile: parsed.value("token-file") ?? temporary + "/glimpse-push-token")
    let server: H2Server
    do {
      server = try H2Server(
        host: host, port: port, identity: identity?.identity, bounds: ServerBounds(), log: log,
        library: environment["GLIMPSE_NGHTTP2_LIBRARY"] ?? H2Server.nghttp2Library,
        handler: link.handle)
    } catch {
      throw CLIError.failure("preview: \(error.description)")
    }
    link.address = server.address
    ServeCommand.announce(
      server: server, service: service, identity: identity, log: log, host: host,
      command: "preview --apns")
    // The activity in view subscribes, as its app would; the others do not.
    if let token = link.token(of: session.preview.name) {
      for channel in channels { service.subscribe(token, to: channel) }
    }
    session.apns = link
    // Activities the program's code requested before the preview began join it now.
    service.adoptRequestedActivities()
    return PreviewAPNs(server: server, link: link)
  }

  /// The lines printed after the preview closes: the pushes and the time from request to
  /// frame.
  var summary: [String] {
    let counts = link.service.counts
    var lines = [
      "preview --apns: \(link.service.total) pushes, \(counts[.applied] ?? 0) applied, "
        + "\(counts[.dropped] ?? 0) dropped by the device, \(counts[.refused] ?? 0) refused"
    ]
    if let latency = link.latencySummary { lines.append("preview --apns: " + latency) }
    return lines
  }
}

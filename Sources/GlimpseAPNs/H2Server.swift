import CGlimpseSignals
import CNghttp2
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/2 server on one address, for the APNs provider API: cleartext HTTP/2 with prior
/// knowledge (h2c) and TLS with ALPN h2 on the same port, told apart by the client's first
/// byte. One thread polls every socket; each complete request is handed to ``handler``,
/// whose reply is sent back. It runs until SIGINT, SIGTERM or SIGHUP.
@MainActor
public final class H2Server {
  /// The address it listens on, as `127.0.0.1:2197` (the port chosen, for port 0).
  public let address: String
  /// The certificate's SHA-256 fingerprint, when TLS is served.
  public var fingerprint: String? { tls?.fingerprint }
  let api: UnsafePointer<glimpse_nghttp2_api>
  let tls: TLSContext?
  let bounds: ServerBounds
  let log: PushLog
  let handler: (PushRequest) -> APNsReply
  let callbacks: OpaquePointer
  private let listener: Int32
  private var connections: [Int32: H2Connection] = [:]
  /// When the connection bound was last logged, and how many were refused since.
  private var connectionBoundLogged: (time: Date, refused: Int)?
  /// How many connections were accepted in all.
  public private(set) var connectionCount = 0
  /// Called after each turn of ``run()`` (at least once a second): `serve` adopts the
  /// activities app code requested meanwhile.
  public var onTurn: (() -> Void)?

  /// The library file loaded when none is named: Debian's libnghttp2-14.
  public static let nghttp2Library = "libnghttp2.so.14"

  /// A server on `host`:`port` (TLS with `identity` when given), that answers each
  /// request with `handler`. `library` is the nghttp2 library to load.
  public init(
    host: String, port: UInt16, identity: TLSIdentity?, bounds: ServerBounds, log: PushLog,
    library: String = H2Server.nghttp2Library, handler: @escaping (PushRequest) -> APNsReply
  ) throws(ServerError) {
    var problem = [CChar](repeating: 0, count: 512)
    guard let api = glimpse_nghttp2_load_from(library, &problem, problem.count) else {
      let why = String(
        decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw ServerError(
        "glimpse serve needs nghttp2 at run time: install the package libnghttp2-14 (\(why))")
    }
    self.api = api
    do {
      tls = try identity.map { identity throws(TLSError) in try TLSContext(identity) }
    } catch {
      throw ServerError("TLS: \(error.description)")
    }
    self.bounds = bounds
    self.log = log
    self.handler = handler
    var callbacks: OpaquePointer?
    guard api.pointee.session_callbacks_new(&callbacks) == 0, let callbacks else {
      throw ServerError("nghttp2: out of memory")
    }
    self.callbacks = callbacks
    api.pointee.set_on_begin_headers_callback(callbacks, onBeginHeaders)
    api.pointee.set_on_header_callback(callbacks, onHeader)
    api.pointee.set_on_frame_recv_callback(callbacks, onFrameReceived)
    api.pointee.set_on_frame_send_callback(callbacks, onFrameSent)
    api.pointee.set_on_data_chunk_recv_callback(callbacks, onData)
    api.pointee.set_on_stream_close_callback(callbacks, onStreamClose)
    do {
      (listener, address) = try Self.listen(host: host, port: port)
    } catch {
      api.pointee.session_callbacks_del(callbacks)
      throw error
    }
  }

  /// A bound, listening, non-blocking socket and its address.
  private static func listen(host: String, port: UInt16) throws(ServerError) -> (Int32, String) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw ServerError(
        "--listen: cannot resolve '\(host)' (\(String(cString: gai_strerror(status))))")
    }
    defer { freeaddrinfo(found) }
    var reason = "no address"
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let info = entry {
      entry = info.pointee.ai_next
      let socket = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, 0)
      guard socket >= 0 else { continue }
      var one: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
      guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0,
        Glibc.listen(socket, 256) == 0
      else {
        reason = String(cString: strerror(errno))
        Glibc.close(socket)
        continue
      }
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
      _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
      var storage = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      _ = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
      }
      return (socket, describe(storage))
    }
    throw ServerError("--listen: cannot listen on \(host):\(port) (\(reason))")
  }

  /// `127.0.0.1:2197` or `[::1]:2197`.
  static func describe(_ storage: sockaddr_storage) -> String {
    var storage = storage
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
    let length = socklen_t(
      storage.ss_family == sa_family_t(AF_INET6)
        ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    let status = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getnameinfo(
          $0, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
          NI_NUMERICHOST | NI_NUMERICSERV)
      }
    }
    guard status == 0 else { return "?" }
    let hostText = String(
      decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let serviceText = String(
      decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (hostText.contains(":") ? "[\(hostText)]" : hostText) + ":" + serviceText
  }

  /// Serves until SIGINT, SIGTERM or SIGHUP; returns the signal.
  public func run() -> Int32 {
    // A parent may have started it with these blocked (they would never arrive).
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, signal) }
    pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    _ = glimpse_interrupts_install()
    defer { glimpse_interrupts_release() }
    var wake: [Int32] = [-1, -1]
    _ = pipe(&wake)
    for end in wake { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    glimpse_interrupts_wake(wake[1])
    defer {
      glimpse_interrupts_wake(-1)
      Glibc.close(wake[0])
      Glibc.close(wake[1])
    }
    var signal: Int32 = 0
    while signal == 0 {
      let ready = serveTurn(milliseconds: 1000, watching: [wake[0]])
      onTurn?()
      signal = glimpse_interrupt_take()
      guard signal == 0 else { break }
      if ready.contains(wake[0]) {
        var drain = [UInt8](repeating: 0, count: 64)
        while Glibc.read(wake[0], &drain, drain.count) > 0 {}
      }
    }
    stop()
    return signal
  }

  /// One turn of the server, for a program that has a loop of its own (`glimpse preview
  /// --apns`): waits at most `milliseconds` for a socket of the server or one of
  /// `watching` to be ready, serves what is ready (each complete request goes to the
  /// handler now), and returns those of `watching` that are ready. A signal ends the wait
  /// early (the caller's handler sees it).
  public func serveTurn(milliseconds: Int32, watching: [Int32] = []) -> Set<Int32> {
    var descriptors = watching.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
    let first = descriptors.count
    let open = Array(connections.values)
    for connection in open {
      descriptors.append(pollfd(fd: connection.socket, events: connection.pollEvents, revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    guard ready >= 0 else { return [] }
    var watched: Set<Int32> = []
    for entry in descriptors.prefix(watching.count) where entry.revents != 0 {
      watched.insert(entry.fd)
    }
    if descriptors[first - 1].revents & Int16(POLLIN) != 0 { accept() }
    for (index, connection) in open.enumerated() {
      let events = descriptors[index + first].revents
      guard events != 0 else { continue }
      let failed = events & Int16(POLLERR | POLLNVAL) != 0
      if failed {
        connection.close()
      } else {
        connection.service(
          readable: events & Int16(POLLIN | POLLHUP) != 0,
          writable: events & Int16(POLLOUT) != 0)
      }
    }
    expireHandshakes()
    for connection in open where connection.phase == .closed {
      connections[connection.socket] = nil
    }
    return watched
  }

  /// Says GOAWAY to every open connection and closes it (the listener stays open until
  /// the server is released).
  public func stop() {
    for connection in connections.values {
      connection.goAway()
      connection.close()
    }
    connections.removeAll()
  }

  /// Accepts what waits (a bounded number per turn), past the connection bound closing at
  /// once.
  private func accept() {
    for _ in 0..<64 {
      var storage = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      let socket = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.accept(listener, $0, &length)
        }
      }
      guard socket >= 0 else { return }
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
      _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
      let peer = Self.describe(storage)
      guard connections.count < bounds.connections else {
        Glibc.close(socket)
        let now = Date()
        if let logged = connectionBoundLogged, now.timeIntervalSince(logged.time) < 1 {
          connectionBoundLogged?.refused += 1
        } else {
          let more =
            connectionBoundLogged.map { $0.refused > 0 ? " (and \($0.refused) before)" : "" } ?? ""
          log.note(
            "bound",
            "bound hit: \(bounds.connections) connections open (--max-connections); closed the one from \(peer)\(more)",
            at: now)
          connectionBoundLogged = (now, 0)
        }
        continue
      }
      var one: Int32 = 1
      setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      connections[socket] = H2Connection(socket: socket, peer: peer, server: self)
      connectionCount += 1
    }
  }

  /// Closes the connections that have not begun HTTP/2 within the bound, and those idle
  /// past theirs.
  private func expireHandshakes() {
    let now = Date()
    for connection in connections.values where connection.phase == .open {
      let idle = now.timeIntervalSince(connection.lastReceived)
      guard idle > bounds.idleSeconds else { continue }
      log.note(
        "bound",
        "bound hit: \(connection.peer) sent nothing for \(PushLog.number(bounds.idleSeconds)) s (--idle-timeout); closed (GOAWAY)"
      )
      connection.goAway()
      connection.close()
    }
    // A connection answered and lingering for its client's end is closed at the same
    // bound, without a line: its answer was logged when it was given.
    for connection in connections.values where connection.phase == .lingering {
      if now.timeIntervalSince(connection.opened) > bounds.handshakeSeconds { connection.close() }
    }
    for connection in connections.values
    where connection.phase == .sniffing || connection.phase == .handshaking {
      guard now.timeIntervalSince(connection.opened) > bounds.handshakeSeconds else { continue }
      log.note(
        "bound",
        "bound hit: \(connection.peer) did not begin HTTP/2 within \(Int(bounds.handshakeSeconds)) s; closed"
      )
      connection.close()
    }
  }

  /// An HTTP/2 error code's name.
  nonisolated static func errorName(_ code: UInt32) -> String {
    let names = [
      1: "PROTOCOL_ERROR", 2: "INTERNAL_ERROR", 3: "FLOW_CONTROL_ERROR", 4: "SETTINGS_TIMEOUT",
      5: "STREAM_CLOSED", 6: "FRAME_SIZE_ERROR", 7: "REFUSED_STREAM", 8: "CANCEL",
      9: "COMPRESSION_ERROR", 10: "CONNECT_ERROR", 11: "ENHANCE_YOUR_CALM",
      12: "INADEQUATE_SECURITY", 13: "HTTP_1_1_REQUIRED",
    ]
    return names[Int(code)] ?? "error \(code)"
  }

  /// The connection a callback is for.
  nonisolated static func connection(_ user: UnsafeMutableRawPointer?) -> H2Connection? {
    user.map { Unmanaged<H2Connection>.fromOpaque($0).takeUnretainedValue() }
  }

  isolated deinit {
    api.pointee.session_callbacks_del(callbacks)
    Glibc.close(listener)
  }
}

/// A server that cannot start: one line.
public struct ServerError: Error, Equatable, CustomStringConvertible {
  /// Why.
  public var description: String

  init(_ description: String) { self.description = description }
}

// MARK: nghttp2's callbacks, which run on the server's thread, inside `session_mem_recv`

private func onBeginHeaders(
  _ session: OpaquePointer?, _ frame: UnsafePointer<glimpse_h2_frame>?,
  _ user: UnsafeMutableRawPointer?
) -> Int32 {
  guard let frame, frame.pointee.hd.type == UInt8(GLIMPSE_H2_HEADERS) else { return 0 }
  let id = frame.pointee.hd.stream_id
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  MainActor.assumeIsolated { H2Server.connection(user)?.beginHeaders(stream: id) }
  return 0
}

private func onHeader(
  _ session: OpaquePointer?, _ frame: UnsafePointer<glimpse_h2_frame>?,
  _ name: UnsafePointer<UInt8>?, _ nameLength: Int, _ value: UnsafePointer<UInt8>?,
  _ valueLength: Int, _ flags: UInt8, _ user: UnsafeMutableRawPointer?
) -> Int32 {
  guard let frame, frame.pointee.hd.type == UInt8(GLIMPSE_H2_HEADERS), let name, let value else {
    return 0
  }
  let id = frame.pointee.hd.stream_id
  let nameText = String(
    decoding: UnsafeBufferPointer(start: name, count: nameLength), as: UTF8.self)
  let valueText = String(
    decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self)
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  MainActor.assumeIsolated {
    H2Server.connection(user)?.header(stream: id, name: nameText, value: valueText)
  }
  return 0
}

private func onFrameReceived(
  _ session: OpaquePointer?, _ frame: UnsafePointer<glimpse_h2_frame>?,
  _ user: UnsafeMutableRawPointer?
) -> Int32 {
  guard let frame else { return 0 }
  let header = frame.pointee.hd
  guard header.type == UInt8(GLIMPSE_H2_DATA) || header.type == UInt8(GLIMPSE_H2_HEADERS),
    header.flags & UInt8(GLIMPSE_H2_FLAG_END_STREAM) != 0
  else { return 0 }
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  MainActor.assumeIsolated { H2Server.connection(user)?.requestEnded(stream: header.stream_id) }
  return 0
}

/// A frame sent: a stream refused (nghttp2 refuses those past
/// SETTINGS_MAX_CONCURRENT_STREAMS itself) or a GOAWAY for an error of the client's, each
/// a log line.
private func onFrameSent(
  _ session: OpaquePointer?, _ frame: UnsafePointer<glimpse_h2_frame>?,
  _ user: UnsafeMutableRawPointer?
) -> Int32 {
  guard let frame else { return 0 }
  let raw = UnsafeRawPointer(frame)
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  switch frame.pointee.hd.type {
  case UInt8(GLIMPSE_H2_RST_STREAM):
    let code = raw.assumingMemoryBound(to: glimpse_h2_rst_stream.self).pointee.error_code
    guard code == UInt32(GLIMPSE_H2_REFUSED_STREAM) else { return 0 }
    MainActor.assumeIsolated { H2Server.connection(user)?.refusedStream() }
  case UInt8(GLIMPSE_H2_GOAWAY):
    let code = raw.assumingMemoryBound(to: glimpse_h2_goaway.self).pointee.error_code
    guard code != UInt32(GLIMPSE_H2_NO_ERROR) else { return 0 }
    MainActor.assumeIsolated {
      H2Server.connection(user)?.noteMalformed("GOAWAY \(H2Server.errorName(code))")
    }
  default: break
  }
  return 0
}

private func onData(
  _ session: OpaquePointer?, _ flags: UInt8, _ streamID: Int32, _ data: UnsafePointer<UInt8>?,
  _ length: Int, _ user: UnsafeMutableRawPointer?
) -> Int32 {
  guard let data else { return 0 }
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let bytes = UnsafeBufferPointer(start: data, count: length)
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  MainActor.assumeIsolated { H2Server.connection(user)?.data(stream: streamID, bytes: bytes) }
  return 0
}

private func onStreamClose(
  _ session: OpaquePointer?, _ streamID: Int32, _ errorCode: UInt32,
  _ user: UnsafeMutableRawPointer?
) -> Int32 {
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let user = user
  MainActor.assumeIsolated { H2Server.connection(user)?.streamClosed(streamID) }
  return 0
}

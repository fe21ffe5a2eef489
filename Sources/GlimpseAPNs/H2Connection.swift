import CNghttp2
import COpenSSL
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One client connection: its socket, TLS when the client begins with a TLS handshake
/// (cleartext HTTP/2 with prior knowledge otherwise), and its nghttp2 server session.
/// Bytes read are fed to nghttp2, which calls back with headers and bodies; answers are
/// submitted to it and the frames it makes are written out.
@MainActor
final class H2Connection {
  enum Phase {
    /// Waiting for the first byte, which says TLS (0x16) or HTTP/2's preface.
    case sniffing
    /// In the TLS handshake.
    case handshaking
    /// Speaking HTTP/2.
    case open
    /// Answered and shut for writing (an HTTP/1 request's 505): reading and dropping what
    /// the client still sends until it closes, so that the answer is not lost. Closing a
    /// socket with bytes unread makes the kernel reset the connection, and the client may
    /// then lose the answer before it reads it.
    case lingering
    /// Done: to be closed.
    case closed
  }

  let socket: Int32
  let peer: String
  let opened: Date
  /// When the client last sent a byte.
  var lastReceived = Date()
  let server: H2Server
  var phase = Phase.sniffing
  var ssl: OpaquePointer?
  var session: OpaquePointer?
  var streams: [Int32: H2Stream] = [:]
  /// Bytes made by nghttp2 and not yet written.
  var outbox: [UInt8] = []
  var outboxOffset = 0
  /// Whether the stream bound was logged for this connection, and how many streams were
  /// refused.
  var loggedStreamBound = false
  var refusedStreams = 0
  /// Whether a malformed frame was logged for this connection.
  var loggedMalformed = false
  /// Whether the TLS handshake wants the socket writable.
  var handshakeWantsWrite = false

  init(socket: Int32, peer: String, server: H2Server) {
    self.socket = socket
    self.peer = peer
    self.server = server
    opened = Date()
  }

  var api: glimpse_nghttp2_api { server.api.pointee }

  /// Whether anything waits to be written.
  var hasOutput: Bool { outboxOffset < outbox.count }

  /// The events to poll for.
  var pollEvents: Int16 {
    var events: Int16 = 0
    if phase == .handshaking && handshakeWantsWrite {
      events |= Int16(POLLOUT)
    } else if outbox.count - outboxOffset < server.bounds.queuedBytes {
      events |= Int16(POLLIN)
    }
    if hasOutput { events |= Int16(POLLOUT) }
    return events
  }

  // MARK: Events

  /// The socket is readable or writable: move the connection on.
  func service(readable: Bool, writable: Bool) {
    if writable, hasOutput { flush() }
    switch phase {
    case .sniffing: sniff()
    case .handshaking: handshake()
    case .open: if readable { receive() }
    case .lingering: if readable { drain() }
    case .closed: break
    }
    if phase == .open { send() }
  }

  /// The first bytes: a TLS record (handshake, 0x16), HTTP/2's preface (`PRI `), or
  /// HTTP/1 (answered 505 in plain words, as it cannot be HTTP/2).
  private func sniff() {
    var bytes = [UInt8](repeating: 0, count: 4)
    let count = recv(socket, &bytes, 4, Int32(MSG_PEEK))
    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
    guard count > 0 else { return close() }
    let preface = Array("PRI ".utf8)
    if bytes[0] == 0x16 {
      guard let tls = server.tls else {
        server.log.note(
          "connection",
          "closed \(peer): a TLS handshake, and this server speaks only h2c (--no-tls)"
        )
        return close()
      }
      guard let ssl = SSL_new(tls.context) else { return close() }
      self.ssl = ssl
      SSL_set_fd(ssl, socket)
      SSL_set_accept_state(ssl)
      phase = .handshaking
      handshake()
    } else if bytes[..<count].elementsEqual(preface[..<count]) {
      // The preface so far: wait for the rest (bounded by the handshake time).
      guard count == 4 else { return }
      startSession()
      if phase == .open { receive() }
    } else if (0x41...0x5A).contains(bytes[0]) {
      let text =
        "HTTP/1.1 505 HTTP Version Not Supported\r\nconnection: close\r\ncontent-type: text/plain\r\n"
        + "content-length: 72\r\n\r\nglimpse serve speaks HTTP/2 only, as APNs does: h2c or TLS with ALPN h2\n"
      _ = Array(text.utf8).withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      server.log.note(
        "connection", "closed \(peer): an HTTP/1 request (answered 505); APNs speaks only HTTP/2")
      shutdown(socket, Int32(SHUT_WR))
      phase = .lingering
      drain()
    } else {
      // Not HTTP/2: nghttp2 says so (a GOAWAY) and the connection ends.
      startSession()
      if phase == .open { receive() }
    }
  }

  private func handshake() {
    guard let ssl else { return close() }
    ERR_clear_error()
    let result = SSL_do_handshake(ssl)
    if result == 1 {
      var protocolName: UnsafePointer<UInt8>?
      var length: UInt32 = 0
      SSL_get0_alpn_selected(ssl, &protocolName, &length)
      guard length == 2, let protocolName, protocolName[0] == UInt8(ascii: "h"),
        protocolName[1] == UInt8(ascii: "2")
      else {
        server.log.note(
          "connection",
          "closed \(peer): the TLS client did not offer HTTP/2 (ALPN h2); APNs speaks only HTTP/2")
        return close()
      }
      startSession()
      if phase == .open { receive() }
      return
    }
    switch SSL_get_error(ssl, result) {
    case SSL_ERROR_WANT_READ: handshakeWantsWrite = false
    case SSL_ERROR_WANT_WRITE: handshakeWantsWrite = true
    default:
      server.log.note(
        "connection",
        "closed \(peer): TLS handshake failed (\(TLSError.lastOpenSSLError() ?? "the connection ended"))"
      )
      close()
    }
  }

  /// The nghttp2 session, with the server's settings.
  private func startSession() {
    var session: OpaquePointer?
    let user = Unmanaged.passUnretained(self).toOpaque()
    guard api.session_server_new(&session, server.callbacks, user) == 0, let session else {
      return close()
    }
    self.session = session
    let settings = [
      glimpse_h2_settings_entry(
        settings_id: Int32(GLIMPSE_H2_SETTINGS_MAX_CONCURRENT_STREAMS),
        value: UInt32(server.bounds.streamsPerConnection)),
      glimpse_h2_settings_entry(
        settings_id: Int32(GLIMPSE_H2_SETTINGS_MAX_HEADER_LIST_SIZE),
        value: UInt32(server.bounds.headerBytes)),
    ]
    _ = api.submit_settings(session, 0, settings, settings.count)
    phase = .open
  }

  /// Reads what the socket has (a bounded amount per turn) and feeds it to nghttp2.
  private func receive() {
    guard let session else { return }
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    for _ in 0..<16 {
      guard phase == .open, outbox.count - outboxOffset < server.bounds.queuedBytes else { return }
      let count = read(into: &buffer)
      if count == -1 { return }
      guard count > 0 else { return close() }
      lastReceived = Date()
      let used = buffer.withUnsafeBufferPointer {
        api.session_mem_recv(session, $0.baseAddress, count)
      }
      guard used >= 0 else {
        noteMalformed(api.strerror(Int32(used)).map { String(cString: $0) } ?? "error \(used)")
        send()
        return close()
      }
      send()
    }
  }

  /// Up to `buffer.count` bytes from the socket: their count, 0 at the end, -1 for none yet.
  private func read(into buffer: inout [UInt8]) -> Int {
    let capacity = buffer.count
    if let ssl {
      ERR_clear_error()
      let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32(capacity)) }
      if count > 0 { return Int(count) }
      switch SSL_get_error(ssl, count) {
      case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return -1
      default: return 0
      }
    }
    let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, capacity, 0) }
    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return -1 }
    return max(0, count)
  }

  /// Takes the frames nghttp2 has to send into the outbox (up to the bound), and writes.
  func send() {
    guard let session else { return }
    while outbox.count - outboxOffset < server.bounds.queuedBytes {
      var data: UnsafePointer<UInt8>?
      let count = api.session_mem_send(session, &data)
      guard count >= 0 else { return close() }
      guard count > 0, let data else { break }
      outbox.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
    }
    flush()
    if phase == .open, !hasOutput, api.session_want_read(session) == 0,
      api.session_want_write(session) == 0
    {
      close()
    }
  }

  /// Writes the outbox until the socket would block.
  private func flush() {
    while hasOutput, phase != .closed {
      let remaining = outbox.count - outboxOffset
      var written: Int
      if let ssl {
        ERR_clear_error()
        let result = outbox.withUnsafeBytes {
          SSL_write(ssl, $0.baseAddress! + outboxOffset, Int32(min(remaining, 1 << 30)))
        }
        if result <= 0 {
          let error = SSL_get_error(ssl, result)
          if error == SSL_ERROR_WANT_WRITE || error == SSL_ERROR_WANT_READ { return }
          return close()
        }
        written = Int(result)
      } else {
        written = outbox.withUnsafeBytes {
          Glibc.send(socket, $0.baseAddress! + outboxOffset, remaining, Int32(MSG_NOSIGNAL))
        }
        if written < 0 {
          if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
          return close()
        }
      }
      outboxOffset += written
    }
    if outboxOffset == outbox.count {
      outbox.removeAll(keepingCapacity: outbox.capacity <= 64 * 1024)
      outboxOffset = 0
    }
  }

  /// Reads and drops what the client sends after its answer; closes at its end (or on an
  /// error). The server closes a connection lingering past the handshake bound.
  private func drain() {
    var sink = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = recv(socket, &sink, sink.count, Int32(MSG_DONTWAIT))
      if count > 0 { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
      return close()
    }
  }

  /// Ends the connection (its streams unanswered).
  func close() {
    guard phase != .closed else { return }
    phase = .closed
    if let session { api.session_del(session) }
    session = nil
    if let ssl {
      SSL_shutdown(ssl)
      SSL_free(ssl)
    }
    ssl = nil
    streams.removeAll()
    Glibc.close(socket)
  }

  /// Sends GOAWAY and what is queued, for a server that stops.
  func goAway() {
    guard let session, phase == .open else { return }
    _ = api.session_terminate_session(session, UInt32(GLIMPSE_H2_NO_ERROR))
    send()
  }

  // MARK: From nghttp2's callbacks

  func beginHeaders(stream id: Int32) {
    guard streams.count < server.bounds.streamsPerConnection else {
      if let session {
        _ = api.submit_rst_stream(session, 0, id, UInt32(GLIMPSE_H2_REFUSED_STREAM))
      }
      return
    }
    streams[id] = H2Stream()
  }

  /// The client broke HTTP/2 and the connection ends: said once.
  func noteMalformed(_ why: String) {
    guard !loggedMalformed else { return }
    loggedMalformed = true
    server.log.note("connection", "closed \(peer): malformed HTTP/2 (\(why))")
  }

  /// A stream past the bound was refused: said once a connection.
  func refusedStream() {
    refusedStreams += 1
    guard !loggedStreamBound else { return }
    loggedStreamBound = true
    server.log.note(
      "bound",
      "bound hit: \(peer) opened more than \(server.bounds.streamsPerConnection) streams at once "
        + "(--max-streams); refusing the extra ones (RST_STREAM REFUSED_STREAM)")
  }

  func header(stream id: Int32, name: String, value: String) {
    guard let stream = streams[id], !stream.isAnswered else { return }
    stream.headerBytes += name.utf8.count + value.utf8.count + 32
    guard stream.headerBytes <= server.bounds.headerBytes else { return }
    switch name {
    case ":method": stream.method = value
    case ":path": stream.path = value
    case _ where name.hasPrefix(":"): break
    default: stream.headers.append((name, value))
    }
  }

  func data(stream id: Int32, bytes: UnsafeBufferPointer<UInt8>) {
    guard let stream = streams[id], !stream.isAnswered else { return }
    stream.bodySize += bytes.count
    let room = PushCheck.largestReadBody + 1 - stream.body.count
    if room > 0 { stream.body.append(contentsOf: bytes.prefix(room)) }
    if stream.bodySize > PushCheck.largestReadBody {
      // Answered now (413), so that the client stops sending a body it cannot send.
      server.log.note(
        "bound",
        "bound hit: \(peer) sent a body past \(PushCheck.largestReadBody) bytes; answering at once and reading no more of it"
      )
      answer(id, stream)
    }
  }

  func requestEnded(stream id: Int32) {
    guard let stream = streams[id], !stream.isAnswered else { return }
    stream.isComplete = true
    answer(id, stream)
  }

  func streamClosed(_ id: Int32) {
    streams[id] = nil
  }

  /// Answers a request with what the server's handler says.
  private func answer(_ id: Int32, _ stream: H2Stream) {
    guard let session else { return }
    stream.isAnswered = true
    if stream.headerBytes > server.bounds.headerBytes {
      server.log.note(
        "bound",
        "bound hit: \(peer) sent \(stream.headerBytes) bytes of headers (at most \(server.bounds.headerBytes)); stream reset"
      )
      _ = api.submit_rst_stream(session, 0, id, UInt32(GLIMPSE_H2_ENHANCE_YOUR_CALM))
      return
    }
    let reply = server.handler(stream.request)
    stream.body = []
    stream.answer = reply.body
    var fields: [(String, String)] = [(":status", String(reply.status))]
    fields += reply.headers.map { ($0.name, $0.value) }
    var storage: [UnsafeMutablePointer<UInt8>] = []
    defer { for pointer in storage { pointer.deallocate() } }
    func copy(_ text: String) -> (UnsafeMutablePointer<UInt8>, Int) {
      let bytes = Array(text.utf8)
      let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
      pointer.initialize(from: bytes, count: bytes.count)
      storage.append(pointer)
      return (pointer, bytes.count)
    }
    let fieldsC = fields.map { name, value in
      let (namePointer, nameLength) = copy(name)
      let (valuePointer, valueLength) = copy(value)
      return glimpse_h2_nv(
        name: namePointer, value: valuePointer, namelen: nameLength, valuelen: valueLength,
        flags: 0)
    }
    if reply.body.isEmpty {
      _ = api.submit_response(session, id, fieldsC, fieldsC.count, nil)
    } else {
      var provider = glimpse_h2_data_provider(
        source: glimpse_h2_data_source(ptr: nil), read_callback: readAnswer)
      _ = api.submit_response(session, id, fieldsC, fieldsC.count, &provider)
    }
  }

  /// Copies the next bytes of stream `id`'s answer into `buffer`: their count.
  func answerBytes(stream id: Int32, into buffer: UnsafeMutablePointer<UInt8>, capacity: Int)
    -> (count: Int, isLast: Bool)
  {
    guard let stream = streams[id] else { return (0, true) }
    let count = min(capacity, stream.answer.count - stream.answerOffset)
    stream.answer.withUnsafeBufferPointer {
      buffer.update(from: $0.baseAddress! + stream.answerOffset, count: count)
    }
    stream.answerOffset += count
    return (count, stream.answerOffset == stream.answer.count)
  }
}

/// nghttp2 asks for the next bytes of an answer's body.
private func readAnswer(
  _ session: OpaquePointer?, _ streamID: Int32, _ buffer: UnsafeMutablePointer<UInt8>?,
  _ length: Int, _ flags: UnsafeMutablePointer<UInt32>?,
  _ source: UnsafeMutablePointer<glimpse_h2_data_source>?, _ user: UnsafeMutableRawPointer?
) -> Int {
  guard let user0 = user, let buffer0 = buffer, let flags0 = flags else {
    return Int(GLIMPSE_H2_ERR_CALLBACK_FAILURE)
  }
  // nonisolated(unsafe): nghttp2 calls back on the thread driving the session, the
  // main actor's (assumed below); the pointers outlive the call.
  nonisolated(unsafe) let (user, buffer, flags) = (user0, buffer0, flags0)
  return MainActor.assumeIsolated {
    let connection = Unmanaged<H2Connection>.fromOpaque(user).takeUnretainedValue()
    let (count, isLast) = connection.answerBytes(stream: streamID, into: buffer, capacity: length)
    if isLast { flags.pointee |= UInt32(GLIMPSE_H2_DATA_FLAG_EOF) }
    return count
  }
}

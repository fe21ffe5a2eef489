/// The bounds the server keeps, so that a client that misbehaves costs a bounded time and
/// memory and the others keep being served; each one hit is one log line.
public struct ServerBounds: Sendable, Equatable {
  /// Open connections at once: past it a new connection is closed at once.
  public var connections = 64
  /// Concurrent streams per connection (SETTINGS_MAX_CONCURRENT_STREAMS); a stream past
  /// it is refused (RST_STREAM REFUSED_STREAM).
  public var streamsPerConnection = 1000
  /// Pushes per second to one token before `TooManyRequests`; nil, no bound.
  public var pushesPerSecondPerToken: Double?
  /// Seconds a new connection has to finish its TLS handshake (or send its first byte).
  public var handshakeSeconds: Double = 10
  /// Seconds an open connection may go without sending a byte before it is closed
  /// (GOAWAY), as APNs closes idle connections.
  public var idleSeconds: Double = 600
  /// Bytes of headers one request may carry.
  public var headerBytes = 16 * 1024
  /// Bytes the server queues for a connection that does not read its answers, before it
  /// stops reading that connection's requests.
  public var queuedBytes = 1 << 20

  /// The defaults.
  public init() {}
}

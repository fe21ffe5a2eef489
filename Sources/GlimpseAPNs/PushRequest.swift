/// One HTTP/2 request as the server received it: pseudo-headers, headers in order
/// (names lowercase, as HTTP/2 sends them), and the body (its first bytes, when it is past
/// the bound).
public struct PushRequest: Sendable {
  /// `:method`.
  public var method: String
  /// `:path`.
  public var path: String
  /// The other headers, in the order received.
  public var headers: [(name: String, value: String)]
  /// The body, up to the bound the server keeps.
  public var body: [UInt8]
  /// How many bytes the body had in all (so far, when it was answered before its end).
  public var bodySize: Int
  /// Whether the whole body was received (not when it was answered early, past the
  /// bound).
  public var isComplete: Bool

  /// A request.
  public init(
    method: String, path: String, headers: [(name: String, value: String)], body: [UInt8],
    bodySize: Int? = nil, isComplete: Bool = true
  ) {
    self.isComplete = isComplete
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
    self.bodySize = bodySize ?? body.count
  }

  /// The value of the header `name` (the first, when there are several).
  public func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }
}

/// What the server answers one push with, as APNs answers: `:status`, `apns-id` (the
/// request's, or a new UUID), `apns-unique-id` on success (as the development
/// environment adds), and for a refusal the JSON body `{"reason": "..."}`.
public struct APNsReply: Sendable, Equatable {
  /// The HTTP status.
  public var status: Int
  /// The response headers besides `:status`, in order.
  public var headers: [Header]
  /// The body: empty on success.
  public var body: [UInt8]

  /// A response header.
  public struct Header: Sendable, Equatable {
    /// Its name, lowercase.
    public var name: String
    /// Its value.
    public var value: String
  }

  /// 200: the push was accepted.
  public static func accepted(apnsID: String, uniqueID: String) -> APNsReply {
    APNsReply(
      status: 200,
      headers: [
        Header(name: "apns-id", value: apnsID), Header(name: "apns-unique-id", value: uniqueID),
      ],
      body: [])
  }

  /// A refusal with `reason`'s status and body.
  public static func refused(_ reason: APNsReason, apnsID: String) -> APNsReply {
    let body = Array("{\"reason\":\"\(reason.rawValue)\"}".utf8)
    return APNsReply(
      status: reason.status,
      headers: [
        Header(name: "apns-id", value: apnsID),
        Header(name: "content-type", value: "application/json"),
        Header(name: "content-length", value: String(body.count)),
      ],
      body: body)
  }

  /// A refusal of a broadcast or a channel management request: `reason`'s status and body,
  /// with `apns-request-id` where a push has `apns-id`.
  public static func refused(_ reason: APNsReason, requestID: String) -> APNsReply {
    var reply = refused(reason, apnsID: requestID)
    reply.headers[0].name = "apns-request-id"
    return reply
  }

  /// A broadcast or channel management answer: `status`, `apns-request-id`, `headers`,
  /// and a JSON `body` when given.
  public static func channel(
    status: Int, requestID: String, headers: [Header] = [], json body: String? = nil
  ) -> APNsReply {
    var all = [Header(name: "apns-request-id", value: requestID)] + headers
    let bytes = Array((body ?? "").utf8)
    if body != nil {
      all += [
        Header(name: "content-type", value: "application/json"),
        Header(name: "content-length", value: String(bytes.count)),
      ]
    }
    return APNsReply(status: status, headers: all, body: bytes)
  }
}

/// One request stream of a connection, as its frames arrive: headers, then the body up to
/// the bound, then the answer being sent.
final class H2Stream {
  var method = ""
  var path = ""
  var headers: [(name: String, value: String)] = []
  var headerBytes = 0
  var body: [UInt8] = []
  var bodySize = 0
  /// Whether the request's stream ended (its whole body came).
  var isComplete = false
  /// Whether an answer was submitted.
  var isAnswered = false
  /// The answer's body and how much of it was sent.
  var answer: [UInt8] = []
  var answerOffset = 0

  /// The request so far.
  var request: PushRequest {
    PushRequest(
      method: method, path: path, headers: headers, body: body, bodySize: bodySize,
      isComplete: isComplete)
  }
}

import Foundation

/// The push payloads a person names on the command line (`--payloads`, `glimpse validate`):
/// files and directories, read in the order given.
///
/// A file holds one payload (`{"aps": {...}}`), a JSON array of them, or one per line
/// (`.jsonl`, `.ndjson`, or any file whose lines are each a payload). A directory holds
/// `.json` files, one payload each, ordered by their `aps.timestamp` (ties by name), or by
/// name when ``inNameOrder`` (`--in-order`): the order a server sent them in, so that one
/// that arrives out of order can be seen to be dropped.
public struct PayloadFiles: Sendable, Equatable {
  /// The paths, as given; `/dev/stdin` reads standard input.
  public var paths: [String]
  /// Whether a directory's files are taken in name order rather than by timestamp.
  public var inNameOrder: Bool

  /// Payloads from `paths`.
  public init(paths: [String], inNameOrder: Bool = false) {
    self.paths = paths
    self.inNameOrder = inNameOrder
  }
}

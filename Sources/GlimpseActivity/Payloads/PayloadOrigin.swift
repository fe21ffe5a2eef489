/// Where one payload came from, as messages name it: `updates.json[2]` (an element of an
/// array, counted from 0 as a key path counts), `pushes.jsonl:3` (a line, from 1),
/// `payloads/03-late.json` (a file of a directory), or the file alone.
public struct PayloadOrigin: Sendable, Equatable, CustomStringConvertible {
  /// The file's path, as given (a directory's file: the directory's path and its name).
  public var file: String
  /// The element of the file's array, from 0.
  public var index: Int?
  /// The line of a file of one payload per line, from 1.
  public var line: Int?

  /// An origin.
  public init(file: String, index: Int? = nil, line: Int? = nil) {
    self.file = file
    self.index = index
    self.line = line
  }

  public var description: String {
    var text = file == "/dev/stdin" ? "standard input" : file
    if let index { text += "[\(index)]" }
    if let line { text += ":\(line)" }
    return text
  }
}

/// Why a terminal screen could not be opened.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// There is no usable terminal: standard input or output is not a TTY, `TERM` is unset,
  /// or the terminfo database does not know it. The text says which.
  case noTerminal(String)
  /// A file a headless screen needed could not be opened.
  case cannotOpen(path: String, reason: String)

  public var description: String {
    switch self {
    case .noTerminal(let why): "no terminal: \(why)"
    case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
    }
  }
}

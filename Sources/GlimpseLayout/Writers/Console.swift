#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and standard error: the one place the program writes text.
///
/// It takes only ``ConsoleText``, which is either made visible or drawn by the canvas
/// writers; a test keeps every other way of writing (`print`, `FileHandle`, `fputs`) out
/// of the sources.
package enum Console {
  /// Where text goes.
  package enum Stream: Sendable {
    case standardOutput
    case standardError
  }

  /// Writes `text` and a line feed to `stream`, whole (a short write is continued; an
  /// error, such as a closed pipe or a terminal that hung up, drops the rest).
  package static func write(_ text: ConsoleText, to stream: Stream) {
    let descriptor = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    var bytes = text.text + "\n"
    bytes.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

import GlimpseLayout

/// Where `glimpse density` writes, line by line as it goes: standard output (the command
/// line: nothing is held but a small buffer, however large the sweep), or kept to be
/// returned (``Glimpse/execute(_:previews:isTerminal:environment:)``, the tests).
@MainActor
final class DensityOutput {
  /// Whether lines go to standard output as they come.
  let streams: Bool
  private var pending: [String] = []
  private var pendingBytes = 0
  private var kept: [String] = []

  /// Lines flushed to standard output past this many bytes.
  private static let chunk = 64 << 10

  /// An output to standard output (`streams`) or kept.
  init(streams: Bool) {
    self.streams = streams
  }

  /// Writes one line (or several, joined by line feeds), made visible as every line is.
  func line(_ text: String) {
    if text.utf8.contains(0x0A) {
      for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
        line(String(part))
      }
      return
    }
    guard streams else {
      kept.append(text)
      return
    }
    pending.append(text)
    pendingBytes += text.utf8.count + 1
    if pendingBytes >= Self.chunk { flush() }
  }

  /// Writes what is pending.
  func flush() {
    guard streams, !pending.isEmpty else { return }
    Console.write(ConsoleText(lines: pending), to: .standardOutput)
    pending.removeAll(keepingCapacity: true)
    pendingBytes = 0
  }

  /// What was written, when kept (empty when streamed: it is out already).
  var text: ConsoleText {
    flush()
    return streams ? .empty : ConsoleText(lines: kept)
  }
}

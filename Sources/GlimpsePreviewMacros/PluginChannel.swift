import Foundation

/// The compiler's side of a macro plugin's standard input and output: each message is an
/// 8-byte little-endian length followed by that many bytes of JSON.
struct PluginChannel {
  /// The next message, or nil when the compiler has closed the input.
  func receive() -> Data? {
    guard let header = read(count: 8) else { return nil }
    let length = header.enumerated().reduce(UInt64(0)) {
      $0 | UInt64($1.element) << (8 * $1.offset)
    }
    guard length <= UInt64(Int32.max) else { return nil }
    return read(count: Int(length))
  }

  /// Sends `data` as one message.
  func send(_ data: Data) {
    var header = Data(count: 8)
    for index in 0..<8 {
      header[index] = UInt8(truncatingIfNeeded: UInt64(data.count) >> (8 * index))
    }
    write(header + data)
  }

  private func read(count: Int) -> Data? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count < count {
      let wanted = min(buffer.count, count - data.count)
      let got = buffer.withUnsafeMutableBytes {
        Foundation.read(STDIN_FILENO, $0.baseAddress, wanted)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      data.append(contentsOf: buffer[0..<got])
    }
    return data
  }

  private func write(_ data: Data) {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(
          STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

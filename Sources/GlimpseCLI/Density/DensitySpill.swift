import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The record lines of a text report, written to an unnamed temporary file while the sweep
/// runs and read back after the summary that comes before them: the summary needs counts
/// only, and the records of a large sweep are not held.
final class DensitySpill {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// The lines, when no temporary file could be made.
  private var held: [String] = []

  /// A spill file (the lines are held when no temporary file can be made).
  init() {
    let directory =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
        $0.isEmpty ? nil : $0
      } ?? "/tmp"
    var template = Array((directory + "/glimpse-density-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    self.descriptor = descriptor
    guard descriptor >= 0 else { return }
    // Unnamed at once: it goes when closed, or when the process ends however it ends.
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Adds a line.
  func append(_ line: String) {
    guard descriptor >= 0 else {
      held.append(line)
      return
    }
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= 64 << 10 { writeBuffer() }
  }

  private func writeBuffer() {
    var offset = 0
    buffer.withUnsafeBytes { bytes in
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Every line appended, in order, passed to `body` one at a time.
  func forEachLine(_ body: (String) -> Void) {
    guard descriptor >= 0 else {
      held.forEach(body)
      return
    }
    writeBuffer()
    var offset: off_t = 0
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var partial: [UInt8] = []
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      offset += off_t(count)
      var start = 0
      for index in 0..<count where chunk[index] == 0x0A {
        partial.append(contentsOf: chunk[start..<index])
        body(String(decoding: partial, as: UTF8.self))
        partial.removeAll(keepingCapacity: true)
        start = index + 1
      }
      partial.append(contentsOf: chunk[start..<count])
    }
  }
}

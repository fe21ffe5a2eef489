import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file a person names on the command line (a states file, a theme file), read whole
/// but never past a limit, with one reason when it cannot be: missing, not permitted, a
/// directory, too large. Pipes, FIFOs and `/dev/stdin` are read like files.
package enum InputFile {
  /// The bytes of the file at `path`, at most `limit` of them.
  ///
  /// - Parameter kind: What the file is, for the error when it is too large ("a states
  ///   file").
  /// - Throws: ``InputFileError`` naming the file and saying why.
  package static func read(_ path: String, limit: Int, kind: String) throws(InputFileError)
    -> Data
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw InputFileError(file: path, reason: reason(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputFileError(file: path, reason: reason(errno))
    }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR {
      throw InputFileError(file: path, reason: "is a directory, not a file")
    }
    if type == S_IFREG && Int(status.st_size) > limit {
      throw InputFileError(
        file: path, reason: tooLarge(Int(status.st_size), limit: limit, kind: kind))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw InputFileError(file: path, reason: reason(errno))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
      if data.count > limit {
        throw InputFileError(file: path, reason: tooLarge(nil, limit: limit, kind: kind))
      }
    }
    return data
  }

  /// A size in the units people read: `812 bytes`, `64 KB`, `8.5 MB`.
  package static func size(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) bytes" }
    if bytes < 1024 * 1024 { return "\(bytes / 1024) KB" }
    let megabytes = Double(bytes) / (1024 * 1024)
    return megabytes == megabytes.rounded()
      ? "\(Int(megabytes)) MB" : String(format: "%.1f MB", megabytes)
  }

  private static func tooLarge(_ bytes: Int?, limit: Int, kind: String) -> String {
    let found = bytes.map { "is \(size($0))" } ?? "is over \(size(limit))"
    return "\(found); \(kind) may be at most \(size(limit))"
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR: return "a part of the path is not a directory"
    case EISDIR: return "is a directory, not a file"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}

/// A file that could not be read: which, and why.
package struct InputFileError: Error, CustomStringConvertible, Equatable {
  /// The path as given.
  package let file: String
  /// Why: "no such file", "permission denied", "is a directory, not a file"...
  package let reason: String

  package var description: String { "\(file): \(reason)" }
}

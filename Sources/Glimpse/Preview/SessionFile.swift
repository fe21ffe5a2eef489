import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where `glimpse preview --session FILE` reads the session from and writes it to.
///
/// Checked before the terminal is taken: a FIFO, a device or a directory is refused (a
/// FIFO would block the preview forever), and so is a folder the session cannot be
/// written in, each with one line. A symbolic link is followed: the file it points to is
/// replaced, the link stays a link. Every error names the path as given.
struct SessionFile {
  /// The path as given, for messages.
  let path: String
  /// The file read and written: `path` with symbolic links followed.
  let target: String

  /// The session file at `path`.
  ///
  /// - Throws: ``CLIError/usage(_:command:)`` when `path` is not a regular file (nor
  ///   missing), ``CLIError/failure(_:)`` when the session cannot be written there.
  init(path: String) throws {
    self.path = path
    target = try Self.following(path)
    var status = stat()
    if lstat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw CLIError.usage(
        "preview: --session \(path) is \(Self.kind(status.st_mode)), not a regular file",
        command: "preview")
    }
    try probe()
  }

  /// The file read and written, as a URL.
  var url: URL { URL(fileURLWithPath: target) }

  /// The session in the file: nil when there is none yet.
  func read() throws -> SessionSnapshot? {
    try SessionSnapshot.read(from: url)
  }

  /// Writes `snapshot`, replacing the file in one step (a reader never sees half).
  ///
  /// - Throws: ``CLIError/failure(_:)``: `preview: cannot write the session to PATH:
  ///   <reason>`.
  func write(_ snapshot: SessionSnapshot) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(snapshot)
    let temporary = temporaryPath()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    var written = 0
    let problem: Int32? = data.withUnsafeBytes { bytes in
      while written < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return count < 0 ? errno : EIO }
        written += count
      }
      return nil
    }
    let closed = close(descriptor) == 0 ? nil : errno
    if let error = problem ?? closed {
      unlink(temporary)
      throw failure(error)
    }
    guard rename(temporary, target) == 0 else {
      let error = errno
      unlink(temporary)
      throw failure(error)
    }
  }

  /// Makes and removes a file where ``write(_:)`` makes its own: a folder that is missing
  /// or not writable is found now, not on the way out.
  private func probe() throws {
    let temporary = temporaryPath()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(errno) }
    close(descriptor)
    unlink(temporary)
  }

  /// A file beside the target, private to this process.
  private func temporaryPath() -> String {
    let folder = (target as NSString).deletingLastPathComponent
    let name = ".\((target as NSString).lastPathComponent).\(getpid()).tmp"
    return folder.isEmpty ? name : folder + "/" + name
  }

  private func failure(_ code: Int32) -> CLIError {
    CLIError.failure(
      "preview: cannot write the session to \(path): \(String(cString: strerror(code)))")
  }

  /// `path` with its symbolic links followed (a link to a file not there yet gives that
  /// file's path).
  private static func following(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(
        decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else {
        let folder = (current as NSString).deletingLastPathComponent
        current = folder.isEmpty ? link : folder + "/" + link
      }
    }
    throw CLIError.failure(
      "preview: cannot write the session to \(path): \(String(cString: strerror(ELOOP)))")
  }

  /// What a file of mode `mode` is, in words.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFDIR: return "a directory"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a file"
    }
  }
}

import Foundation
import Testing

@testable import GlimpseAPNs

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse serve` as a process (the built binary, beside the test bundle): a push from
/// curl over h2c, the exit statuses, the line for a missing nghttp2. The full run
/// (TLS, every reason, hostile input, load) is .ci/apns-end-to-end.sh.
@Suite final class ServeEndToEndTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The built glimpse.
  static func glimpse() throws -> URL {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let directory =
      ProcessInfo.processInfo.environment["GLIMPSE_TEST_PRODUCTS"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      } ?? bundle.deletingLastPathComponent()
    let url = directory.appendingPathComponent("glimpse")
    try #require(FileManager.default.isExecutableFile(atPath: url.path), "build glimpse first")
    return url
  }

  /// Starts glimpse with `arguments`; its output goes to files in the scratch directory.
  func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    Process, URL, URL
  ) {
    let process = Process()
    process.executableURL = try Self.glimpse()
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["XDG_CONFIG_HOME"] = directory.path
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let output = directory.appendingPathComponent("out-\(UUID().uuidString)")
    let errors = directory.appendingPathComponent("err-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    return (process, output, errors)
  }

  func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// Waits (a generous bound, for a loaded machine) until `file` holds `needle`.
  func wait(for needle: String, in file: URL, process: Process) -> Bool {
    for _ in 0..<400 {
      if text(file).contains(needle) { return true }
      if !process.isRunning { return false }
      usleep(50_000)
    }
    return false
  }

  func finish(_ process: Process) -> Int32? {
    for _ in 0..<400 where process.isRunning { usleep(50_000) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }

  @Test func aCurlPushOverH2CIsAppliedRecordedAndSIGTERMStopsTheServerWithStatusZero() throws {
    let record = directory.appendingPathComponent("record")
    let (server, output, _) = try start([
      "serve", "--no-tls", "--listen", "127.0.0.1:0", "--record", record.path,
    ])
    defer { if server.isRunning { server.terminate() } }
    try #require(wait(for: "listening on 127.0.0.1:", in: output, process: server))
    let listening = try #require(text(output).range(of: "listening on 127.0.0.1:"))
    let port = text(output)[listening.upperBound...].prefix { $0.isNumber }
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    let body =
      #"{"aps":{"timestamp":1900000000,"event":"update","content-state":{"status":"onTheWay","#
      + #""driverName":"Sam","currentStep":3,"totalSteps":4,"estimatedMinutesRemaining":9}}}"#
    curl.arguments = [
      "-sS", "-o", "/dev/null", "-w", "%{http_code}", "--http2-prior-knowledge",
      "-H", "authorization: bearer \(APNsRequests.jwt(age: 60, from: Date()))",
      "-H", "apns-push-type: liveactivity",
      "-H", "apns-topic: com.example.pizza.push-type.liveactivity",
      "--data-binary", body,
      "http://127.0.0.1:\(port)/3/device/\(UpdateToken.of(activity: "delivery"))",
    ]
    let answer = directory.appendingPathComponent("curl")
    #expect(FileManager.default.createFile(atPath: answer.path, contents: nil))
    curl.standardOutput = try FileHandle(forWritingTo: answer)
    try curl.run()
    curl.waitUntilExit()
    #expect(text(answer) == "200")
    #expect(
      text(output).contains(
        " 200 applied update token \(UpdateToken.of(activity: "delivery")) (delivery)"))
    kill(server.processIdentifier, SIGTERM)
    #expect(finish(server) == 0)
    #expect(text(output).contains("stopped (SIGTERM): 1 pushes, 1 applied"))
    // The push recorded, and the activity drawn at it (9 minutes away, from its state).
    #expect(text(record.appendingPathComponent("delivery.jsonl")) == body + "\n")
    #expect(text(record.appendingPathComponent("delivery.txt")).contains("~9 min remaining"))
  }

  /// An HTTP/1 request is answered 505 and the connection ends in order (the server
  /// reads what the client sent before it lets go). Closing with the request unread made
  /// the kernel reset the connection, and under load the client lost the answer
  /// (`.ci/apns-end-to-end.sh` saw an empty reply once).
  @Test func anHTTP1RequestGets505AndAnOrderlyEndWithBytesLeftToRead() throws {
    let (server, output, _) = try start(["serve", "--no-tls", "--listen", "127.0.0.1:0"])
    defer { if server.isRunning { server.terminate() } }
    try #require(wait(for: "listening on 127.0.0.1:", in: output, process: server))
    let listening = try #require(text(output).range(of: "listening on 127.0.0.1:"))
    let port = try #require(UInt16(text(output)[listening.upperBound...].prefix { $0.isNumber }))
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(socket >= 0)
    defer { Glibc.close(socket) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    // The request, then more than the server ever reads of a request it refuses.
    let request = Array("POST /3/device/x HTTP/1.1\r\nhost: x\r\n\r\n".utf8)
    let bytes = request + [UInt8](repeating: 0x61, count: 64 * 1024)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { break }
      sent += count
    }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var ending: Int32 = 0
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count > 0 {
        reply += buffer[..<count]
        continue
      }
      ending = count == 0 ? 0 : errno
      break
    }
    #expect(String(decoding: reply, as: UTF8.self).hasPrefix("HTTP/1.1 505 "))
    #expect(ending == 0, "the connection was reset (errno \(ending)), not ended")
    #expect(wait(for: "an HTTP/1 request (answered 505)", in: output, process: server))
  }

  @Test func withoutNghttp2TheServerSaysWhichPackageToInstall() throws {
    let (server, _, errors) = try start(
      ["serve", "--no-tls", "--listen", "127.0.0.1:0"],
      environment: ["GLIMPSE_NGHTTP2_LIBRARY": "/nonexistent/libnghttp2.so.14"])
    #expect(finish(server) == 1)
    let lines = text(errors).split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.contains("install the package libnghttp2-14") == true)
  }

  @Test func aWrongFlagExitsTwoWithOneLineAndAHint() throws {
    let (server, _, errors) = try start(["serve", "--lisen", "127.0.0.1:0"])
    #expect(finish(server) == 2)
    #expect(text(errors).hasPrefix("serve: unknown option '--lisen'\n(see glimpse serve --help)"))
  }
}

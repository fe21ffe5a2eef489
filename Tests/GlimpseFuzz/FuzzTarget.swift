// The fuzz target: the states-file reader, the push payload reader and validator, and the
// command line, without a terminal.
//
// Built by .ci/fuzz.sh with `-sanitize=fuzzer -DGLIMPSE_FUZZING`, libFuzzer calls
// LLVMFuzzerTestOneInput with each input. Built plainly (`swift build`), it is a replayer:
// `glimpse-fuzz FILE...` runs the same code on inputs saved by a fuzzing run, to
// reproduce a crash in a debugger.
//
// An input is a mode byte and its data:
// - `S` then a demo's name, a line feed, and a states file for it: the file is read,
//   decoded through the demo's own ContentState and its timeline listed (not drawn: the
//   demos are iOS code, which traps on some states, as it would on a device);
// - `F` then a states file for the fuzzer's own activity (FuzzActivity.swift), whose code
//   cannot trap: read, listed, and every presentation drawn at one of its states;
// - `A` then arguments separated by NUL bytes: the command line as `glimpse` runs it
//   (`-` and `/` are replaced, so that it reads neither standard input nor the file system);
// - `P` then a demo's name, a line feed, and push payloads for it (a payload, an array of
//   them, envelopes with headers, or one per line): validated through the demo's own types
//   (text and JSON) and replayed as a timeline, listed;
// - `Q` then push payloads for the fuzzer's own activity: validated, replayed, and every
//   presentation drawn at an instant of the replay.
import Foundation
import Glimpse
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout

@MainActor
enum FuzzTarget {
  /// Where states files are written for the reader to read.
  static let statesPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("glimpse-fuzz-\(getpid()).json").path

  /// Where push payloads are written for the payload reader to read.
  static let payloadsPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("glimpse-fuzz-payloads-\(getpid()).json").path

  static func run(_ input: [UInt8]) {
    guard let mode = input.first else { return }
    let rest = input.dropFirst()
    switch mode {
    case UInt8(ascii: "S"): demoStatesFile(rest)
    case UInt8(ascii: "F"): fuzzStatesFile(rest)
    case UInt8(ascii: "A"): commandLine(rest)
    case UInt8(ascii: "P"): demoPayloads(rest)
    case UInt8(ascii: "Q"): fuzzPayloads(rest)
    default: break
    }
  }

  /// The previews: the demos, and the fuzzer's activity.
  static let previews = DemoGallery.all + [ActivityPreview.fuzz]

  static func demoStatesFile(_ input: ArraySlice<UInt8>) {
    let newline = input.firstIndex(of: 0x0A) ?? input.endIndex
    let name = String(decoding: input[..<newline], as: UTF8.self)
    let activity = DemoGallery.all.first { $0.name == name }?.name ?? DemoGallery.all[0].name
    let json = input[min(newline + 1, input.endIndex)...]
    guard FileManager.default.createFile(atPath: statesPath, contents: Data(json)) else { return }
    execute(["render", activity, "--states", statesPath, "--timeline", "--at", "+10m"])
  }

  static func fuzzStatesFile(_ json: ArraySlice<UInt8>) {
    guard FileManager.default.createFile(atPath: statesPath, contents: Data(json)) else { return }
    execute(["render", "fuzz", "--states", statesPath, "--timeline"])
    execute([
      "render", "fuzz", "--states", statesPath, "--presentation", "all", "--state",
      String(1 + json.count % 3), "--at", "+\(json.count % 7200)s", "--color", "always",
    ])
  }

  static func demoPayloads(_ input: ArraySlice<UInt8>) {
    let newline = input.firstIndex(of: 0x0A) ?? input.endIndex
    let name = String(decoding: input[..<newline], as: UTF8.self)
    let activity = DemoGallery.all.first { $0.name == name }?.name ?? DemoGallery.all[0].name
    let payloads = input[min(newline + 1, input.endIndex)...]
    guard FileManager.default.createFile(atPath: payloadsPath, contents: Data(payloads)) else {
      return
    }
    execute(["validate", payloadsPath, "--activity", activity])
    execute(["validate", payloadsPath, "--activity", activity, "--format", "json"])
    execute(["render", activity, "--payloads", payloadsPath, "--timeline", "--at", "+10m"])
  }

  static func fuzzPayloads(_ payloads: ArraySlice<UInt8>) {
    guard FileManager.default.createFile(atPath: payloadsPath, contents: Data(payloads)) else {
      return
    }
    execute(["validate", payloadsPath, "--activity", "fuzz"])
    execute(["render", "fuzz", "--payloads", payloadsPath, "--timeline"])
    execute([
      "render", "fuzz", "--payloads", payloadsPath, "--presentation", "all", "--at",
      "+\(payloads.count % 7200)s", "--color", "always",
    ])
  }

  static func commandLine(_ input: ArraySlice<UInt8>) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { bytes in
      let argument = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "/", with: "_")
      return argument == "-" ? "_" : argument
    }
    // No arguments renders every demo: slow, and covered by the tests.
    guard !arguments.isEmpty, arguments != [""] else { return }
    execute(arguments)
  }

  /// Whether to write what each command printed (replaying, not fuzzing).
  static var echoes = false

  static func execute(_ arguments: [String]) {
    do {
      let output = try Glimpse.execute(
        arguments, previews: previews, isTerminal: false, environment: [:])
      if echoes { Console.write(output, to: .standardOutput) }
    } catch {
      if echoes { Console.write(ConsoleText(line: "\(error)"), to: .standardOutput) }
    }
  }
}

#if GLIMPSE_FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { FuzzTarget.run(input) }
    return 0
  }

  /// libFuzzer's driver, which its own `main` calls.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The entry point: SwiftPM links an executable's `main` to `<module>_main`, so libFuzzer's
  /// own `main` is not used; this one runs its driver.
  @_cdecl("glimpse_fuzz_main")
  func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOne)
  }
#else
  @main
  enum FuzzReplay {
    static func main() throws {
      let paths = CommandLine.arguments.dropFirst()
      MainActor.assumeIsolated { FuzzTarget.echoes = true }
      for path in paths {
        let input = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        MainActor.assumeIsolated { FuzzTarget.run(input) }
      }
      Console.write(ConsoleText(line: "replayed \(paths.count) inputs"), to: .standardOutput)
    }
  }
#endif

// The fuzz target: the states-file reader and the command line, without a terminal.
//
// Built by .ci/fuzz.sh with `-sanitize=fuzzer -DGLIMPSE_FUZZING`, libFuzzer calls
// LLVMFuzzerTestOneInput with each input. Built plainly (`swift build`), it is a replayer:
// `glimpse-fuzz FILE...` runs the same code on inputs saved by a fuzzing run, to
// reproduce a crash in a debugger.
//
// An input is a mode byte and its data:
// - `S` then an activity's name, a line feed, and a states file for it: the file is read,
//   decoded through the activity's own ContentState, its timeline listed and every
//   presentation drawn at one of its states;
// - `A` then arguments separated by NUL bytes: the command line as `glimpse` runs it
//   (`-` and `/` are replaced, so that it reads neither standard input nor the file system).
import Foundation
import Glimpse
import GlimpseDemos
import GlimpseLayout

@MainActor
enum FuzzTarget {
  /// Where states files are written for the reader to read.
  static let statesPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("glimpse-fuzz-\(getpid()).json").path

  static func run(_ input: [UInt8]) {
    guard let mode = input.first else { return }
    let rest = input.dropFirst()
    switch mode {
    case UInt8(ascii: "S"): statesFile(rest)
    case UInt8(ascii: "A"): commandLine(rest)
    default: break
    }
  }

  static func statesFile(_ input: ArraySlice<UInt8>) {
    let newline = input.firstIndex(of: 0x0A) ?? input.endIndex
    let name = String(decoding: input[..<newline], as: UTF8.self)
    let activity = DemoGallery.all.first { $0.name == name }?.name ?? DemoGallery.all[0].name
    let json = input[min(newline + 1, input.endIndex)...]
    guard FileManager.default.createFile(atPath: statesPath, contents: Data(json)) else { return }
    execute(["render", activity, "--states", statesPath, "--timeline"])
    execute([
      "render", activity, "--states", statesPath, "--presentation", "all", "--state",
      String(1 + json.count % 4), "--at", "+\(json.count % 7200)s",
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

  static func execute(_ arguments: [String]) {
    _ = try? Glimpse.execute(
      arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
  }
}

#if GLIMPSE_FUZZING
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { FuzzTarget.run(input) }
    return 0
  }
#else
  @main
  enum FuzzReplay {
    static func main() throws {
      let paths = CommandLine.arguments.dropFirst()
      for path in paths {
        let input = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        MainActor.assumeIsolated { FuzzTarget.run(input) }
      }
      Console.write(ConsoleText(line: "replayed \(paths.count) inputs"), to: .standardOutput)
    }
  }
#endif

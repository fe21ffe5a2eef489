import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Peak resident memory of this process, in megabytes.
func peakMemoryMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

let usage = """
  usage: glimpse-bench <benchmark> [--count N]

  benchmarks:
    card      build, lay out and draw a 40x4 ride card N times (default 10000)

  Build in release for meaningful figures: swift run -c release glimpse-bench card
  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(arguments.isEmpty ? 2 : 0)
}
let name = arguments.removeFirst()
var count: Int?
while !arguments.isEmpty {
  let flag = arguments.removeFirst()
  if flag == "--count", let value = arguments.first.flatMap(Int.init), value > 0 {
    arguments.removeFirst()
    count = value
  } else {
    FileHandle.standardError.write(
      "glimpse-bench: unknown option '\(flag)'\n\(usage)\n".data(using: .utf8)!)
    exit(2)
  }
}

switch name {
case "card":
  let runs = count ?? 10_000
  _ = CardBenchmark.run(count: min(runs, 500))
  let result = CardBenchmark.run(count: runs)
  print(result.sample)
  print(
    String(
      format: "card: %d cards, %.2f us per card, peak memory %.1f MB (checksum %d)",
      runs, result.microsecondsPerCard, peakMemoryMegabytes(), result.checksum))
default:
  FileHandle.standardError.write(
    "glimpse-bench: unknown benchmark '\(name)'\n\(usage)\n".data(using: .utf8)!)
  exit(2)
}

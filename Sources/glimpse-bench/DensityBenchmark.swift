import Foundation
import Glimpse
import GlimpseActivity
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse density` through the command line for every demo: all presentations and
/// states, the three default devices with and without limited width, three type sizes
/// and two pseudo-languages, drawn by a number of workers.
@MainActor
enum DensityBenchmark {
  struct Result {
    /// Renders drawn, over every demo.
    var renders: Int
    /// Records reported, over every demo.
    var records: Int
    /// Wall-clock seconds for all the demos, parsing and output included.
    var seconds: Double
    /// Processor seconds (user and system) of this process and the workers it forked.
    var cpuSeconds: Double
  }

  /// Processor seconds used so far by this process and its waited-for children.
  static func cpuSeconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
      var usage = rusage()
      getrusage(who, &usage)
      for time in [usage.ru_utime, usage.ru_stime] {
        total += Double(time.tv_sec) + Double(time.tv_usec) / 1e6
      }
    }
    return total
  }

  /// The sweep each demo is run with.
  static let sweep = ["--dynamic-type", "small,large,AX3", "--pseudo", "accented,double"]

  static func run(previews: [ActivityPreview], workers: Int) throws -> Result {
    var result = Result(renders: 0, records: 0, seconds: 0, cpuSeconds: 0)
    let cpuStart = cpuSeconds()
    let clock = ContinuousClock()
    let start = clock.now
    for preview in previews {
      let output = try Glimpse.execute(
        ["density", preview.name, "--jobs", String(workers)] + sweep, previews: previews,
        isTerminal: false, environment: [:]
      ).text
      // The second line: "N renders, M records (...)".
      let counts = output.split(separator: "\n").dropFirst().first?.split(separator: " ") ?? []
      guard counts.count > 2, let renders = Int(counts[0]), let records = Int(counts[2]) else {
        throw DensityBenchmarkError(output: String(output.prefix(200)))
      }
      result.renders += renders
      result.records += records
    }
    let elapsed = clock.now - start
    // The workers that answered may still be exiting: wait for them, so that their time
    // counts.
    while waitpid(-1, nil, 0) > 0 {}
    result.cpuSeconds = cpuSeconds() - cpuStart
    result.seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return result
  }
}

/// The density command printed something the benchmark cannot count.
struct DensityBenchmarkError: Error, CustomStringConvertible {
  var output: String
  var description: String { "glimpse-bench density: unexpected output: \(output)" }
}

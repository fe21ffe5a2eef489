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
    /// Processor seconds (user and system) of this process (its render threads included)
    /// and of any child processes.
    var cpuSeconds: Double { mainSeconds + workerSeconds }
    /// Processor seconds of this process.
    var mainSeconds: Double
    /// Processor seconds of child processes (none since density draws on threads).
    var workerSeconds: Double
  }

  /// Processor seconds used so far by `who`: this process, or its waited-for children.
  static func cpuSeconds(_ who: Int32) -> Double {
    var usage = rusage()
    getrusage(who, &usage)
    return [usage.ru_utime, usage.ru_stime].reduce(0) {
      $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
    }
  }

  /// The sweep each demo is run with.
  static let sweep = ["--dynamic-type", "small,large,AX3", "--pseudo", "accented,double"]

  static func run(previews: [ActivityPreview], workers: Int) throws -> Result {
    var result = Result(renders: 0, records: 0, seconds: 0, mainSeconds: 0, workerSeconds: 0)
    let mainStart = cpuSeconds(RUSAGE_SELF.rawValue)
    let workersStart = cpuSeconds(RUSAGE_CHILDREN.rawValue)
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
    result.mainSeconds = cpuSeconds(RUSAGE_SELF.rawValue) - mainStart
    result.workerSeconds = cpuSeconds(RUSAGE_CHILDREN.rawValue) - workersStart
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

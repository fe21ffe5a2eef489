import Foundation
import Glimpse
import GlimpseDemos
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// Peak resident memory of this program, in megabytes.
///
/// On Linux, the high-water mark of this program's own address space (`VmHWM`): the
/// `ru_maxrss` of `getrusage` survives `exec`, so under `swift run` it would report the
/// peak of SwiftPM itself, which ran in this process before the benchmark replaced it.
func peakMemoryMegabytes() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
  {
    return kilobytes / 1024
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// Writes lines of the benchmark's own to standard output.
func say(_ text: String) {
  Console.write(
    ConsoleText(
      lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)),
    to: .standardOutput)
}

/// Writes a line to standard error and exits with status 2.
func fail(_ message: String) -> Never {
  Console.write(
    ConsoleText(
      lines: message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)),
    to: .standardError)
  exit(2)
}

let processStart = ProcessInfo.processInfo.systemUptime

let usage = """
  usage: glimpse-bench <benchmark> [--count N]

  benchmarks:
    card      build, lay out and draw a 40x4 ride card N times (default 10000)
    shapes    the card with its progress as shapes (a ring, a two-rectangle bar), N times
              (default 10000)
    chart     build, lay out and draw a 60x8 line chart of 300 points N times (default 10000)
    gallery   render every demo x state x presentation x device, N rounds (default 20)
    density   glimpse density on every demo (3 devices, limited width on and off, 3 type
              sizes, 2 pseudo-languages), N runs (default 5) with 1 worker and with one a
              processor; renders per second and the parallel speed-up
    tick      drive the preview headless for N simulated seconds of the delivery demo
              (default 600) and count frames and bytes
    timeline  glimpse render delivery --timeline on a states file of N states (default
              10000), five runs
    pictures  write every gallery render as an SVG, and all of them as one HTML contact
              sheet, N rounds (default 5)
    fonts     measure Live Activity texts glyph by glyph, N glyphs (default 2000000), with
              the pinned default font and a user's font (ns per glyph)
    image     draw an asset image (16x8 cells, half blocks) beside a label N times
              (default 10000): the first draw decodes, the rest reuse the cache

  Build in release for meaningful figures: swift run -c release glimpse-bench card
  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
  say(usage)
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
    fail("glimpse-bench: unknown option '\(flag)'\n\(usage)")
  }
}

switch name {
case "card", "shapes":
  let runs = count ?? 10_000
  let run =
    name == "card"
    ? CardBenchmark.run(count:) : ShapeCardBenchmark.run(count:)
  _ = run(min(runs, 500))
  let result = run(runs)
  say(result.sample)
  say(
    String(
      format: "%@: %d cards, %.2f us per card, peak memory %.1f MB (checksum %d)",
      name, runs, result.microsecondsPerCard, peakMemoryMegabytes(), result.checksum))
case "chart":
  let runs = count ?? 10_000
  _ = ChartBenchmark.run(count: min(runs, 200))
  let result = ChartBenchmark.run(count: runs)
  say(result.sample)
  say(
    String(
      format:
        "chart: %d charts of 300 points, %.2f us per chart, peak memory %.1f MB (checksum %d)",
      runs, result.microsecondsPerChart, peakMemoryMegabytes(), result.checksum))
case "gallery":
  let rounds = count ?? 20
  _ = try GalleryBenchmark.run(previews: DemoGallery.all, rounds: 1)
  let result = try GalleryBenchmark.run(previews: DemoGallery.all, rounds: rounds)
  let perSecond = Double(result.renders) / result.seconds
  say(
    String(
      format:
        "gallery: %d renders (%d per round) in %.3f s: %.0f renders per second, %.1f us per render, peak memory %.1f MB",
      result.renders, result.renders / rounds, result.seconds, perSecond, 1e6 / perSecond,
      peakMemoryMegabytes()))
case "density":
  let runs = count ?? 5
  let workers = ProcessInfo.processInfo.activeProcessorCount
  _ = try DensityBenchmark.run(previews: DemoGallery.all, workers: 1)
  var single: [DensityBenchmark.Result] = []
  var parallel: [DensityBenchmark.Result] = []
  for _ in 0..<runs {
    single.append(try DensityBenchmark.run(previews: DemoGallery.all, workers: 1))
    parallel.append(try DensityBenchmark.run(previews: DemoGallery.all, workers: workers))
  }
  let bestSingle = single.map(\.seconds).min() ?? 0
  let bestParallel = parallel.map(\.seconds).min() ?? 0
  let worstParallel = parallel.map(\.seconds).max() ?? 0
  let renders = parallel.first?.renders ?? 0
  say(
    String(
      format:
        "density: %d demos, %d renders, %d records a run; 1 worker: best %.3f s (%.0f renders/s); %d workers: best %.3f s, worst %.3f s of %d runs (%.0f renders/s); speed-up %.2fx; peak memory %.1f MB",
      DemoGallery.all.count, renders, parallel.first?.records ?? 0, bestSingle,
      Double(renders) / bestSingle, workers, bestParallel, worstParallel, runs,
      Double(renders) / bestParallel, bestSingle / bestParallel, peakMemoryMegabytes()))
  let leanest = parallel.min { $0.cpuSeconds < $1.cpuSeconds }
  say(
    String(
      format:
        "density: processor time, best run: 1 worker %.3f s; %d workers %.3f s (this process %.3f s, child processes %.3f s)",
      single.map(\.cpuSeconds).min() ?? 0, workers, leanest?.cpuSeconds ?? 0,
      leanest?.mainSeconds ?? 0, leanest?.workerSeconds ?? 0))
case "tick":
  let seconds = Double(count ?? 600)
  let directory = FileManager.default.temporaryDirectory
  let output = directory.appendingPathComponent("glimpse-tick-\(getpid()).out")
  defer { try? FileManager.default.removeItem(at: output) }
  _ = try PreviewBenchmark.tick(
    previews: DemoGallery.all, activity: "delivery", seconds: 0, width: 120, height: 40,
    output: output)
  let firstFrame = (ProcessInfo.processInfo.systemUptime - processStart) * 1000
  let result = try PreviewBenchmark.tick(
    previews: DemoGallery.all, activity: "delivery", seconds: seconds, width: 120, height: 40,
    output: output)
  let ticks = max(1, result.framesDrawn - 1)
  let perTick = try PreviewBenchmark.bytesPerTick(
    previews: DemoGallery.all, activity: "delivery", ticks: 60, width: 120, height: 40,
    directory: directory)
  say(
    String(
      format:
        "tick: %.0f simulated seconds of delivery at 120x40: %d frames drawn, %d frames that changed nothing, %d wakes",
      seconds, result.framesDrawn, result.framesSkipped, result.wakes))
  say(
    String(
      format:
        "tick: first frame %d bytes; then %.1f bytes per tick (%d bytes in %d ticks); %.1f ms wall for the run",
      result.firstFrameBytes, Double(result.bytesAfterFirstFrame) / Double(ticks),
      result.bytesAfterFirstFrame, ticks, result.elapsed * 1000))
  say(
    String(
      format: "tick: bytes per tick: glimpse %.1f, hand-written ncurses %.1f, ratio %.2f",
      perTick.glimpse, perTick.raw, perTick.glimpse / max(1, perTick.raw)))
  say(String(format: "tick: time to first frame from process start: %.1f ms", firstFrame))
case "image":
  let draws = count ?? 10_000
  let result = try ImageBenchmark.run(count: draws)
  say(result.sample)
  say(
    String(
      format:
        "image: first draw (decode + reduce) %.1f us; then %.2f us per draw over %d draws, peak memory %.1f MB",
      result.firstDrawMicroseconds, result.microsecondsPerDraw, draws, peakMemoryMegabytes()))
case "timeline":
  let states = count ?? 10_000
  _ = try TimelineBenchmark.run(previews: DemoGallery.all, states: min(states, 100), rounds: 1)
  let result = try TimelineBenchmark.run(previews: DemoGallery.all, states: states, rounds: 5)
  let best = result.seconds.min() ?? 0
  let worst = result.seconds.max() ?? 0
  say(
    String(
      format:
        "timeline: %d states (%.1f MB file), %d lines listed: best %.3f s, worst %.3f s of %d runs, peak memory %.1f MB",
      states, Double(result.fileBytes) / 1_048_576, result.lines, best, worst,
      result.seconds.count, peakMemoryMegabytes()))
case "pictures":
  let rounds = count ?? 5
  _ = try PicturesBenchmark.run(previews: DemoGallery.all, rounds: 1)
  let result = try PicturesBenchmark.run(previews: DemoGallery.all, rounds: rounds)
  let svgPerSecond = Double(result.renders * rounds) / result.svgSeconds
  say(
    String(
      format:
        "pictures: %d renders as SVG, %d rounds in %.3f s: %.0f SVGs per second, %.1f us and %d bytes an SVG",
      result.renders, rounds, result.svgSeconds, svgPerSecond, 1e6 / svgPerSecond,
      result.svgBytes / max(1, result.renders)))
  say(
    String(
      format:
        "pictures: one HTML sheet of all %d renders: %.1f ms, %.1f MB; peak memory %.1f MB",
      result.renders, result.sheetSeconds * 1000 / Double(rounds),
      Double(result.sheetBytes) / 1_048_576, peakMemoryMegabytes()))
case "fonts": say(try FontBenchmark.report(count: count ?? 2_000_000))
default:
  fail("glimpse-bench: unknown benchmark '\(name)'\n\(usage)")
}

import Foundation
import GlimpseUI
import Synchronization

/// Draws a sweep's renders on every core: the variants are dealt out in turn to `count`
/// workers, the first being the main thread and the others render threads (GlimpseUI's
/// `RenderThread`), each drawing its share. A render keeps its environment, budget, clock
/// and drawing trace to itself (`RenderScope`, `RenderClock`), so renders on two threads
/// draw what each would draw alone; renders of states with different App Group defaults
/// take turns (`AppGroupDefaults.holding`).
///
/// The sweep goes in blocks of ``blockSize`` variants: the workers draw a block, and the
/// main thread hands the block's records on in variant order before the next. Nothing is
/// held past a block, whatever the size of the sweep, and the report is the same whatever
/// the number of workers and however they are scheduled; an error is the one the first
/// failing variant throws, as when one worker draws them all. If an activity's code traps,
/// the process ends with the line naming what the thread that trapped was drawing.
@MainActor
enum DensityWorkers {
  /// Sweeps of fewer renders are drawn on this thread alone: a thread costs more than it
  /// saves.
  static let smallestShared = 64

  /// Variants a block: what is held at once.
  static let blockSize = 1024

  /// The stack of a worker thread: the main thread's, for deeply nested views.
  nonisolated static let stackSize = 8 << 20

  /// The processors available.
  static var available: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Draws every variant of `sweep` with up to `count` workers and passes each, with its
  /// records, to `each` in variant order (variants where nothing shows are left out);
  /// returns the number of workers used.
  static func run(
    _ sweep: DensitySweep, workers count: Int,
    each: (DensityVariant, [DensityRecord]) throws -> Void
  ) throws -> Int {
    let variants = sweep.variants
    let workers = variants.count < smallestShared ? 1 : max(1, min(count, variants.count))
    if workers == 1 {
      for variant in variants {
        if let records = try sweep.records(for: variant) { try each(variant, records) }
      }
      return 1
    }
    let shared = SharedSweep(sweep: sweep)
    let threads = (1..<workers).map { _ in RenderThread(stackSize: stackSize) }
    for start in stride(from: 0, to: variants.count, by: blockSize) {
      let range = start..<min(start + blockSize, variants.count)
      let results = BlockResults(count: range.count)
      let finished = DispatchSemaphore(value: 0)
      for (offset, thread) in threads.enumerated() {
        Task.detached {
          await thread.run {
            draw(share: offset + 1, of: workers, range, of: shared, into: results)
          }
          finished.signal()
        }
      }
      draw(share: 0, of: workers, range, of: shared, into: results)
      for _ in threads { finished.wait() }
      for (index, result) in zip(range, results.slots.withLock { $0 }) {
        if let records = try result?.get() { try each(variants[index], records) }
      }
    }
    return workers
  }

  /// The sweep, handed to the render threads.
  private struct SharedSweep: @unchecked Sendable {
    // @unchecked Sendable: a sweep is only read by its workers; each render keeps its own
    // state (see ``DensityWorkers``).
    let sweep: DensitySweep
  }

  /// Draws worker `worker`'s share of the variants in `range` (every `workers`th) into
  /// `results`: the records (nil where nothing shows), or the error drawing one threw.
  private static func draw(
    share worker: Int, of workers: Int, _ range: Range<Int>, of shared: SharedSweep,
    into results: BlockResults
  ) {
    for index in range where index % workers == worker {
      let result = Result { try shared.sweep.records(for: shared.sweep.variants[index]) }
      results.slots.withLock { $0[index - range.lowerBound] = result }
    }
  }

  /// A block's results as the workers write them, each in its own slot.
  private final class BlockResults: Sendable {
    let slots: Mutex<[Result<[DensityRecord]?, any Error>?]>

    init(count: Int) {
      slots = Mutex(Array(repeating: nil, count: count))
    }
  }
}

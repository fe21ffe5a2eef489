import Foundation

/// A thread that draws renders beside the main thread (`glimpse density`'s workers).
///
/// Views are main-actor types because Apple's `View` is (`@MainActor @preconcurrency`, and
/// so is `body`): a signature Glimpse keeps, so that view code written for SwiftUI compiles
/// unchanged. Resolving views calls `body`, so the whole render path is main-actor code to
/// the compiler, and Swift 6 checks at run time, in closures view code hands to other
/// modules (`map`, `sorted`), that it runs on the main actor. Yet a render keeps no
/// main-actor state: its environment and budget (``RenderScope``), clock (``RenderClock``)
/// and drawing trace are its own, and views are values. So a render thread runs its jobs as
/// the main actor's (`runSynchronously(on: MainActor.sharedUnownedExecutor)`), and the code
/// it runs passes those checks and `MainActor.assumeIsolated`.
///
/// What this cannot protect: view code of the activity's own that changes shared
/// main-actor state of its own (a singleton store) while it is drawn.
package actor RenderThread {
  private let executor: Executor

  /// A thread of its own, with a stack of `stackSize` bytes; it ends when this is gone.
  package init(stackSize: Int = 8 << 20) {
    executor = Executor(stackSize: stackSize)
  }

  package nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Runs `body` (a render) on this thread.
  package func run<Result: Sendable>(_ body: @Sendable @MainActor () throws -> Result)
    rethrows -> Result
  {
    try MainActor.assumeIsolated { try body() }
  }

  /// The thread and the jobs it is given.
  private final class Executor: SerialExecutor {
    private let queue = Queue()

    init(stackSize: Int) {
      let queue = queue
      let thread = Thread {
        // Its name in `ps -L` and /proc (at most 15 bytes; Linux only, as Glimpse).
        try? "glimpse render".write(
          toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        // A stack for the crash handler, as the main thread has: runaway recursion in view
        // code drawn here still gets its line.
        let size = 64 * 1024
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
        queue.serve()
        stack = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
        sigaltstack(&stack, nil)
        memory.deallocate()
      }
      thread.stackSize = stackSize
      thread.start()
    }

    deinit { queue.close() }

    func enqueue(_ job: consuming ExecutorJob) {
      queue.append(UnownedJob(job))
    }
  }

  /// Jobs waiting for the thread.
  private final class Queue: @unchecked Sendable {
    // @unchecked Sendable: `jobs` and `isClosed` are read and written with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isClosed = false

    func append(_ job: UnownedJob) {
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    func close() {
      condition.lock()
      isClosed = true
      condition.signal()
      condition.unlock()
    }

    /// Runs the jobs, in order, as the main actor's, until closed.
    func serve() {
      while true {
        condition.lock()
        while jobs.isEmpty && !isClosed { condition.wait() }
        if jobs.isEmpty {
          condition.unlock()
          return
        }
        let job = jobs.removeFirst()
        condition.unlock()
        job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      }
    }
  }
}

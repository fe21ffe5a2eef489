import Foundation
import GlimpseAppIntents
import GlimpseUI

/// Runs an app intent's `perform()` for the interactive preview, as a device does when a
/// Live Activity's button is tapped: in the app's process, with a time limit.
///
/// The intent runs on a task of its own while the caller waits: on the main thread (the
/// preview's), the wait keeps the main run loop turning, so that an intent whose
/// `perform()` is `@MainActor` (as many are) gets the main actor; an intent that never
/// finishes is abandoned after the time limit. (Called from a job the main queue is
/// running, as a `@MainActor` test is, a `@MainActor` intent cannot run until the job
/// ends, and times out.)
package enum IntentRunner {
  /// How a run ended.
  package enum Outcome: Equatable, Sendable {
    /// `perform()` returned; what its result says (its dialog, its value), if anything.
    case finished(summary: String?)
    /// `perform()` threw.
    case failed(String)
    /// `perform()` had not returned after the time limit.
    case timedOut(TimeInterval)
    /// The intent was not run: these parameters have no value and are not optional.
    case missingValues([String])
  }

  /// Runs `intent`, waiting at most `timeout` seconds.
  package static func run(_ intent: any AppIntent, timeout: TimeInterval) -> Outcome {
    let missing = intent.parametersWithoutValues
    guard missing.isEmpty else { return .missingValues(missing) }
    let box = OutcomeBox()
    // On an executor of its own, not the cooperative pool: the caller blocks a thread
    // while it waits, and callers waiting on the pool (tests, workers) must not be what
    // starves the intent (two such waits fill a two-core machine's pool).
    let task = Task.detached(executorPreference: IntentExecutor.shared) {
      do {
        let result = try await intent.perform()
        box.set(.finished(summary: result.summary))
      } catch {
        box.set(.failed(describe(error)))
      }
    }
    let deadline = Date().addingTimeInterval(timeout)
    while box.outcome == nil, Date() < deadline {
      if Thread.isMainThread {
        // Turns the main run loop, so that work the intent sends to the main actor runs.
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
      } else {
        Thread.sleep(forTimeInterval: 0.001)
      }
    }
    guard let outcome = box.outcome else {
      task.cancel()
      return .timedOut(timeout)
    }
    return outcome
  }

  /// An error as one line: its localized description when it has one, else itself.
  static func describe(_ error: any Error) -> String {
    if let described = (error as? LocalizedError)?.errorDescription { return described }
    return String(describing: error)
  }
}

/// The outcome of a run, set by the task that runs the intent.
private final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var value: IntentRunner.Outcome?

  var outcome: IntentRunner.Outcome? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set(_ outcome: IntentRunner.Outcome) {
    lock.lock()
    defer { lock.unlock() }
    value = outcome
  }
}

/// The executor intents start on: a serial dispatch queue, whose threads are not the
/// cooperative pool's, so an intent runs however many pool threads are blocked waiting.
/// What the intent awaits on other actors (the main actor) runs there as usual.
private final class IntentExecutor: TaskExecutor {
  static let shared = IntentExecutor()
  private let queue = DispatchQueue(label: "glimpse.intents")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}

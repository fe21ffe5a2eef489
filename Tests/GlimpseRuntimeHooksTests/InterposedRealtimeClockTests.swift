import Foundation
import GlimpseRuntimeHooks
import Synchronization
import Testing

#if os(Linux)
  /// A reading another thread makes.
  private final class Reading: Sendable {
    let seconds = Mutex<Int>(0)
  }

  /// The bet "The C library's clock, interposed": `clock_gettime`, `gettimeofday` and
  /// `time` defined in the program's image come before the C library's, for the program and
  /// for Foundation (a shared library) alike, and a frozen clock is the calling thread's.
  @Suite struct InterposedRealtimeClockTests {
    /// 2001-09-09 01:46:40.25 UTC.
    private let instant = 1_000_000_000.25

    @Test func everyRealtimeClockFunctionReadsTheFrozenInstant() {
      let readings = InterposedRealtimeClock.frozen(at: instant) {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var coarse = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &coarse)
        var value = timeval()
        gettimeofday(&value, nil)
        return [
          "clock_gettime": Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9,
          "clock_gettime coarse": Double(coarse.tv_sec) + Double(coarse.tv_nsec) / 1e9,
          "gettimeofday": Double(value.tv_sec) + Double(value.tv_usec) / 1e6,
          "time": Double(time(nil)) + 0.25,
          "Foundation Date()": Date().timeIntervalSince1970,
        ]
      }
      let wrong = readings.filter { $0.value != instant }
      #expect(
        InterposedRealtimeClock.isInterposed && wrong.isEmpty,
        brokenBet(
          """
          the C library's clock, interposed (isInterposed \(InterposedRealtimeClock.isInterposed); \
          frozen at \(instant), read \(wrong.sorted { $0.key < $1.key })
          """))
    }

    @Test func anotherThreadAndTheThreadAfterwardsReadTheRealClock() {
      let reading = Reading()
      let done = DispatchSemaphore(value: 0)
      let inside = InterposedRealtimeClock.frozen(at: instant) {
        Thread {
          reading.seconds.withLock { $0 = time(nil) }
          done.signal()
        }.start()
        done.wait()
        return time(nil)
      }
      let other = reading.seconds.withLock { $0 }
      let after = time(nil)
      #expect(
        inside == 1_000_000_000 && other != 1_000_000_000 && after != 1_000_000_000,
        brokenBet(
          """
          the C library's clock, interposed (frozen thread read \(inside), another thread \
          \(other), the thread afterwards \(after))
          """))
    }

    @Test func aNestedFreezePutsBackTheOuterInstant() {
      let (inner, outer) = InterposedRealtimeClock.frozen(at: instant) {
        let inner = InterposedRealtimeClock.frozen(at: 2_000_000_000) { time(nil) }
        return (inner, time(nil))
      }
      #expect(inner == 2_000_000_000 && outer == 1_000_000_000)
    }
  }
#endif

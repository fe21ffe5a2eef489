import CGlimpseClock

/// The C library's realtime clock, which `CGlimpseClock` interposes (README, "The C
/// library's clock, interposed"): frozen for the calling thread while a body runs, so that
/// `clock_gettime`, `gettimeofday` and `time`, and Foundation's `Date()` through them,
/// read one instant there. Other threads and other clocks are untouched. Linux only:
/// elsewhere freezing does nothing.
public enum InterposedRealtimeClock {
  /// Runs `body` with the calling thread's realtime clock frozen at `seconds` since 1970,
  /// then puts back what the clock was (frozen at another instant, or real).
  public static func frozen<Result>(at seconds: Double, _ body: () throws -> Result) rethrows
    -> Result
  {
    let saved = glimpse_clock_current()
    glimpse_clock_freeze(seconds)
    defer { glimpse_clock_restore(saved) }
    return try body()
  }

  /// Whether the C library's clock functions, as the program calls them, are
  /// `CGlimpseClock`'s, so that freezing works (Linux: yes, when the target is linked into
  /// the program as usual).
  public static var isInterposed: Bool { glimpse_clock_is_interposed() != 0 }
}

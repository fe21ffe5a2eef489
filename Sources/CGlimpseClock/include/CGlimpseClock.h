// The preview's clock for the C library: while a render runs on a thread, the realtime
// clock that thread reads (clock_gettime, gettimeofday, time) is the instant being
// rendered, so `Date()` in any view code, whatever it imports, is the render's instant, as
// on a device a body is evaluated at the instant the system draws it. Other threads and
// other clocks (monotonic, CPU time) are untouched. Linux only: elsewhere these do nothing.
#ifndef GLIMPSE_CGLIMPSECLOCK_H
#define GLIMPSE_CGLIMPSECLOCK_H

/// What the calling thread's realtime clock says: frozen at `seconds` since 1970, or the
/// real clock.
typedef struct {
  int isFrozen;
  double seconds;
} glimpse_clock_state;

/// The calling thread's clock state, to restore with glimpse_clock_restore.
glimpse_clock_state glimpse_clock_current(void);

/// Freezes the calling thread's realtime clock at `seconds` since 1970.
void glimpse_clock_freeze(double seconds);

/// Puts back a state glimpse_clock_current returned.
void glimpse_clock_restore(glimpse_clock_state state);

/// Whether the C library's clock functions are this target's (1), so that freezing works.
int glimpse_clock_is_interposed(void);

#endif

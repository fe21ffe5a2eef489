// Interposes the C library's realtime clock functions (see CGlimpseClock.h). A definition in
// the program's own image comes before the C library's when symbols are bound, so
// Foundation's `Date()` (clock_gettime) and CoreFoundation (gettimeofday) call these; when
// the calling thread's clock is not frozen they call the C library's own, found once with
// dlsym(RTLD_NEXT).
#define _GNU_SOURCE
#include "CGlimpseClock.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Thread_local int frozen = 0;
static _Thread_local struct timespec frozenAt;
static _Thread_local double frozenSeconds = 0;

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *, void *);
typedef time_t (*time_function)(time_t *);

static _Atomic(clock_gettime_function) realClockGettime = NULL;
static _Atomic(gettimeofday_function) realGettimeofday = NULL;
static _Atomic(time_function) realTime = NULL;

static int systemClockGettime(clockid_t id, struct timespec *ts) {
  return (int)syscall(SYS_clock_gettime, id, ts);
}

static int systemGettimeofday(struct timeval *tv, void *tz) {
  return (int)syscall(SYS_gettimeofday, tv, tz);
}

static time_t systemTime(time_t *t) {
  struct timespec now;
  systemClockGettime(CLOCK_REALTIME, &now);
  if (t) *t = now.tv_sec;
  return now.tv_sec;
}

static clock_gettime_function clockGettimeFunction(void) {
  clock_gettime_function function = atomic_load_explicit(&realClockGettime, memory_order_acquire);
  if (function) return function;
  function = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
  if (!function || function == clock_gettime) function = systemClockGettime;
  atomic_store_explicit(&realClockGettime, function, memory_order_release);
  return function;
}

static gettimeofday_function gettimeofdayFunction(void) {
  gettimeofday_function function = atomic_load_explicit(&realGettimeofday, memory_order_acquire);
  if (function) return function;
  function = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
  if (!function || function == (gettimeofday_function)gettimeofday) function = systemGettimeofday;
  atomic_store_explicit(&realGettimeofday, function, memory_order_release);
  return function;
}

static time_function timeFunction(void) {
  time_function function = atomic_load_explicit(&realTime, memory_order_acquire);
  if (function) return function;
  function = (time_function)dlsym(RTLD_NEXT, "time");
  if (!function || function == time) function = systemTime;
  atomic_store_explicit(&realTime, function, memory_order_release);
  return function;
}

// glibc declares `ts` and `tv` nonnull (time.h, sys/time.h), so a null test on them is one
// the compiler may drop and warns about: there is none.
int clock_gettime(clockid_t id, struct timespec *ts) {
  if (frozen && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE)) {
    *ts = frozenAt;
    return 0;
  }
  return clockGettimeFunction()(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  int result = gettimeofdayFunction()(tv, tz);
  if (frozen && result == 0) {
    tv->tv_sec = frozenAt.tv_sec;
    tv->tv_usec = (suseconds_t)(frozenAt.tv_nsec / 1000);
  }
  return result;
}

time_t time(time_t *t) {
  if (frozen) {
    if (t) *t = frozenAt.tv_sec;
    return frozenAt.tv_sec;
  }
  return timeFunction()(t);
}

glimpse_clock_state glimpse_clock_current(void) {
  glimpse_clock_state state = {frozen, frozenSeconds};
  return state;
}

void glimpse_clock_freeze(double seconds) {
  if (!isfinite(seconds)) return;
  double whole = floor(seconds);
  long nanoseconds = (long)llround((seconds - whole) * 1e9);
  if (nanoseconds > 999999999L) nanoseconds = 999999999L;
  if (nanoseconds < 0) nanoseconds = 0;
  frozenAt.tv_sec = (time_t)whole;
  frozenAt.tv_nsec = nanoseconds;
  frozenSeconds = seconds;
  frozen = 1;
}

void glimpse_clock_restore(glimpse_clock_state state) {
  if (state.isFrozen) {
    glimpse_clock_freeze(state.seconds);
  } else {
    frozen = 0;
  }
}

int glimpse_clock_is_interposed(void) {
  // Frozen at 1 s past the epoch, the C library's own clock_gettime as the program calls
  // it must say so.
  glimpse_clock_state saved = glimpse_clock_current();
  glimpse_clock_freeze(1);
  struct timespec now = {0, 0};
  int (*const volatile call)(clockid_t, struct timespec *) = clock_gettime;
  call(CLOCK_REALTIME, &now);
  glimpse_clock_restore(saved);
  return now.tv_sec == 1;
}

#else

glimpse_clock_state glimpse_clock_current(void) {
  glimpse_clock_state state = {0, 0};
  return state;
}
void glimpse_clock_freeze(double seconds) { (void)seconds; }
void glimpse_clock_restore(glimpse_clock_state state) { (void)state; }
int glimpse_clock_is_interposed(void) { return 0; }

#endif

// A view body that never returns must not take the terminal with it. The render watchdog
// is a thread that watches the main thread's renders: one that runs longer than a bound
// is reported (a status line written as raw bytes on the terminal's last row, and a line
// on standard error when that is not the terminal), and from then on, until the render
// returns, the thread reads the keyboard itself: `q` restores the terminal and exits 0,
// Ctrl-C exits 130, and SIGINT, SIGTERM or SIGHUP (glimpse_interrupts) exit 128 + the
// signal at once. The main thread is inside the body all that time, so nothing races
// ncurses: the thread writes only then, and a render that returns waits for the thread's
// write to finish.
#ifndef GLIMPSE_WATCHDOG_H
#define GLIMPSE_WATCHDOG_H

/// Starts the watchdog thread (once; a second call while it runs returns -1).
///
/// - `input_fd`: where keys are read once a render overruns (-1: none).
/// - `output_fd`: where the status line is written (the terminal; -1: none).
/// - `error_fd`: where the line for a log is written (-1: none).
/// - `bound_ms`: how long a render may take before it is reported.
///
/// Returns 0, or -1 when the thread cannot start.
int glimpse_watchdog_start(int input_fd, int output_fd, int error_fd, long bound_ms);

/// Stops the thread and waits for it. Does nothing when none runs.
void glimpse_watchdog_stop(void);

/// The main thread enters a view body (a render, or a key's action); `rows` is the
/// screen's height, for where the status line goes when the terminal cannot say.
void glimpse_watchdog_render_begins(int rows);

/// The main thread is back. Returns 1 when this render was reported as not responding
/// (the caller redraws the whole screen: the status line was written behind its back),
/// else 0.
int glimpse_watchdog_render_ends(void);

/// Whether a render has overrun and not returned yet: 1 or 0. Async-signal-safe.
int glimpse_watchdog_overrunning(void);

/// Restores the terminal (as the fatal signal handler does), drops typed input and ends
/// the process with `status`, at once. Async-signal-safe.
void glimpse_watchdog_exit(int status);

/// The status line for the render in progress, as the thread writes it (without the
/// escape sequences), for tests: copies at most `capacity` - 1 bytes, terminated;
/// returns the full length.
unsigned long glimpse_watchdog_describe(char *buffer, unsigned long capacity);

#endif

// SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT: a trap in an activity's view code
// (a failed precondition, a force-unwrapped nil); and SIGQUIT, which ends the process as
// abruptly (`glimpse: stopped by SIGQUIT ...`). The handler restores the terminal from
// what was saved at start-up, prints one line naming what was being drawn, puts back the
// previous handler (the Swift runtime's backtracer) and re-raises the signal, so that the
// backtrace prints on a sane terminal. Everything it does is async-signal-safe: it only
// reads buffers filled beforehand and calls write, tcsetattr, sigaction and raise.
#ifndef GLIMPSE_FATAL_SIGNALS_H
#define GLIMPSE_FATAL_SIGNALS_H

#include <stddef.h>

/// What the crash line names, each kept in a preallocated buffer.
typedef enum {
  /// The activity and its state: `delivery · state 2/5 picked up`.
  GLIMPSE_DRAWING_ACTIVITY = 0,
  /// The presentation: `lock-screen`.
  GLIMPSE_DRAWING_PRESENTATION = 1,
} glimpse_drawing_field;

/// The longest text a field keeps, in bytes; longer text is cut (at a byte: the caller
/// passes text it has already cut at a character).
#define GLIMPSE_DRAWING_FIELD_CAPACITY 192

/// Installs the handler for the fatal signals (once; later calls do nothing), keeping
/// the previous actions. Returns 0, or -1 when sigaction fails.
int glimpse_fatal_signals_install(void);

/// Saves the terminal modes of `fd` (tcgetattr), before the screen changes them.
/// Returns 0, or -1 when `fd` is not a terminal.
int glimpse_fatal_save_terminal_modes(int fd);

/// The bytes that put the terminal back (leave the alternate screen, show the cursor,
/// mouse reporting and keypad mode off), written to `fd` by the handler with the saved
/// modes; cut at 1024 bytes.
void glimpse_fatal_set_terminal_reset(int fd, const char *bytes, size_t length);

/// Forgets the terminal: the screen was closed and restored the normal way.
void glimpse_fatal_clear_terminal(void);

/// Writes the reset bytes and the saved modes to the terminal, if any are set.
/// Async-signal-safe; used by the handlers.
void glimpse_fatal_restore_terminal(void);

/// Sets a field of the crash line of this thread (`length` bytes of `text`, no terminator
/// needed); a length of 0 clears it.
void glimpse_fatal_set_drawing(glimpse_drawing_field field, const char *text, size_t length);

/// What the main thread is drawing, `activity · presentation` (the fields that are set), into
/// `buffer` (not terminated, cut at `capacity`); returns the full length (0: nothing is
/// being drawn). Async-signal-safe.
size_t glimpse_fatal_drawing_text(char *buffer, size_t capacity);

/// The crash line as the handler would write it now, for tests: copies at most
/// `capacity` - 1 bytes to `buffer`, terminated; returns the full length.
size_t glimpse_fatal_describe(int signo, char *buffer, size_t capacity);

#endif

// SIGINT, SIGTERM and SIGHUP, caught so that the event loop ends the program and the
// terminal is restored on the way out. The flag lives in interrupts.c: one flag for the
// whole program, written by the handler and read by the loop.
#ifndef GLIMPSE_INTERRUPTS_H
#define GLIMPSE_INTERRUPTS_H

/// Installs the handler for SIGINT, SIGTERM and SIGHUP, without SA_RESTART so that a
/// blocking read returns at once; keeps the previous actions for
/// glimpse_interrupts_release. Returns 0, or -1 when sigaction fails.
///
/// The handler records the signal. A second signal that arrives before the program took
/// the first (it is not listening: busy, or stuck) restores the terminal as the fatal
/// signal handler does and ends the process with the signal's default action.
int glimpse_interrupts_install(void);

/// Puts back the actions glimpse_interrupts_install replaced.
void glimpse_interrupts_release(void);

/// The signal caught and not yet taken (0 for none).
int glimpse_interrupt_peek(void);

/// The signal caught since the last call (0 for none), clearing it.
int glimpse_interrupt_take(void);

/// Records `signo` as if it had been caught: the terminal hung up, found by reading it.
void glimpse_interrupt_note(int signo);

#endif

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

/// Makes the handler also write one byte to `fd` (-1: none) when it records a signal, so
/// that a program waiting in poll wakes whichever thread the signal was delivered to.
void glimpse_interrupts_wake(int fd);

/// The signal caught and not yet taken (0 for none).
int glimpse_interrupt_peek(void);

/// The signal caught since the last call (0 for none), clearing it.
int glimpse_interrupt_take(void);

/// Records `signo` as if it had been caught: the terminal hung up, found by reading it.
void glimpse_interrupt_note(int signo);

/// Installs a handler for SIGUSR1 that only records it ("news from glimpse watch": its
/// status file changed), without SA_RESTART so that a wait for a key returns at once.
/// Returns 0, or -1 when sigaction fails.
int glimpse_notice_install(void);

/// Whether SIGUSR1 arrived since the last call, clearing it: 1 or 0.
int glimpse_notice_take(void);

#endif

// SIGINT, SIGTERM and SIGHUP (and SIGUSR1, SIGUSR2, SIGALRM), caught so that the event
// loop ends the program and the terminal is restored on the way out; SIGPIPE ignored.
// The flag lives in interrupts.c: one flag for the whole program, written by the handler
// and read by the loop.
#ifndef GLIMPSE_INTERRUPTS_H
#define GLIMPSE_INTERRUPTS_H

/// Installs the handler for SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 and SIGALRM,
/// without SA_RESTART so that a blocking read returns at once, and ignores SIGPIPE (a
/// write to a closed pipe fails with EPIPE instead); keeps the previous actions for
/// glimpse_interrupts_release. Returns 0, or -1 when sigaction fails.
///
/// The handler records the signal (SIGUSR1 as a notice instead, after
/// glimpse_notice_install). While a render overruns (glimpse_watchdog), it restores the
/// terminal and ends the process with 128 + the signal at once. A second signal that
/// arrives before the program took the first (it is not listening: busy, or stuck)
/// restores the terminal as the fatal signal handler does and ends the process with the
/// signal's default action.
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
/// status file changed), without SA_RESTART so that a wait for a key returns at once;
/// from then on glimpse_interrupts_install's handler records SIGUSR1 the same way instead
/// of ending the program. Returns 0, or -1 when sigaction fails.
int glimpse_notice_install(void);

/// Whether SIGUSR1 arrived since the last call, clearing it: 1 or 0.
int glimpse_notice_take(void);

#endif

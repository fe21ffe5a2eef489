#include "glimpse_interrupts.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "glimpse_fatal_signals.h"
#include "glimpse_watchdog.h"

/// The one flag: the signal caught and not yet taken (0 for none).
static volatile sig_atomic_t pending_signal = 0;

enum { trapped_count = 6 };

// SIGUSR1, SIGUSR2 and SIGALRM end a process by default without restoring the terminal:
// they are taken as SIGTERM is (SIGUSR1 is news from `glimpse watch` once
// glimpse_notice_install was called).
static const int trapped_signals[trapped_count] = {SIGINT,  SIGTERM, SIGHUP,
                                                   SIGUSR1, SIGUSR2, SIGALRM};
static struct sigaction saved_actions[trapped_count];
/// SIGPIPE's action before glimpse_interrupts_install ignored it.
static struct sigaction saved_pipe_action;

/// SIGUSR1 means news from `glimpse watch` (glimpse_notice_install was called).
static volatile sig_atomic_t notices_wanted = 0;
/// SIGUSR1 caught and not yet taken.
static volatile sig_atomic_t pending_notice = 0;

static void write_text(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

/// A descriptor to write a byte to when a signal is caught (the write end of a pipe that
/// a program waits on in poll), or -1.
static volatile sig_atomic_t wake_descriptor = -1;

static void on_interrupt(int signo) {
  if (signo == SIGUSR1 && notices_wanted) {
    pending_notice = 1;
    return;
  }
  // A view body has not returned for a while: the loop cannot take the signal. End now.
  if (glimpse_watchdog_overrunning()) glimpse_watchdog_exit(128 + signo);
  if (pending_signal == 0) {
    pending_signal = signo;
    if (wake_descriptor >= 0) {
      char byte = 1;
      (void)!write(wake_descriptor, &byte, 1);
    }
    return;
  }
  // The last signal was never taken: the program is not listening. Stop now, with the
  // terminal put back, by the signal's default action (delivered when this returns).
  glimpse_fatal_restore_terminal();
  write_text("glimpse: stopped by a second signal while busy\n");
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signo, &fallback, NULL);
  raise(signo);
}

int glimpse_interrupts_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocked read returns with EINTR
  for (int index = 0; index < trapped_count; index++) {
    if (sigaction(trapped_signals[index], &action, &saved_actions[index]) != 0) return -1;
  }
  // A write to a closed pipe gives EPIPE, taken as the end, instead of killing the process
  // with the terminal raw; `kill -PIPE` does nothing.
  struct sigaction ignore;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  if (sigaction(SIGPIPE, &ignore, &saved_pipe_action) != 0) return -1;
  return 0;
}

void glimpse_interrupts_release(void) {
  for (int index = 0; index < trapped_count; index++) {
    sigaction(trapped_signals[index], &saved_actions[index], NULL);
  }
  sigaction(SIGPIPE, &saved_pipe_action, NULL);
}

void glimpse_interrupts_wake(int fd) { wake_descriptor = fd; }

int glimpse_interrupt_peek(void) { return pending_signal; }

int glimpse_interrupt_take(void) {
  int signo = pending_signal;
  pending_signal = 0;
  return signo;
}

void glimpse_interrupt_note(int signo) {
  if (pending_signal == 0) pending_signal = signo;
}

static void on_notice(int signo) {
  (void)signo;
  pending_notice = 1;
}

int glimpse_notice_install(void) {
  notices_wanted = 1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_notice;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGUSR1, &action, NULL);
}

int glimpse_notice_take(void) {
  int taken = pending_notice;
  pending_notice = 0;
  return taken;
}

#define _GNU_SOURCE
#include "glimpse_watchdog.h"

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "glimpse_fatal_signals.h"
#include "glimpse_interrupts.h"

enum { line_capacity = 2 * GLIMPSE_DRAWING_FIELD_CAPACITY + 160, poll_ms = 100 };

// The thread and what it watches, guarded by `lock` (the thread waits on `changed`).
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed;
static pthread_once_t changed_once = PTHREAD_ONCE_INIT;
static pthread_t thread;
static int running = 0;
static int stopping = 0;
static int input_descriptor = -1;
static int output_descriptor = -1;
static int error_descriptor = -1;
static long bound_milliseconds = 2000;
/// Inside a body now, and since when.
static int busy = 0;
static struct timespec started;
/// Counts renders, so that the thread knows the one it reported from the next.
static unsigned long generation = 0;
/// The render in progress was reported.
static int reported = 0;
static int rows_hint = 24;

// Read by the signal handlers.
static volatile sig_atomic_t overrunning = 0;
static volatile sig_atomic_t exit_input = -1;
static volatile sig_atomic_t exit_notes_terminal = 0;

static void make_condition(void) {
  pthread_condattr_t attributes;
  pthread_condattr_init(&attributes);
  pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
  pthread_cond_init(&changed, &attributes);
  pthread_condattr_destroy(&attributes);
}

static struct timespec monotonic_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now;
}

static struct timespec later(struct timespec start, long milliseconds) {
  start.tv_sec += milliseconds / 1000;
  start.tv_nsec += (milliseconds % 1000) * 1000000L;
  if (start.tv_nsec >= 1000000000L) {
    start.tv_sec += 1;
    start.tv_nsec -= 1000000000L;
  }
  return start;
}

static int is_before(struct timespec a, struct timespec b) {
  return a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec);
}

/// Writes everything it can; a descriptor that fails (EPIPE, a closed log) is given up.
static void write_all(int fd, const char *bytes, size_t length) {
  while (fd >= 0 && length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

/// Appends `text` within `capacity` (keeping room for a terminator).
static void append(char *line, size_t capacity, size_t *length, const char *text, size_t count) {
  for (size_t index = 0; index < count && *length + 1 < capacity; index++) {
    line[(*length)++] = text[index];
  }
}

static void append_text(char *line, size_t capacity, size_t *length, const char *text) {
  append(line, capacity, length, text, strlen(text));
}

/// The decimal digits of `number` (not negative).
static void append_number(char *line, size_t capacity, size_t *length, long number) {
  char digits[24];
  size_t count = 0;
  do {
    digits[count++] = (char)('0' + number % 10);
    number /= 10;
  } while (number > 0 && count < sizeof digits);
  while (count > 0) append(line, capacity, length, &digits[--count], 1);
}

/// What is being drawn (`steps · state 3/3 · lock-screen`), or `a view body`.
static void append_drawing(char *line, size_t capacity, size_t *length) {
  char drawing[2 * GLIMPSE_DRAWING_FIELD_CAPACITY + 8];
  size_t drawn = glimpse_fatal_drawing_text(drawing, sizeof drawing);
  if (drawn > sizeof drawing) drawn = sizeof drawing;
  if (drawn == 0) {
    append_text(line, capacity, length, "a view body");
  } else {
    append(line, capacity, length, drawing, drawn);
  }
}

/// `not responding: <what is drawn> · q or Ctrl-C quits`, terminated; returns its length.
static size_t compose_status(char *line, size_t capacity) {
  size_t length = 0;
  append_text(line, capacity, &length, "not responding: ");
  append_drawing(line, capacity, &length);
  append_text(line, capacity, &length, " \xC2\xB7 q or Ctrl-C quits");
  if (capacity > 0) line[length] = '\0';
  return length;
}

/// The status line on the terminal's last row, reversed, cut to its width (counting a
/// column per character), with automatic margins off so that it never scrolls.
static void show_status(void) {
  if (output_descriptor < 0) return;
  int rows = rows_hint;
  int columns = 80;
  struct winsize size;
  if (ioctl(output_descriptor, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
    rows = size.ws_row;
    columns = size.ws_col;
  }
  char status[line_capacity];
  compose_status(status, sizeof status);
  char line[line_capacity + 64];
  size_t used = 0;
  append_text(line, sizeof line, &used, "\x1b[?7l\x1b[");
  append_number(line, sizeof line, &used, rows);
  append_text(line, sizeof line, &used, ";1H\x1b[0m\x1b[2K\x1b[7m ");
  int shown = 1;
  for (const char *cursor = status; *cursor != '\0' && used + 16 < sizeof line; cursor++) {
    int starts_character = ((unsigned char)*cursor & 0xC0) != 0x80;
    if (starts_character && shown + 2 > columns) break;
    if (starts_character) shown += 1;
    line[used++] = *cursor;
  }
  static const char end[] = " \x1b[0m\x1b[?7h";
  memcpy(line + used, end, sizeof end - 1);
  used += sizeof end - 1;
  write_all(output_descriptor, line, used);
}

/// The line for a log: `glimpse: not responding: ... (a view body has run for 2.0 s; q or
/// Ctrl-C quits)` (`50 ms` under a second).
static void log_status(long milliseconds) {
  if (error_descriptor < 0) return;
  char line[line_capacity];
  size_t length = 0;
  append_text(line, sizeof line, &length, "glimpse: not responding: ");
  append_drawing(line, sizeof line, &length);
  append_text(line, sizeof line, &length, " (a view body has run for ");
  if (milliseconds >= 1000) {
    append_number(line, sizeof line, &length, milliseconds / 1000);
    append_text(line, sizeof line, &length, ".");
    append_number(line, sizeof line, &length, (milliseconds % 1000) / 100);
    append_text(line, sizeof line, &length, " s");
  } else {
    append_number(line, sizeof line, &length, milliseconds);
    append_text(line, sizeof line, &length, " ms");
  }
  append_text(line, sizeof line, &length, "; q or Ctrl-C quits)\n");
  write_all(error_descriptor, line, length);
}

void glimpse_watchdog_exit(int status) {
  glimpse_fatal_restore_terminal();
  int input = exit_input;
  if (input >= 0) tcflush(input, TCIFLUSH);
  if (exit_notes_terminal) {
    // Left on the shell's screen: what hung.
    char line[line_capacity];
    size_t length = 0;
    append_text(line, sizeof line, &length, "glimpse: stopped while not responding: ");
    append_drawing(line, sizeof line, &length);
    append_text(line, sizeof line, &length, "\n");
    write_all(STDERR_FILENO, line, length);
  }
  _exit(status);
}

int glimpse_watchdog_overrunning(void) { return overrunning ? 1 : 0; }

/// Reads what was typed while a render overruns: `q` quits (0), Ctrl-C too (130); an
/// escape sequence (an arrow key) and anything else are dropped. A terminal that hung up
/// ends the process as SIGHUP does.
static void read_keys(void) {
  char bytes[64];
  ssize_t count = read(input_descriptor, bytes, sizeof bytes);
  if (count == 0) glimpse_watchdog_exit(128 + SIGHUP);
  if (count < 0 || bytes[0] == 0x1B) return;
  for (ssize_t index = 0; index < count; index++) {
    if (bytes[index] == 'q' || bytes[index] == 'Q') glimpse_watchdog_exit(0);
    if (bytes[index] == 0x03) glimpse_watchdog_exit(128 + SIGINT);
  }
}

static void *watch(void *unused) {
  (void)unused;
  pthread_mutex_lock(&lock);
  while (!stopping) {
    if (!busy) {
      pthread_cond_wait(&changed, &lock);
      continue;
    }
    if (!reported) {
      struct timespec deadline = later(started, bound_milliseconds);
      if (is_before(monotonic_now(), deadline)) {
        pthread_cond_timedwait(&changed, &lock, &deadline);
        continue;
      }
      reported = 1;
      overrunning = 1;
      // A signal that came while the body ran (before the handler could see the overrun).
      int signo = glimpse_interrupt_peek();
      if (signo != 0) glimpse_watchdog_exit(128 + signo);
      show_status();
      log_status(bound_milliseconds);
      continue;
    }
    // Overrunning: the keyboard is this thread's until the body returns.
    unsigned long watched = generation;
    int ready = 0;
    struct pollfd entry = {.fd = input_descriptor, .events = POLLIN, .revents = 0};
    if (input_descriptor >= 0) {
      pthread_mutex_unlock(&lock);
      ready = poll(&entry, 1, poll_ms);
      pthread_mutex_lock(&lock);
    } else {
      struct timespec deadline = later(monotonic_now(), poll_ms);
      pthread_cond_timedwait(&changed, &lock, &deadline);
    }
    if (stopping || !busy || generation != watched) continue;
    int signo = glimpse_interrupt_peek();
    if (signo != 0) glimpse_watchdog_exit(128 + signo);
    if (ready > 0 && (entry.revents & POLLIN)) {
      read_keys();
    } else if (ready > 0 && (entry.revents & (POLLHUP | POLLERR | POLLNVAL))) {
      glimpse_watchdog_exit(128 + SIGHUP);
    }
  }
  pthread_mutex_unlock(&lock);
  return NULL;
}

int glimpse_watchdog_start(int input_fd, int output_fd, int error_fd, long bound_ms) {
  pthread_once(&changed_once, make_condition);
  pthread_mutex_lock(&lock);
  if (running) {
    pthread_mutex_unlock(&lock);
    return -1;
  }
  input_descriptor = input_fd;
  output_descriptor = output_fd;
  error_descriptor = error_fd;
  bound_milliseconds = bound_ms > 0 ? bound_ms : 1;
  busy = 0;
  reported = 0;
  stopping = 0;
  exit_input = input_fd;
  exit_notes_terminal = error_fd < 0 && output_fd >= 0;
  // The signals the program catches stay with the main thread, whose waits they end (the
  // runtime's backtracer still reaches this thread with its own).
  sigset_t caught, previous;
  sigemptyset(&caught);
  const int signals[] = {SIGINT,  SIGTERM, SIGHUP,  SIGUSR1, SIGUSR2, SIGALRM,
                         SIGPIPE, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGCHLD};
  for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
    sigaddset(&caught, signals[index]);
  }
  pthread_sigmask(SIG_BLOCK, &caught, &previous);
  int status = pthread_create(&thread, NULL, watch, NULL);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  running = status == 0;
  pthread_mutex_unlock(&lock);
  return status == 0 ? 0 : -1;
}

void glimpse_watchdog_stop(void) {
  pthread_mutex_lock(&lock);
  if (!running) {
    pthread_mutex_unlock(&lock);
    return;
  }
  stopping = 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
  pthread_join(thread, NULL);
  pthread_mutex_lock(&lock);
  running = 0;
  busy = 0;
  reported = 0;
  overrunning = 0;
  exit_input = -1;
  exit_notes_terminal = 0;
  pthread_mutex_unlock(&lock);
}

void glimpse_watchdog_render_begins(int rows) {
  pthread_mutex_lock(&lock);
  if (running) {
    busy = 1;
    reported = 0;
    generation += 1;
    started = monotonic_now();
    if (rows > 0) rows_hint = rows;
    pthread_cond_broadcast(&changed);
  }
  pthread_mutex_unlock(&lock);
}

int glimpse_watchdog_render_ends(void) {
  pthread_mutex_lock(&lock);
  int was_reported = reported;
  overrunning = 0;
  busy = 0;
  reported = 0;
  if (was_reported) write_text(error_descriptor, "glimpse: responding again\n");
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
  return was_reported;
}

unsigned long glimpse_watchdog_describe(char *buffer, unsigned long capacity) {
  if (capacity == 0) return 0;
  return (unsigned long)compose_status(buffer, (size_t)capacity);
}

#define _GNU_SOURCE
#include "glimpse_fatal_signals.h"

#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

enum { fatal_count = 7, reset_capacity = 1024, field_count = 2 };

// SIGQUIT is no crash, but its default action (and the Swift runtime's backtracer) ends
// the process without restoring the terminal, like the others.
static const int fatal_signals[fatal_count] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS,
                                               SIGFPE, SIGABRT, SIGQUIT};
static const char *const fatal_names[fatal_count] = {"SIGILL", "SIGTRAP", "SIGSEGV", "SIGBUS",
                                                     "SIGFPE", "SIGABRT", "SIGQUIT"};
static struct sigaction previous_actions[fatal_count];
static volatile sig_atomic_t installed = 0;

// The terminal, saved at start-up.
static volatile sig_atomic_t terminal_fd = -1;
static struct termios terminal_modes;
static volatile sig_atomic_t has_terminal_modes = 0;
static char reset_bytes[reset_capacity];
static volatile sig_atomic_t reset_length = 0;

// What is being drawn, by each thread (renders run on several at once): a crash is
// reported by the thread that crashed, with what it was drawing. Initial-exec: the
// handler reads it without calling into the dynamic linker.
#define THREAD_STATE _Thread_local __attribute__((tls_model("initial-exec")))
static THREAD_STATE char drawing[field_count][GLIMPSE_DRAWING_FIELD_CAPACITY];
static THREAD_STATE volatile sig_atomic_t drawing_length[field_count];
// What the main thread is drawing, for the watchdog's thread (the interactive preview
// draws on the main thread).
static char main_drawing[field_count][GLIMPSE_DRAWING_FIELD_CAPACITY];
static volatile sig_atomic_t main_drawing_length[field_count];
// Whether this thread is the main thread: 0 unknown, 1 yes, 2 no (asked once a thread).
static THREAD_STATE int thread_is_main = 0;

// A stack for the handler when the thread has none of its own: a stack overflow in view
// code (runaway recursion) must still restore the terminal.
static char alternate_stack[64 * 1024];

static void write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

static int fatal_index(int signo) {
  for (int index = 0; index < fatal_count; index++) {
    if (fatal_signals[index] == signo) return index;
  }
  return -1;
}

/// Appends `text` to the line at `*length`, within `capacity`.
static void append(char *line, size_t capacity, size_t *length, const char *text, size_t count) {
  for (size_t index = 0; index < count; index++) {
    if (*length + 1 < capacity) line[*length] = text[index];
    *length += 1;
  }
}

static void append_text(char *line, size_t capacity, size_t *length, const char *text) {
  append(line, capacity, length, text, strlen(text));
}

/// `activity · presentation`, the fields of `fields` that are set, appended to `line`.
static void append_fields(char *line, size_t capacity, size_t *length,
                          char fields[field_count][GLIMPSE_DRAWING_FIELD_CAPACITY],
                          volatile sig_atomic_t *lengths) {
  size_t activity = (size_t)lengths[GLIMPSE_DRAWING_ACTIVITY];
  size_t presentation = (size_t)lengths[GLIMPSE_DRAWING_PRESENTATION];
  if (activity > 0) {
    append(line, capacity, length, fields[GLIMPSE_DRAWING_ACTIVITY], activity);
    if (presentation > 0) append_text(line, capacity, length, " \xC2\xB7 ");
  }
  append(line, capacity, length, fields[GLIMPSE_DRAWING_PRESENTATION], presentation);
}

/// What this thread is drawing, appended to `line`.
static void append_drawing(char *line, size_t capacity, size_t *length) {
  append_fields(line, capacity, length, drawing, drawing_length);
}

/// The crash line into `line` (not terminated); returns its full length.
static size_t compose(int signo, char *line, size_t capacity) {
  size_t length = 0;
  int index = fatal_index(signo);
  append_text(line, capacity, &length,
              signo == SIGQUIT ? "glimpse: stopped by " : "glimpse: crashed with ");
  append_text(line, capacity, &length, index >= 0 ? fatal_names[index] : "a signal");
  if (drawing_length[GLIMPSE_DRAWING_PRESENTATION] > 0) {
    append_text(line, capacity, &length, " while drawing ");
    append_drawing(line, capacity, &length);
  }
  append_text(line, capacity, &length, "\n");
  return length;
}

size_t glimpse_fatal_drawing_text(char *buffer, size_t capacity) {
  size_t length = 0;
  append_fields(buffer, capacity + 1, &length, main_drawing, main_drawing_length);
  return length;
}

// The thread reporting a crash: one line for the process, however many threads crash.
static volatile int reporting_thread = 0;

static void on_fatal(int signo, siginfo_t *info, void *context) {
  int self = (int)gettid();
  int expected = 0;
  if (!__atomic_compare_exchange_n(&reporting_thread, &expected, self, 0, __ATOMIC_SEQ_CST,
                                   __ATOMIC_SEQ_CST) &&
      expected != self) {
    // Another thread is reporting its crash, and ends the process.
    for (;;) pause();
  }
  glimpse_fatal_restore_terminal();
  char line[2 * GLIMPSE_DRAWING_FIELD_CAPACITY + 96];
  size_t length = compose(signo, line, sizeof line);
  write_all(STDERR_FILENO, line, length < sizeof line ? length : sizeof line - 1);
  int index = fatal_index(signo);
  if (signo == SIGQUIT && index >= 0) {
    // The Swift runtime's backtracer prints a backtrace for SIGQUIT and lets the program
    // go on, on a terminal now restored under it: call it here, then end as SIGQUIT does.
    struct sigaction previous = previous_actions[index];
    if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
      previous.sa_sigaction(signo, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
      previous.sa_handler(signo);
    }
    signal(signo, SIG_DFL);
    raise(signo);
    return;
  }
  // The previous handler (the Swift runtime's backtracer, or the default action) takes
  // the signal raised here as soon as this handler returns.
  if (index >= 0) {
    sigaction(signo, &previous_actions[index], NULL);
  } else {
    signal(signo, SIG_DFL);
  }
  raise(signo);
}

int glimpse_fatal_signals_install(void) {
  if (installed) return 0;
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_fatal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  for (int index = 0; index < fatal_count; index++) {
    if (sigaction(fatal_signals[index], &action, &previous_actions[index]) != 0) {
      for (int undo = 0; undo < index; undo++) {
        sigaction(fatal_signals[undo], &previous_actions[undo], NULL);
      }
      return -1;
    }
  }
  installed = 1;
  return 0;
}

int glimpse_fatal_save_terminal_modes(int fd) {
  has_terminal_modes = 0;
  if (tcgetattr(fd, &terminal_modes) != 0) return -1;
  has_terminal_modes = 1;
  terminal_fd = fd;
  return 0;
}

void glimpse_fatal_set_terminal_reset(int fd, const char *bytes, size_t length) {
  reset_length = 0;
  if (length > reset_capacity) length = reset_capacity;
  memcpy(reset_bytes, bytes, length);
  reset_length = (sig_atomic_t)length;
  terminal_fd = fd;
}

void glimpse_fatal_clear_terminal(void) {
  terminal_fd = -1;
  reset_length = 0;
  has_terminal_modes = 0;
}

void glimpse_fatal_restore_terminal(void) {
  int fd = terminal_fd;
  if (fd < 0) return;
  if (reset_length > 0) write_all(fd, reset_bytes, (size_t)reset_length);
  if (has_terminal_modes) tcsetattr(fd, TCSANOW, &terminal_modes);
}

void glimpse_fatal_set_drawing(glimpse_drawing_field field, const char *text, size_t length) {
  if ((int)field < 0 || (int)field >= field_count) return;
  if (length > GLIMPSE_DRAWING_FIELD_CAPACITY) length = GLIMPSE_DRAWING_FIELD_CAPACITY;
  drawing_length[field] = 0;
  if (length > 0) memcpy(drawing[field], text, length);
  drawing_length[field] = (sig_atomic_t)length;
  if (thread_is_main == 0) thread_is_main = getpid() == gettid() ? 1 : 2;
  if (thread_is_main != 1) return;
  main_drawing_length[field] = 0;
  if (length > 0) memcpy(main_drawing[field], text, length);
  main_drawing_length[field] = (sig_atomic_t)length;
}

size_t glimpse_fatal_describe(int signo, char *buffer, size_t capacity) {
  if (capacity == 0) return 0;
  size_t length = compose(signo, buffer, capacity);
  buffer[length < capacity ? length : capacity - 1] = '\0';
  return length;
}

#define _GNU_SOURCE
#include "pseudo_terminal.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int glimpse_pty_open(int *master, char *slave_path, size_t capacity, int columns, int rows) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return -1;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, slave_path, capacity) != 0) {
    close(fd);
    return -1;
  }
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_col = (unsigned short)columns;
  size.ws_row = (unsigned short)rows;
  ioctl(fd, TIOCSWINSZ, &size);
  *master = fd;
  return 0;
}

int glimpse_pty_spawn(const char *path, char *const argv[], char *const envp[],
                      const char *slave_path, int controlling, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attributes);
  // After setsid, opening the terminal (without O_NOCTTY) makes it the controlling one.
  posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setsigmask(&attributes, &none);
  short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
  if (controlling) flags |= POSIX_SPAWN_SETSID;
  posix_spawnattr_setflags(&attributes, flags);
  int result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result;
}

// Pseudo-terminals for the end-to-end tests: open one, start a program on its slave side.
// In C because Swift's Glibc module leaves out posix_openpt and the posix_spawn flags.
#ifndef GLIMPSE_PSEUDO_TERMINAL_H
#define GLIMPSE_PSEUDO_TERMINAL_H

#include <stddef.h>
#include <sys/types.h>

/// Opens a pseudo-terminal of `columns` x `rows`: the master (close-on-exec) in `*master`,
/// the slave's path in `slave_path`. Returns 0, or -1 with errno set.
int glimpse_pty_open(int *master, char *slave_path, size_t capacity, int columns, int rows);

/// Starts `path` with `argv` and `envp`, the slave at `slave_path` as its standard input,
/// output and error, every signal at its default action and none blocked. With
/// `controlling`, in a session of its own with the slave as its controlling terminal (a
/// hang-up then sends it SIGHUP, as closing a terminal window does). Returns 0 with the
/// child's id in `*pid`, or an errno value.
int glimpse_pty_spawn(const char *path, char *const argv[], char *const envp[],
                      const char *slave_path, int controlling, pid_t *pid);

#endif

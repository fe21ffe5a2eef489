// The parts of ncursesw (wide-character build) that Swift cannot import as they are:
// macros, globals that Swift 6 rejects, variadic terminfo calls. Everything here is a tiny
// static inline function (the signal handlers live in the CGlimpseSignals target, which
// has one copy of their state). See shared/notes/ncurses-from-swift.md.
#ifndef GLIMPSE_CNCURSESW_H
#define GLIMPSE_CNCURSESW_H

// Must come before curses.h, here and not in cSettings: otherwise cchar_t goes missing.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// Missing from Swift's Glibc module.
extern int wcwidth(wchar_t c);
static inline int glimpse_wcwidth(wchar_t c) { return wcwidth(c); }

// MARK: Globals (errors in Swift 6 mode when imported directly)

static inline WINDOW *glimpse_stdscr(void) { return stdscr; }
static inline WINDOW *glimpse_curscr(void) { return curscr; }
static inline int glimpse_colors(void) { return COLORS; }
static inline int glimpse_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *glimpse_stdout(void) { return stdout; }
static inline FILE *glimpse_stdin(void) { return stdin; }

// MARK: Macros

static inline void glimpse_getmaxyx(WINDOW *win, int *y, int *x) {
  getmaxyx(win, *y, *x);
}
static inline void glimpse_getyx(WINDOW *win, int *y, int *x) { getyx(win, *y, *x); }
static inline int glimpse_key_f(int n) { return KEY_F(n); }

static inline attr_t glimpse_a_normal(void) { return A_NORMAL; }
static inline attr_t glimpse_a_bold(void) { return A_BOLD; }
static inline attr_t glimpse_a_dim(void) { return A_DIM; }
static inline attr_t glimpse_a_italic(void) { return A_ITALIC; }
static inline attr_t glimpse_a_underline(void) { return A_UNDERLINE; }
static inline attr_t glimpse_a_reverse(void) { return A_REVERSE; }
static inline attr_t glimpse_a_standout(void) { return A_STANDOUT; }
static inline attr_t glimpse_a_blink(void) { return A_BLINK; }
static inline attr_t glimpse_a_invis(void) { return A_INVIS; }
static inline attr_t glimpse_a_chartext(void) { return A_CHARTEXT; }
static inline attr_t glimpse_a_attributes(void) { return A_ATTRIBUTES; }
static inline attr_t glimpse_a_color(void) { return A_COLOR; }

static inline mmask_t glimpse_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t glimpse_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t glimpse_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t glimpse_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/// Whether a cell read back with win_wch is the right half of a wide glyph. ncurses keeps
/// the half in the A_CHARTEXT bits of the attribute: 1 on the glyph, 2 and up on the rest.
static inline int glimpse_is_wide_continuation(const cchar_t *cell) {
  return (int)(cell->attr & A_CHARTEXT) > 1;
}

// MARK: Terminfo

/// A string capability of the current terminal (`rmcup`, `cnorm`...), or NULL when the
/// terminal has none.
static inline const char *glimpse_terminfo_string(const char *name) {
  char *value = tigetstr(name);
  return (value == NULL || value == (char *)-1) ? NULL : value;
}

/// `capability` with its first parameter set to `value` (tiparm is variadic).
static inline const char *glimpse_tiparm1(const char *capability, int value) {
  return tiparm(capability, value);
}

#endif

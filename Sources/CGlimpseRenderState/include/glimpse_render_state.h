// The render under way on the calling thread: the instant it draws at (GlimpseUI's
// RenderClock) and its scope (GlimpseUI's RenderScope, which GlimpseLocalization's
// LocalizationScope reads), bound while the render runs and put back when it ends, so that
// renders on other threads never see them.
//
// Thread-local, not a Swift task-local: a render runs synchronously on one thread from start
// to end, so the two say the same, and a task-local costs more (binding one allocates, and
// reading one asks the runtime for the current task), twice a render.
#ifndef GLIMPSE_RENDER_STATE_H
#define GLIMPSE_RENDER_STATE_H

/// The instant a render draws at, as seconds since 2001-01-01 (Foundation's reference date),
/// or no render (isSet 0).
typedef struct {
  int isSet;
  double sinceReferenceDate;
} glimpse_render_instant;

/// The calling thread's render instant (glimpse_render_state.c).
extern _Thread_local glimpse_render_instant glimpse_thread_render_instant;
/// The calling thread's render scope: an unretained Swift object, or NULL outside a render.
extern _Thread_local void *glimpse_thread_render_scope;

/// The calling thread's render instant.
static inline glimpse_render_instant glimpse_render_instant_current(void) {
  return glimpse_thread_render_instant;
}

/// Sets the calling thread's render instant (and returns the one it replaces).
static inline glimpse_render_instant glimpse_render_instant_exchange(
    glimpse_render_instant instant) {
  glimpse_render_instant previous = glimpse_thread_render_instant;
  glimpse_thread_render_instant = instant;
  return previous;
}

/// The calling thread's render scope, or NULL.
static inline void *glimpse_render_scope_current(void) { return glimpse_thread_render_scope; }

/// Sets the calling thread's render scope (and returns the one it replaces).
static inline void *glimpse_render_scope_exchange(void *scope) {
  void *previous = glimpse_thread_render_scope;
  glimpse_thread_render_scope = scope;
  return previous;
}

#endif

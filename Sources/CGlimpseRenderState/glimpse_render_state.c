// The calling thread's render state (see glimpse_render_state.h): none until a render binds it.
#include "glimpse_render_state.h"

#include <stddef.h>

_Thread_local glimpse_render_instant glimpse_thread_render_instant = {0, 0};
_Thread_local void *glimpse_thread_render_scope = NULL;

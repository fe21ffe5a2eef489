// Loads libnghttp2 at run time: the build has no nghttp2 headers or library to link, only
// the declarations of glimpse_nghttp2.h.
#include "glimpse_nghttp2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

static glimpse_nghttp2_api loaded;
static const glimpse_nghttp2_api *result;
static char failure[512];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/// `a`, `b` and `c` one after the other into `out` (at most `size` bytes with the NUL).
static void join(char *out, size_t size, const char *a, const char *b, const char *c) {
  size_t used = 0;
  const char *parts[] = {a, b, c};
  for (int i = 0; i < 3; i++) {
    for (const char *p = parts[i]; p != NULL && *p != '\0' && used + 1 < size; p++) {
      out[used++] = *p;
    }
  }
  if (size > 0) out[used] = '\0';
}

#define FIND(field, symbol)                                                     \
  do {                                                                          \
    void *found = dlsym(handle, symbol);                                        \
    if (found == NULL) {                                                        \
      join(failure, sizeof failure, path, " has no function ", symbol);         \
      return NULL;                                                              \
    }                                                                           \
    memcpy(&api.field, &found, sizeof found);                                   \
  } while (0)

static const glimpse_nghttp2_api *load(const char *path) {
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *why = dlerror();
    join(failure, sizeof failure, why ? why : path, NULL, NULL);
    return NULL;
  }
  glimpse_nghttp2_api api;
  FIND(strerror, "nghttp2_strerror");
  FIND(session_callbacks_new, "nghttp2_session_callbacks_new");
  FIND(session_callbacks_del, "nghttp2_session_callbacks_del");
  FIND(set_on_begin_headers_callback, "nghttp2_session_callbacks_set_on_begin_headers_callback");
  FIND(set_on_header_callback, "nghttp2_session_callbacks_set_on_header_callback");
  FIND(set_on_frame_recv_callback, "nghttp2_session_callbacks_set_on_frame_recv_callback");
  FIND(set_on_frame_send_callback, "nghttp2_session_callbacks_set_on_frame_send_callback");
  FIND(set_on_data_chunk_recv_callback,
       "nghttp2_session_callbacks_set_on_data_chunk_recv_callback");
  FIND(set_on_stream_close_callback, "nghttp2_session_callbacks_set_on_stream_close_callback");
  FIND(session_server_new, "nghttp2_session_server_new");
  FIND(session_del, "nghttp2_session_del");
  FIND(submit_settings, "nghttp2_submit_settings");
  FIND(session_mem_recv, "nghttp2_session_mem_recv");
  FIND(session_mem_send, "nghttp2_session_mem_send");
  FIND(submit_response, "nghttp2_submit_response");
  FIND(submit_rst_stream, "nghttp2_submit_rst_stream");
  FIND(session_want_read, "nghttp2_session_want_read");
  FIND(session_want_write, "nghttp2_session_want_write");
  FIND(session_terminate_session, "nghttp2_session_terminate_session");
  loaded = api;
  return &loaded;
}

const glimpse_nghttp2_api *glimpse_nghttp2_load_from(const char *path, char *error, size_t size) {
  pthread_mutex_lock(&lock);
  const glimpse_nghttp2_api *api = result;
  if (api == NULL) {
    api = load(path);
    result = api;
  }
  if (api == NULL && error != NULL) join(error, size, failure, NULL, NULL);
  pthread_mutex_unlock(&lock);
  return api;
}

const glimpse_nghttp2_api *glimpse_nghttp2_load(char *error, size_t size) {
  return glimpse_nghttp2_load_from("libnghttp2.so.14", error, size);
}

// The part of nghttp2's stable C API (libnghttp2.so.14) that `glimpse serve` calls,
// declared here from nghttp2's documented API so that the build needs no development
// files: the library is loaded with dlopen when the server starts (glimpse_nghttp2_load),
// and every call goes through the table of functions it returns. Only the types whose
// layout the program reads or builds are declared in full; the others are opaque.
#ifndef GLIMPSE_NGHTTP2_H
#define GLIMPSE_NGHTTP2_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef struct nghttp2_session nghttp2_session;
typedef struct nghttp2_session_callbacks nghttp2_session_callbacks;
typedef struct nghttp2_option nghttp2_option;

/// A header field (nghttp2_nv): name and value with their lengths, and flags.
typedef struct {
  uint8_t *name;
  uint8_t *value;
  size_t namelen;
  size_t valuelen;
  uint8_t flags;
} glimpse_h2_nv;

/// The frame header every frame begins with (nghttp2_frame_hd).
typedef struct {
  size_t length;
  int32_t stream_id;
  uint8_t type;
  uint8_t flags;
  uint8_t reserved;
} glimpse_h2_frame_hd;

/// A received frame as the callbacks see it (nghttp2_frame is a union of frame kinds, each
/// beginning with its header): only the header is read through it.
typedef struct {
  glimpse_h2_frame_hd hd;
} glimpse_h2_frame;

/// An RST_STREAM frame (nghttp2_rst_stream): its header and error code.
typedef struct {
  glimpse_h2_frame_hd hd;
  uint32_t error_code;
} glimpse_h2_rst_stream;

/// The start of a GOAWAY frame (nghttp2_goaway): its header, last stream and error code.
typedef struct {
  glimpse_h2_frame_hd hd;
  int32_t last_stream_id;
  uint32_t error_code;
} glimpse_h2_goaway;

/// One SETTINGS entry (nghttp2_settings_entry).
typedef struct {
  int32_t settings_id;
  uint32_t value;
} glimpse_h2_settings_entry;

/// Where a response body comes from (nghttp2_data_source).
typedef union {
  int fd;
  void *ptr;
} glimpse_h2_data_source;

typedef ssize_t (*glimpse_h2_read_callback)(
    nghttp2_session *session, int32_t stream_id, uint8_t *buf, size_t length,
    uint32_t *data_flags, glimpse_h2_data_source *source, void *user_data);

/// A response body (nghttp2_data_provider).
typedef struct {
  glimpse_h2_data_source source;
  glimpse_h2_read_callback read_callback;
} glimpse_h2_data_provider;

typedef int (*glimpse_h2_on_begin_headers)(
    nghttp2_session *session, const glimpse_h2_frame *frame, void *user_data);
typedef int (*glimpse_h2_on_header)(
    nghttp2_session *session, const glimpse_h2_frame *frame, const uint8_t *name,
    size_t namelen, const uint8_t *value, size_t valuelen, uint8_t flags, void *user_data);
typedef int (*glimpse_h2_on_frame_recv)(
    nghttp2_session *session, const glimpse_h2_frame *frame, void *user_data);
typedef int (*glimpse_h2_on_frame_send)(
    nghttp2_session *session, const glimpse_h2_frame *frame, void *user_data);
typedef int (*glimpse_h2_on_data_chunk_recv)(
    nghttp2_session *session, uint8_t flags, int32_t stream_id, const uint8_t *data,
    size_t len, void *user_data);
typedef int (*glimpse_h2_on_stream_close)(
    nghttp2_session *session, int32_t stream_id, uint32_t error_code, void *user_data);

// Constants of the documented API.
enum {
  GLIMPSE_H2_DATA = 0x00,
  GLIMPSE_H2_HEADERS = 0x01,
  GLIMPSE_H2_RST_STREAM = 0x03,
  GLIMPSE_H2_GOAWAY = 0x07,
  GLIMPSE_H2_FLAG_END_STREAM = 0x01,
  GLIMPSE_H2_DATA_FLAG_EOF = 0x01,
  GLIMPSE_H2_SETTINGS_MAX_CONCURRENT_STREAMS = 0x03,
  GLIMPSE_H2_SETTINGS_INITIAL_WINDOW_SIZE = 0x04,
  GLIMPSE_H2_SETTINGS_MAX_HEADER_LIST_SIZE = 0x06,
  GLIMPSE_H2_NO_ERROR = 0x00,
  GLIMPSE_H2_REFUSED_STREAM = 0x07,
  GLIMPSE_H2_ENHANCE_YOUR_CALM = 0x0b,
  GLIMPSE_H2_ERR_CALLBACK_FAILURE = -902,
  GLIMPSE_H2_ERR_TEMPORAL_CALLBACK_FAILURE = -521,
};

/// The functions of libnghttp2 the server calls, found with dlsym.
typedef struct {
  const char *(*strerror)(int lib_error_code);
  int (*session_callbacks_new)(nghttp2_session_callbacks **callbacks_ptr);
  void (*session_callbacks_del)(nghttp2_session_callbacks *callbacks);
  void (*set_on_begin_headers_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_begin_headers callback);
  void (*set_on_header_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_header callback);
  void (*set_on_frame_recv_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_frame_recv callback);
  void (*set_on_frame_send_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_frame_send callback);
  void (*set_on_data_chunk_recv_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_data_chunk_recv callback);
  void (*set_on_stream_close_callback)(
      nghttp2_session_callbacks *callbacks, glimpse_h2_on_stream_close callback);
  int (*session_server_new)(
      nghttp2_session **session_ptr, const nghttp2_session_callbacks *callbacks,
      void *user_data);
  void (*session_del)(nghttp2_session *session);
  int (*submit_settings)(
      nghttp2_session *session, uint8_t flags, const glimpse_h2_settings_entry *iv,
      size_t niv);
  ssize_t (*session_mem_recv)(nghttp2_session *session, const uint8_t *in, size_t inlen);
  ssize_t (*session_mem_send)(nghttp2_session *session, const uint8_t **data_ptr);
  int (*submit_response)(
      nghttp2_session *session, int32_t stream_id, const glimpse_h2_nv *nva, size_t nvlen,
      const glimpse_h2_data_provider *data_prd);
  int (*submit_rst_stream)(
      nghttp2_session *session, uint8_t flags, int32_t stream_id, uint32_t error_code);
  int (*session_want_read)(nghttp2_session *session);
  int (*session_want_write)(nghttp2_session *session);
  int (*session_terminate_session)(nghttp2_session *session, uint32_t error_code);
} glimpse_nghttp2_api;

/// Loads libnghttp2.so.14 and finds its functions, once; later calls return the same
/// table. NULL when the library or one of its functions is missing, with why in `error`
/// (at most `size` bytes, NUL-terminated).
const glimpse_nghttp2_api *glimpse_nghttp2_load(char *error, size_t size);

/// Loads the library named `path` instead (tests: a library that is not there).
const glimpse_nghttp2_api *glimpse_nghttp2_load_from(
    const char *path, char *error, size_t size);

#endif

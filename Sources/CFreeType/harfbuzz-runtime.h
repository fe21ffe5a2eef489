// The HarfBuzz functions GlimpseFonts calls, as function pointer types for dlsym: the
// machine has libharfbuzz.so.0 as a run-time library only, without its headers. The
// layouts are HarfBuzz's public, stable ABI (hb-common.h, hb-buffer.h).
#ifndef GLIMPSE_HARFBUZZ_RUNTIME_H
#define GLIMPSE_HARFBUZZ_RUNTIME_H

#include <stdint.h>

/// hb_glyph_position_t.
typedef struct {
  int32_t x_advance;
  int32_t y_advance;
  int32_t x_offset;
  int32_t y_offset;
  uint32_t reserved;
} glimpse_hb_glyph_position;

/// hb_feature_t.
typedef struct {
  uint32_t tag;
  uint32_t value;
  unsigned int start;
  unsigned int end;
} glimpse_hb_feature;

/// hb_variation_t.
typedef struct {
  uint32_t tag;
  float value;
} glimpse_hb_variation;

typedef void *(*glimpse_hb_blob_create_from_file)(const char *file_name);
typedef void *(*glimpse_hb_face_create)(void *blob, unsigned int index);
typedef void *(*glimpse_hb_font_create)(void *face);
typedef void (*glimpse_hb_font_set_scale)(void *font, int x_scale, int y_scale);
typedef void (*glimpse_hb_font_set_variations)(
  void *font, const glimpse_hb_variation *variations, unsigned int variations_length);
typedef void *(*glimpse_hb_buffer_create)(void);
typedef void (*glimpse_hb_buffer_clear_contents)(void *buffer);
typedef void (*glimpse_hb_buffer_add_utf32)(
  void *buffer, const uint32_t *text, int text_length, unsigned int item_offset,
  int item_length);
typedef void (*glimpse_hb_buffer_guess_segment_properties)(void *buffer);
typedef void (*glimpse_hb_shape)(
  void *font, void *buffer, const glimpse_hb_feature *features, unsigned int num_features);
typedef glimpse_hb_glyph_position *(*glimpse_hb_buffer_get_glyph_positions)(
  void *buffer, unsigned int *length);
typedef void (*glimpse_hb_destroy)(void *object);

#endif

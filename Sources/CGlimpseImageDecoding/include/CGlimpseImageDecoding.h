#ifndef CGLIMPSE_IMAGE_DECODING_H
#define CGLIMPSE_IMAGE_DECODING_H

#include <stddef.h>
#include <stdint.h>

/// Pixels decoded from a PNG or JPEG file: 8-bit RGBA, rows top to bottom, no padding.
/// `pixels` is NULL when the data did not decode; `error` then says why (static text).
typedef struct {
  uint8_t *pixels;
  uint32_t width;
  uint32_t height;
  const char *error;
} glimpse_decoded_image;

/// Decodes PNG data (libpng's simplified API) into RGBA.
glimpse_decoded_image glimpse_decode_png(const uint8_t *data, size_t length);

/// Decodes JPEG data (libjpeg) into RGBA; a corrupt file is an error, never an exit.
glimpse_decoded_image glimpse_decode_jpeg(const uint8_t *data, size_t length);

/// Frees the pixels of a decoded image.
void glimpse_free_decoded_image(glimpse_decoded_image *image);

#endif

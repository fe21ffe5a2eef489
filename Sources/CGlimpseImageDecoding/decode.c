#include "CGlimpseImageDecoding.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// Images larger than this many pixels are refused rather than allocated (16 M pixels: 64 MB
/// of RGBA, a 4096 x 4096 image, far past what a few terminal cells draw).
static const uint64_t glimpse_max_pixels = 16u * 1024u * 1024u;

static glimpse_decoded_image glimpse_failure(const char *error) {
  glimpse_decoded_image result = {NULL, 0, 0, error};
  return result;
}

glimpse_decoded_image glimpse_decode_png(const uint8_t *data, size_t length) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, length)) {
    return glimpse_failure("not a readable PNG");
  }
  if ((uint64_t)image.width * image.height > glimpse_max_pixels) {
    png_image_free(&image);
    return glimpse_failure("PNG too large");
  }
  image.format = PNG_FORMAT_RGBA;
  uint8_t *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    png_image_free(&image);
    return glimpse_failure("out of memory");
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    free(pixels);
    png_image_free(&image);
    return glimpse_failure("corrupt PNG data");
  }
  glimpse_decoded_image result = {pixels, image.width, image.height, NULL};
  return result;
}

struct glimpse_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf escape;
};

static void glimpse_jpeg_error_exit(j_common_ptr info) {
  struct glimpse_jpeg_error *error = (struct glimpse_jpeg_error *)info->err;
  longjmp(error->escape, 1);
}

static void glimpse_jpeg_silence(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

glimpse_decoded_image glimpse_decode_jpeg(const uint8_t *data, size_t length) {
  struct jpeg_decompress_struct info;
  struct glimpse_jpeg_error error;
  uint8_t *volatile pixels = NULL;
  uint8_t *volatile row = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = glimpse_jpeg_error_exit;
  error.manager.emit_message = glimpse_jpeg_silence;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(row);
    return glimpse_failure("corrupt JPEG data");
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)length);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  uint32_t width = info.output_width, height = info.output_height;
  if ((uint64_t)width * height > glimpse_max_pixels || info.output_components != 3) {
    jpeg_destroy_decompress(&info);
    return glimpse_failure("JPEG too large or not RGB");
  }
  pixels = malloc((size_t)width * height * 4);
  row = malloc((size_t)width * 3);
  if (pixels == NULL || row == NULL) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(row);
    return glimpse_failure("out of memory");
  }
  while (info.output_scanline < height) {
    uint32_t y = info.output_scanline;
    JSAMPROW rows[1] = {row};
    jpeg_read_scanlines(&info, rows, 1);
    for (uint32_t x = 0; x < width; x++) {
      uint8_t *pixel = pixels + ((size_t)y * width + x) * 4;
      pixel[0] = row[x * 3];
      pixel[1] = row[x * 3 + 1];
      pixel[2] = row[x * 3 + 2];
      pixel[3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(row);
  glimpse_decoded_image result = {pixels, width, height, NULL};
  return result;
}

void glimpse_free_decoded_image(glimpse_decoded_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}

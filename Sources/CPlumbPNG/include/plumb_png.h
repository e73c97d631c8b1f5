#ifndef PLUMB_PNG_H
#define PLUMB_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "plumb_pixels.h"
#include "plumb_png_decode.h"
#include "plumb_png_runs.h"
#include "plumb_png_optimize.h"

/// Encodes straight-alpha RGBA8 pixels as a PNG with libpng's low-level API.
///
/// `level` is the zlib level (1 = fastest); `filter` is a PNG_FILTER_* mask. No time, text or
/// gamma chunks are written, so the bytes depend on the pixels alone. On success returns 0 and
/// `*out` holds a malloc'd buffer of `*out_length` bytes (free it with `plumb_png_free`); on a
/// libpng error returns -1 and copies its message into `error` (at most `error_size` bytes).
int plumb_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     int level, int filter, uint8_t **out, size_t *out_length,
                     char *error, size_t error_size);

/// Frees a buffer returned by `plumb_png_encode`.
void plumb_png_free(uint8_t *buffer);

#endif

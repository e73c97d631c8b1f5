#ifndef PLUMB_PNG_OPTIMIZE_H
#define PLUMB_PNG_OPTIMIZE_H

#include <stddef.h>
#include <stdint.h>

/// Encodes straight-alpha RGBA8 pixels as the smallest PNG this writer finds (`plumb render --optimize`).
///
/// Lossless colour reductions (RGB, grey, grey + alpha, a palette of 1–8 bits with tRNS), per-row filters chosen by
/// the minimum sum of absolute values, and libdeflate at level 12; of the truecolour and palette candidates the
/// smaller file is kept. Only IHDR, PLTE, tRNS, IDAT and IEND are written, so the bytes depend on the pixels (and
/// libdeflate's version) alone. On success returns 0 and `*out` holds a malloc'd buffer of `*out_length` bytes
/// (free it with `plumb_png_free`); on failure returns -1 with a message in `error` (at most `error_size` bytes).
int plumb_png_encode_optimized(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                               uint8_t **out, size_t *out_length, char *error, size_t error_size);

#endif

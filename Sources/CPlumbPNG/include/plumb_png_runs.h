#ifndef PLUMB_PNG_RUNS_H
#define PLUMB_PNG_RUNS_H

#include <stddef.h>
#include <stdint.h>

/// Encodes straight-alpha RGBA8 pixels as a PNG (IHDR, one IDAT, IEND) in about one pass over the pixels.
///
/// Every row is filtered "none"; the deflate stream's matches are runs of the pixel to the left or of the row
/// above, found by direct comparison, and each block gets dynamic Huffman tables. Flat UI images compress to about
/// zlib level 1's size several times faster; photographs compress poorly. The bytes depend on the pixels alone.
/// On success returns 0 and `*out` holds a malloc'd buffer of `*out_length` bytes (free it with `plumb_png_free`);
/// on failure (a zero side, or memory) returns -1 with a message in `error` (at most `error_size` bytes).
int plumb_png_encode_runs(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                          uint8_t **out, size_t *out_length, char *error, size_t error_size);

/// `plumb_png_encode_runs` straight from Cairo's premultiplied native-endian ARGB32 (rows `stride` bytes apart):
/// each row is un-premultiplied as `plumb_unpremultiply_argb32` does into a row buffer just before it is encoded,
/// so no whole RGBA copy of the image is made. The bytes are those `plumb_png_encode_runs` writes for the converted
/// image.
int plumb_png_encode_runs_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                                 uint8_t **out, size_t *out_length, char *error, size_t error_size);

#endif

#ifndef PLUMB_PIXELS_H
#define PLUMB_PIXELS_H

#include <stddef.h>
#include <stdint.h>

/// Converts Cairo's premultiplied native-endian ARGB32 (`width` × `height`, rows `source_stride` bytes apart) into
/// straight-alpha RGBA bytes, rows packed, in one pass.
///
/// A channel of a pixel with alpha a (0 < a < 255) becomes (c × 255 + a / 2) / a; opaque and fully transparent pixels
/// keep their channels. Opaque rows, most of a UI screen, are found by one scan of their alpha bytes and only
/// reordered.
void plumb_unpremultiply_argb32(const uint8_t *source, size_t source_stride, uint8_t *rgba, uint32_t width,
                                uint32_t height);

#endif

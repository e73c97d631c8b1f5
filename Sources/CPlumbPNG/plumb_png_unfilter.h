#ifndef PLUMB_PNG_UNFILTER_H
#define PLUMB_PNG_UNFILTER_H

#include <stddef.h>
#include <stdint.h>

/// Reverses one PNG row filter: `filtered` holds `length` filtered bytes, `out` receives the row, `prior` is the
/// previous unfiltered row (NULL for a pass's first row), `bpp` the bytes per complete pixel (at least 1).
///
/// `out` may equal `filtered` or lie before it in the same buffer (the in-place decoding of 8-bit RGBA): every byte
/// is read before any byte at or after it is written, and `prior` must not overlap `out`.
/// Returns 0, or -1 for a filter type over 4.
int plumb_png_unfilter_row(uint8_t *out, const uint8_t *filtered, const uint8_t *prior, size_t length, size_t bpp,
                           uint8_t filter);

#endif

#ifndef PLUMB_PNG_DECODE_H
#define PLUMB_PNG_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// What `plumb_png_read_header` finds in a PNG's IHDR chunk.
struct plumb_png_header {
    uint32_t width;
    uint32_t height;
    uint8_t depth;
    uint8_t colour;
    uint8_t interlace;
    /// The bytes `plumb_png_decode` needs in `pixels`: width × height × 4, or a little more for 8-bit RGBA files,
    /// which are inflated into that buffer and unfiltered in place. 0 when width × height is over 2^40.
    size_t capacity;
};

/// The file had no IEND chunk, but all its image data was present and decoded.
#define PLUMB_PNG_WARNING_NO_IEND 1
/// An ancillary chunk (cLLI, iCCP, tEXt, tRNS…) had a bad CRC and was skipped, as libpng skips it.
#define PLUMB_PNG_WARNING_DAMAGED_ANCILLARY 2

/// Checks the signature and the IHDR chunk (first, 13 bytes, valid CRC, a depth and colour type PNG allows).
/// Returns 0, or -1 with a message in `error` (at most `error_size` bytes).
int plumb_png_read_header(const uint8_t *data, size_t length, struct plumb_png_header *header, char *error,
                          size_t error_size);

/// Decodes a PNG of any colour type, bit depth and interlacing into straight-alpha RGBA8 at `pixels`
/// (`capacity` bytes, at least the header's `capacity`; the first width × height × 4 hold the image).
///
/// The stored samples are returned as they are: gAMA, cHRM, sRGB and iCCP are not applied, as pixelmatch's and
/// browsers' canvas decoders do not. 16-bit samples become round(v × 255 / 65535), samples of 1, 2 and 4 bits are
/// scaled to 0–255, palette indices are looked up, and tRNS gives the palette's alphas or the colour whose pixels
/// become (0, 0, 0, 0), as pngjs writes them. Every chunk's CRC is checked: a damaged critical chunk refuses the
/// file, a damaged ancillary one is skipped with `PLUMB_PNG_WARNING_DAMAGED_ANCILLARY` set in `*warnings`; unknown
/// ancillary chunks are skipped and unknown critical ones refused. A file that
/// ends without IEND after all of its image data is decoded with `PLUMB_PNG_WARNING_NO_IEND` set in `*warnings`.
/// Returns 0, or -1 with a message in `error` (at most `error_size` bytes).
int plumb_png_decode(const uint8_t *data, size_t length, uint8_t *pixels, size_t capacity, int *warnings,
                     char *error, size_t error_size);

#endif

// A PNG reader of its own instead of libpng's: libpng's simplified API applies gAMA/cHRM/iCCP (pixelmatch and
// browsers' canvas decoders compare the stored samples), Debian's build decodes interlaced 16-bit images wrongly
// (pnggroup/libpng#853), and zlib's inflate is the slowest part of reading a screenshot. Inflation is libdeflate's,
// over the whole image at once; unfiltering is in plumb_png_unfilter.c.
#include "plumb_png_decode.h"
#include "plumb_png_unfilter.h"

#include <libdeflate.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };

struct reader {
    const uint8_t *data;
    size_t length;
    char *error;
    size_t error_size;
};

static int fail(struct reader *r, const char *format, ...) {
    if (r->error && r->error_size) {
        va_list list;
        va_start(list, format);
        vsnprintf(r->error, r->error_size, format, list);
        va_end(list);
    }
    return -1;
}

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/// One chunk as found in the file.
struct chunk {
    uint32_t length;
    char type[5];
    const uint8_t *body;
};

enum chunk_status { CHUNK_OK, CHUNK_END_OF_FILE, CHUNK_CUT_SHORT, CHUNK_BAD, CHUNK_DAMAGED_ANCILLARY };

/// Reads the chunk at `*offset`, checks its type letters and CRC, and moves `*offset` past it.
static enum chunk_status next_chunk(struct reader *r, size_t *offset, struct chunk *chunk) {
    size_t left = r->length - *offset;
    if (left == 0) return CHUNK_END_OF_FILE;
    if (left < 8) return CHUNK_CUT_SHORT;
    const uint8_t *p = r->data + *offset;
    chunk->length = be32(p);
    memcpy(chunk->type, p + 4, 4);
    chunk->type[4] = 0;
    chunk->body = p + 8;
    for (int i = 0; i < 4; i++) {
        char c = chunk->type[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
            fail(r, "invalid chunk type at byte %zu", *offset);
            return CHUNK_BAD;
        }
    }
    if (chunk->length > 0x7FFFFFFFu) {
        fail(r, "%s chunk length %u is over 2^31 - 1", chunk->type, chunk->length);
        return CHUNK_BAD;
    }
    if (left - 8 < (size_t)chunk->length + 4) return CHUNK_CUT_SHORT;
    uint32_t crc = (uint32_t)libdeflate_crc32(0, p + 4, (size_t)chunk->length + 4);
    *offset += (size_t)chunk->length + 12;
    if (crc != be32(p + 8 + chunk->length)) {
        // As libpng: a damaged ancillary chunk (lower-case first letter: cLLI, iCCP, tEXt, tRNS…) is skipped with
        // a warning; a damaged critical one refuses the file.
        if (chunk->type[0] & 0x20) return CHUNK_DAMAGED_ANCILLARY;
        fail(r, "CRC error in the %s chunk", chunk->type);
        return CHUNK_BAD;
    }
    return CHUNK_OK;
}

static int channels_of(uint8_t colour) {
    switch (colour) {
    case 0: return 1;
    case 2: return 3;
    case 3: return 1;
    case 4: return 2;
    case 6: return 4;
    default: return 0;
    }
}

static int depth_allowed(uint8_t colour, uint8_t depth) {
    switch (colour) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    default: return depth == 8 || depth == 16;
    }
}

static int is_fast_format(const struct plumb_png_header *h) {
    return h->colour == 6 && h->depth == 8 && h->interlace == 0;
}

int plumb_png_read_header(const uint8_t *data, size_t length, struct plumb_png_header *header, char *error,
                          size_t error_size) {
    struct reader r = { data, length, error, error_size };
    if (length < 8 || memcmp(data, signature, 8) != 0) return fail(&r, "not a PNG signature");
    size_t offset = 8;
    struct chunk ihdr;
    enum chunk_status status = next_chunk(&r, &offset, &ihdr);
    if (status == CHUNK_BAD) return -1;
    if (status == CHUNK_DAMAGED_ANCILLARY) return fail(&r, "the first chunk is %s, expected IHDR", ihdr.type);
    if (status != CHUNK_OK) return fail(&r, "the file ends before the IHDR chunk is complete");
    if (strcmp(ihdr.type, "IHDR") != 0) return fail(&r, "the first chunk is %s, expected IHDR", ihdr.type);
    if (ihdr.length != 13) return fail(&r, "the IHDR chunk is %u bytes, expected 13", ihdr.length);
    const uint8_t *b = ihdr.body;
    header->width = be32(b);
    header->height = be32(b + 4);
    header->depth = b[8];
    header->colour = b[9];
    header->interlace = b[12];
    if (header->width == 0 || header->height == 0) return fail(&r, "image width or height is zero");
    if (header->width > 0x7FFFFFFFu || header->height > 0x7FFFFFFFu) return fail(&r, "image size over 2^31 - 1");
    if (!channels_of(header->colour)) return fail(&r, "unknown colour type %u", header->colour);
    if (!depth_allowed(header->colour, header->depth))
        return fail(&r, "bit depth %u is not allowed for colour type %u", header->depth, header->colour);
    if (b[10] != 0) return fail(&r, "unknown compression method %u", b[10]);
    if (b[11] != 0) return fail(&r, "unknown filter method %u", b[11]);
    if (header->interlace > 1) return fail(&r, "unknown interlace method %u", header->interlace);
    uint64_t pixels = (uint64_t)header->width * header->height;
    header->capacity = 0;
    if (pixels <= ((uint64_t)1 << 40)) {
        header->capacity = (size_t)pixels * 4;
        if (is_fast_format(header)) header->capacity += header->height;
    }
    return 0;
}

/// Everything the chunks before the image data say about turning samples into RGBA.
struct image_info {
    struct plumb_png_header header;
    int channels;
    size_t bits_per_pixel;
    uint8_t palette[256][4];
    int palette_count;
    int has_key;  // tRNS for grey or RGB: samples equal to key[] are transparent
    uint16_t key[3];
};

static size_t row_bytes(const struct image_info *info, size_t width) {
    return (width * info->bits_per_pixel + 7) / 8;
}

static const uint8_t adam7_x0[7] = { 0, 4, 0, 2, 0, 1, 0 }, adam7_y0[7] = { 0, 0, 4, 0, 2, 0, 1 };
static const uint8_t adam7_dx[7] = { 8, 8, 4, 4, 2, 2, 1 }, adam7_dy[7] = { 8, 8, 8, 4, 4, 2, 2 };

/// The size of pass `pass` (0–6 for Adam7, 0 for a plain image).
static void pass_size(const struct image_info *info, int pass, size_t *width, size_t *height) {
    size_t w = info->header.width, h = info->header.height;
    if (!info->header.interlace) { *width = w; *height = h; return; }
    *width = w > adam7_x0[pass] ? (w - adam7_x0[pass] + adam7_dx[pass] - 1) / adam7_dx[pass] : 0;
    *height = h > adam7_y0[pass] ? (h - adam7_y0[pass] + adam7_dy[pass] - 1) / adam7_dy[pass] : 0;
}

static size_t inflated_size(const struct image_info *info) {
    size_t total = 0;
    for (int pass = 0; pass < (info->header.interlace ? 7 : 1); pass++) {
        size_t w, h;
        pass_size(info, pass, &w, &h);
        if (w && h) total += h * (row_bytes(info, w) + 1);
    }
    return total;
}

/// round(v × 255 / 65535), as libpng's png_set_scale_16 and pngjs compute it.
static inline uint8_t scale16(unsigned v) { return (uint8_t)((v * 255u + 32895u) >> 16); }

static inline unsigned sample_at(const uint8_t *row, size_t index, unsigned depth) {
    switch (depth) {
    case 8: return row[index];
    case 16: return (unsigned)row[2 * index] << 8 | row[2 * index + 1];
    default: {
        size_t bit = index * depth;
        return (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1u << depth) - 1);
    }
    }
}

static inline uint8_t to8(unsigned v, unsigned depth) {
    switch (depth) {
    case 16: return scale16(v);
    case 8: return (uint8_t)v;
    default: return (uint8_t)(v * 255u / ((1u << depth) - 1));
    }
}

/// Writes `count` unfiltered pixels of `row` as RGBA8 at `out`, `step` pixels apart. Returns -1 for a palette index
/// past the palette's end.
static int expand_row(const struct image_info *info, const uint8_t *row, size_t count, uint8_t *out, size_t step) {
    unsigned depth = info->header.depth;
    for (size_t i = 0; i < count; i++, out += 4 * step) {
        switch (info->header.colour) {
        case 0: {
            unsigned g = sample_at(row, i, depth);
            uint8_t v = to8(g, depth);
            out[0] = out[1] = out[2] = v;
            out[3] = 255;
            // As pngjs (pixelmatch): a pixel tRNS makes transparent is (0, 0, 0, 0), not its colour at alpha 0.
            if (info->has_key && g == info->key[0]) memset(out, 0, 4);
            break;
        }
        case 2: {
            unsigned r = sample_at(row, 3 * i, depth), g = sample_at(row, 3 * i + 1, depth);
            unsigned b = sample_at(row, 3 * i + 2, depth);
            out[0] = to8(r, depth);
            out[1] = to8(g, depth);
            out[2] = to8(b, depth);
            out[3] = 255;
            if (info->has_key && r == info->key[0] && g == info->key[1] && b == info->key[2]) memset(out, 0, 4);
            break;
        }
        case 3: {
            unsigned index = sample_at(row, i, depth);
            if ((int)index >= info->palette_count) return -1;
            memcpy(out, info->palette[index], 4);
            break;
        }
        case 4:
            out[0] = out[1] = out[2] = to8(sample_at(row, 2 * i, depth), depth);
            out[3] = to8(sample_at(row, 2 * i + 1, depth), depth);
            break;
        default:
            for (int c = 0; c < 4; c++) out[c] = to8(sample_at(row, 4 * i + c, depth), depth);
            break;
        }
    }
    return 0;
}

/// 8-bit RGBA without interlacing: `buffer` holds the inflated rows (a filter byte before each); row y is unfiltered
/// to y × stride, one byte before where it was, so the image ends packed at the buffer's start with no copy.
static int unfilter_in_place(struct reader *r, const struct image_info *info, uint8_t *buffer) {
    size_t stride = (size_t)info->header.width * 4;
    for (size_t y = 0; y < info->header.height; y++) {
        const uint8_t *filtered = buffer + y * (stride + 1);
        uint8_t filter = filtered[0];
        uint8_t *out = buffer + y * stride;
        if (plumb_png_unfilter_row(out, filtered + 1, y ? out - stride : NULL, stride, 4, filter))
            return fail(r, "unknown filter type %u in row %zu", filter, y);
    }
    return 0;
}

/// Any other format: `inflated` holds every pass's filtered rows; each is unfiltered where it lies and expanded into
/// its pixels of `pixels`.
static int unfilter_and_expand(struct reader *r, const struct image_info *info, uint8_t *inflated, uint8_t *pixels) {
    size_t bpp = info->bits_per_pixel >= 8 ? info->bits_per_pixel / 8 : 1;
    size_t width = info->header.width;
    uint8_t *row = inflated;
    for (int pass = 0; pass < (info->header.interlace ? 7 : 1); pass++) {
        size_t w, h;
        pass_size(info, pass, &w, &h);
        if (!w || !h) continue;
        size_t x0 = info->header.interlace ? adam7_x0[pass] : 0, y0 = info->header.interlace ? adam7_y0[pass] : 0;
        size_t dx = info->header.interlace ? adam7_dx[pass] : 1, dy = info->header.interlace ? adam7_dy[pass] : 1;
        size_t length = row_bytes(info, w);
        const uint8_t *prior = NULL;
        for (size_t y = 0; y < h; y++) {
            uint8_t filter = row[0];
            if (plumb_png_unfilter_row(row + 1, row + 1, prior, length, bpp, filter))
                return fail(r, "unknown filter type %u", filter);
            uint8_t *out = pixels + ((y0 + y * dy) * width + x0) * 4;
            if (expand_row(info, row + 1, w, out, dx)) return fail(r, "a palette index is past the palette's end");
            prior = row + 1;
            row += length + 1;
        }
    }
    return 0;
}

// A decoded screenshot is ~12 MB written once from start to end: in 4 KiB pages that is ~3,000 page faults,
// more time than inflating it. Asking for transparent huge pages on the 2 MiB-aligned part of the still untouched
// buffer (where the kernel gives them only on request) makes it a handful. Only advice: ignored where unsupported.
static void advise_huge_pages(uint8_t *pixels, size_t length) {
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)pixels + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)pixels + length) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)pixels;
    (void)length;
#endif
}

/// The IDAT chunks' bodies, one after another.
struct image_data {
    const uint8_t *single;  // the one IDAT's body, when there is one
    size_t single_length;
    uint8_t *joined;  // malloc'd when there are several
    size_t length;
    size_t capacity;
    int count;
};

static int add_image_data(struct image_data *d, const struct chunk *chunk) {
    if (d->count == 0) {
        d->single = chunk->body;
        d->single_length = chunk->length;
    } else {
        if (d->count == 1) {
            d->capacity = d->single_length * 2 + chunk->length + 4096;
            d->joined = malloc(d->capacity);
            if (!d->joined) return -1;
            memcpy(d->joined, d->single, d->single_length);
            d->length = d->single_length;
        }
        if (d->length + chunk->length > d->capacity) {
            size_t capacity = (d->length + chunk->length) * 2;
            uint8_t *grown = realloc(d->joined, capacity);
            if (!grown) return -1;
            d->joined = grown;
            d->capacity = capacity;
        }
        memcpy(d->joined + d->length, chunk->body, chunk->length);
        d->length += chunk->length;
    }
    d->count++;
    return 0;
}

/// Reads the chunks after IHDR: PLTE and tRNS into `info`, the IDATs into `data`.
static int read_chunks(struct reader *r, struct image_info *info, struct image_data *data, int *warnings) {
    size_t offset = 8 + 25;
    int after_image_data = 0;
    for (;;) {
        struct chunk chunk;
        enum chunk_status status = next_chunk(r, &offset, &chunk);
        if (status == CHUNK_BAD) return -1;
        if (status == CHUNK_DAMAGED_ANCILLARY) {
            *warnings |= PLUMB_PNG_WARNING_DAMAGED_ANCILLARY;
            continue;
        }
        if (status != CHUNK_OK) {
            int cut_in_image_data = status == CHUNK_CUT_SHORT && r->length - offset >= 8
                && memcmp(r->data + offset + 4, "IDAT", 4) == 0;
            if (cut_in_image_data) return fail(r, "the file ends inside an IDAT chunk: the image data is cut short");
            if (data->count == 0) return fail(r, "the file ends before any image data (IDAT)");
            // Like pngjs and browsers: all that is missing may be the end marker; inflating tells whether the image
            // data is complete.
            *warnings |= PLUMB_PNG_WARNING_NO_IEND;
            return 0;
        }
        int critical = !(chunk.type[0] & 0x20);
        if (strcmp(chunk.type, "IDAT") == 0) {
            if (after_image_data) return fail(r, "IDAT chunks are not consecutive");
            if (info->header.colour == 3 && info->palette_count == 0) return fail(r, "palette image without PLTE");
            if (add_image_data(data, &chunk)) return fail(r, "out of memory");
            continue;
        }
        if (data->count) after_image_data = 1;
        if (strcmp(chunk.type, "IEND") == 0) {
            if (data->count == 0) return fail(r, "no image data (IDAT) before IEND");
            return 0;
        } else if (strcmp(chunk.type, "IHDR") == 0) {
            return fail(r, "a second IHDR chunk");
        } else if (strcmp(chunk.type, "PLTE") == 0) {
            if (data->count) return fail(r, "PLTE after the image data");
            if (info->header.colour == 0 || info->header.colour == 4) return fail(r, "PLTE in a greyscale image");
            if (chunk.length == 0 || chunk.length % 3 || chunk.length > 768)
                return fail(r, "PLTE is %u bytes, expected 3 to 768 in steps of 3", chunk.length);
            info->palette_count = (int)(chunk.length / 3);
            for (int i = 0; i < info->palette_count; i++) {
                memcpy(info->palette[i], chunk.body + 3 * i, 3);
                info->palette[i][3] = 255;
            }
        } else if (strcmp(chunk.type, "tRNS") == 0 && !data->count) {
            // As libpng: a tRNS of the wrong size or for an image with alpha is ignored.
            if (info->header.colour == 3 && chunk.length <= (uint32_t)info->palette_count) {
                for (uint32_t i = 0; i < chunk.length; i++) info->palette[i][3] = chunk.body[i];
            } else if (info->header.colour == 0 && chunk.length == 2) {
                info->has_key = 1;
                info->key[0] = (uint16_t)(chunk.body[0] << 8 | chunk.body[1]);
            } else if (info->header.colour == 2 && chunk.length == 6) {
                info->has_key = 1;
                for (int c = 0; c < 3; c++) info->key[c] = (uint16_t)(chunk.body[2 * c] << 8 | chunk.body[2 * c + 1]);
            }
        } else if (critical && strcmp(chunk.type, "tRNS") != 0) {
            return fail(r, "unknown critical chunk %s", chunk.type);
        }
    }
}

int plumb_png_decode(const uint8_t *data, size_t length, uint8_t *pixels, size_t capacity, int *warnings,
                     char *error, size_t error_size) {
    struct reader r = { data, length, error, error_size };
    struct image_info info;
    memset(&info, 0, sizeof info);
    if (plumb_png_read_header(data, length, &info.header, error, error_size)) return -1;
    if (info.header.capacity == 0 || capacity < info.header.capacity) return fail(&r, "pixel buffer too small");
    info.channels = channels_of(info.header.colour);
    info.bits_per_pixel = (size_t)info.channels * info.header.depth;
    *warnings = 0;
    struct image_data image_data = { 0 };
    if (read_chunks(&r, &info, &image_data, warnings)) { free(image_data.joined); return -1; }
    const uint8_t *compressed = image_data.count > 1 ? image_data.joined : image_data.single;
    size_t compressed_length = image_data.count > 1 ? image_data.length : image_data.single_length;
    size_t expected = inflated_size(&info);
    int fast = is_fast_format(&info.header);
    advise_huge_pages(pixels, info.header.capacity);
    uint8_t *inflated = fast ? pixels : malloc(expected);
    if (!inflated) { free(image_data.joined); return fail(&r, "out of memory"); }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    size_t actual = 0;
    enum libdeflate_result result = inflater
        ? libdeflate_zlib_decompress(inflater, compressed, compressed_length, inflated, expected, &actual)
        : LIBDEFLATE_BAD_DATA;
    if (inflater) libdeflate_free_decompressor(inflater);
    free(image_data.joined);
    int status = 0;
    if (!inflater) status = fail(&r, "out of memory");
    else if (result == LIBDEFLATE_INSUFFICIENT_SPACE) status = fail(&r, "more image data than the header's size needs");
    else if (result != LIBDEFLATE_SUCCESS) status = fail(&r, "the compressed image data is corrupt or cut short");
    else if (actual != expected)
        status = fail(&r, "the image data ends early (%zu of %zu bytes)", actual, expected);
    else if (fast) status = unfilter_in_place(&r, &info, pixels);
    else status = unfilter_and_expand(&r, &info, inflated, pixels);
    if (!fast) free(inflated);
    return status;
}

// A PNG writer for files that are kept and served (docs images): smaller files, still deterministic bytes.
//
// Lossless reductions first — RGBA to RGB when every pixel is opaque, to grey (+ alpha) when every pixel is grey, to
// a palette of 1, 2, 4 or 8 bits with a tRNS chunk when there are at most 256 colours — then each candidate is
// filtered and compressed with libdeflate at its highest level (12), and the smallest file is kept. Truecolour and
// grey rows get the filter whose output has the smallest sum of absolute values (the PNG specification's suggested
// heuristic, libpng's "minimum sum of absolute differences"); palette rows are not filtered (the specification's
// advice for palette images). Nothing depends on time, threads or memory addresses, so the bytes depend on the
// pixels (and libdeflate's version) alone.
#include "plumb_png_optimize.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

struct buffer {
    uint8_t *data;
    size_t length, capacity;
    int failed;
};

static void append(struct buffer *b, const void *bytes, size_t count) {
    if (b->failed) return;
    if (b->length + count > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (capacity < b->length + count) capacity *= 2;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) { b->failed = 1; return; }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, bytes, count);
    b->length += count;
}

static void append_u32be(struct buffer *b, uint32_t value) {
    uint8_t bytes[4] = { value >> 24, value >> 16, value >> 8, value };
    append(b, bytes, 4);
}

static void append_chunk(struct buffer *b, const char *type, const uint8_t *data, size_t length) {
    append_u32be(b, (uint32_t)length);
    size_t start = b->length;
    append(b, type, 4);
    if (length) append(b, data, length);
    if (b->failed) return;
    append_u32be(b, (uint32_t)libdeflate_crc32(0, b->data + start, length + 4));
}

// --- What the pixels allow ---------------------------------------------------------------------------------------

struct analysis {
    int opaque, grey;
    int colours;            // distinct RGBA colours, or 257 when there are more than 256
    uint32_t palette[256];  // packed 0xRRGGBBAA, translucent ones first, otherwise in order of first appearance
};

static uint32_t pack(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void analyse(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, struct analysis *a) {
    enum { SLOTS = 1024 };  // open addressing, at most 257 filled
    uint32_t keys[SLOTS];
    uint8_t used[SLOTS];
    memset(used, 0, sizeof used);
    uint32_t order[256];
    a->opaque = 1;
    a->grey = 1;
    a->colours = 0;
    uint32_t last = 0;
    int have_last = 0;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *p = row + (size_t)x * 4;
            if (p[3] != 255) a->opaque = 0;
            if (p[0] != p[1] || p[1] != p[2]) a->grey = 0;
            if (a->colours > 256) continue;
            uint32_t key = pack(p);
            if (have_last && key == last) continue;
            last = key;
            have_last = 1;
            uint32_t slot = (key * 2654435761u) >> 22;  // Knuth's multiplicative hash, top 10 bits
            while (used[slot] && keys[slot] != key) slot = (slot + 1) & (SLOTS - 1);
            if (used[slot]) continue;
            used[slot] = 1;
            keys[slot] = key;
            if (a->colours < 256) order[a->colours] = key;
            a->colours++;
        }
    }
    if (a->colours > 256) return;
    // Translucent entries first, so that tRNS lists only them.
    int n = 0;
    for (int i = 0; i < a->colours; i++) if ((order[i] & 0xFF) != 255) a->palette[n++] = order[i];
    for (int i = 0; i < a->colours; i++) if ((order[i] & 0xFF) == 255) a->palette[n++] = order[i];
}

// --- Candidates --------------------------------------------------------------------------------------------------

enum { GREY = 0, RGB = 2, PALETTE = 3, GREY_ALPHA = 4, RGBA = 6 };

// The unfiltered bytes of row `y` in `colour` at `depth`, written to `out` (`row_bytes` long).
static void convert_row(const uint8_t *row, uint32_t width, int colour, int depth, const struct analysis *a,
                        uint8_t *out, size_t row_bytes) {
    switch (colour) {
    case GREY: for (uint32_t x = 0; x < width; x++) out[x] = row[x * 4]; break;
    case GREY_ALPHA:
        for (uint32_t x = 0; x < width; x++) { out[x * 2] = row[x * 4]; out[x * 2 + 1] = row[x * 4 + 3]; }
        break;
    case RGB: for (uint32_t x = 0; x < width; x++) memcpy(out + x * 3, row + x * 4, 3); break;
    case RGBA: memcpy(out, row, (size_t)width * 4); break;
    case PALETTE: {
        memset(out, 0, row_bytes);
        int hint = 0;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t key = pack(row + (size_t)x * 4);
            if (a->palette[hint] != key) {
                hint = 0;
                while (a->palette[hint] != key) hint++;
            }
            size_t bit = (size_t)x * depth;
            out[bit / 8] |= (uint8_t)(hint << (8 - depth - bit % 8));
        }
        break;
    }
    }
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Filters `row` (with `above`, zeros for the first row) by `type` into `out`; `bpp` is bytes per complete pixel.
static void filter_row(int type, const uint8_t *row, const uint8_t *above, size_t n, size_t bpp, uint8_t *out) {
    for (size_t i = 0; i < n; i++) {
        uint8_t left = i >= bpp ? row[i - bpp] : 0, up = above[i], corner = i >= bpp ? above[i - bpp] : 0;
        uint8_t predicted = type == 0 ? 0 : type == 1 ? left : type == 2 ? up
                          : type == 3 ? (uint8_t)((left + up) / 2) : paeth(left, up, corner);
        out[i] = (uint8_t)(row[i] - predicted);
    }
}

static size_t signed_sum(const uint8_t *bytes, size_t n) {
    size_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += bytes[i] < 128 ? bytes[i] : 256 - bytes[i];
    return sum;
}

// The whole PNG file for one candidate, or a failed buffer.
static struct buffer candidate(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int colour,
                               int depth, const struct analysis *a, struct libdeflate_compressor *compressor) {
    struct buffer file = { 0 };
    int channels = colour == GREY || colour == PALETTE ? 1 : colour == GREY_ALPHA ? 2 : colour == RGB ? 3 : 4;
    size_t row_bytes = ((size_t)width * channels * depth + 7) / 8, bpp = channels * depth >= 8 ? channels * depth / 8 : 1;
    size_t raw_length = (row_bytes + 1) * height;
    uint8_t *raw = malloc(raw_length), *rows = calloc(2, row_bytes), *trial = malloc(row_bytes * 5);
    if (!raw || !rows || !trial) { file.failed = 1; goto done; }
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = rows + (y % 2) * row_bytes, *above = rows + ((y + 1) % 2) * row_bytes;
        if (y == 0) memset(above, 0, row_bytes);
        convert_row(rgba + (size_t)y * stride, width, colour, depth, a, row, row_bytes);
        uint8_t *out = raw + (size_t)y * (row_bytes + 1);
        int best = 0;
        if (colour != PALETTE) {
            size_t best_sum = (size_t)-1;
            for (int type = 0; type < 5; type++) {
                filter_row(type, row, above, row_bytes, bpp, trial + type * row_bytes);
                size_t sum = signed_sum(trial + type * row_bytes, row_bytes);
                if (sum < best_sum) { best_sum = sum; best = type; }
            }
            memcpy(out + 1, trial + best * row_bytes, row_bytes);
        } else {
            memcpy(out + 1, row, row_bytes);
        }
        out[0] = (uint8_t)best;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_length);
    uint8_t *compressed = malloc(bound);
    if (!compressed) { file.failed = 1; goto done; }
    size_t compressed_length = libdeflate_zlib_compress(compressor, raw, raw_length, compressed, bound);
    if (!compressed_length || compressed_length > 0x7FFFFFFFu) { free(compressed); file.failed = 1; goto done; }

    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    append(&file, signature, 8);
    uint8_t header[13] = {
        width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height,
        (uint8_t)depth, (uint8_t)colour, 0, 0, 0,
    };
    append_chunk(&file, "IHDR", header, 13);
    if (colour == PALETTE) {
        uint8_t plte[768], trns[256];
        int translucent = 0;
        for (int i = 0; i < a->colours; i++) {
            uint32_t c = a->palette[i];
            plte[i * 3] = c >> 24; plte[i * 3 + 1] = c >> 16; plte[i * 3 + 2] = c >> 8;
            trns[i] = c & 0xFF;
            if (trns[i] != 255) translucent = i + 1;
        }
        append_chunk(&file, "PLTE", plte, (size_t)a->colours * 3);
        if (translucent) append_chunk(&file, "tRNS", trns, (size_t)translucent);
    }
    append_chunk(&file, "IDAT", compressed, compressed_length);
    append_chunk(&file, "IEND", NULL, 0);
    free(compressed);
done:
    free(raw);
    free(rows);
    free(trial);
    if (file.failed) { free(file.data); file.data = NULL; }
    return file;
}

int plumb_png_encode_optimized(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                               uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    const char *problem = NULL;
    if (width == 0 || height == 0) problem = "Image width or height is zero in IHDR";
    else if (width > 0x7FFFFFFFu / 4 || height > 0x7FFFFFFFu) problem = "Image width or height exceeds the PNG limit";
    struct analysis *a = problem ? NULL : malloc(sizeof *a);
    struct libdeflate_compressor *compressor = problem ? NULL : libdeflate_alloc_compressor(12);
    if (!problem && (!a || !compressor)) problem = "out of memory";
    if (problem) {
        free(a);
        if (compressor) libdeflate_free_compressor(compressor);
        if (error && error_size) { strncpy(error, problem, error_size - 1); error[error_size - 1] = 0; }
        return -1;
    }
    analyse(rgba, width, height, stride, a);
    int truecolour = a->grey ? (a->opaque ? GREY : GREY_ALPHA) : (a->opaque ? RGB : RGBA);
    struct buffer best = candidate(rgba, width, height, stride, truecolour, 8, a, compressor);
    if (!best.failed && a->colours <= 256) {
        int depth = a->colours <= 2 ? 1 : a->colours <= 4 ? 2 : a->colours <= 16 ? 4 : 8;
        struct buffer indexed = candidate(rgba, width, height, stride, PALETTE, depth, a, compressor);
        if (indexed.failed) best.failed = 1;
        if (!indexed.failed && indexed.length < best.length) { free(best.data); best = indexed; }
        else free(indexed.data);
    }
    libdeflate_free_compressor(compressor);
    free(a);
    if (best.failed) {
        free(best.data);
        if (error && error_size) { strncpy(error, "out of memory", error_size - 1); error[error_size - 1] = 0; }
        return -1;
    }
    *out = best.data;
    *out_length = best.length;
    return 0;
}

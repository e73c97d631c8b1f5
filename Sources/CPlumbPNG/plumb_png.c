// libpng reports errors with longjmp, which Swift cannot catch; this file keeps the setjmp
// inside C and hands Swift a plain return code.
#include "plumb_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct output {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
};

struct error_box {
    char *text;
    size_t size;
};

static void write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    struct output *out = (struct output *)png_get_io_ptr(png);
    if (out->failed) return;
    if (out->length + count > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->length + count) capacity *= 2;
        uint8_t *grown = realloc(out->data, capacity);
        if (!grown) { out->failed = 1; png_error(png, "out of memory"); return; }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->length, bytes, count);
    out->length += count;
}

static void flush_nothing(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    struct error_box *box = (struct error_box *)png_get_error_ptr(png);
    if (box && box->text && box->size) {
        strncpy(box->text, message, box->size - 1);
        box->text[box->size - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int plumb_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     int level, int filter, uint8_t **out, size_t *out_length,
                     char *error, size_t error_size) {
    struct error_box box = { error, error_size };
    struct output output = { NULL, 0, 0, 0 };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &box, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); return -1; }
    png_bytep *volatile rows = NULL;  // volatile: set after setjmp, freed after a longjmp
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(output.data);
        return -1;
    }
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * stride);
    png_set_write_fn(png, &output, write_bytes, flush_nothing);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = output.data;
    *out_length = output.length;
    return 0;
}

void plumb_png_free(uint8_t *buffer) { free(buffer); }

struct input {
    const uint8_t *data;
    size_t length;
    size_t offset;
};

static void read_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    struct input *in = (struct input *)png_get_io_ptr(png);
    if (count > in->length - in->offset) png_error(png, "unexpected end of file");
    memcpy(bytes, in->data + in->offset, count);
    in->offset += count;
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

int plumb_png_decode_rgba8(const uint8_t *data, size_t length, uint8_t *pixels, uint32_t width, uint32_t height,
                           char *error, size_t error_size) {
    struct error_box box = { error, error_size };
    struct input input = { data, length, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &box, on_error, on_warning);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); return 0; }
    // Both are set after setjmp and read after a longjmp, so they must be volatile: otherwise the optimiser may
    // keep them in registers and the error path frees a stale NULL (found by Fuzz/png.swift: the row table leaked).
    png_bytep *volatile rows = NULL;
    volatile int started = 0;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        return started ? -1 : 0;
    }
    png_set_read_fn(png, &input, read_bytes);
#ifdef PNG_IGNORE_ADLER32
    // Each IDAT chunk's CRC already covers the compressed bytes; zlib's Adler-32 over the inflated pixels was a
    // third of decoding time.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    png_uint_32 w = 0, h = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    // Colour-space chunks make the simplified API convert; leave those files (and every other format) to it.
    if (w != width || h != height || depth != 8 || color != PNG_COLOR_TYPE_RGB_ALPHA || interlace != PNG_INTERLACE_NONE
        || png_get_valid(png, info, PNG_INFO_gAMA | PNG_INFO_cHRM | PNG_INFO_iCCP | PNG_INFO_sBIT)) {
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    started = 1;
    advise_huge_pages(pixels, (size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return 1;
}

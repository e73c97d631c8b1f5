// libpng reports errors with longjmp, which Swift cannot catch; this file keeps the setjmp
// inside C and hands Swift a plain return code.
#include "plumb_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

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

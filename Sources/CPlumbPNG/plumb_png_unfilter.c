// PNG's five row filters, undone (PNG specification §9). Rows written by zlib-based tools with adaptive filtering
// are mostly Sub, Up and Paeth; Up and the 4-byte-pixel Paeth, Sub and Average are done four bytes at a time.
#include "plumb_png_unfilter.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

// Up: no dependency between bytes, 16 at a time. Each block is loaded before it is stored, which keeps the
// in-place case (out before filtered) correct.
static void unfilter_up(uint8_t *out, const uint8_t *filtered, const uint8_t *prior, size_t length) {
    size_t i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= length; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(filtered + i));
        __m128i b = _mm_loadu_si128((const __m128i *)(prior + i));
        _mm_storeu_si128((__m128i *)(out + i), _mm_add_epi8(x, b));
    }
#endif
    for (; i < length; i++) out[i] = (uint8_t)(filtered[i] + prior[i]);
}

#if defined(__SSE2__)
static inline __m128i load4(const uint8_t *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return _mm_cvtsi32_si128(v);
}

static inline void store4(uint8_t *p, __m128i v) {
    int32_t x = _mm_cvtsi128_si32(v);
    memcpy(p, &x, 4);
}

// Paeth for 4-byte pixels, the four channels at once in 16-bit lanes (the predictor needs 9-bit sums).
static void unfilter_paeth4(uint8_t *out, const uint8_t *filtered, const uint8_t *prior, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero;
    for (size_t i = 0; i + 4 <= length; i += 4) {
        __m128i b = _mm_unpacklo_epi8(load4(prior + i), zero);
        __m128i x = _mm_unpacklo_epi8(load4(filtered + i), zero);
        __m128i pa = _mm_sub_epi16(b, c);  // p - a = b - c
        __m128i pb = _mm_sub_epi16(a, c);  // p - b = a - c
        __m128i pc = _mm_add_epi16(pa, pb);  // p - c = a + b - 2c
        pa = _mm_max_epi16(pa, _mm_sub_epi16(zero, pa));
        pb = _mm_max_epi16(pb, _mm_sub_epi16(zero, pb));
        pc = _mm_max_epi16(pc, _mm_sub_epi16(zero, pc));
        // a when pa <= pb and pa <= pc; else b when pb <= pc; else c.
        __m128i use_c = _mm_cmpgt_epi16(pb, pc);
        __m128i b_or_c = _mm_or_si128(_mm_and_si128(use_c, c), _mm_andnot_si128(use_c, b));
        __m128i use_bc = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
        __m128i predicted = _mm_or_si128(_mm_and_si128(use_bc, b_or_c), _mm_andnot_si128(use_bc, a));
        a = _mm_and_si128(_mm_add_epi16(x, predicted), _mm_set1_epi16(0xFF));
        c = b;
        store4(out + i, _mm_packus_epi16(a, zero));
    }
}

static void unfilter_sub4(uint8_t *out, const uint8_t *filtered, size_t length) {
    __m128i a = _mm_setzero_si128();
    for (size_t i = 0; i + 4 <= length; i += 4) {
        a = _mm_add_epi8(a, load4(filtered + i));
        store4(out + i, a);
    }
}

static void unfilter_average4(uint8_t *out, const uint8_t *filtered, const uint8_t *prior, size_t length) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero;
    for (size_t i = 0; i + 4 <= length; i += 4) {
        __m128i b = _mm_unpacklo_epi8(load4(prior + i), zero);
        __m128i x = _mm_unpacklo_epi8(load4(filtered + i), zero);
        a = _mm_and_si128(_mm_add_epi16(x, _mm_srli_epi16(_mm_add_epi16(a, b), 1)), _mm_set1_epi16(0xFF));
        store4(out + i, _mm_packus_epi16(a, zero));
    }
}
#endif

int plumb_png_unfilter_row(uint8_t *out, const uint8_t *filtered, const uint8_t *prior, size_t length, size_t bpp,
                           uint8_t filter) {
    if (filter > 4) return -1;
    // Without a prior row, Up is None, Average halves the left byte and Paeth is Sub.
    if (!prior) {
        if (filter == 2) filter = 0;
        if (filter == 4) filter = 1;
    }
    switch (filter) {
    case 0:
        memmove(out, filtered, length);
        return 0;
    case 1:
#if defined(__SSE2__)
        if (bpp == 4) { unfilter_sub4(out, filtered, length); return 0; }
#endif
        for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(filtered[i] + (i >= bpp ? out[i - bpp] : 0));
        return 0;
    case 2:
        unfilter_up(out, filtered, prior, length);
        return 0;
    case 3:
        if (!prior) {
            for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(filtered[i] + (i >= bpp ? out[i - bpp] >> 1 : 0));
            return 0;
        }
#if defined(__SSE2__)
        if (bpp == 4) { unfilter_average4(out, filtered, prior, length); return 0; }
#endif
        for (size_t i = 0; i < length; i++) {
            unsigned left = i >= bpp ? out[i - bpp] : 0;
            out[i] = (uint8_t)(filtered[i] + ((left + prior[i]) >> 1));
        }
        return 0;
    default:
#if defined(__SSE2__)
        if (bpp == 4) { unfilter_paeth4(out, filtered, prior, length); return 0; }
#endif
        for (size_t i = 0; i < length; i++) {
            uint8_t left = i >= bpp ? out[i - bpp] : 0, corner = i >= bpp ? prior[i - bpp] : 0;
            out[i] = (uint8_t)(filtered[i] + paeth(left, prior[i], corner));
        }
        return 0;
    }
}

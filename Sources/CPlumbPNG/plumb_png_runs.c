// A PNG writer for UI images: filter "none", then a deflate stream whose only matches are "the pixel to the left"
// (distance 4) and "the byte above" (distance one row), coded with dynamic Huffman tables.
//
// Flat fills, blank rows and repeated rows become runs of 258-byte matches, found with 16-byte compares instead of a
// hash table, and a row equal to the one above reuses that row's parse, so encoding costs about one pass over the
// pixels (zlib level 1 hashes every byte). Anti-aliased edges and glyphs, which match neither neighbour, are
// Huffman-coded literals. Any inflater reads the stream; Adler-32 and the chunk CRCs come from libdeflate. Longer
// than most files here: the deflate format (bit writer, Huffman codes, block header) has to be written out in full.
#include "plumb_png_runs.h"
#include "plumb_pixels.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__) || defined(__x86_64__)
#include <immintrin.h>
#endif

enum {
    BLOCK_SYMBOLS = 1 << 15,  // symbols per deflate block (each block gets its own Huffman tables)
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    MAX_DISTANCE = 32768,
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    CODELEN_CODES = 19,
    MATCH_FLAG = 1u << 31,
};

// --- Output buffer and bit writer --------------------------------------------------------------------------------

struct writer {
    uint8_t *data;
    size_t length, capacity;
    uint64_t bits;  // pending bits, least significant first
    int count;      // how many of `bits` are pending (< 32 between calls; < 8 after a block)
    int failed;
};

static void reserve(struct writer *w, size_t more) {
    if (w->failed || w->length + more <= w->capacity) return;
    size_t capacity = w->capacity ? w->capacity : 65536;
    while (capacity < w->length + more) capacity *= 2;
    uint8_t *grown = realloc(w->data, capacity);
    if (!grown) { w->failed = 1; return; }
    w->data = grown;
    w->capacity = capacity;
}

static void put_bytes(struct writer *w, const void *bytes, size_t count) {
    reserve(w, count);
    if (w->failed) return;
    memcpy(w->data + w->length, bytes, count);
    w->length += count;
}

static void put_u32be(struct writer *w, uint32_t value) {
    uint8_t bytes[4] = { value >> 24, value >> 16, value >> 8, value };
    put_bytes(w, bytes, 4);
}

// Appends `n` (≤ 31) bits of `value`; the caller reserved room (see `write_block`).
static inline void put_bits(struct writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint8_t *out = w->data + w->length;
        out[0] = (uint8_t)w->bits; out[1] = (uint8_t)(w->bits >> 8);
        out[2] = (uint8_t)(w->bits >> 16); out[3] = (uint8_t)(w->bits >> 24);
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Stores the whole bytes of `bits` (`count` < 64 of them pending) at `out` and keeps the rest; writes 8 bytes.
static inline void store_whole_bytes(uint8_t **out, uint64_t *bits, int *count) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(*out, bits, 8);
#else
    for (int i = 0; i < 8; i++) (*out)[i] = (uint8_t)(*bits >> (8 * i));
#endif
    int bytes = *count >> 3;
    *out += bytes;
    *bits = bytes ? *bits >> (8 * bytes) : *bits;
    *count &= 7;
}

static void flush_bits(struct writer *w) {
    while (w->count > 0) {
        w->data[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->bits = 0;
    w->count = 0;
}

// --- Huffman codes -----------------------------------------------------------------------------------------------

struct symbol_frequency { uint32_t key, symbol; };

static int by_key(const void *a, const void *b) {
    const struct symbol_frequency *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return x->symbol < y->symbol ? -1 : x->symbol > y->symbol;
}

// Code lengths of a minimum-redundancy code, in place over `a` sorted by ascending frequency (Moffat and
// Katajainen, "In-place calculation of minimum-redundancy codes", 1995).
static void minimum_redundancy(struct symbol_frequency *a, int n) {
    if (n == 1) { a[0].key = 1; return; }
    a[0].key += a[1].key;
    int root = 0, leaf = 2;
    for (int next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root].key < a[leaf].key) { a[next].key = a[root].key; a[root++].key = (uint32_t)next; }
        else a[next].key = a[leaf++].key;
        if (leaf >= n || (root < next && a[root].key < a[leaf].key)) { a[next].key += a[root].key; a[root++].key = (uint32_t)next; }
        else a[next].key += a[leaf++].key;
    }
    a[n - 2].key = 0;
    for (int next = n - 3; next >= 0; next--) a[next].key = a[a[next].key].key + 1;
    // Internal nodes now hold their depths; hand the leaves theirs, shallowest to the most frequent.
    int available = 1, used = 0, depth = 0, internal = n - 2, next = n - 1;
    while (available > 0) {
        while (internal >= 0 && (int)a[internal].key == depth) { used++; internal--; }
        while (available > used) { a[next--].key = (uint32_t)depth; available--; }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

// Huffman code lengths (at most `max_bits`) for `frequencies`, into `lengths`. At least two symbols get a code, so
// every code is complete, as zlib's inflater wants.
static void code_lengths(const uint32_t *frequencies, int n, int max_bits, uint8_t *lengths) {
    struct symbol_frequency sorted[LITLEN_CODES];
    int used = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++) if (frequencies[s]) sorted[used++] = (struct symbol_frequency){ frequencies[s], (uint32_t)s };
    for (int s = 0; used < 2; s++) {
        if (!frequencies[s]) sorted[used++] = (struct symbol_frequency){ 1, (uint32_t)s };
    }
    qsort(sorted, (size_t)used, sizeof sorted[0], by_key);
    minimum_redundancy(sorted, used);
    // Fold lengths over max_bits back under it, keeping the code complete (the Kraft sum exactly 1), as zlib's
    // gen_bitlen and miniz do.
    int per_length[33] = { 0 };
    for (int i = 0; i < used; i++) per_length[sorted[i].key > 32 ? 32 : sorted[i].key]++;
    for (int i = max_bits + 1; i <= 32; i++) { per_length[max_bits] += per_length[i]; per_length[i] = 0; }
    uint32_t total = 0;
    for (int i = max_bits; i > 0; i--) total += (uint32_t)per_length[i] << (max_bits - i);
    while (total != (1u << max_bits)) {
        per_length[max_bits]--;
        for (int i = max_bits - 1; i > 0; i--) {
            if (per_length[i]) { per_length[i]--; per_length[i + 1] += 2; break; }
        }
        total--;
    }
    // The most frequent symbols (at the end of `sorted`) get the shortest codes.
    int j = used;
    for (int length = 1; length <= max_bits; length++) {
        for (int k = per_length[length]; k > 0; k--) lengths[sorted[--j].symbol] = (uint8_t)length;
    }
}

// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed so they can be written least significant bit first.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = { 0 };
    uint32_t next[16] = { 0 };
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint32_t code = 0;
    for (int bits = 1; bits <= 15; bits++) { code = (code + (uint32_t)count[bits - 1]) << 1; next[bits] = code; }
    for (int s = 0; s < n; s++) {
        int length = lengths[s];
        if (!length) { codes[s] = 0; continue; }
        uint32_t c = next[length]++, reversed = 0;
        for (int b = 0; b < length; b++) { reversed = (reversed << 1) | (c & 1); c >>= 1; }
        codes[s] = (uint16_t)reversed;
    }
}

// --- Length and distance codes (RFC 1951 §3.2.5) ----------------------------------------------------------------

static inline int highest_bit(uint32_t v) { return 31 - __builtin_clz(v); }

static inline void length_code(uint32_t length, uint32_t *code, int *extra_bits, uint32_t *extra) {
    uint32_t v = length - 3;
    if (length == 258) { *code = 285; *extra_bits = 0; *extra = 0; }
    else if (v < 8) { *code = 257 + v; *extra_bits = 0; *extra = 0; }
    else {
        int high = highest_bit(v);
        *extra_bits = high - 2;
        *code = 257 + 4 * (uint32_t)(high - 1) + ((v >> *extra_bits) & 3);
        *extra = v & ((1u << *extra_bits) - 1);
    }
}

static inline void distance_code(uint32_t distance, uint32_t *code, int *extra_bits, uint32_t *extra) {
    uint32_t v = distance - 1;
    if (v < 4) { *code = v; *extra_bits = 0; *extra = 0; return; }
    int high = highest_bit(v);
    *extra_bits = high - 1;
    *code = 2 * (uint32_t)high + ((v >> *extra_bits) & 1);
    *extra = v & ((1u << *extra_bits) - 1);
}

// --- Blocks ------------------------------------------------------------------------------------------------------

struct block {
    uint32_t symbols[BLOCK_SYMBOLS];  // a literal byte, or MATCH_FLAG | distance << 9 | length
    int count;
    uint32_t litlen[LITLEN_CODES], dist[DIST_CODES];
    // Literal counts in four tables taken in turn, so runs of one byte value do not wait on one counter; summed
    // into `litlen` when the block is written.
    uint32_t literals[4][256];
    // Each match length's code, extra bits and their value; the up distance's (the other one is 4: code 3, none).
    uint16_t length_symbol[MAX_MATCH + 1];
    uint8_t length_extra_bits[MAX_MATCH + 1], length_extra[MAX_MATCH + 1];
    uint32_t up_distance, up_symbol, up_extra;
    int up_extra_bits;
};

// Fills the block's code tables for matches up to one filtered row of `row_bytes` back.
static void prepare_codes(struct block *b, uint32_t row_bytes) {
    for (uint32_t length = MIN_MATCH; length <= MAX_MATCH; length++) {
        uint32_t code, extra;
        int extra_bits;
        length_code(length, &code, &extra_bits, &extra);
        b->length_symbol[length] = (uint16_t)code;
        b->length_extra_bits[length] = (uint8_t)extra_bits;
        b->length_extra[length] = (uint8_t)extra;
    }
    b->up_distance = row_bytes + 1;
    if (b->up_distance <= MAX_DISTANCE) distance_code(b->up_distance, &b->up_symbol, &b->up_extra_bits, &b->up_extra);
}

// A match's distance code, extra bits and their value: 4 (the pixel to the left) or the up distance.
static inline void match_distance(const struct block *b, uint32_t distance, uint32_t *code, int *extra_bits, uint32_t *extra) {
    if (distance == 4) { *code = 3; *extra_bits = 0; *extra = 0; }
    else { *code = b->up_symbol; *extra_bits = b->up_extra_bits; *extra = b->up_extra; }
}

static const uint8_t codelen_order[CODELEN_CODES] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

// Writes the block's symbols as one dynamic-Huffman deflate block (RFC 1951 §3.2.7) and empties it.
static void write_block(struct writer *w, struct block *b, int final) {
    b->litlen[256]++;  // end of block
    for (int byte = 0; byte < 256; byte++) {
        b->litlen[byte] += b->literals[0][byte] + b->literals[1][byte] + b->literals[2][byte] + b->literals[3][byte];
    }
    uint8_t lengths[LITLEN_CODES + DIST_CODES];
    code_lengths(b->litlen, LITLEN_CODES, 15, lengths);
    code_lengths(b->dist, DIST_CODES, 15, lengths + LITLEN_CODES);
    int nlit = LITLEN_CODES, ndist = DIST_CODES;
    while (nlit > 257 && !lengths[nlit - 1]) nlit--;
    while (ndist > 1 && !lengths[LITLEN_CODES + ndist - 1]) ndist--;
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, lengths, (size_t)nlit);
    memcpy(all + nlit, lengths + LITLEN_CODES, (size_t)ndist);
    int total = nlit + ndist;

    // Run-length code the lengths with 16 (repeat previous 3-6), 17 (zeros 3-10), 18 (zeros 11-138).
    uint8_t runs[LITLEN_CODES + DIST_CODES], run_extra[LITLEN_CODES + DIST_CODES];
    int nruns = 0;
    uint32_t codelen_frequencies[CODELEN_CODES] = { 0 };
    for (int i = 0; i < total;) {
        int value = all[i], run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) { int r = run < 138 ? run : 138; runs[nruns] = 18; run_extra[nruns++] = (uint8_t)(r - 11); run -= r; }
            if (run >= 3) { runs[nruns] = 17; run_extra[nruns++] = (uint8_t)(run - 3); run = 0; }
        } else {
            runs[nruns] = (uint8_t)value; run_extra[nruns++] = 0; run--;
            while (run >= 3) { int r = run < 6 ? run : 6; runs[nruns] = 16; run_extra[nruns++] = (uint8_t)(r - 3); run -= r; }
        }
        while (run-- > 0) { runs[nruns] = (uint8_t)value; run_extra[nruns++] = 0; }
    }
    for (int i = 0; i < nruns; i++) codelen_frequencies[runs[i]]++;
    uint8_t codelen_lengths[CODELEN_CODES];
    uint16_t codelen_codes[CODELEN_CODES];
    code_lengths(codelen_frequencies, CODELEN_CODES, 7, codelen_lengths);
    canonical_codes(codelen_lengths, CODELEN_CODES, codelen_codes);
    int nclen = CODELEN_CODES;
    while (nclen > 4 && !codelen_lengths[codelen_order[nclen - 1]]) nclen--;

    uint16_t litlen_codes[LITLEN_CODES], dist_codes[DIST_CODES];
    canonical_codes(lengths, LITLEN_CODES, litlen_codes);
    canonical_codes(lengths + LITLEN_CODES, DIST_CODES, dist_codes);

    // At most 15 + 5 + 15 + 13 bits a symbol, plus the header: reserve it all once.
    reserve(w, (size_t)b->count * 6 + 1024);
    if (w->failed) return;
    put_bits(w, (uint32_t)final, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(nlit - 257), 5);
    put_bits(w, (uint32_t)(ndist - 1), 5);
    put_bits(w, (uint32_t)(nclen - 4), 4);
    for (int i = 0; i < nclen; i++) put_bits(w, codelen_lengths[codelen_order[i]], 3);
    for (int i = 0; i < nruns; i++) {
        int s = runs[i];
        put_bits(w, codelen_codes[s], codelen_lengths[s]);
        if (s == 16) put_bits(w, run_extra[i], 2);
        else if (s == 17) put_bits(w, run_extra[i], 3);
        else if (s == 18) put_bits(w, run_extra[i], 7);
    }
    // The symbols, with the bit buffer in registers: each symbol adds at most 48 bits to the 7 or fewer pending,
    // then all whole bytes are stored at once (8 bytes written, `count / 8` kept; the reserve above has the slack).
    uint8_t *out = w->data + w->length;
    uint64_t bits = w->bits;
    int count = w->count;
    store_whole_bytes(&out, &bits, &count);
    for (int i = 0; i < b->count; i++) {
        uint32_t s = b->symbols[i];
        if (!(s & MATCH_FLAG)) {
            bits |= (uint64_t)litlen_codes[s] << count;
            count += lengths[s];
        } else {
            uint32_t length = s & 511, code = b->length_symbol[length], extra;
            int extra_bits;
            bits |= ((uint64_t)litlen_codes[code] | (uint64_t)b->length_extra[length] << lengths[code]) << count;
            count += lengths[code] + b->length_extra_bits[length];
            match_distance(b, (s & ~MATCH_FLAG) >> 9, &code, &extra_bits, &extra);
            bits |= ((uint64_t)dist_codes[code] | (uint64_t)extra << lengths[LITLEN_CODES + code]) << count;
            count += lengths[LITLEN_CODES + code] + extra_bits;
        }
        store_whole_bytes(&out, &bits, &count);
    }
    w->length = (size_t)(out - w->data);
    w->bits = bits;
    w->count = count;
    put_bits(w, litlen_codes[256], lengths[256]);
    b->count = 0;
    memset(b->litlen, 0, sizeof b->litlen);
    memset(b->dist, 0, sizeof b->dist);
    memset(b->literals, 0, sizeof b->literals);
}

// Adds a row's symbols to the block, counting their codes; a full block is written out.
static void add_symbols(struct writer *w, struct block *b, const uint32_t *symbols, uint32_t count) {
    while (count > 0) {
        uint32_t n = BLOCK_SYMBOLS - (uint32_t)b->count < count ? BLOCK_SYMBOLS - (uint32_t)b->count : count;
        memcpy(b->symbols + b->count, symbols, n * sizeof *symbols);
        for (uint32_t i = 0; i < n; i++) {
            uint32_t s = symbols[i];
            if (s & MATCH_FLAG) {
                b->litlen[b->length_symbol[s & 511]]++;
                b->dist[(s & ~MATCH_FLAG) >> 9 == 4 ? 3 : b->up_symbol]++;
            } else {
                b->literals[i & 3][s]++;
            }
        }
        b->count += (int)n;
        symbols += n;
        count -= n;
        if (b->count == BLOCK_SYMBOLS) write_block(w, b, 0);
    }
}

// --- Matching ----------------------------------------------------------------------------------------------------

// How many of the 8 bytes at `a` equal those at `b`, counting from the first.
static inline uint32_t equal_prefix8(const uint8_t *a, const uint8_t *b) {
    uint64_t x, y;
    memcpy(&x, a, 8);
    memcpy(&y, b, 8);
    uint64_t diff = x ^ y;
    if (!diff) return 8;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return (uint32_t)(__builtin_ctzll(diff) >> 3);
#else
    return (uint32_t)(__builtin_clzll(diff) >> 3);
#endif
}

// How many bytes (at most `limit`) from `a` equal those from `b`, sixteen or eight at a time.
static inline uint32_t match_length(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + n));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(b + n));
        unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y));
        if (equal != 0xFFFF) return n + (uint32_t)__builtin_ctz(~equal);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint32_t same = equal_prefix8(a + n, b + n);
        if (same < 8) return n + same;
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// Parses one filtered row (`row` with the filter byte 0 in front) into `symbols`, returning how many: at each byte
// the match with the pixel to the left, or the longer match with the row above, else a literal. Matches stay inside
// the row, so a parse stays valid for a following row with the same bytes.
typedef uint32_t (*match_function)(const uint8_t *, const uint8_t *, uint32_t);

static inline __attribute__((always_inline)) uint32_t parse_row_with(
    const uint8_t *row, const uint8_t *above, uint32_t row_bytes, uint32_t *symbols, match_function match_length) {
    uint32_t distance_up = row_bytes + 1, end = row_bytes + 1, count = 0;
    uint32_t j = 0;  // position in the filtered row: 0 is the filter byte, j ≥ 1 is row[j - 1]
    if (above) {
        // The filter byte equals the one above; extend through the row.
        uint32_t n = 1 + match_length(row, above, row_bytes < MAX_MATCH - 1 ? row_bytes : MAX_MATCH - 1);
        if (n >= MIN_MATCH) { symbols[count++] = MATCH_FLAG | distance_up << 9 | n; j = n; }
    }
    if (j == 0) { symbols[count++] = 0; j = 1; }
    while (j < end) {
        const uint8_t *here = row + (j - 1);
        uint32_t limit = end - j < MAX_MATCH ? end - j : MAX_MATCH;
        uint32_t left = 0, up = 0;
        if (j > 4 && limit >= 8) {
            // Eight bytes against each neighbour without a branch: most anti-aliased bytes end here, as a literal.
            left = equal_prefix8(here, here - 4);
            if (above) up = equal_prefix8(here, above + (j - 1));
            if (left < MIN_MATCH && up < MIN_MATCH) { symbols[count++] = here[0]; j++; continue; }
            if (left == 8) left = 8 + match_length(here + 8, here + 4, limit - 8);
            if (up == 8 && left < limit) up = 8 + match_length(here + 8, above + (j + 7), limit - 8);
        } else {
            // The left pixel first: its distance code is the cheaper, and a flat run needs no second look.
            if (j > 4 && here[0] == here[-4]) left = match_length(here, here - 4, limit);
            if (left < limit && above && here[0] == above[j - 1]) up = match_length(here, above + (j - 1), limit);
        }
        if (left >= up && left >= MIN_MATCH) { symbols[count++] = MATCH_FLAG | 4u << 9 | left; j += left; }
        else if (up >= MIN_MATCH) { symbols[count++] = MATCH_FLAG | distance_up << 9 | up; j += up; }
        else { symbols[count++] = here[0]; j++; }
    }
    return count;
}

static uint32_t parse_row(const uint8_t *row, const uint8_t *above, uint32_t row_bytes, uint32_t *symbols) {
    return parse_row_with(row, above, row_bytes, symbols, match_length);
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define HAVE_AVX2_PARSE 1
// `match_length` 32 bytes a step, for processors with AVX2 (chosen at run time: the build targets plain x86-64).
__attribute__((target("avx2"))) static inline uint32_t match_length_avx2(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t n = 0;
    while (n + 32 <= limit) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + n));
        __m256i y = _mm256_loadu_si256((const __m256i *)(const void *)(b + n));
        unsigned equal = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (equal != 0xFFFFFFFFu) return n + (uint32_t)__builtin_ctz(~equal);
        n += 32;
    }
    return n + match_length(a + n, b + n, limit - n);
}

__attribute__((target("avx2"))) static uint32_t parse_row_avx2(const uint8_t *row, const uint8_t *above, uint32_t row_bytes,
                                                               uint32_t *symbols) {
    return parse_row_with(row, above, row_bytes, symbols, match_length_avx2);
}
#endif

// Adler-32 of two byte strings joined, from the Adler-32 of each and the second one's length (zlib's
// adler32_combine): a row equal to the one above adds that row's checksum without reading it again.
static uint32_t adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    const uint32_t base = 65521;
    uint32_t remainder = (uint32_t)(second_length % base);
    uint32_t sum1 = first & 0xFFFF;
    uint32_t sum2 = (uint32_t)(((uint64_t)remainder * sum1) % base);
    sum1 += (second & 0xFFFF) + base - 1;
    sum2 += (first >> 16) + (second >> 16) + base - remainder;
    if (sum1 >= base) sum1 -= base;
    if (sum1 >= base) sum1 -= base;
    if (sum2 >= base << 1) sum2 -= base << 1;
    if (sum2 >= base) sum2 -= base;
    return sum1 | sum2 << 16;
}

// --- PNG ---------------------------------------------------------------------------------------------------------

static void put_chunk(struct writer *w, const char *type, const uint8_t *data, uint32_t length) {
    put_u32be(w, length);
    size_t start = w->length;
    put_bytes(w, type, 4);
    if (length) put_bytes(w, data, length);
    if (w->failed) return;
    put_u32be(w, (uint32_t)libdeflate_crc32(0, w->data + start, length + 4));
}

// Both entry points: `pixels` are straight RGBA bytes, or Cairo's premultiplied ARGB32 when `premultiplied`, each
// row then converted into one of two row buffers just before it is compared and parsed.
static int encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int premultiplied,
                  uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    const char *problem = NULL;
    if (width == 0 || height == 0) problem = "Image width or height is zero in IHDR";
    else if (width > 0x7FFFFFFFu / 4 || height > 0x7FFFFFFFu) problem = "Image width or height exceeds the PNG limit";
    if (problem) {
        if (error && error_size) { strncpy(error, problem, error_size - 1); error[error_size - 1] = 0; }
        return -1;
    }
    struct writer w = { 0 };
    struct block *b = calloc(1, sizeof *b);
    uint32_t row_bytes = width * 4;
    reserve(&w, (size_t)row_bytes * height / 16 + 4096);
    if (!b || w.failed) goto out_of_memory;
    prepare_codes(b, row_bytes);

    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    put_bytes(&w, signature, 8);
    uint8_t header[13] = {
        width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height,
        8, 6, 0, 0, 0,  // 8 bits a channel, RGBA, deflate, adaptive filtering, not interlaced
    };
    put_chunk(&w, "IHDR", header, 13);

    size_t idat = w.length;
    put_u32be(&w, 0);  // the length, filled in below
    put_bytes(&w, "IDAT", 4);
    static const uint8_t zlib_header[2] = { 0x78, 0x01 };  // deflate, 32 KiB window, "fastest"
    put_bytes(&w, zlib_header, 2);
    // Up-matches reach back one filtered row, which deflate allows up to 32 KiB (8191 pixels).
    int up_matches = row_bytes + 1 <= MAX_DISTANCE;
    // The last row's parse and checksum, reused as they are by a row with the same bytes (blank space, flat fills).
    uint32_t *row_symbols = malloc(((size_t)row_bytes + 1) * sizeof *row_symbols), row_count = 0;
    uint8_t *buffers = premultiplied ? malloc((size_t)row_bytes * 2) : NULL;
    if (!row_symbols || (premultiplied && !buffers)) { free(row_symbols); free(buffers); goto out_of_memory; }
    uint32_t adler = 1, row_adler = 1;  // of the stream so far, and of the last filtered row
    static const uint8_t filter_none = 0;
    const uint8_t *above = NULL;  // the last row, as RGBA
    uint32_t (*parse)(const uint8_t *, const uint8_t *, uint32_t, uint32_t *) = parse_row;
#if HAVE_AVX2_PARSE
    if (__builtin_cpu_supports("avx2")) parse = parse_row_avx2;
#endif
    for (uint32_t y = 0; y < height && !w.failed; y++) {
        const uint8_t *source = pixels + (size_t)y * stride, *row = source;
        // Equal source rows are equal RGBA rows: compare before converting, and convert only rows that differ.
        int same = y > 0 && memcmp(source, source - stride, row_bytes) == 0;
        if (premultiplied) {
            if (same) row = above;
            else {
                uint8_t *buffer = above == buffers ? buffers + row_bytes : buffers;
                plumb_unpremultiply_argb32(source, stride, buffer, width, 1);
                row = buffer;
            }
        }
        if (!same) {
            row_count = parse(row, up_matches ? above : NULL, row_bytes, row_symbols);
            row_adler = (uint32_t)libdeflate_adler32(libdeflate_adler32(1, &filter_none, 1), row, row_bytes);
        }
        add_symbols(&w, b, row_symbols, row_count);
        adler = adler32_combine(adler, row_adler, (size_t)row_bytes + 1);
        above = row;
    }
    free(buffers);
    free(row_symbols);
    write_block(&w, b, 1);
    if (w.failed) goto out_of_memory;
    flush_bits(&w);
    put_u32be(&w, adler);
    if (w.failed) goto out_of_memory;
    size_t idat_length = w.length - idat - 8;
    if (idat_length > 0x7FFFFFFFu) {
        free(w.data);
        free(b);
        if (error && error_size) { strncpy(error, "compressed image over 2 GiB", error_size - 1); error[error_size - 1] = 0; }
        return -1;
    }
    uint8_t *length_field = w.data + idat;
    length_field[0] = (uint8_t)(idat_length >> 24); length_field[1] = (uint8_t)(idat_length >> 16);
    length_field[2] = (uint8_t)(idat_length >> 8); length_field[3] = (uint8_t)idat_length;
    put_u32be(&w, (uint32_t)libdeflate_crc32(0, w.data + idat + 4, idat_length + 4));
    put_chunk(&w, "IEND", NULL, 0);
    if (w.failed) goto out_of_memory;
    free(b);
    *out = w.data;
    *out_length = w.length;
    return 0;

out_of_memory:
    free(w.data);
    free(b);
    if (error && error_size) { strncpy(error, "out of memory", error_size - 1); error[error_size - 1] = 0; }
    return -1;
}

int plumb_png_encode_runs(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                          uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    return encode(rgba, width, height, stride, 0, out, out_length, error, error_size);
}

int plumb_png_encode_runs_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                                 uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    return encode(argb, width, height, stride, 1, out, out_length, error, error_size);
}

#ifndef PLUMB_CCAIROPANGO_SHIM_H
#define PLUMB_CCAIROPANGO_SHIM_H

// Everything Plumb needs from the C side: Cairo for drawing (and its PDF and SVG surfaces for vector output), Pango (with its
// fontconfig/FreeType back end) for text, HarfBuzz/FreeType for version
// strings in the renderer fingerprint, and libpng + zlib for PNG files.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <png.h>
#include <zlib.h>
#include <glib.h>

#endif

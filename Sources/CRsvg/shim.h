#ifndef PLUMB_CRSVG_SHIM_H
#define PLUMB_CRSVG_SHIM_H

// Images besides PNG: librsvg for SVG (drawn as vectors into Cairo), gdk-pixbuf (which librsvg needs anyway) for
// JPEG. Both from Debian's librsvg2-dev.
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

#endif

// FreeType (built against its development files, found with pkg-config freetype2), and the
// few HarfBuzz declarations GlimpseFonts calls through dlopen (no HarfBuzz headers needed).
#ifndef GLIMPSE_CFREETYPE_SHIM_H
#define GLIMPSE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_MULTIPLE_MASTERS_H

#include "harfbuzz-runtime.h"

#endif

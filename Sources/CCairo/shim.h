// The C interfaces ChartaCairo uses: cairo (image and PDF surfaces, FreeType fonts), fontconfig for font
// matching and fallback, libdeflate for the PNG encoder's compression and zlib for its CRC-32. Only built
// with the package trait `Cairo`.
#ifndef CHARTA_CCAIRO_SHIM_H
#define CHARTA_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <libdeflate.h>
#include <zlib.h>

#endif

// The C interfaces ChartaCairo uses: cairo (image and PDF surfaces, FreeType fonts), fontconfig for font
// matching and fallback, and zlib for the PNG encoder. Only built with the package trait `Cairo`.
#ifndef CHARTA_CCAIRO_SHIM_H
#define CHARTA_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

#endif

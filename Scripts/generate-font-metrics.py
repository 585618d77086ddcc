#!/usr/bin/env python3
"""Generate the advance tables of StandardTextMeasurer from the fonts it measures.

Families (FAMILIES below)
    liberation: Sources/ChartaScene/LiberationSansMetrics.swift from LiberationSans-Regular.ttf and
        LiberationSans-Bold.ttf, the first match in sorted order of
        /usr/share/fonts/truetype/liberation*/LiberationSans-{Regular,Bold}.ttf (Debian/Ubuntu:
        `apt-get install -y fonts-liberation`). Charta's default family.
    dejavu: Sources/ChartaScene/DejaVuSansMetrics.swift from DejaVuSans.ttf and DejaVuSans-Bold.ttf in
        /usr/share/fonts/truetype/dejavu/ (Debian/Ubuntu: `apt-get install -y fonts-dejavu-core`), the
        font Linux resolves `sans-serif` to, which Vega measured the Vega-Lite reference charts with.
    Without --family both are generated; with one --family, --regular/--bold/--output may name other
    files.

What it reads
    From each font it takes head.unitsPerEm, the ascent and descent (the family's "vertical": hhea.ascent
    and hhea.descent for Liberation Sans; OS/2.sTypoAscender and sTypoDescender for DejaVu Sans, which
    together make exactly one em, the box Vega gives a line of text), OS/2.xAvgCharWidth (the
    advance StandardTextMeasurer uses for characters the tables do not cover) and, through the best
    Unicode cmap and hmtx, the advance width of every code point the font maps in the blocks listed in
    BLOCKS below (Basic Latin through Cyrillic, Latin Extended Additional, General Punctuation,
    currency, letterlike symbols, arrows, maths, box drawing, geometric shapes, misc symbols, Latin
    ligatures). Kerning (the kern table and GPOS pair adjustments) is deliberately not read: Charta
    measures without kerning and its SVG output asks renderers for `font-kerning: none`.

How to run it
    pip install fonttools
    python3 Scripts/generate-font-metrics.py            # from the repository root
    swift format lint --strict Sources/ChartaScene/*Metrics.swift   # prints nothing

What it writes
    One Swift file per family (or the path given with --output): one internal enum with the vertical
    metrics and compact range tables, and `metrics`, the same as one FontMetrics value. Code points are grouped into ascending
    ranges; small gaps inside a range are filled with 0xFFFF ("not in the font"). The tables are plain
    arrays of integer literals with explicit element types so that the Swift compiler type-checks them
    quickly. The output is deterministic (no timestamps); run it again after a font update and commit
    the result.
"""

import argparse
import glob
import os
import sys

from fontTools.ttLib import TTFont

# Unicode blocks whose covered code points go into the tables (first, last, name).
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0250, 0x02FF, "IPA Extensions, Spacing Modifier Letters"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x2070, 0x209F, "Superscripts and Subscripts"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x218F, "Letterlike Symbols, Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2300, 0x23FF, "Miscellaneous Technical"),
    (0x2500, 0x25FF, "Box Drawing, Block Elements, Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0xFB00, 0xFB4F, "Alphabetic Presentation Forms"),
]

# Gaps of at most this many code points inside a run are filled with MISSING instead of starting a range.
MAX_GAP = 6
MISSING = 0xFFFF
# swift-format's lineLength in .swift-format.
LINE_LENGTH = 120


# The families: the fonts' paths by weight, the Debian package, the enum and file to write, its summary.
FAMILIES = {
    "liberation": {
        "name": "Liberation Sans",
        "regular": "/usr/share/fonts/truetype/liberation*/LiberationSans-Regular.ttf",
        "bold": "/usr/share/fonts/truetype/liberation*/LiberationSans-Bold.ttf",
        "package": "fonts-liberation",
        "enum": "LiberationSansMetrics",
        "vertical": "hhea",
        "summary": "Liberation Sans Regular and Bold (metric-compatible with Arial and Helvetica)",
    },
    "dejavu": {
        "name": "DejaVu Sans",
        "regular": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "package": "fonts-dejavu-core",
        "enum": "DejaVuSansMetrics",
        "vertical": "typo",
        "summary": "DejaVu Sans and DejaVu Sans Bold (Linux's usual `sans-serif`, as Vega measured it)",
    },
}


def find_font(family, weight):
    pattern = family[weight]
    matches = sorted(glob.glob(pattern))
    if not matches:
        sys.exit("no font matches %s; install %s or pass --%s" % (pattern, family["package"], weight))
    return matches[0]


def read_font(path, vertical):
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    advances = {}
    for first, last, _ in BLOCKS:
        for code in range(first, last + 1):
            glyph = cmap.get(code)
            if glyph is not None:
                advances[code] = hmtx[glyph][0]
    return {
        "path": path,
        "version": font["name"].getDebugName(5) or "unknown version",
        "unitsPerEm": font["head"].unitsPerEm,
        "ascent": font["hhea"].ascent if vertical == "hhea" else font["OS/2"].sTypoAscender,
        "descent": -(font["hhea"].descent if vertical == "hhea" else font["OS/2"].sTypoDescender),
        "average": font["OS/2"].xAvgCharWidth,
        "advances": advances,
    }


def ranges(codes):
    """Groups sorted code points into [first, last] ranges, bridging gaps of at most MAX_GAP."""
    result = []
    for code in codes:
        if result and code - result[-1][1] - 1 <= MAX_GAP:
            result[-1][1] = code
        else:
            result.append([code, code])
    return result


def array_literal(name, swift_type, values, doc, hexadecimal=False):
    lines = ["    /// %s" % doc, "    static let %s: [%s] = [" % (name, swift_type)]
    line = ""
    for value in values:
        item = ("0x%04X" % value) if hexadecimal else str(value)
        if line and len(line) + len(item) + 2 > LINE_LENGTH:
            lines.append(line)
            line = ""
        line = (line + " " + item + ",") if line else ("        " + item + ",")
    if line:
        lines.append(line)
    lines.append("    ]")
    return lines


def generate(family, regular, bold):
    for key in ("unitsPerEm", "ascent", "descent"):
        if regular[key] != bold[key]:
            sys.exit("regular and bold differ in %s; the generator assumes shared vertical metrics" % key)
    codes = sorted(set(regular["advances"]) | set(bold["advances"]))
    spans = ranges(codes)
    firsts, offsets, reg, bld = [], [0], [], []
    for first, last in spans:
        firsts.append(first)
        for code in range(first, last + 1):
            reg.append(regular["advances"].get(code, MISSING))
            bld.append(bold["advances"].get(code, MISSING))
        offsets.append(len(reg))
    out = [
        "// Generated by Scripts/generate-font-metrics.py from %s (%s)"
        % (os.path.basename(regular["path"]), regular["version"]),
        "// and %s (%s). Do not edit by hand; run the script again instead."
        % (os.path.basename(bold["path"]), bold["version"]),
        "",
        "/// Horizontal metrics of %s," % family["summary"],
        "/// in font units, for ``StandardTextMeasurer``.",
        "///",
        "/// Advance widths are stored per code point in ascending ranges: range `i` covers the code points",
        "/// `rangeFirst[i] ..< rangeFirst[i] + (rangeOffset[i + 1] - rangeOffset[i])`, whose advances are",
        "/// `regularAdvances[rangeOffset[i] ..< rangeOffset[i + 1]]` (likewise for bold). The value",
        "/// ``missing`` marks a code point inside a range that the font does not map. Pair kerning is not",
        "/// included.",
        "enum %s {" % family["enum"],
        "    /// Font units per em (`head.unitsPerEm`).",
        "    static let unitsPerEm: Double = %d" % regular["unitsPerEm"],
        "    /// Ascent above the baseline in font units (`%s`)."
        % ("hhea.ascent" if family["vertical"] == "hhea" else "OS/2.sTypoAscender"),
        "    static let ascent: Double = %d" % regular["ascent"],
        "    /// Descent below the baseline in font units, positive (`%s`)."
        % ("-hhea.descent" if family["vertical"] == "hhea" else "-OS/2.sTypoDescender"),
        "    static let descent: Double = %d" % regular["descent"],
        "    /// Average advance of %s Regular in font units (`OS/2.xAvgCharWidth`)." % family["name"],
        "    static let regularAverageAdvance: Double = %d" % regular["average"],
        "    /// Average advance of %s Bold in font units (`OS/2.xAvgCharWidth`)." % family["name"],
        "    static let boldAverageAdvance: Double = %d" % bold["average"],
        "    /// The table value for a code point that lies inside a range but is not in the font.",
        "    static let missing: UInt16 = 0x%04X" % MISSING,
        "",
    ]
    out += array_literal("rangeFirst", "UInt32", firsts, "First code point of each range, ascending.", True)
    out.append("")
    out += array_literal(
        "rangeOffset", "Int", offsets, "Start of each range in the advance tables, plus the total count at the end.")
    out.append("")
    out += array_literal(
        "regularAdvances", "UInt16", reg, "Advance widths of %s Regular, range by range." % family["name"])
    out.append("")
    out += array_literal("boldAdvances", "UInt16", bld, "Advance widths of %s Bold, range by range." % family["name"])
    out += [
        "",
        "    /// The tables above as one value.",
        "    static let metrics = FontMetrics(",
        "        unitsPerEm: unitsPerEm, ascent: ascent, descent: descent, regularAverageAdvance: regularAverageAdvance,",
        "        boldAverageAdvance: boldAverageAdvance, missing: missing, rangeFirst: rangeFirst, rangeOffset: rangeOffset,",
        "        regularAdvances: regularAdvances, boldAdvances: boldAdvances)",
        "}",
    ]
    return "\n".join(out) + "\n", len(spans), len(reg)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--family", choices=sorted(FAMILIES), help="generate only this family")
    parser.add_argument("--regular", help="path of the regular font (with --family)")
    parser.add_argument("--bold", help="path of the bold font (with --family)")
    parser.add_argument("--output", help="path of the Swift file to write (with --family)")
    args = parser.parse_args()
    if not args.family and (args.regular or args.bold or args.output):
        parser.error("--regular, --bold and --output need --family")
    for key in [args.family] if args.family else sorted(FAMILIES):
        family = FAMILIES[key]
        regular = read_font(args.regular or find_font(family, "regular"), family["vertical"])
        bold = read_font(args.bold or find_font(family, "bold"), family["vertical"])
        text, range_count, value_count = generate(family, regular, bold)
        output = args.output or os.path.join(root, "Sources", "ChartaScene", family["enum"] + ".swift")
        with open(output, "w", encoding="utf-8") as handle:
            handle.write(text)
        print("wrote %s: %d ranges, %d code points per weight" % (output, range_count, value_count))


if __name__ == "__main__":
    main()

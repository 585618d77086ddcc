import Testing

@testable import ChartaScene

// Test data read from the fonts with fontTools 4.68 (independently of the generator), DejaVu Sans 2.37
// from Debian's fonts-dejavu-core, unitsPerEm 2048, OS/2 sTypoAscender 1556, sTypoDescender -492 (hhea
// ascent 1901, descent -483):
//
//   f = TTFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"); cm = f.getBestCmap(); hm = f["hmtx"]
//   [hm[cm[ord(c)]][0] for c in s]
//
//   Regular "Hello"        [1540, 1260, 569, 569, 1253]                                   sum 5191
//   Regular "Charta 2024"  [1430, 1298, 1255, 842, 803, 1255, 651, 1303, 1303, 1303, 1303] sum 12746
//   Regular "−5"           [1716, 1303]                                                   sum 3019
//   Regular "Ωμέγα"        [1565, 1303, 1107, 1212, 1350]                                 sum 6537
//   Regular "Привет"       [1540, 1300, 1331, 1207, 1260, 1193]                           sum 7831
//   Regular "€1,234.56"    [1303, 1303, 651, 1303, 1303, 1303, 651, 1303, 1303]           sum 10423
//   Bold    "Hello"        [1714, 1389, 702, 702, 1407]                                   sum 5914
//   Bold    "Charta 2024"  [1503, 1458, 1382, 1010, 979, 1382, 713, 1425, 1425, 1425, 1425] sum 14127
//   Bold    "−5"           [1716, 1425]                                                   sum 3141
//   OS/2 xAvgCharWidth: Regular 1038, Bold 1173; U+0915 (Devanagari ka) is not in the cmap.

@Suite struct DejaVuMetricsTests {
    let measurer = StandardTextMeasurer.shared
    let regular10 = Font(family: Font.dejaVuFamily, size: 10)
    let bold10 = Font(family: Font.dejaVuFamily, size: 10, weight: .bold)

    func units(_ text: String, _ font: Font) -> Double { measurer.fontUnits(text, font) }

    @Test func widthsMatchTheFont() {
        #expect(abs(measurer.width(of: "Hello", font: regular10) - 5191.0 * 10 / 2048) < 1e-9)
        #expect(abs(units("Charta 2024", regular10) - 12746) < 1e-9)
        #expect(abs(units("\u{3A9}\u{3BC}\u{3AD}\u{3B3}\u{3B1}", regular10) - 6537) < 1e-9)
        #expect(abs(units("\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}", regular10) - 7831) < 1e-9)
        #expect(abs(units("\u{20AC}1,234.56", regular10) - 10423) < 1e-9)
        #expect(abs(units("Hello", bold10) - 5914) < 1e-9)
        #expect(abs(units("Charta 2024", bold10) - 14127) < 1e-9)
        #expect(abs(units("\u{2212}5", bold10) - 3141) < 1e-9)
    }

    @Test func minusFiveIsWhatVegaMeasured() {
        // layer_line_rolling_mean_point_raw.svg places its y title at x = −25.74 = −(5 + 2 + w + 4):
        // w = 14.74 for "−5" at 10 px, DejaVu Sans's (1716 + 1303) / 2048 em.
        #expect(abs(measurer.width(of: "\u{2212}5", font: regular10) - 14.74) < 0.005)
        #expect(abs(units("\u{2212}5", regular10) - 3019) < 1e-9)
    }

    @Test func familyChoosesTheTables() {
        let liberation = measurer.width(of: "Hello", font: Font(size: 10))
        #expect(abs(liberation - 4667.0 * 10 / 2048) < 1e-9)
        // The first family Charta has tables for decides; names are matched without case or quotes.
        for family in ["DejaVu Sans", "\"DejaVu Sans\", Arial", "Foo, dejavu sans", "Bitstream Vera Sans, serif"] {
            #expect(abs(units("Hello", Font(family: family, size: 10)) - 5191) < 1e-9, "\(family)")
        }
        for family in ["Arial, DejaVu Sans", "Helvetica", "sans-serif", "Unknown Font", ""] {
            #expect(abs(units("Hello", Font(family: family, size: 10)) - 4667) < 1e-9, "\(family)")
        }
    }

    @Test func unknownScalarsUseDejaVusAverageAdvance() {
        #expect(abs(units("\u{915}", regular10) - 1038) < 1e-9)
        #expect(abs(units("\u{915}", bold10) - 1173) < 1e-9)
        // Classes outside the font work as for every family: CJK is 1 em, emoji 1 em per cluster.
        #expect(measurer.width(of: "\u{592A}\u{90CE}", font: regular10) == 20)
        #expect(measurer.width(of: "\u{1F44D}\u{1F3FD}", font: regular10) == 10)
    }

    @Test func verticalMetricsAreDejaVus() {
        // The typographic ascender and descender: one em together, the box Vega gives a line of text.
        #expect(abs(measurer.ascent(of: regular10) - 1556.0 * 10 / 2048) < 1e-12)
        #expect(abs(measurer.descent(of: bold10) - 492.0 * 10 / 2048) < 1e-12)
        #expect(abs(measurer.ascent(of: regular10) + measurer.descent(of: regular10) - 10) < 1e-12)
    }

    @Test func familyNamesParseACSSList() {
        #expect(
            Font.familyNames(in: " \"Liberation Sans\", 'Arial' ,sans-serif") == [
                "Liberation Sans", "Arial", "sans-serif",
            ])
        #expect(Font.familyNames(in: " , ") == ["sans-serif"])
    }
}

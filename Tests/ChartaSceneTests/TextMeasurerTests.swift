import Testing

@testable import ChartaScene

// Test data read from the fonts with fontTools 4.68 (independently of the generator), Liberation Sans
// 1.07.4 from Debian's fonts-liberation, unitsPerEm 2048, hhea ascent 1854, descent -434:
//
//   f = TTFont(".../LiberationSans-Regular.ttf"); cm = f.getBestCmap(); hm = f["hmtx"]
//   [hm[cm[ord(c)]][0] for c in s]
//
//   Regular "Hello"        [1479, 1139, 455, 455, 1139]                                 sum 4667
//   Regular "Charta 2024"  [1479, 1139, 1139, 682, 569, 1139, 569, 1139, 1139, 1139, 1139] sum 11272
//   Regular "Ωμέγα"        [1531, 1180, 913, 1024, 1184]                                sum 5832
//   Regular "Привет"       [1472, 1139, 1144, 1088, 1139, 938]                          sum 6920
//   Regular "€1,234.56"    [1139, 1139, 569, 1139, 1139, 1139, 569, 1139, 1139]         sum 9111
//   Regular "a→b"          [1139, 2048, 1139]                                           sum 4326
//   Regular "Ŵŷ"           [1933, 1024]                                                 sum 2957
//   Bold    "Hello"        [1479, 1139, 569, 569, 1251]                                 sum 5007
//   Bold    "Charta 2024"  [1479, 1251, 1139, 797, 682, 1139, 569, 1139, 1139, 1139, 1139] sum 11612
//   Bold    "Привет"       [1472, 1251, 1259, 1259, 1139, 1003]                         sum 7383
//   Regular U+263A ☺ 2091, "e" 1139, "A" 1366; U+05D0 and U+0915 are not in the cmap.
//   OS/2 xAvgCharWidth: Regular 1208, Bold 1255.

@Suite struct TextMeasurerTests {
    let measurer = StandardTextMeasurer.shared
    let regular10 = Font(size: 10)
    let bold10 = Font(size: 10, weight: .bold)

    func units(_ text: String, _ font: Font) -> Double { measurer.fontUnits(text, font) }

    @Test func latinWidthsMatchTheFont() {
        #expect(abs(measurer.width(of: "Hello", font: regular10) - 4667.0 * 10 / 2048) < 1e-9)
        #expect(abs(units("Charta 2024", regular10) - 11272) < 1e-9)
        #expect(abs(units("\u{20AC}1,234.56", regular10) - 9111) < 1e-9)
        #expect(abs(units("\u{174}\u{177}", regular10) - 2957) < 1e-9)
    }

    @Test func greekCyrillicAndArrows() {
        #expect(abs(units("\u{3A9}\u{3BC}\u{3AD}\u{3B3}\u{3B1}", regular10) - 5832) < 1e-9)
        #expect(abs(units("\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}", regular10) - 6920) < 1e-9)
        #expect(abs(units("a\u{2192}b", regular10) - 4326) < 1e-9)
    }

    @Test func boldUsesTheBoldTableAndIsWider() {
        #expect(abs(measurer.width(of: "Hello", font: bold10) - 5007.0 * 10 / 2048) < 1e-9)
        #expect(abs(units("Charta 2024", bold10) - 11612) < 1e-9)
        #expect(abs(units("\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}", bold10) - 7383) < 1e-9)
        for text in ["Hello", "Charta 2024", "Revenue (USD)"] {
            #expect(measurer.width(of: text, font: bold10) > measurer.width(of: text, font: regular10))
        }
    }

    @Test func widthScalesWithSize() {
        let w12 = measurer.width(of: "Hello", font: Font(size: 12))
        #expect(abs(w12 - 4667.0 * 12 / 2048) < 1e-9)
    }

    @Test func emptyStringIsZero() {
        #expect(measurer.width(of: "", font: regular10) == 0)
        #expect(measurer.width(of: "", font: bold10) == 0)
    }

    @Test func cjkIsOneEmPerIdeograph() {
        #expect(measurer.width(of: "\u{592A}\u{90CE}", font: regular10) == 20)  // 太郎
        #expect(measurer.width(of: "\u{3072}\u{3089}\u{304C}\u{306A}", font: regular10) == 40)  // ひらがな
        #expect(measurer.width(of: "\u{D55C}\u{AE00}", font: Font(size: 16)) == 32)  // 한글
        #expect(measurer.width(of: "\u{FF21}", font: regular10) == 10)  // fullwidth A
        #expect(measurer.width(of: "\u{FF71}", font: regular10) == 5)  // halfwidth katakana
    }

    @Test func emojiAreOneEmPerCluster() {
        #expect(measurer.width(of: "\u{1F600}", font: regular10) == 10)  // 😀
        #expect(measurer.width(of: "\u{1F600}\u{1F680}", font: regular10) == 20)  // 😀🚀
        // 👩‍💻 woman technologist: ZWJ sequence.
        #expect(measurer.width(of: "\u{1F469}\u{200D}\u{1F4BB}", font: regular10) == 10)
        // 👨‍👩‍👧 family: two joiners.
        #expect(measurer.width(of: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", font: regular10) == 10)
        #expect(measurer.width(of: "\u{1F44D}\u{1F3FD}", font: regular10) == 10)  // 👍🏽 skin tone
        #expect(measurer.width(of: "\u{1F1EF}\u{1F1F5}\u{1F1E9}\u{1F1EA}", font: regular10) == 20)  // 🇯🇵🇩🇪
        #expect(measurer.width(of: "\u{2764}\u{FE0F}", font: regular10) == 10)  // ❤️
        #expect(measurer.width(of: "1\u{FE0F}\u{20E3}", font: regular10) == 10)  // 1️⃣ keycap
        // ☺ is in Liberation Sans (advance 2091 regular); with U+FE0F it is drawn as an emoji.
        #expect(abs(units("\u{263A}", regular10) - 2091) < 1e-9)
        #expect(measurer.width(of: "\u{263A}\u{FE0F}", font: regular10) == 10)
    }

    @Test func combiningMarksAndFormatCharactersAreZeroWidth() {
        // "e" + COMBINING ACUTE ACCENT measures as "e" (1139).
        #expect(abs(units("e\u{301}", regular10) - 1139) < 1e-9)
        #expect(abs(units("a\u{200B}b\u{200D}", regular10) - 2278) < 1e-9)
        #expect(abs(units("A\u{FE0E}", regular10) - 1366) < 1e-9)
        #expect(measurer.width(of: "\n\t", font: regular10) == 0)
    }

    /// Printable ASCII is measured without the scalar walk; a zero-width space sends the same text down
    /// the walk, which must give the same width, in both weights and both families.
    @Test func printableASCIIMeasuresAsTheScalarWalkDoes() {
        let text = "Revenue (1,000 $) ~ [x^2 + y_0] | {a@b#c}%&*'\"`<>?/=!;:"
        for font in [regular10, bold10, Font(family: Font.dejaVuFamily, size: 11)] {
            let fast = measurer.width(of: text, font: font)
            #expect(fast > 0)
            #expect(abs(measurer.width(of: text + "\u{200B}", font: font) - fast) < 1e-9)
            #expect(abs(measurer.width(of: "\u{200B}" + text, font: font) - fast) < 1e-9)
        }
    }

    /// Number formats' minus sign, thin and narrow no-break spaces and ellipsis take the same short path
    /// as ASCII, and must measure as the scalar walk measures them (a zero-width space forces the walk).
    @Test func numberFormatScalarsMeasureAsTheScalarWalkDoes() {
        for text in ["\u{2212}1\u{202F}200", "12\u{2009}345\u{2026}", "\u{2212}", "a\u{2026}\u{2212}b"] {
            for font in [regular10, bold10, Font(family: Font.dejaVuFamily, size: 11)] {
                let fast = measurer.width(of: text, font: font)
                #expect(fast > 0)
                #expect(abs(measurer.width(of: text + "\u{200B}", font: font) - fast) < 1e-9, "\(text)")
            }
        }
        // Other scalars of the same lead byte still take the walk: U+2060 WORD JOINER is zero-width.
        #expect(
            abs(measurer.width(of: "1\u{2060}2", font: regular10) - measurer.width(of: "12", font: regular10)) < 1e-9)
    }

    @Test func unknownScalarsUseTheAverageAdvance() {
        // Hebrew alef and Devanagari ka are not in Liberation Sans 1.07.
        #expect(abs(units("\u{5D0}", regular10) - 1208) < 1e-9)
        #expect(abs(units("\u{915}", bold10) - 1255) < 1e-9)
    }

    @Test func verticalMetrics() {
        #expect(abs(measurer.ascent(of: regular10) - 1854.0 * 10 / 2048) < 1e-12)
        #expect(abs(measurer.descent(of: regular10) - 434.0 * 10 / 2048) < 1e-12)
        #expect(measurer.ascent(of: bold10) == measurer.ascent(of: regular10))
    }

    @Test func badSizesMeasureZero() {
        for size in [Double.nan, .infinity, -.infinity, -3, 0] {
            let font = Font(size: size)
            #expect(measurer.width(of: "Hello", font: font) == 0)
            #expect(measurer.ascent(of: font) == 0)
            #expect(measurer.descent(of: font) == 0)
        }
    }

    @Test(arguments: [LiberationSansMetrics.metrics, DejaVuSansMetrics.metrics])
    func tablesAreConsistent(_ m: FontMetrics) {
        #expect(m.rangeOffset.count == m.rangeFirst.count + 1)
        #expect(m.rangeOffset.last == m.regularAdvances.count)
        #expect(m.regularAdvances.count == m.boldAdvances.count)
        #expect(zip(m.rangeFirst, m.rangeFirst.dropFirst()).allSatisfy { $0 < $1 })
        // Every printable ASCII character is in the font, in both weights.
        for code in UInt32(0x20)...0x7E {
            #expect(m.advance(of: code, weight: .regular) != nil)
            #expect(m.advance(of: code, weight: .bold) != nil)
        }
        #expect(m.advance(of: 0x1F, weight: .regular) == nil)
        #expect(m.advance(of: 0x10FFFF, weight: .bold) == nil)
    }
}

extension StandardTextMeasurer {
    /// The width of `text` in units of a 2048-unit em, as the fonts' tables give it.
    func fontUnits(_ text: String, _ font: Font) -> Double {
        width(of: text, font: font) * 2048 / font.size
    }
}

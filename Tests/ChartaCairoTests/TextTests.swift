#if Cairo
    import ChartaScene
    import Testing

    @testable import ChartaCairo

    /// Text is drawn with the metrics layout measured with, placed by the SVG back end's rules, and font
    /// substitutions are reported.
    @Suite struct TextTests {
        let white = Pixel(r: 255, g: 255, b: 255)
        let renderer = CairoRenderer()

        @Test(arguments: [FontWeight.regular, .bold])
        func advancesMatchTheStandardMeasurer(weight: FontWeight) throws {
            // Unhinted design advances, no kerning ("AV", "To" would kern): the same widths as layout.
            for text in ["Hello, World!", "0123456789", "AVATAR To Wa", "Øre per kWh", "14:00-15:00", "−1.5k"] {
                for size in [10.0, 13, 37.5] {
                    let font = Font(size: size, weight: weight)
                    let drawn = try #require(renderer.textAdvance(text, font: font))
                    let measured = StandardTextMeasurer.shared.width(of: text, font: font)
                    #expect(abs(drawn - measured) < 0.01, "\(text) at \(size): drawn \(drawn), measured \(measured)")
                }
            }
        }

        @Test func cjkFallsBackPerCharacterAndIsReported() throws {
            let font = Font(size: 20)
            // Wide characters are 1 em in the measurer, and Noto Sans CJK draws them 1 em wide.
            let width = try #require(renderer.textAdvance("太郎", font: font))
            #expect(abs(width - 40) < 0.01)
            let mixed = try #require(renderer.textAdvance("Ab太郎", font: font))
            #expect(abs(mixed - StandardTextMeasurer.shared.width(of: "Ab太郎", font: font)) < 0.01)

            let node = TextNode(text: "Ab太郎", position: Point(x: 10, y: 40), font: font)
            let output = try renderer.render(scene([.text(node)]), as: .png(scale: 1))
            let warning = try #require(output.fontWarnings.first)
            #expect(output.fontWarnings.count == 1)
            #expect(warning.reason == .fallbackFont)
            #expect(warning.characters == "太郎")
            #expect(warning.resolvedFamily.contains("CJK"), "fell back to \(warning.resolvedFamily)")
            #expect(warning.description.contains("太郎"))
            // Ink where the ideographs are (x 48…88), not only where the Latin letters are.
            let image = try DecodedImage(png: output.bytes)
            var ink = 0
            for x in 50..<86 { for y in 22..<42 where image[x, y].distance(to: white) > 100 { ink += 1 } }
            #expect(ink > 100)
        }

        @Test func missingFamiliesAndGlyphsAreReported() throws {
            let substituted = TextNode(
                text: "Hi", position: Point(x: 5, y: 20), font: Font(family: "Charta No Such Family"))
            let missing = TextNode(text: "A\u{10FFFD}", position: Point(x: 5, y: 50))
            let warnings = try renderer.render(scene([.text(substituted), .text(missing)]), as: .pdf).fontWarnings
            #expect(warnings.map(\.reason) == [.familySubstituted, .missingGlyphs])
            #expect(warnings[0].requestedFamily == "Charta No Such Family")
            #expect(!warnings[0].resolvedFamily.isEmpty && warnings[0].resolvedFamily != "Charta No Such Family")
            #expect(warnings[1].characters == "\u{10FFFD}")
            // The default family list resolves to Liberation Sans: nothing to report.
            let fine = TextNode(text: "Fine", position: Point(x: 5, y: 80), font: Font(weight: .bold))
            #expect(try renderer.render(scene([.text(fine)]), as: .pdf).fontWarnings.isEmpty)
        }

        @Test func controlCharactersDrawAsSVGShowsThem() throws {
            let font = Font(size: 12)
            // Tab and line feed show as one space each (xml:space="preserve"); a joiner draws nothing.
            #expect(renderer.textAdvance("A\tB\nC", font: font) == renderer.textAdvance("A B C", font: font))
            #expect(renderer.textAdvance("A\u{200D}B", font: font) == renderer.textAdvance("AB", font: font))
            #expect(renderer.textAdvance("", font: font) == 0)
        }

        /// The ink box of one text node drawn black on white at scale 4, in scene units.
        func inkBox(_ node: TextNode) throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            let image = try renderPNG(scene(width: 200, height: 200, [.text(node)]), scale: 4)
            let ink = image.inkBounds(background: white, tolerance: 128)
            let box = try #require(ink, "no ink")
            return (Double(box.minX) / 4, Double(box.minY) / 4, Double(box.maxX + 1) / 4, Double(box.maxY + 1) / 4)
        }

        @Test func anchorsUseTheAdvanceWidth() throws {
            // "HH" at 40 pt: H's side bearings are 162/2048 em each (Liberation Sans), so the ink starts
            // 3.2 pt after the pen and ends 3.2 pt before the advance (2 × 1479/2048 em = 57.8 pt).
            let font = Font(size: 40)
            let bearing = 162.0 / 2048 * 40
            let advance = StandardTextMeasurer.shared.width(of: "HH", font: font)
            for (anchor, start) in [(TextAnchor.start, 100.0), (.middle, 100 - advance / 2), (.end, 100 - advance)] {
                let box = try inkBox(TextNode(text: "HH", position: Point(x: 100, y: 100), font: font, anchor: anchor))
                #expect(abs(box.minX - (start + bearing)) < 0.5, "\(anchor): ink starts at \(box.minX)")
                #expect(abs(box.maxX - (start + advance - bearing)) < 0.5, "\(anchor): ink ends at \(box.maxX)")
            }
        }

        @Test func baselinesUseTheMeasurersAscentAndDescent() throws {
            // "H" sits on the baseline and reaches the cap height, 1409/2048 em (Liberation Sans OS/2).
            let font = Font(size: 40)
            let ascent = 1854.0 / 2048 * 40
            let descent = 434.0 / 2048 * 40
            let cap = 1409.0 / 2048 * 40
            let cases: [(TextBaseline, Double)] = [
                (.alphabetic, 100), (.top, 100 + ascent), (.bottom, 100 - descent),
                (.middle, 100 + (ascent - descent) / 2),
            ]
            for (baseline, y) in cases {
                let box = try inkBox(
                    TextNode(text: "H", position: Point(x: 50, y: 100), font: font, baseline: baseline))
                #expect(abs(box.maxY - y) < 0.5, "\(baseline): baseline at \(box.maxY), expected \(y)")
                #expect(abs(box.minY - (y - cap)) < 0.5, "\(baseline): cap top at \(box.minY)")
            }
        }

        @Test func rotatedTextTurnsAboutItsPosition() throws {
            // Rotated 90° clockwise (SVG's rotate(90): (x, y) → (−y, x)), "HHHH" runs down from the
            // position; its baseline is at x = 100 and the letters' tops point to +x, cap height wide.
            let font = Font(size: 20)
            let advance = StandardTextMeasurer.shared.width(of: "HHHH", font: font)
            let box = try inkBox(TextNode(text: "HHHH", position: Point(x: 100, y: 40), font: font, angle: 90))
            #expect(box.maxY - box.minY > advance - 4)
            #expect(box.maxX - box.minX < 16)
            #expect(abs(box.minX - 100) < 0.5)
            #expect(abs(box.maxX - (100 + 1409.0 / 2048 * 20)) < 0.5)
            #expect(abs(box.minY - (40 + 162.0 / 2048 * 20)) < 0.5)
        }

        @Test func strokedAndTranslucentText() throws {
            let font = Font(size: 40)
            var style = Style(stroke: .color(.black), strokeWidth: 2)
            let outlined = TextNode(text: "H", position: Point(x: 20, y: 60), font: font, style: style)
            style = Style(fill: .color(.black), opacity: 0.5)
            let faded = TextNode(text: "H", position: Point(x: 120, y: 60), font: font, style: style)
            let image = try renderPNG(scene(width: 200, height: 100, [.text(outlined), .text(faded)]))
            // Inside the left stem of the outlined H (stem 20…24.7 pt from the pen + bearing) is white; its
            // outline is dark. The faded H is mid-grey.
            let stemLeft = 20 + 162.0 / 2048 * 40
            #expect(image.at(stemLeft, 50).distance(to: white) > 100)
            #expect(image.at(stemLeft + 2.3, 50).distance(to: white) < 60)
            #expect(image.at(120 + 162.0 / 2048 * 40 + 2.3, 50).isNear(Color(r: 128, g: 128, b: 128), tolerance: 3))
        }
    }
#endif

#if Cairo
    extension TextTests {
        @Test func gradientTextIsPaintedInTheScenesSpace() throws {
            // A gradient from red at x = 0 to blue at x = 200 paints the text's ink by where it is in the
            // scene (as SVG's userSpaceOnUse does), not from the text's own position.
            let gradient = LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 200, y: 0),
                stops: [
                    GradientStop(offset: 0, color: Color(r: 255, g: 0, b: 0)),
                    GradientStop(offset: 1, color: Color(r: 0, g: 0, b: 255)),
                ])
            let node = TextNode(
                text: "H", position: Point(x: 150, y: 60), font: Font(size: 40),
                style: Style(fill: .linearGradient(gradient)))
            let image = try renderPNG(scene(width: 200, height: 100, [.text(node)]), scale: 2)
            let stem = image.at(150 + 162.0 / 2048 * 40 + 2.3, 50, scale: 2)
            #expect(stem.b > 180 && stem.r < 80, "stem at x≈155 should be 78 % blue, got \(stem)")
        }

        /// A font chain remembers each scalar's face in a table (ASCII), a short list (the first few
        /// others) or a dictionary (the rest): asked in any order, it gives the face it gives on first
        /// asking, for text with more distinct non-ASCII scalars than the list holds.
        @Test func faceChoicesDoNotDependOnTheOrderAsked() throws {
            let text = "Ab1 éèêëàâäîïôöùûüçñ −…€£¥§©®°±µ¶·¼½¾ 日本語の文字列テスト漢字平仮名片仮名東京大阪名古屋札幌福岡 \u{10FFFD}"
            let scalars = Array(text.unicodeScalars)
            #expect(Set(scalars.filter { !$0.isASCII }).count > 40)
            func describe(_ chain: FontChain, _ scalar: Unicode.Scalar) -> String {
                let (face, choice) = chain.face(for: scalar)
                return "\(face.family) \(choice)"
            }
            let forward = try #require(FontChain(font: Font(size: 12)))
            let backward = try #require(FontChain(font: Font(size: 12)))
            let first = scalars.map { describe(forward, $0) }
            let reversed = Array(scalars.reversed().map { describe(backward, $0) }.reversed())
            #expect(first == reversed)
            // Asked again, from what the chain remembers.
            #expect(scalars.map { describe(forward, $0) } == first)
            #expect(first.contains { $0.contains("fallback") } && first.contains { $0.contains("primary") })
        }

        @Test func absurdTextInputDrawsNothingAndDoesNotStopTheRender() throws {
            let nodes: [SceneNode] = [
                .text(TextNode(text: "big", position: Point(x: 10, y: 10), font: Font(size: 1e300))),
                .text(TextNode(text: "big", position: Point(x: 10, y: 10), font: Font(size: 1e6))),
                .text(TextNode(text: "tiny", position: Point(x: 10, y: 10), font: Font(size: 1e-300))),
                .text(TextNode(text: "nan", position: Point(x: .nan, y: 10), font: Font(size: .nan))),
                .text(TextNode(text: "turn", position: Point(x: 10, y: 10), angle: .infinity)),
                .rect(RectNode(rect: Rect(x: 80, y: 80, width: 10, height: 10), style: .fill(.black))),
            ]
            let image = try renderPNG(scene(nodes))
            #expect(image.at(85, 85).isNear(.black))
            #expect(try CairoRenderer().pdf(scene(nodes)).count > 0)
            // Nothing is left broken for later text (cairo shares font faces across renders): at
            // 10⁶ pt FreeType fails, and cairo would measure every later text as 0 wide.
            let font = Font(size: 10)
            #expect(
                renderer.textAdvance("Hello", font: font) == StandardTextMeasurer.shared.width(of: "Hello", font: font))
        }
    }
#endif

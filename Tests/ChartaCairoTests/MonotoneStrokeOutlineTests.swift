#if Cairo
    import CCairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// The filled outline of a round stroke of a line whose x only grows or only shrinks is the stroke:
    /// its envelopes are checked against distances to the line found by bisection, and its pixels against
    /// cairo's stroke of the same line.
    @Suite struct MonotoneStrokeOutlineTests {
        /// A polyline of `count` points from x 20 to 700 (or back) by random steps, some of them zero, and y a
        /// random walk with jumps.
        static func line(count: Int, seed: UInt64, yStep: Double, descending: Bool = false) -> [Point] {
            var g = SeededGenerator(seed: seed)
            var (x, y) = (0.0, 200.0)
            let raw = (0..<count).map { i in
                defer {
                    x += i % 7 == 3 ? 0 : g.uniform(in: 0...1)
                    y += g.uniform(in: -yStep...yStep) * (i % 53 == 0 ? 8 : 1)
                    y = min(390, max(10, y))
                }
                return Point(x: x, y: y)
            }
            let span = raw.last!.x
            return raw.map { Point(x: descending ? 700 - 680 * $0.x / span : 20 + 680 * $0.x / span, y: $0.y) }
        }

        /// The distance from `p` to the segment a–b.
        static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let squared = dx * dx + dy * dy
            let t = squared == 0 ? 0 : min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared))
            let (cx, cy) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
            return (cx * cx + cy * cy).squareRoot()
        }

        /// The stroke's extent on the vertical line at `x`, found per segment: the distance along the
        /// vertical is convex, so its least value is found by ternary search and each end of the segment's
        /// interval by bisection.
        static func bruteForceExtent(_ line: [Point], radius r: Double, at x: Double) -> (Double, Double)? {
            var (top, bottom) = (Double.infinity, -Double.infinity)
            for (a, b) in zip(line, line.dropFirst()) where min(a.x, b.x) - r <= x && max(a.x, b.x) + r >= x {
                let d = { (y: Double) in distance(Point(x: x, y: y), a, b) }
                var (lo, hi) = (min(a.y, b.y) - 2 * r, max(a.y, b.y) + 2 * r)
                for _ in 0..<200 {
                    let (m1, m2) = (lo + (hi - lo) / 3, hi - (hi - lo) / 3)
                    if d(m1) < d(m2) { hi = m2 } else { lo = m1 }
                }
                let closest = (lo + hi) / 2
                // A little slack: at the outline's ends the stroke meets the vertical at one point. Near such
                // a tangent y moves fast with the distance: 10⁻¹² of slack in distance is 2·10⁻⁶ in y.
                let reach = r + 1e-12
                guard d(closest) <= reach else { continue }
                var (inside, outside) = (closest, min(a.y, b.y) - 2 * r)
                for _ in 0..<80 {
                    let m = (inside + outside) / 2
                    if d(m) <= reach { inside = m } else { outside = m }
                }
                top = min(top, inside)
                (inside, outside) = (closest, max(a.y, b.y) + 2 * r)
                for _ in 0..<80 {
                    let m = (inside + outside) / 2
                    if d(m) <= reach { inside = m } else { outside = m }
                }
                bottom = max(bottom, inside)
            }
            return top <= bottom ? (top, bottom) : nil
        }

        @Test(arguments: [(300, 4.0, false), (40, 30.0, false), (3_000, 20.0, false), (200, 10.0, true)])
        func envelopesAreTheStrokesExtentAtEverySample(count: Int, yStep: Double, descending: Bool) throws {
            let line = Self.line(count: count, seed: 3, yStep: yStep, descending: descending)
            let r = 1.25
            let polygon = try #require(MonotoneStrokeOutline.envelope(of: line, radius: r, step: 0.1)).polygon
            let samples = polygon.count / 2
            #expect(polygon.count == 2 * samples)
            let xs = line.map(\.x)
            #expect(abs(polygon[0].x - (xs.min()! - r)) < 1e-9 && abs(polygon[samples - 1].x - (xs.max()! + r)) < 1e-9)
            for k in 0..<samples {
                let (top, bottom) = (polygon[k], polygon[2 * samples - 1 - k])
                #expect(top.x == bottom.x)
                guard let (expectedTop, expectedBottom) = Self.bruteForceExtent(line, radius: r, at: top.x) else {
                    Issue.record("no stroke at x \(top.x)")
                    continue
                }
                #expect(abs(top.y - expectedTop) < 1e-5, "top at x \(top.x): \(top.y), expected \(expectedTop)")
                #expect(
                    abs(bottom.y - expectedBottom) < 1e-5,
                    "bottom at x \(bottom.x): \(bottom.y), expected \(expectedBottom)")
            }
        }

        /// Sampled in two halves at once, an envelope is the one sampled in one pass.
        @Test func halvesSampleTheSameEnvelope() throws {
            for (count, descending) in [(5_000, false), (333, true), (2, false)] {
                let line = Self.line(count: count, seed: 4, yStep: 9, descending: descending)
                let halves = try #require(
                    MonotoneStrokeOutline.envelope(of: line, radius: 1, step: 0.125, inHalves: true))
                let whole = try #require(
                    MonotoneStrokeOutline.envelope(of: line, radius: 1, step: 0.125, inHalves: false))
                #expect(halves.x == whole.x && halves.top == whole.top && halves.bottom == whole.bottom)
            }
        }

        /// Sampled within a window (the image's columns), an envelope is the whole one's samples there.
        @Test func windowedEnvelopeIsTheWholeOnesPartInTheWindow() throws {
            let line = (0..<40).map { i in Point(x: -2_000 + 100 * Double(i), y: 20 + Double(i * 37 % 60)) }
            let whole = try #require(MonotoneStrokeOutline.envelope(of: line, radius: 1.5, step: 0.125))
            let part = try #require(
                MonotoneStrokeOutline.envelope(of: line, radius: 1.5, step: 0.125, within: -1...101))
            #expect(part.x.first == -1 && part.x.last == 101 && part.x.count == 102 * 8 + 1)
            for (k, x) in part.x.enumerated() {
                let j = try #require(whole.x.firstIndex(of: x))
                #expect(part.top[k] == whole.top[j] && part.bottom[k] == whole.bottom[j], "at x \(x)")
            }
            let missed = try #require(
                MonotoneStrokeOutline.envelope(of: line, radius: 1.5, step: 0.125, within: 5_000...5_100))
            #expect(missed.x.isEmpty)
        }

        /// A line drawn through a rotated clip whose rotation is undone inside it (so the line's own
        /// transformation is a plain scale) stays inside the clip: cairo cannot list such a clip as
        /// rectangles, and its extents cover the whole image.
        @Test func rotatedClipIsKeptWhenItsRotationIsUndone() throws {
            var path = Path()
            for i in 0...2_000 {
                let p = Point(x: 0.2 * Double(i), y: 20 + Double(i % 2))
                if i == 0 { path.move(to: p) } else { path.line(to: p) }
            }
            var style = Style(stroke: .color(Color(red: 0, green: 0, blue: 1)), strokeWidth: 2)
            (style.lineCap, style.lineJoin) = (.round, .round)
            let line = Group(
                transform: .translation(x: -200, y: -200), children: [.path(PathNode(path: path, style: style))])
            let inner = Group(transform: .rotation(degrees: -45), children: [.group(line)])
            let diamond = Group(
                transform: .rotation(degrees: 45), clip: Rect(x: -150, y: -150, width: 300, height: 300),
                children: [.group(inner)])
            let centre = Group(transform: .translation(x: 200, y: 200), children: [.group(diamond)])
            let scene = Scene(
                size: Size(width: 400, height: 400), background: .white, root: Group(children: [.group(centre)]))
            let image = DecodedImage(try CairoRenderer().image(scene))
            // The diamond |x − 200| + |y − 200| ≤ 212 meets the line's rows only near the middle.
            #expect(image[200, 20].b > 200 && image[200, 20].r < 60, "inside the clip: \(image[200, 20])")
            for x in [20, 100, 150, 250, 300, 380] {
                #expect(image[x, 20] == Pixel(r: 255, g: 255, b: 255), "outside the clip at x \(x): \(image[x, 20])")
            }
        }

        /// Discs and sides wholly outside a window whose edges are not samples write no sample, and a
        /// stroke too wide to sample has no outline (it is stroked).
        @Test func windowEdgesOffTheGridAndHugeWidths() throws {
            let hook = [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 4.7, y: 0), Point(x: 4.7, y: -100)]
            let a = try #require(MonotoneStrokeOutline.envelope(of: hook, radius: 1, step: 1, within: 0...3.5))
            #expect(a.x.last == 3.5 && a.top.last == -1, "top at 3.5: \(String(describing: a.top.last))")
            let spike = [Point(x: -50, y: 0), Point(x: 0.2, y: 100), Point(x: 0.2, y: 0), Point(x: 10, y: 0)]
            let b = try #require(MonotoneStrokeOutline.envelope(of: spike, radius: 1, step: 1, within: 1.5...20))
            #expect(b.x.first == 1.5 && b.bottom.first == 1, "bottom at 1.5: \(String(describing: b.bottom.first))")
            let line = [Point(x: 0, y: 0), Point(x: 100, y: 50)]
            for r in [1e10, 1e16, 1e300] {
                #expect(MonotoneStrokeOutline.envelope(of: line, radius: r, step: 0.125, within: -1...101) == nil)
            }
            // Far device y is clamped to the rows before it becomes a row number.
            let far = try #require(
                MonotoneStrokeOutline.envelope(
                    of: [Point(x: 0, y: 0), Point(x: 100, y: 1e19)], radius: 0.5, step: 0.125, within: -1...101))
            var painted = 0
            #expect(EnvelopeCoverage.columns(of: [far], columns: 0..<100, rows: 0..<100) { _, _, _ in painted += 1 })
            #expect(painted > 0)
        }

        @Test func onlyLinesWhoseXGoesOneWayHaveAnOutline() {
            func path(_ points: [(Double, Double)]) -> Path {
                var p = Path()
                for (i, (x, y)) in points.enumerated() {
                    if i == 0 { p.move(to: Point(x: x, y: y)) } else { p.line(to: Point(x: x, y: y)) }
                }
                return p
            }
            let outline = { (p: Path) in MonotoneStrokeOutline.envelopes(p, radius: 1, step: 0.25) { $0 } }
            #expect(outline(path([(0, 0), (2, 5), (2, 1), (4, 3)]))?.count == 1)
            #expect(outline(path([(4, 0), (2, 5), (2, 1), (0, 3)]))?.count == 1)
            #expect(outline(path([(0, 0), (2, 5), (1, 1)])) == nil)
            var closed = path([(0, 0), (2, 5), (4, 1)])
            closed.close()
            #expect(outline(closed) == nil)
            var curved = path([(0, 0), (2, 5)])
            curved.quad(to: Point(x: 6, y: 0), control: Point(x: 4, y: 9))
            #expect(outline(curved) == nil)
            // Each subpath of two or more points has its own outline; a lone point has none, as cairo
            // strokes nothing for it. Subpaths need not continue each other's direction.
            var gaps = path([(0, 0), (2, 5)])
            gaps.move(to: Point(x: 3, y: 3))
            gaps.move(to: Point(x: 9, y: 3))
            gaps.line(to: Point(x: 5, y: 1))
            #expect(outline(gaps)?.count == 2)
            // Subpaths whose x spans overlap are stroked: their outlines would overlap all along.
            var overlapping = path([(0, 0), (6, 5)])
            overlapping.move(to: Point(x: 3, y: 9))
            overlapping.line(to: Point(x: 9, y: 9))
            #expect(outline(overlapping) == nil)
        }

        /// `path` stroked by cairo, or filled as its outline, into a white 720 × 400 image at `scale`, in
        /// `clip` when one is given.
        static func image(
            _ path: Path, style: Style, scale: Double, outline: Bool, clip: Rect? = nil,
            format: cairo_format_t = CAIRO_FORMAT_ARGB32
        ) throws -> CairoImage {
            try drawnOnWhite(width: Int(720 * scale), height: Int(400 * scale), format: format) { cr in
                cairo_scale(cr, scale, scale)
                if let clip {
                    cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                    cairo_clip(cr)
                }
                var context = CairoContext(cr: cr, measurer: StandardTextMeasurer())
                context.clipped = clip != nil
                if outline {
                    #expect(context.fillStrokeOutline(path, style: style))
                } else {
                    context.paint(style) { context.appendPath(path) }
                }
            }
        }

        /// Filled outlines look like cairo's strokes of dense and sparse lines: opaque, translucent and
        /// gradient (which cairo fills), in a clip with fractional edges and on an RGB image. They differ
        /// only where cairo's polygons stand in for the round joins' arcs (within its tolerance, a tenth of
        /// a pixel) and on antialiased edges between samples.
        @Test(arguments: [(20_000, 3.0), (1_500, 6.0), (120, 40.0)], [1.0, 2.0])
        func filledOutlineLooksLikeTheStroke(line: (count: Int, yStep: Double), scale: Double) throws {
            let points = Self.line(count: line.count, seed: 9, yStep: line.yStep)
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            let gradient = Paint.linearGradient(
                LinearGradient(
                    start: Point(x: 0, y: 0), end: Point(x: 700, y: 0),
                    stops: [
                        GradientStop(offset: 0, color: Color(red: 0.9, green: 0.1, blue: 0.1)),
                        GradientStop(offset: 1, color: Color(red: 0.1, green: 0.1, blue: 0.9, alpha: 0.7)),
                    ]))
            let paints: [Paint] = [
                .color(Color(red: 0.1, green: 0.4, blue: 0.9)),
                .color(Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.5)),
                gradient,
            ]
            let cases: [(Paint, Rect?, cairo_format_t)] =
                paints.map { ($0, nil, CAIRO_FORMAT_ARGB32) } + [
                    (paints[1], Rect(x: 50, y: 40, width: 600, height: 300), CAIRO_FORMAT_ARGB32),
                    (paints[1], Rect(x: 50.3, y: 40.6, width: 600.2, height: 300.45), CAIRO_FORMAT_ARGB32),
                    (paints[0], nil, CAIRO_FORMAT_RGB24),
                ]
            for (paint, clip, format) in cases {
                var style = Style(stroke: paint, strokeWidth: 2, opacity: 0.9)
                style.lineCap = .round
                style.lineJoin = .round
                let stroked = try Self.image(
                    path, style: style, scale: scale, outline: false, clip: clip, format: format)
                let filled = try Self.image(path, style: style, scale: scale, outline: true, clip: clip, format: format)
                let share = ReductionPixelTests.differingShare(stroked, filled)
                #expect(
                    share <= 1e-4, "\(paint), clip \(String(describing: clip)): \(share * 100)% of the pixels differ")
                // Differences stay small on average (under 0.1 of 255 here); a colour or opacity off by a tenth would
                // move the line's pixels by tens.
                let total = zip(stroked.rgba, filled.rgba).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
                let mean = Double(total) / Double(stroked.rgba.count)
                #expect(mean < 0.5, "\(paint), clip \(String(describing: clip)): mean difference \(mean)")
                #expect(stroked.rgba != Array(repeating: 255, count: stroked.rgba.count))
            }
        }

        /// A solid colour is blended into the image's own pixels; any other target, operator or clip is
        /// left to cairo.
        @Test func solidColoursAreBlendedIntoImagesOnly() throws {
            let envelopes = try #require(
                MonotoneStrokeOutline.envelopes(
                    { () -> Path in
                        var p = Path()
                        p.move(to: Point(x: 10, y: 10))
                        p.line(to: Point(x: 90, y: 60))
                        return p
                    }(), radius: 1, step: 0.125, point: { $0 }))
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            defer { cairo_destroy(cr) }
            let context = CairoContext(cr: cr, measurer: StandardTextMeasurer())
            let blue = Color(red: 0, green: 0, blue: 1)
            #expect(context.blend(envelopes, color: blue, opacity: 1))
            let data = try #require(cairo_image_surface_get_data(surface))
            let word = UnsafeRawPointer(data + 35 * Int(cairo_image_surface_get_stride(surface)) + 4 * 50)
                .load(as: UInt32.self)
            #expect(word == 0xFF00_00FF, "the line's middle pixel is \(String(word, radix: 16))")
            cairo_push_group(cr)
            #expect(!context.blend(envelopes, color: blue, opacity: 1))
            cairo_pattern_destroy(cairo_pop_group(cr))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            #expect(!context.blend(envelopes, color: blue, opacity: 1))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var clipped = context
            clipped.clipped = true
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, 60, 60)
            cairo_clip(cr)
            #expect(clipped.blend(envelopes, color: blue, opacity: 1))
            cairo_restore(cr)
            cairo_save(cr)
            cairo_rotate(cr, 0.3)
            cairo_rectangle(cr, 0, 0, 100, 100)
            cairo_clip(cr)
            #expect(!clipped.blend(envelopes, color: blue, opacity: 1))
            cairo_restore(cr)
            cairo_rectangle(cr, 0, 0, 40, 40)
            cairo_rectangle(cr, 60, 60, 40, 40)
            cairo_clip(cr)
            #expect(!clipped.blend(envelopes, color: blue, opacity: 1))
        }
    }
#endif

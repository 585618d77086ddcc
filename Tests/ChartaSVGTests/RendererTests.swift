import ChartaScales
import ChartaScene
import ChartaTestSupport
import Foundation
import Testing

@testable import ChartaSVG

@Suite("SVG renderer")
struct RendererTests {
    @Test("an empty scene is a complete, minimal document")
    func emptyScene() {
        let svg = renderSVG(Scene(size: Size(width: 640, height: 480.5)))
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="640" height="480.5" viewBox="0 0 640 480.5" \
                role="graphics-document" style="font-kerning:none">
                <title></title>
                <desc></desc>
                </svg>

                """)
    }

    @Test("rendering is deterministic: same scene, same bytes")
    func deterministic() {
        for scene in [GoldenScenes.primitives, GoldenScenes.styles, GoldenScenes.chart] {
            let renderer = SVGRenderer(options: SVGOptions(measurer: StubMeasurer(), interactive: true))
            let first = renderer.renderBytes(scene)
            #expect(renderer.renderBytes(scene) == first)
            #expect(SVGRenderer(options: renderer.options).renderBytes(scene) == first)
            #expect(Array(renderer.render(scene).utf8) == first)
        }
    }

    @Test("equal gradients share one definition; ids follow first use")
    func gradientDeduplication() {
        func gradient(_ y: Double) -> Paint {
            .linearGradient(
                LinearGradient(
                    start: .zero, end: Point(x: 0, y: y),
                    stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]))
        }
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        let scene = Scene(
            size: Size(width: 10, height: 10),
            root: Group(children: [
                .rect(RectNode(rect: rect, style: Style(fill: gradient(2)))),
                .rect(RectNode(rect: rect, style: Style(fill: gradient(1), stroke: gradient(2)))),
                .rect(RectNode(rect: rect, style: Style(fill: gradient(1.001)))),  // prints like 1
            ]))
        let svg = renderSVG(scene)
        #expect(svg.split(separator: "<linearGradient").count - 1 == 2)
        #expect(
            svg.contains(
                "<linearGradient id=\"gradient0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"2\">"
            ))
        #expect(
            svg.contains(
                "<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            ))
        #expect(svg.contains("fill=\"url(#gradient1)\" stroke=\"url(#gradient0)\""))
        #expect(svg.split(separator: "url(#gradient1)").count - 1 == 2)
    }

    @Test("equal clip rectangles share one clip path")
    func clipDeduplication() {
        let a = Rect(x: 0, y: 0, width: 50, height: 20)
        let b = Rect(x: 0, y: 20, width: 50, height: -20)  // the same rectangle, standardized
        let scene = Scene(
            size: Size(width: 50, height: 20),
            root: Group(children: [
                .group(Group(clip: a)), .group(Group(clip: Rect(x: 1, y: 0, width: 5, height: 5))),
                .group(Group(clip: b)),
            ]))
        let svg = renderSVG(scene, idPrefix: "p")
        #expect(svg.split(separator: "<clipPath").count - 1 == 2)
        #expect(
            svg.contains(
                "<g clip-path=\"url(#pclip0)\"/>\n<g clip-path=\"url(#pclip1)\"/>\n<g clip-path=\"url(#pclip0)\"/>"))
    }

    @Test("transforms: translate for translations, matrix otherwise, nothing for the identity")
    func transforms() {
        func svg(_ t: ChartaScene.AffineTransform) -> String {
            renderSVG(
                Scene(size: Size(width: 1, height: 1), root: Group(children: [.group(Group(role: "x", transform: t))])))
        }
        #expect(svg(.identity).contains("<g class=\"role-x\"/>"))
        #expect(svg(.translation(x: 3, y: -4.5)).contains("transform=\"translate(3,-4.5)\""))
        #expect(svg(.scale(x: 2, y: 0.5)).contains("transform=\"matrix(2,0,0,0.5,0,0)\""))
        // cos 30° = 0.8660254…, sin 30° = 0.5: six digits for the linear part.
        #expect(
            svg(.rotation(degrees: 30).concatenating(.translation(x: 10.123, y: 0))).contains(
                "transform=\"matrix(0.866025,0.5,-0.5,0.866025,10.12,0)\""))
    }

    @Test("groups without attributes add no element")
    func flattening() {
        let scene = Scene(
            size: Size(width: 1, height: 1),
            root: Group(children: [
                .group(
                    Group(children: [
                        .group(Group(children: [.line(LineNode(from: .zero, to: .zero, style: .stroke(.black)))]))
                    ]))
            ]))
        let svg = renderSVG(scene)
        #expect(!svg.contains("<g"))
        #expect(svg.contains("<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"0\" stroke=\"#000000\"/>"))
    }

    @Test("baselines become alphabetic y from ascent and descent")
    func baselines() {
        // Stub metrics at 20 pt: ascent 16, descent 4.
        func y(_ baseline: TextBaseline) -> Bool {
            let scene = Scene(
                size: Size(width: 1, height: 1),
                root: Group(children: [
                    .text(TextNode(text: "x", position: Point(x: 0, y: 100), font: Font(size: 20), baseline: baseline))
                ]))
            let expected = ["alphabetic": "100", "top": "116", "middle": "106", "bottom": "96"][baseline.rawValue]!
            return renderSVG(scene).contains(" y=\"\(expected)\"")
        }
        #expect(y(.alphabetic))
        #expect(y(.top))
        #expect(y(.middle))
        #expect(y(.bottom))
    }

    @Test("text whose spaces SVG would collapse is marked xml:space=preserve")
    func preservedSpace() {
        for text in [" lead", "trail ", "two  spaces", "tab\tstop", "line\nbreak", "cr\r", " "] {
            #expect(SVGContext.needsPreservedSpace(text), "\(text)")
        }
        for text in ["", "plain", "one space each", "é à", "📈 up"] {
            #expect(!SVGContext.needsPreservedSpace(text), "\(text)")
        }
    }

    @Test("a circle is centred on its printed centre: centre and radius are rounded before the arc ends")
    func circleRoundsCentreAndRadius() {
        // Radius √30 / 2 = 2.7386… (a Vega-Lite point of size 30), centre x 150.76712…: the arc ends are 150.767 ± 2.739, not the
        // separately rounded 153.506 and 148.029 (which would move the circle's centre by half a unit).
        let circle = SymbolNode(
            shape: .circle, center: Point(x: 150.767_123_287, y: 10.000_4), size: 7.5 * .pi, style: .fill(.black))
        let svg = renderSVG(
            Scene(size: Size(width: 200, height: 20), root: Group(children: [.symbol(circle)])), precision: 3)
        let data = #"d="M153.506,10A2.739,2.739,0,1,1,148.028,10A2.739,2.739,0,1,1,153.506,10Z""#
        #expect(svg.contains(data))
    }

    @Test("non-finite and negative values never trap and never print nan or inf")
    func hostileNumbers() throws {
        let bad: [Double] = [.nan, .infinity, -.infinity, -1e300, 1e300]
        var children: [SceneNode] = []
        for v in bad {
            var path = Path()
            path.move(to: Point(x: v, y: 0))
            path.cubic(to: Point(x: v, y: v), control1: Point(x: 1, y: v), control2: Point(x: v, y: 2))
            let font = Font(size: v)
            children += [
                .rect(
                    RectNode(
                        rect: Rect(x: v, y: v, width: v, height: -v), cornerRadii: CornerRadii(topLeft: v),
                        style: .fill(.black))),
                .path(
                    PathNode(
                        path: path,
                        style: Style(
                            stroke: .color(Color(red: v, green: v, blue: v, alpha: v)), strokeWidth: v, dash: [v, 1],
                            dashOffset: v, opacity: v))),
                .line(LineNode(from: Point(x: v, y: v), to: .zero, style: .stroke(.black, width: v))),
                .text(TextNode(text: "t", position: Point(x: v, y: v), font: font, baseline: .middle, angle: v)),
                .symbol(SymbolNode(shape: .circle, center: Point(x: v, y: v), size: v, style: .fill(.black))),
                .symbol(SymbolNode(shape: .star, center: Point(x: v, y: v), size: v, style: .fill(.black))),
                .group(
                    Group(
                        transform: ChartaScene.AffineTransform(a: v, b: v, c: v, d: v, tx: v, ty: v),
                        clip: Rect(x: v, y: v, width: v, height: v), opacity: v)),
            ]
        }
        let radial = RadialGradient(
            center: Point(x: .nan, y: 1), radius: -.infinity, stops: [GradientStop(offset: .nan, color: .black)])
        children.append(.rect(RectNode(rect: .zero, style: Style(fill: .radialGradient(radial)))))
        let scene = Scene(
            size: Size(width: .nan, height: -.infinity), background: Color(red: .nan, green: 2, blue: -1),
            root: Group(children: children))
        let svg = renderSVG(scene, precision: 6)
        let parsed = parseXML(svg)
        try #require(parsed.error == nil)
        let lower = svg.lowercased()
        #expect(!lower.contains("nan"))
        #expect(!lower.contains("inf"))
        #expect(svg.contains("width=\"0\" height=\"0\" viewBox=\"0 0 0 0\""))
        #expect(svg.contains("1e+300"))
    }

    @Test("malformed paths (points missing, no leading move) are written as far as they go")
    func malformedPath() throws {
        // A decoded path can pair verbs with too few points; the renderer must stop, not trap.
        let json = #"{"verbs":[0,1,3,1],"points":[{"x":1,"y":2},{"x":3,"y":4},{"x":5,"y":6}]}"#
        let path = try JSONDecoder().decode(Path.self, from: Data(json.utf8))
        var leadingCurve = Path()
        leadingCurve.close()
        leadingCurve.quad(to: Point(x: 5, y: 5), control: Point(x: 1, y: 1))
        let scene = Scene(
            size: Size(width: 1, height: 1),
            root: Group(children: [
                .path(PathNode(path: path, style: .stroke(.black))),
                .path(PathNode(path: leadingCurve, style: .stroke(.black))),
            ]))
        let svg = renderSVG(scene)
        #expect(svg.contains("<path d=\"M1,2L3,4\""))
        #expect(svg.contains("<path d=\"M1,1Q1,1 5,5\""))
    }

    @Test("large paths round-trip every vertex", arguments: [0, 2, 5])
    func largePath(precision: Int) {
        var random = SeededGenerator(seed: 7)
        var path = Path()
        var expected: [String] = []
        for i in 0..<5_000 {
            let p = Point(x: random.uniform(in: -1000...1000), y: random.uniform(in: 0...500))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
            let x = String(format: "%.*f", precision, p.x)
            let y = String(format: "%.*f", precision, p.y)
            expected.append("\(x),\(y)")
        }
        let svg = renderSVG(
            Scene(
                size: Size(width: 1, height: 1),
                root: Group(children: [.path(PathNode(path: path, style: .stroke(.black)))])),
            precision: precision)
        let data = svg.split(separator: "d=\"")[1].split(separator: "\"")[0]
        let pairs = data.dropFirst().split(separator: "L").map(String.init)
        #expect(pairs.count == expected.count)
        // Compare numerically (printf pads zeros, the writer trims them).
        for (got, want) in zip(pairs, expected) {
            let g = got.split(separator: ",").compactMap { Double($0) }
            let w = want.split(separator: ",").compactMap { Double($0) }
            #expect(g == w, "\(got) vs \(want)")
            if g != w { break }
        }
    }

    /// A path long enough to be written in two halves at once writes what writing its subpaths one by one
    /// writes, wherever the middle falls (in a run of lines, curves or closes); a long path whose verbs
    /// ask for more points than it has stops where they run out, as a short one does.
    @Test func longPathsWrittenInHalvesMatchTheirSubpaths() throws {
        var random = SeededGenerator(seed: 11)
        func point() -> Point { Point(x: random.uniform(in: -1000...1000), y: random.uniform(in: 0...500)) }
        var whole = Path()
        var pieces: [Path] = []
        while whole.points.count < 3 * SVGContext.splitPoints {
            var piece = Path()
            piece.move(to: point())
            for k in 0..<Int(random.uniform(in: 1...3000)) {
                switch k % 7 {
                case 3: piece.quad(to: point(), control: point())
                case 5: piece.cubic(to: point(), control1: point(), control2: point())
                default: piece.line(to: point())
                }
            }
            if pieces.count % 2 == 0 { piece.close() }
            pieces.append(piece)
            whole.append(piece)
        }
        func data(_ path: Path) -> String {
            let svg = renderSVG(
                Scene(
                    size: Size(width: 1, height: 1),
                    root: Group(children: [.path(PathNode(path: path, style: .stroke(.black)))])))
            return String(svg.split(separator: "d=\"")[1].split(separator: "\"")[0])
        }
        // Long enough, and well-formed, to be written in halves.
        #expect(whole.points.count >= SVGContext.splitPoints)
        #expect(
            whole.verbs.withUnsafeBufferPointer { verbs in
                whole.points.withUnsafeBufferPointer { SVGContext.middle(verbs, $0) != nil }
            })
        let (got, want) = (Array(data(whole).utf8), Array(pieces.map(data).joined().utf8))
        let common = min(got.count, want.count)
        let differs = (0..<common).first { got[$0] != want[$0] } ?? (got.count == want.count ? nil : common)
        #expect(differs == nil, "the path data differs from byte \(differs ?? 0) of \(want.count)")

        // Malformed: the last verb asks for points that are not there.
        let json = try JSONEncoder().encode(whole)
        var object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        var points = try #require(object["points"] as? [Any])
        points.removeLast(2)
        object["points"] = points
        let short = try JSONDecoder().decode(Path.self, from: try JSONSerialization.data(withJSONObject: object))
        let (written, full) = (data(short), data(whole))
        #expect(full.hasPrefix(written) && written.count < full.count)
        // It stops before a command, the one whose points are missing, within the last segment or two.
        let next = full[full.index(full.startIndex, offsetBy: written.count)]
        #expect("LQCZ".contains(next))
        #expect(full.count - written.count < 200)
    }
}

import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Specs that once trapped, hung or allocated without bound. Each must now give a chart or diagnostics;
/// the ones that ask for too much name the render limit they exceed.
@Suite struct HostileSpecTests {
    static let rows = (0..<8).map { #"{"a": \#($0), "b": \#($0 * 2), "c": "k\#($0 % 3)"}"# }.joined(separator: ",")

    /// Reads and lays out a spec (never trapping is the first assertion) and returns every diagnostic.
    func outcome(_ json: String, limits: RenderLimits = .default) -> (RenderedChart?, [Diagnostic]) {
        var options = VL.options
        options.limits = limits
        let (spec, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: options)
        guard let spec else { return (nil, diagnostics) }
        let rendered = ChartLayout.render(spec)
        return (rendered, diagnostics + rendered.diagnostics)
    }

    /// A point chart of ``rows``, read with the default limits.
    func pointSpec() throws -> ChartSpec {
        try #require(
            VL.spec(
                VL.unit(
                    mark: #""point""#, rows: "[\(Self.rows)]",
                    encoding: #"{"x": {"field": "a", "type": "quantitative"}}"#)))
    }

    func names(_ limit: RenderLimit, _ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { if case .limitExceeded(limit, _, _) = $0.kind { true } else { false } }
    }

    @Test func aKeyStartingWithABracketIsLocatedWithoutTrapping() throws {
        // Found by fuzzing: the path `["]onfig"]` made the key's range end before it started.
        #expect(JSONParser.steps(of: #"["]onfig"]"#) == [.key("]onfig")])
        #expect(JSONParser.steps(of: #"a["]b"]["c"][2]"#) == [.key("a"), .key("]b"), .key("c"), .index(2)])
        let json = """
            {"data": {"values": [{"a": 1}]}, "mark": "point",
              "encoding": {"x": {"field": "a", "type": "quantitative"}},
              "]onfig": {"view": {"stroke": "transparent"}}}
            """
        let (_, diagnostics) = outcome(json)
        let unknown = try #require(diagnostics.first { $0.description.contains("]onfig") })
        #expect(unknown.line == 3)
    }

    @Test func aHugeBandStepIsLimitedToTheCanvas() throws {
        // The step of 1e308 made the plot height infinite and the tick count Int(∞).
        let json = #"""
            {"data":{"values":[{"date":"2011-10-10"},{"date":"2011-10-12"}]},"mark":"bar","encoding":{"y":
            {"timeUnit":"binnedutcyearmonthdatehours","field":"date","type":"ordinal"}},"width":100000,
            "height":{"step":1e+308}}
            """#
        let (rendered, diagnostics) = outcome(json)
        let scene = try #require(rendered?.scene)
        #expect(scene.size.width * scene.size.height <= RenderLimits.default.canvasPixels * 1.05)
        #expect(scene.size.width.isFinite && scene.size.height.isFinite)
        #expect(names(.canvasPixels, diagnostics))
        #expect(diagnostics.contains { $0.description.contains("canvasPixels") })
    }

    @Test func discretizingCountsOutOfRangeAreClamped() {
        for (key, type, count) in [("quantileCount", "quantile", "1e300"), ("quantizeCount", "quantize", "-1e300")] {
            let json = #"""
                {"data":{"values":[\#(Self.rows)]},"mark":"point","config":{"scale":{"\#(key)":\#(count)}},
                "encoding":{"x":{"field":"a","type":"quantitative"},
                "color":{"field":"b","type":"quantitative","scale":{"type":"\#(type)"}}}}
                """#
            #expect(outcome(json).0 != nil)
        }
    }

    @Test func anImputeFrameBeyondIntIsClamped() throws {
        let json = #"""
            {"data":{"values":[\#(Self.rows)]},"mark":"line","encoding":{"x":{"field":"a","type":"quantitative"},
            "y":{"field":"b","type":"quantitative","impute":{"method":"mean","frame":[-1e300,1e300]}},
            "color":{"field":"c"}}}
            """#
        let spec = try #require(VL.spec(json))
        // Three groups each get all eight keys: 24 rows, the missing ones with their group's mean.
        #expect(spec.layers.map(\.data.rowCount).reduce(0, +) == 24)
    }

    @Test func anImputeThatWouldMultiplyRowsBeyondTheLimitIsAnError() {
        let rows = (0..<300).map { #"{"x": \#($0), "y": 1, "g": "g\#($0)"}"# }.joined(separator: ",")
        let json = #"""
            {"data":{"values":[\#(rows)]},"mark":"line","encoding":{"x":{"field":"x","type":"quantitative"},
            "y":{"field":"y","type":"quantitative","impute":{"value":0}},"color":{"field":"g"}}}
            """#
        let (chart, diagnostics) = outcome(json, limits: RenderLimits(rows: 50_000))
        #expect(chart == nil)
        #expect(names(.rows, diagnostics))
        #expect(outcome(json, limits: RenderLimits(rows: 90_000)).0 != nil)
    }

    @Test func longSequencesAndKeyRangesNameTheirLimit() {
        let sequence = #"""
            {"data":{"sequence":{"start":0,"stop":1e12}},"mark":"point","encoding":{"x":{"field":"data","type":"quantitative"}}}
            """#
        #expect(names(.sequenceLength, outcome(sequence).1))
        let keys = #"""
            {"data":{"values":[\#(Self.rows)]},"mark":"line","encoding":{"x":{"field":"a","type":"quantitative"},
            "y":{"field":"b","type":"quantitative","impute":{"value":0,"keyvals":{"start":0,"stop":1e15}}}}}
            """#
        #expect(names(.sequenceLength, outcome(keys).1))
    }

    @Test func aSequenceWhoseStepCannotMoveItsStartEnds() throws {
        // 1e17 + 1 == 1e17: stepping by addition never reached the stop; d3's range multiplies instead.
        let json = #"""
            {"data":{"sequence":{"start":1e17,"stop":1.0000000000000064e17,"step":1}},"mark":"point",
            "encoding":{"x":{"field":"data","type":"quantitative"}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.layers[0].data.rowCount == 640)
    }

    @Test func deeplyNestedExpressionsAreRejectedNotOverflowed() {
        for expression in [
            String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000),
            "1" + String(repeating: "+1", count: 100_000),
            String(repeating: "-", count: 50_000) + "1",
            String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
        ] {
            let json = #"""
                {"data":{"values":[\#(Self.rows)]},"transform":[{"calculate":"\#(expression)","as":"z"}],
                "mark":"point","encoding":{"x":{"field":"a","type":"quantitative"}}}
                """#
            let (_, diagnostics) = outcome(json)
            #expect(diagnostics.contains { $0.description.contains("nestingDepth") })
            // The message quotes the expression, but not all of it.
            #expect(diagnostics.allSatisfy { $0.description.count < 1_000 })
        }
    }

    @Test func expressionsWithinTheDepthStillEvaluate() throws {
        let depth = RenderLimits.default.nestingDepth - 2
        let text = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " + 1"
        let e = try VLExpression.parse(text).get()
        #expect(e.evaluate(VLExprScope(datum: .null, timeZone: VL.newYork)) == .number(2))
    }

    @Test func tooManyRowsIsAnErrorNamingTheLimit() throws {
        let spec = try pointSpec()
        var limited = spec
        limited.limits.rows = 5
        let rendered = ChartLayout.render(limited)
        #expect(names(.rows, rendered.diagnostics))
        #expect(rendered.diagnostics.contains { $0.severity == .error })
        limited.limits = RenderLimits(marks: 7)
        #expect(names(.marks, ChartLayout.render(limited).diagnostics))
        #expect(!names(.rows, ChartLayout.render(spec).diagnostics))
    }

    @Test func jsonLargerThanTheLimitIsRefusedBeforeParsing() {
        let json = VL.unit(mark: #""point""#, rows: "[\(Self.rows)]", encoding: "{}")
        let (chart, diagnostics) = outcome(json, limits: RenderLimits(jsonBytes: 100))
        #expect(chart == nil)
        #expect(names(.jsonBytes, diagnostics))
    }

    @Test func longLabelsAreCutToTheLimit() throws {
        let long = String(repeating: "x", count: 5_000)
        let json = VL.unit(
            mark: #""bar""#, rows: #"[{"c": "\#(long)", "v": 1}]"#,
            // `labelLimit: 0` lifts Vega's 180-point label width, which would shorten the label first.
            encoding: #"{"x": {"field": "c", "axis": {"labelLimit": 0}}, "y": {"field": "v", "type": "quantitative"}}"#)
        let (rendered, diagnostics) = outcome(json, limits: RenderLimits(labelLength: 40))
        let texts = try #require(rendered).scene.root.texts
        #expect(texts.allSatisfy { $0.count <= 40 })
        #expect(names(.labelLength, diagnostics))
    }

    @Test func aSceneWithTooManyNodesIsRefused() throws {
        let spec = try pointSpec()
        var limited = spec
        limited.limits.sceneNodes = 10
        let rendered = ChartLayout.render(limited)
        #expect(names(.sceneNodes, rendered.diagnostics))
        #expect(rendered.scene.root.children.isEmpty)
    }
}

extension HostileSpecTests {
    @Test func expressionStepsAndFacetCellsNameTheirLimits() {
        let calculate = #"""
            {"data":{"values":[\#(Self.rows)]},"transform":[{"calculate":"datum.a * 2 + 1","as":"z"}],
            "mark":"point","encoding":{"x":{"field":"z","type":"quantitative"}}}
            """#
        #expect(names(.expressionSteps, outcome(calculate, limits: RenderLimits(expressionSteps: 50)).1))
        #expect(outcome(calculate, limits: RenderLimits(expressionSteps: 500)).0 != nil)
        let facet = #"""
            {"data":{"values":[\#(Self.rows)]},"mark":"point","encoding":{"x":{"field":"a","type":"quantitative"},
            "row":{"field":"a"},"column":{"field":"b"}}}
            """#
        let (rendered, diagnostics) = outcome(facet, limits: RenderLimits(facetCells: 10))
        #expect(names(.facetCells, diagnostics))
        #expect(rendered?.scene.root.children.isEmpty == true)
    }

    @Test func foldsThatWouldMultiplyRowsBeyondTheLimitAreErrors() {
        let fields = (0..<50).map { "\"f\($0)\"" }.joined(separator: ",")
        let json = #"""
            {"data":{"values":[\#(Self.rows)]},"transform":[{"fold":[\#(fields)]}],
            "mark":"point","encoding":{"x":{"field":"value","type":"quantitative"}}}
            """#
        #expect(names(.rows, outcome(json, limits: RenderLimits(rows: 100)).1))
    }
}

extension HostileSpecTests {
    @Test func theImputeTransformBoundsItsProductAndKeyRange() throws {
        let rows = (0..<300).map { #"{"k": \#($0), "v": 1, "g": "g\#($0)"}"# }.joined(separator: ",")
        let product = #"""
            {"data":{"values":[\#(rows)]},"transform":[{"impute":"v","key":"k","groupby":["g"],"value":0}],
            "mark":"line","encoding":{"x":{"field":"k","type":"quantitative"},"y":{"field":"v","type":"quantitative"}}}
            """#
        #expect(names(.rows, outcome(product, limits: RenderLimits(rows: 50_000)).1))
        let keyvals = #"""
            {"data":{"values":[\#(Self.rows)]},"transform":[{"impute":"b","key":"a","keyvals":{"start":0,"stop":1e15}}],
            "mark":"line","encoding":{"x":{"field":"a","type":"quantitative"},"y":{"field":"b","type":"quantitative"}}}
            """#
        #expect(names(.sequenceLength, outcome(keyvals).1))
        // Within the limits the transform still fills every group: 3 groups × 8 keys, means per group.
        let filled = #"""
            {"data":{"values":[\#(Self.rows)]},"transform":[{"impute":"b","key":"a","groupby":["c"],"method":"mean"}],
            "mark":"line","encoding":{"x":{"field":"a","type":"quantitative"},"y":{"field":"b","type":"quantitative"}}}
            """#
        let spec = try #require(VL.spec(filled))
        #expect(spec.layers.map(\.data.rowCount).reduce(0, +) == 24)
    }
}

extension HostileSpecTests {
    func evaluate(_ text: String, datum: VLExprValue = .null) throws -> VLExprValue {
        try VLExpression.parse(text).get().evaluate(VLExprScope(datum: datum, timeZone: VL.newYork))
    }

    @Test func stringsAnExpressionBuildsAreBounded() throws {
        let long = VLExprValue.object(["s": .string(String(repeating: "x", count: 400_000))])
        #expect(try evaluate("datum.s + datum.s", datum: long) == .string(String(repeating: "x", count: 800_000)))
        #expect(try evaluate("datum.s + datum.s + datum.s", datum: long) == .null)
        #expect(try evaluate("length(datum.s + 1)", datum: long) == .number(400_001))
    }

    @Test func replaceChangesTheFirstOccurrenceAsJavaScriptDoes() throws {
        #expect(try evaluate("replace('aaa', 'a', 'bb')") == .string("bbaa"))
        #expect(try evaluate("replace('abc', '', 'x')") == .string("xabc"))
        #expect(try evaluate("replace('abc', 'z', 'x')") == .string("abc"))
    }

    @Test func dataFilesBeyondTheSizeLimitAreNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charta-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(("[" + Array(repeating: #"{"a":1}"#, count: 100).joined(separator: ",") + "]").utf8)
            .write(to: folder.appendingPathComponent("rows.json"))
        let json = #"{"data":{"url":"rows.json"},"mark":"point","encoding":{"x":{"field":"a","type":"quantitative"}}}"#
        var options = VL.options
        options.limits.jsonBytes = 200
        let (chart, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: folder, options: options)
        #expect(chart == nil)
        #expect(names(.jsonBytes, diagnostics))
        options.limits.jsonBytes = 10_000
        #expect(VegaLiteReader.read(json: Data(json.utf8), baseURL: folder, options: options).0 != nil)
    }
}

extension HostileSpecTests {
    @Test func aTimeUnitNamingAPartTwiceIsNotOne() {
        #expect(VLTimeUnit("yearmonthdate") != nil)
        #expect(VLTimeUnit("yearyear") == nil)
        // Found by mutating the corpus: a thousand repetitions made every row's truncation crawl.
        let repeated = String(repeating: "yearmonthdatehoursminutes", count: 1_000)
        #expect(VLTimeUnit(repeated) == nil)
        let json = #"""
            {"data":{"values":[{"t":"2020-01-01"}]},"mark":"line",
            "encoding":{"x":{"field":"t","timeUnit":"\#(repeated)"}}}
            """#
        #expect(!outcome(json).1.isEmpty)
    }
}

extension HostileSpecTests {
    @Test func binsAreBoundedByTheLimit() throws {
        for bin in [#"{"maxbins": 1e9}"#, #"{"step": 1e-9}"#] {
            let json = #"""
                {"data":{"values":[\#(Self.rows)]},"mark":"bar",
                "encoding":{"x":{"field":"a","bin":\#(bin)},"y":{"aggregate":"count"}}}
                """#
            var options = VL.options
            options.limits.bins = 4
            let spec = try #require(VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: options).0)
            // Eight values 0…7 in at most four bins (nice steps may leave one more edge bin).
            #expect(spec.layers[0].data.rowCount <= 5)
        }
    }
}

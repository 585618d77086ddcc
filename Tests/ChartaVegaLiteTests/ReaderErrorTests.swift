import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

@Suite struct ReaderErrorTests {
    @Test func malformedJSONGivesLineAndColumn() {
        let (spec, diagnostics) = VL.read("{\n  \"mark\": \"bar\",\n  \"data\": {\"values\": [1, 2,]}\n}")
        #expect(spec == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.isError == true)
        #expect(diagnostics.first?.path == nil)
        #expect(diagnostics.first.map { [$0.line, $0.column] } == [3, 28])
        #expect(diagnostics.first?.description.hasPrefix("error at line 3, column 28: ") == true)
        #expect(diagnostics.first?.description.contains("not valid JSON") == true)
    }

    @Test func wrongTypesNameTheirPath() {
        let (spec, diagnostics) = VL.read(#"{"data": {"values": []}, "mark": "bar", "encoding": {"x": {"field": 3}}}"#)
        #expect(spec == nil)
        #expect(diagnostics.contains { $0.isError && $0.path == "encoding.x.field" })
        let (_, others) = VL.read(#"{"data": {"values": []}, "mark": 5}"#)
        #expect(others.contains { $0.isError && $0.path == "mark" })
        let (_, widths) = VL.read(#"{"data": {"values": []}, "mark": "bar", "width": "wide"}"#)
        #expect(widths.contains { $0.isError && $0.path == "width" })
    }

    @Test func constantPixelPositionsPlaceTextsFromThePlotsEdge() throws {
        let data = #"{"data": {"values": [{"q": "A", "t": "Easy"}]}, "#
        let onMark =
            data
            + #""mark": {"type": "text", "x": -5, "align": "right"}, "encoding": {"y": {"field": "q"}, "text": {"field": "t"}}}"#
        let (spec, diagnostics) = VL.read(onMark)
        #expect(!diagnostics.contains { $0.description.contains("pixel") || $0.description.contains("align") })
        let layer = try #require(spec?.layers.first)
        #expect(layer.mark.pixelX == -5 && layer.mark.textAnchor == .end)
        let rendered = ChartLayout.render(try #require(spec))
        func texts(_ node: SceneNode) -> [TextNode] {
            switch node {
            case .group(let g): g.children.flatMap(texts)
            case .text(let t): [t]
            default: []
            }
        }
        let texts = texts(.group(rendered.scene.root)).filter { $0.text == "Easy" }
        let text = try #require(texts.first)
        #expect(abs(text.position.x - (rendered.plotFrame.minX - 5)) < 0.01 && text.anchor == .end)
        let inEncoding = data + #""mark": "text", "encoding": {"x": {"value": 4}, "text": {"field": "t"}}}"#
        #expect(VL.read(inEncoding).0?.layers.first?.mark.pixelX == 4)
    }

    @Test func aSpecMustBeAnObjectWithAMark() {
        #expect(VL.read("[1, 2]").0 == nil)
        #expect(VL.read("{}").1.contains { $0.isError })
        #expect(VL.read(#"{"hconcat": []}"#).1.contains { $0.isError && $0.path == "hconcat" })
    }

    @Test func unknownMarksAreWarningsAndTheRestStillRenders() throws {
        let json = #"""
            {"data": {"values": [{"a": "A", "b": 1}]}, "layer": [
              {"mark": "geoshape", "encoding": {"x": {"field": "a"}}},
              {"mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}]}
            """#
        let (spec, diagnostics) = VL.read(json)
        let warning = try #require(diagnostics.first { $0.path == "layer[0].mark" })
        #expect(warning.severity == .warning)
        #expect(warning.kind == .unsupported("The mark “geoshape”"))
        #expect(try #require(spec).layers.count == 1)
    }

    @Test func unsupportedPropertiesAndChannelsAreWarnings() throws {
        let json = #"""
            {"data": {"values": [{"a": "A"}]}, "mark": "point",
             "encoding": {"x": {"field": "a"}, "longitude": {"field": "a"}},
             "transform": [{"filter": "datum.a > 1"}, {"sample": 10}]}
            """#
        let (spec, diagnostics) = VL.read(json)
        #expect(spec != nil)
        let paths = Set(diagnostics.filter { $0.severity == .warning }.compactMap(\.path))
        #expect(paths.isSuperset(of: ["encoding.longitude", "transform[1]"]))
        #expect(!diagnostics.contains { $0.isError })
    }

    @Test func unknownColourSchemesAreWarnedOnceAndKnownOnesAreNot() throws {
        func warnings(_ scheme: String, type: String) -> [Diagnostic] {
            let json = """
                {"data": {"values": [{"a": "A", "b": 1}, {"a": "B", "b": 2}]}, "layer": [
                  {"mark": "point", "encoding": {"x": {"field": "b", "type": "quantitative"},
                   "color": {"field": "\(type == "nominal" ? "a" : "b")", "type": "\(type)",
                             "scale": {"scheme": \(scheme)}}}},
                  {"mark": "line", "encoding": {"x": {"field": "b", "type": "quantitative"}}}]}
                """
            return VL.read(json).1.filter { $0.severity == .warning }
        }
        let magma = warnings(#""magma""#, type: "quantitative")
        #expect(magma.count == 1)
        #expect(magma.first?.path == "layer[0].encoding.color.scale.scheme")
        #expect(magma.first?.kind == .unsupported("The colour scheme “magma” (drawn with the default colours)"))
        #expect(warnings(#"{"name": "set9"}"#, type: "nominal").count == 1)
        #expect(warnings(#""viridis""#, type: "quantitative").isEmpty)
        #expect(warnings(#""tableau10""#, type: "nominal").isEmpty)
    }

    @Test func unknownTopLevelPropertiesAreErrorsWithTheirLine() throws {
        let json = "{\"data\": {\"values\": []},\n \"mark\": \"point\",\n \"frobnicate\": 1}"
        let (spec, diagnostics) = VL.read(json)
        #expect(spec == nil)
        let error = try #require(diagnostics.first { $0.path == "frobnicate" })
        #expect(error.isError)
        #expect(error.line == 3)
        #expect(error.description == "error at frobnicate (line 3): Unknown property “frobnicate”.")
    }

    @Test func diagnosticsNameTheLineOfNestedPaths() throws {
        let json = "{\"data\": {\"values\": []},\n \"layer\": [\n  {\"mark\": \"bar\"},\n  {\"mark\": 5}]}"
        let (_, diagnostics) = VL.read(json)
        let error = try #require(diagnostics.first { $0.path == "layer[1].mark" })
        #expect(error.line == 4)
        #expect(JSONParser.line(of: "layer[7]", in: Array(json.utf8)) == nil)
        #expect(JSONParser.steps(of: #"data["a b"][2].x"#) == [.key("data"), .key("a b"), .index(2), .key("x")])
    }

    @Test func remoteDataIsRefused() throws {
        let (spec, diagnostics) = VL.read(#"{"data": {"url": "https://example.com/cars.json"}, "mark": "point"}"#)
        #expect(spec == nil)
        let error = try #require(diagnostics.first { $0.path == "data.url" })
        #expect(error.isError)
        #expect(error.description.contains("refused"))
    }

    @Test func hostileInputNeverTraps() {
        let inputs = [
            #"{"mark": "bar", "data": {"values": [{"a": 1e308, "b": -1e308}]}, "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative", "scale": {"type": "log"}}}}"#,
            #"{"mark": "bar", "width": {"step": -5}, "data": {"values": []}, "encoding": {"x": {"field": "a"}}}"#,
            #"{"mark": "line", "data": {"values": [{"t": "9999999-99-99"}]}, "encoding": {"x": {"field": "t", "type": "temporal", "timeUnit": "yearmonth"}}}"#,
            #"{"mark": "bar", "data": {"sequence": {"start": 0, "stop": 1e300, "step": 1e-300}}, "encoding": {"x": {"field": "data", "bin": {"maxbins": -3}}}}"#,
            #"{"mark": "arc", "data": {"values": [{"v": -1}, {"v": null}]}, "encoding": {"theta": {"field": "v", "type": "quantitative"}}}"#,
            #"{"mark": "bar", "data": {"values": [{"a": 1}]}, "encoding": {"y": {"field": "a", "type": "quantitative", "scale": {"domain": [5, 5], "nice": 1e99}}}}"#,
            #"{"mark": "point", "data": {"values": "a,b\n\"unterminated", "format": {"type": "csv"}}, "encoding": {"x": {"field": "a"}}}"#,
            #"{"mark": {"type": "tick", "size": {"expr": "width / 0"}}, "data": {"values": [{}]}, "encoding": {}}"#,
        ]
        for input in inputs {
            let (spec, _) = VL.read(input)
            if let spec { _ = ChartLayout.render(spec) }
        }
    }

    @Test func mutatedCorpusSpecsNeverTrap() throws {
        // Seeded mutations of a spec: every outcome is a chart or diagnostics, never a trap.
        let base = Array(
            #"{"data": {"values": [{"a": "A", "b": 28, "d": "2020-01-01"}, {"a": "B", "b": -5, "d": "2021-06-30"}]}, "mark": {"type": "bar", "cornerRadiusEnd": 4}, "encoding": {"x": {"field": "a", "sort": "-y"}, "y": {"field": "b", "type": "quantitative", "aggregate": "sum"}, "color": {"field": "d", "timeUnit": "year"}}}"#
                .utf8)
        var rng = SeededGenerator(seed: 42)
        let alphabet = Array("{}[]\":,0123456789-.eEabcnulltrue ".utf8)
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let i = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
                }
            }
            let (spec, diagnostics) = VegaLiteReader.read(json: Data(bytes), baseURL: nil, options: VL.options)
            if let spec {
                _ = ChartLayout.render(spec)
            } else {
                #expect(diagnostics.contains { $0.isError })
            }
        }
    }
}

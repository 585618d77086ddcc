import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite shapes given as SVG path data (Vega's custom symbols), and what a bad path does.
@Suite struct ReaderCustomShapeTests {
    static let rows = #"[{"x": 1, "k": "a"}, {"x": 2, "k": "b"}]"#
    static let star = "M0,0.2L0.2351,0.3236 0.1902,0.0618 0.3804,-0.1236 0.1175,-0.1618 0,-0.4Z"

    func symbols(_ json: String) throws -> [SymbolNode] {
        try #require(VL.render(json)).scene.root.markItems(.symbol).compactMap { node in
            if case .symbol(let s) = node { return s }
            return nil
        }
    }

    @Test func aShapeValueIsDrawnFromItsPathAtVegasScale() throws {
        let json = VL.unit(
            mark: #""point""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "size": {"value": 100}, "#
                + #""shape": {"value": "\#(Self.star)"}}"#)
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty)
        let expected = SymbolShape.custom(try SymbolPath(Self.star))
        #expect(try #require(spec).layers.first?.mark.symbol == expected)
        let nodes = try symbols(json)
        #expect(nodes.count == 2)
        for node in nodes {
            // Vega: the path scaled by √100 / 2 = 5 about the point, so (0, -0.4) lands 2 above it.
            let outline = node.shape.path(center: node.center, size: node.size)
            let top = try #require(outline.bounds).minY
            #expect(abs(top - (node.center.y - 2)) < 1e-9)
        }
    }

    @Test func eachCustomSymbolCountsItsVerticesAgainstTheMarkLimit() throws {
        // The star has 7 verbs: each of the 2 points counts 7 marks, 14 in all.
        let json = VL.unit(
            mark: #""point""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "shape": {"value": "\#(Self.star)"}}"#)
        var spec = try #require(VL.spec(json))
        func exceeded(_ marks: Int) -> Bool {
            spec.limits = RenderLimits(marks: marks)
            return ChartLayout.render(spec).diagnostics.contains {
                if case .limitExceeded(.marks, _, _) = $0.kind { true } else { false }
            }
        }
        #expect(exceeded(13))
        #expect(!exceeded(14))
    }

    @Test func aFieldSizeGivesACustomShapeTheSquaresArea() throws {
        // Vega's sizes are areas of squares for custom paths (√size wide), of circles' boxes otherwise.
        let json = VL.unit(
            mark: #"{"type": "point", "shape": "\#(Self.star)"}"#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "size": {"field": "x", "type": "quantitative", "#
                + #""scale": {"range": [100, 400]}}}"#)
        let sizes = try symbols(json).map(\.size).sorted()
        #expect(sizes.count == 2 && abs(sizes[1] - 400) < 1e-9)
    }

    @Test func pathDataInAShapeRange() throws {
        let json = VL.unit(
            mark: #""point""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "#
                + #""shape": {"field": "k", "type": "nominal", "scale": {"range": ["square", "M-1,-1H1V0Z"]}}}"#)
        let shapes = try symbols(json).map(\.shape)
        #expect(shapes == [.square, .custom(try SymbolPath("M-1,-1H1V0Z"))])
    }

    @Test func malformedPathDataWarnsAtItsPathAndDrawsNothing() throws {
        let json = VL.unit(
            mark: #""point""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "shape": {"value": "M0,0 L1"}}"#)
        let (spec, diagnostics) = VL.read(json)
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && warning.severity == .warning)
        #expect(warning.path == "encoding.shape.value")
        #expect(warning.kind.message.contains("expected a number at character 8"))
        #expect(spec != nil)
        for node in try symbols(json) {
            #expect(node.shape.path(center: node.center, size: node.size).isEmpty)
        }
    }

    @Test func vegaShapesChartaCannotDrawAreReportedAndDrawnAsCircles() throws {
        let json = VL.unit(
            mark: #"{"type": "point", "shape": "wedge"}"#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}}"#)
        let (_, diagnostics) = VL.read(json)
        #expect(diagnostics.map(\.path) == ["mark.shape"])
        #expect(try symbols(json).allSatisfy { $0.shape == .circle })
    }
}

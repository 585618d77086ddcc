import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite point shapes drawn as Vega draws them (vega-scenegraph `src/path/symbols.js`).
@Suite struct ReaderSymbolTests {
    static let rows = #"[{"x": 1, "k": "a"}, {"x": 2, "k": "b"}, {"x": 3, "k": "c"}, {"x": 4, "k": "d"}]"#

    /// The symbols of a point chart with a shape field over the given range.
    func symbols(range: String) throws -> [SymbolNode] {
        let json = VL.unit(
            mark: #""point""#, rows: ReaderSymbolTests.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "size": {"value": 200}, "#
                + #""shape": {"field": "k", "type": "nominal", "scale": {"range": \#(range)}}}"#)
        return try #require(VL.render(json)).scene.root.markItems(.symbol).compactMap { node in
            if case .symbol(let s) = node { return s }
            return nil
        }
    }

    @Test func directedTrianglesAreCentredOnTheirBox() throws {
        let nodes = try symbols(range: #"["triangle-up", "triangle-down", "triangle-left", "triangle-right"]"#)
        #expect(nodes.map(\.shape) == [.boxTriangleUp, .boxTriangleDown, .triangleLeft, .triangleRight])
        for node in nodes {
            let box = try #require(node.shape.path(center: node.center, size: node.size).bounds)
            // Vega: a triangle √200 wide at its base, √3/2 of that high, its box centred on the point.
            let (base, height) =
                node.shape == .boxTriangleUp || node.shape == .boxTriangleDown
                ? (box.size.width, box.size.height) : (box.size.height, box.size.width)
            #expect(abs(base - 200.0.squareRoot()) < 1e-9)
            #expect(abs(height - 200.0.squareRoot() * 3.0.squareRoot() / 2) < 1e-9)
            #expect(abs(box.midX - node.center.x) < 1e-9 && abs(box.midY - node.center.y) < 1e-9)
        }
    }

    @Test func plainTriangleKeepsItsCentroidOnThePoint() throws {
        let node = try #require(try symbols(range: #"["triangle"]"#).first)
        let box = try #require(node.shape.path(center: node.center, size: node.size).bounds)
        // Vega's `triangle` puts the centroid on the point: the apex two thirds of the height above it.
        #expect(node.shape == .triangleUp)
        #expect(abs((node.center.y - box.minY) - 2 * (box.maxY - node.center.y)) < 1e-9)
    }

    @Test func defaultShapeRangeIsVegas() throws {
        let json = VL.unit(
            mark: #""point""#, rows: ReaderSymbolTests.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "shape": {"field": "k", "type": "nominal"}}"#)
        let shapes = try #require(VL.render(json)).scene.root.markItems(.symbol).compactMap { node -> SymbolShape? in
            if case .symbol(let s) = node { return s.shape }
            return nil
        }
        // Vega's symbol range: circle, square, triangle-up, cross, …
        #expect(shapes == [.circle, .square, .boxTriangleUp, .cross])
    }
}

import Testing

@testable import Charta

/// A custom symbol shape given to the Swift DSL as SVG path data.
@Suite struct DSLCustomSymbolTests {
    @Test func aCustomSymbolIsDrawnFromItsPathData() throws {
        // A triangle filling the lower-left half of the unit box; size 400 makes the box 20 wide.
        let wedge = try SymbolPath("M-1,-1L1,1H-1Z")
        let chart = Chart {
            PointMark(x: .value("x", 1.0), y: .value("y", 2.0)).symbol(.custom(wedge), filled: true).symbolSize(400)
        }
        let rendered = chart.render()
        let symbols = rendered.scene.root.leaves.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
        let symbol = try #require(symbols.first)
        #expect(symbols.count == 1 && symbol.shape == .custom(wedge))
        let box = try #require(symbol.shape.path(center: symbol.center, size: symbol.size).bounds)
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 20) < 1e-9)
        #expect(abs(box.midX - symbol.center.x) < 1e-9)
    }
}

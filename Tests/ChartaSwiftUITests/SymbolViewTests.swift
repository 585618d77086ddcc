import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// `symbol { view }` draws the outline of the view's first shape at the view's size and in its colour.
@MainActor
@Suite struct SymbolViewTests {
    struct Points<Symbol: View>: View {
        let symbol: Symbol
        var body: some View {
            Chart {
                ForEach(0..<3) { i in
                    PointMark(x: .value("i", i), y: .value("v", i * 2))
                        .symbol { symbol }
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    /// The marks' symbols, in scene order.
    static func symbols<V: View>(_ view: V) -> [SymbolNode] {
        ViewRenderer(content: view).scene.root.children.flatMap(LineSymbolTests.symbols).filter { $0.item != nil }
    }

    /// The box of a custom symbol's outline in its unit box; nil (and an issue) for a built-in shape.
    static func outlineBox(_ mark: SymbolNode) -> Rect? {
        guard case .custom(let path) = mark.shape else {
            Issue.record("expected a shape's outline, got \(mark.shape)")
            return nil
        }
        return path.outline.bounds
    }

    @Test func aSquareViewIsDrawnAsASquareOfItsSize() throws {
        let marks = Self.symbols(Points(symbol: Rectangle().fill(.red).frame(width: 10, height: 10)))
        #expect(marks.count == 3)
        let mark = try #require(marks.first)
        // The outline fills the unit box, and the box is 10 points across.
        let box = try #require(Self.outlineBox(mark))
        #expect(abs(box.size.width - 2) < 1e-9 && abs(box.size.height - 2) < 1e-9)
        #expect(abs(mark.size - 100) < 1e-9)
        #expect(mark.style.fill == .color(Color.red.rgba))
    }

    @Test func aCapsuleKeepsItsProportions() throws {
        let mark = try #require(Self.symbols(Points(symbol: Capsule().fill(.blue).frame(width: 12, height: 6))).first)
        let box = try #require(Self.outlineBox(mark))
        #expect(abs(box.size.width - 2) < 1e-9 && abs(box.size.height - 1) < 1e-9)
        #expect(abs(mark.size - 144) < 1e-9)
    }

    @Test func aCircleStaysChartasCircle() throws {
        let mark = try #require(Self.symbols(Points(symbol: Circle().fill(.green).frame(width: 8, height: 8))).first)
        #expect(mark.shape == .circle)
        #expect(abs(mark.size - .pi * 16) < 1e-9)
    }

    @Test func aStrokedShapeIsOutlined() throws {
        let mark = try #require(
            Self.symbols(Points(symbol: RoundedRectangle(cornerRadius: 2).stroke(.orange).frame(width: 9, height: 9)))
                .first)
        #expect(Self.outlineBox(mark) != nil)
        #expect(mark.style.fill == nil)
        #expect(mark.style.stroke == .color(Color.orange.rgba))
    }
}

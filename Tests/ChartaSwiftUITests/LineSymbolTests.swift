import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// A line shaped by a value draws a symbol at each vertex, one shape per value, as Swift Charts does.
@MainActor
@Suite struct LineSymbolTests {
    struct Readings: View {
        var body: some View {
            Chart {
                ForEach(0..<4) { day in
                    LineMark(x: .value("Day", day), y: .value("Value", Double(day)))
                        .foregroundStyle(by: .value("Sensor", "A"))
                        .symbol(by: .value("Sensor", "A"))
                    LineMark(x: .value("Day", day), y: .value("Value", Double(day) * 2))
                        .foregroundStyle(by: .value("Sensor", "B"))
                        .symbol(by: .value("Sensor", "B"))
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    struct Plain: View {
        var body: some View {
            Chart {
                ForEach(0..<4) { day in
                    LineMark(x: .value("Day", day), y: .value("Value", Double(day)))
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    /// The symbols drawn, in scene order.
    static func symbols(_ node: SceneNode) -> [SymbolNode] {
        switch node {
        case .symbol(let symbol): [symbol]
        case .group(let group): group.children.flatMap(symbols)
        default: []
        }
    }

    @Test func aLineShapedByAValueDrawsItsVerticesInThatValuesShape() throws {
        let scene = ViewRenderer(content: Readings()).scene
        // Four vertices of each of two lines, plus the legend's two swatches.
        let marks = scene.root.children.flatMap(Self.symbols).filter { $0.item != nil }
        #expect(marks.count == 8)
        #expect(Set(marks.map(\.shape)) == [.circle, .square])
    }

    struct Points: View {
        var body: some View {
            Chart {
                ForEach(["cat", "dog", "eel", "cat"].enumerated().map { $0 }, id: \.offset) { i, kind in
                    PointMark(x: .value("i", i), y: .value("v", i * 2))
                        .symbol(by: .value("Kind", kind))
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    @Test func pointsShapedByAValueTakeOneShapePerValueInTurn() throws {
        let scene = ViewRenderer(content: Points()).scene
        let marks = scene.root.children.flatMap(Self.symbols).filter { $0.item != nil }
        #expect(marks.map(\.shape) == [.circle, .square, .triangleUp, .circle])
    }

    @Test func aPlainLineDrawsNoSymbols() throws {
        let scene = ViewRenderer(content: Plain()).scene
        #expect(scene.root.children.flatMap(Self.symbols).isEmpty)
    }
}

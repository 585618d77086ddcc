import Testing

@testable import Charta

/// Legend swatches are painted as the marks are: outlines when every layer draws unfilled points,
/// filled otherwise, in the series legend and in a legend of stated entries alike.
@Suite struct LegendSwatchTests {
    static let red = Color(r: 200, g: 30, b: 30)
    static let blue = Color(r: 30, g: 30, b: 200)

    /// Layers of `marks` coloured by a series field, with the legend's entries stated when `stated`.
    static func swatches(_ marks: [MarkSpec], stated: Bool) throws -> [SymbolNode] {
        let table = try DataTable([
            ("x", .numbers([1, 2, 3])), ("y", .numbers([4, 5, 6])), ("g", .strings(["a", "b", "c"])),
        ])
        let layers = marks.map { mark in
            LayerSpec(mark: mark, data: table, encoding: [.x: .field("x"), .y: .field("y"), .color: .field("g")])
        }
        var spec = ChartSpec(layers: layers, size: .total(width: 300, height: 200))
        if stated {
            spec.legend.content = .symbols([
                LegendEntry("low", color: red, shape: .circle), LegendEntry("high", color: blue, shape: .square),
            ])
        }
        let symbols = ChartLayout.render(spec).scene.root.groups(role: .legendSymbol).flatMap(\.leaves)
        return symbols.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
    }

    @Test(arguments: [false, true])
    func unfilledPointsGiveOutlinedSwatches(stated: Bool) throws {
        let hollow = MarkSpec(.point, filled: false)
        let outlined = try Self.swatches([hollow, hollow], stated: stated)
        #expect(outlined.count == (stated ? 2 : 3))
        for swatch in outlined {
            #expect(swatch.style.fill == nil)
            #expect(swatch.style.stroke != nil)
            #expect(swatch.style.strokeWidth == LegendLayout.outlineWidth)
        }
        if stated { #expect(outlined.map(\.style.stroke) == [.color(Self.red), .color(Self.blue)]) }
        // Every entry shares the swatch's shape and paint, but keeps its own colour.
        #expect(Set(outlined.compactMap(\.style.stroke)).count == outlined.count)
    }

    @Test(arguments: [false, true])
    func anyOtherLayerGivesFilledSwatches(stated: Bool) throws {
        let layers: [[MarkSpec]] = [
            [MarkSpec(.point, filled: false), MarkSpec(.bar)], [MarkSpec(.point)], [MarkSpec(.line)],
        ]
        for marks in layers {
            let filled = try Self.swatches(marks, stated: stated)
            #expect(!filled.isEmpty)
            for swatch in filled {
                #expect(swatch.style.fill != nil, "\(marks.map(\.kind))")
                #expect(swatch.style.stroke == nil, "\(marks.map(\.kind))")
            }
        }
    }
}

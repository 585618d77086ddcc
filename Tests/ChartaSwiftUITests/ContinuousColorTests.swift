import ChartaScales
import ChartaScene
import Foundation
import Testing

@testable import ChartaSwiftUI

/// Numbers given to `foregroundStyle(by:)` colour marks along a gradient, as Swift Charts does for a
/// quantitative value (a heat map), and the legend shows the gradient.
@MainActor
@Suite struct ContinuousColorTests {
    struct Cell: Identifiable {
        let id: Int
        let day: String
        let hour: Int
        let count: Double
    }

    struct HeatMap: View {
        let cells: [Cell]
        var body: some View {
            Chart(cells) { cell in
                RectangleMark(x: .value("Hour", String(cell.hour)), y: .value("Day", cell.day))
                    .foregroundStyle(by: .value("Count", cell.count))
            }
            .frame(width: 360, height: 220)
        }
    }

    static let cells: [Cell] = (0..<24).map { i in
        Cell(id: i, day: ["Mon", "Tue", "Wed"][i % 3], hour: i / 3, count: Double(i * 7 % 23))
    }

    /// The fills of the chart's marks, in row order.
    static func fills<V: View>(_ view: V) throws -> [String] {
        let chart = try #require(ViewRenderer(content: view).charts.first).rendered
        return CorpusBinsAndSymbolsTests.nodes(.group(chart.scene.root)).compactMap { node -> String? in
            guard case .rect(let r) = node, r.item != nil, case .color(let c)? = r.style.fill else { return nil }
            return c.cssHex
        }
    }

    @Test func aGradientRangeColoursFromItsFirstToItsLastColour() throws {
        let view = HeatMap(cells: Self.cells).chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))
        let fills = try Self.fills(view)
        let counts = Self.cells.map(\.count)
        let low = try #require(counts.firstIndex(of: counts.min()!))
        let high = try #require(counts.firstIndex(of: counts.max()!))
        try #require(fills.count == counts.count)
        #expect(fills[low] == Color.yellow.resolved().color.cssHex)
        #expect(fills[high] == Color.red.resolved().color.cssHex)
    }

    @Test func aClosedRangeDomainFixesTheEnds() throws {
        let view = HeatMap(cells: Self.cells).chartForegroundStyleScale(
            domain: 0...100, range: [Color.white, Color.black])
        let fills = try Self.fills(view)
        // The largest count, 22, is a fifth of the way to 100: a light grey, not black.
        let counts = Self.cells.map(\.count)
        let high = try #require(counts.firstIndex(of: counts.max()!))
        #expect(fills[high] != Color.black.resolved().color.cssHex)
        #expect(
            fills[high] == ColorScheme(name: "", kind: .sequential, colors: ["#ffffff", "#000000"]).interpolate(0.22))
    }

    @Test func aHeatMapHasAGradientLegendNotOneEntryPerNumber() throws {
        let svg = ViewRenderer(content: HeatMap(cells: Self.cells)).svg()
        #expect(svg.contains("linearGradient"))
        #expect(!svg.contains(">21<") && svg.contains(">20<"), "labels at nice values only")
    }
}

import ChartaScales
import Testing

@testable import Charta

/// Numbers given to `foregroundStyle(by:)` are coloured along a gradient with a gradient legend, as Swift
/// Charts colours a quantitative value, instead of becoming one series per distinct number.
@Suite struct ContinuousColorTests {
    /// A 4 × 3 heat map whose counts are `counts[row * 4 + column]`.
    static func heatMap(_ counts: [Double], scale: ScaleSpec? = nil) -> Group {
        var chart = Chart {
            ForEach(counts.indices) { i in
                RectangleMark(x: .value("Hour", String(i % 4)), y: .value("Day", String(i / 4)))
                    .foregroundStyle(by: .value("Count", counts[i]))
            }
        }
        if let scale { chart.spec.scales[.color] = scale }
        return chart.frame(width: 300, height: 200).render().scene.root
    }

    static func fills(_ root: Group) throws -> [String] {
        try #require(root.layer(0)).rects.compactMap {
            if case .color(let c)? = $0.style.fill { c.hexRGB } else { nil }
        }
    }

    /// Relative luminance of `#rrggbb`, enough to order the shades of one ramp.
    static func lightness(_ hex: String) -> Double {
        let v = UInt32(hex.dropFirst(), radix: 16) ?? 0
        return 0.2126 * Double(v >> 16 & 0xff) + 0.7152 * Double(v >> 8 & 0xff) + 0.0722 * Double(v & 0xff)
    }

    @Test func countsAreShadesOfOneRampDarkerForMore() throws {
        let counts: [Double] = [3, 9, 0, 12, 7, 1, 5, 11, 2, 8, 4, 10]
        let root = Self.heatMap(counts)
        let fills = try Self.fills(root)
        try #require(fills.count == counts.count)
        let byCount = zip(counts, fills).sorted { $0.0 < $1.0 }.map(\.1)
        let shades = byCount.map(Self.lightness)
        #expect(zip(shades, shades.dropFirst()).allSatisfy { $0 > $1 }, "\(byCount)")
        #expect(byCount.first == ContinuousColor.defaultRamp.first && byCount.last == ContinuousColor.defaultRamp.last)
    }

    @Test func theLegendIsAGradientLabelledAtNiceValues() throws {
        let root = Self.heatMap([3, 9, 0, 12, 7, 1, 5, 11, 2, 8, 4, 10])
        let legend = try #require(root.groups(role: .legend).first)
        #expect(!legend.groups(role: "legend-gradient").isEmpty)
        #expect(legend.groups(role: .legendLabel).first?.texts == ["0", "5", "10"])
        #expect(legend.groups(role: .legendTitle).first?.texts == ["Count"])
    }

    @Test func aStatedDomainAndRangeMapTheEnds() throws {
        var scale = ScaleSpec()
        scale.domain = .numbers(0...20)
        scale.range = ["#ffff00", "#ff0000"]
        let fills = try Self.fills(Self.heatMap([0, 20, 10, 40], scale: scale))
        #expect(fills == ["#ffff00", "#ff0000", "#ff8000", "#ff0000"], "values past the domain take its end")
    }

    @Test func categoriesStayCategories() throws {
        var scale = ScaleSpec()
        scale.domain = .categories(["0.0", "1.0"])
        let fills = try Self.fills(Self.heatMap([0, 1, 0, 1], scale: scale))
        #expect(Set(fills).count == 2)
        #expect(!fills.contains(ContinuousColor.defaultRamp.first!))
    }

    @Test func aMissingValueTakesTheLowEnd() throws {
        let fills = try Self.fills(Self.heatMap([.nan, 4, 8, 2]))
        #expect(fills.count == 4)
        #expect(fills.first == ContinuousColor.defaultRamp.first)
    }
}

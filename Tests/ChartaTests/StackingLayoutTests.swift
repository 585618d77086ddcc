import Foundation
import Testing

@testable import Charta

@Suite struct StackingLayoutTests {
    /// Two series per category: (category, series, value).
    let rows: [(String, String, Double)] = [("a", "s1", 2), ("a", "s2", 3), ("b", "s1", 4), ("b", "s2", -1)]

    func stacked(_ stacking: Stacking) -> Chart {
        Chart(rows.indices) { i in
            BarMark(x: .value("Cat", rows[i].0), y: .value("Value", rows[i].2), stacking: stacking)
                .foregroundStyle(by: .value("Series", rows[i].1))
        }
        .frame(width: 300, height: 200)
    }

    @Test func standardStackingPutsEachBarOnTheOneBeforeAndNegativesBelowZero() throws {
        let rendered = stacked(.standard).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        #expect(rects.count == 4)
        let unit = rects[0].rect.height / 2  // points per value unit
        #expect(abs(rects[1].rect.maxY - rects[0].rect.minY) < 1e-9)  // a/s2 sits on a/s1
        #expect(abs(rects[1].rect.height - 3 * unit) < 1e-9)
        #expect(abs(rects[3].rect.minY - rects[2].rect.maxY) < 1e-9)  // b/s2 hangs from zero
        #expect(abs(rects[3].rect.height - 1 * unit) < 1e-9)
        #expect(rects[0].rect.minX == rects[1].rect.minX)
    }

    @Test func normalizedStacksFillTheSameHeight() throws {
        let rendered = stacked(.normalized).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        let a = rects[0].rect.union(rects[1].rect)
        let b = rects[2].rect.union(rects[3].rect)
        #expect(abs(a.height - b.height) < 1e-9)
    }

    /// Every row's range, as stacking defines it, with a dictionary per running top: each row stands on
    /// the top of the rows before it at its position (positives and negatives apart), and the second pass
    /// scales (normalized) or shifts (center) each stack. A row at a NaN position is left where it is; a
    /// row whose value is not finite stands on no other row, but moves with its stack when it is shifted.
    static func reference(position: [Double], value: [Double], _ stack: Stacking) -> (lower: [Double], upper: [Double])
    {
        var (lower, upper) = (Array(repeating: 0.0, count: value.count), value)
        var (positive, negative, totals): ([Double: Double], [Double: Double], [Double: Double]) = ([:], [:], [:])
        for row in value.indices where value[row].isFinite && !position[row].isNaN {
            let (key, v) = (position[row], value[row])
            lower[row] = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            upper[row] = lower[row] + v
            if v >= 0 { positive[key] = upper[row] } else { negative[key] = upper[row] }
            totals[key, default: 0] += abs(v)
        }
        for row in value.indices where !position[row].isNaN {
            let key = position[row]
            if stack == .normalized, let total = totals[key], total > 0 {
                (lower[row], upper[row]) = (lower[row] / total, upper[row] / total)
            } else if stack == .center {
                let shift = -(positive[key, default: 0] + negative[key, default: 0]) / 2
                (lower[row], upper[row]) = (lower[row] + shift, upper[row] + shift)
            }
        }
        return (lower, upper)
    }

    /// Rows in runs and shuffled, at positions that include -0 beside 0 and NaN, with values that include
    /// NaN and infinities: stacking gives every row the reference's range, for each way of stacking.
    @Test(arguments: [Stacking.standard, .normalized, .center])
    func stackingMatchesTheReferenceRowByRow(_ stack: Stacking) throws {
        var generator = SeededGenerator(seed: 11)
        let places: [Double] = [0, -0.0, 1, 2.5, 7, .nan, -3]
        var position: [Double] = []
        var value: [Double] = []
        while position.count < 3_000 {
            // A run of rows at one position, then a row anywhere.
            let place = places.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                position.append(place)
                value.append(Double.random(in: -5...5, using: &generator).rounded())
            }
            position.append(places.randomElement(using: &generator)!)
            value.append([.nan, .infinity, -.infinity, 4, -2].randomElement(using: &generator)!)
        }
        var encoding: [Channel: ChannelEncoding] = [.x: .field("p"), .y: .field("v")]
        encoding[.y]?.stack = stack
        let spec = ChartSpec(layers: [
            LayerSpec(
                mark: MarkSpec(.bar), data: try DataTable([("p", .numbers(position)), ("v", .numbers(value))]),
                encoding: encoding)
        ])
        var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
        state.resolveData()
        let layer = try #require(state.layers.first)
        let expected = Self.reference(position: position, value: value, stack)
        let lower = try #require(layer.y2)
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        let wrong = value.indices.filter {
            !same(layer.y[$0], expected.upper[$0]) || !same(lower[$0], expected.lower[$0])
        }
        #expect(wrong.isEmpty, "rows \(wrong.prefix(5)) of \(value.count)")
        // The comparison covers rows at -0 and at 0, which the reference stacks as one position.
        #expect(position.contains { $0 == 0 && $0.sign == .minus } && position.contains { $0 == 0 && $0.sign == .plus })
    }

    @Test func horizontalBarsGrowAlongX() throws {
        let chart = Chart {
            BarMark(xStart: .value("Value", 0.0), xEnd: .value("Value", 5.0), y: .value("Name", "a"))
            BarMark(xStart: .value("Value", 0.0), xEnd: .value("Value", 10.0), y: .value("Name", "b"))
        }
        let rects = try #require(chart.render().scene.root.layer(0)).rects
        #expect(rects.count == 2)
        #expect(abs(rects[1].rect.width - 2 * rects[0].rect.width) < 1e-9)
        #expect(rects[0].rect.minX == rects[1].rect.minX)
        #expect(rects[0].rect.minY != rects[1].rect.minY)
    }

    @Test func barsOnADateAxisGetAWidthFromTheirSpacing() throws {
        let day = 86_400.0
        let chart = Chart {
            for i in 0..<3 {
                BarMark(x: .value("Day", Date(timeIntervalSince1970: Double(i) * day)), y: .value("V", 1.0))
            }
        }
        let rects = try #require(chart.render().scene.root.layer(0)).rects
        #expect(rects.count == 3)
        let spacing = rects[1].rect.midX - rects[0].rect.midX
        #expect(abs(rects[0].rect.width - 0.8 * spacing) < 1e-6)
    }
}

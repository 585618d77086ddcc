import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// `AxisMarks` closures see each tick's exact value, and the styles and fonts their marks are given.
@MainActor
@Suite struct AxisMarksTests {
    struct Revenue: View {
        let totals: [Double] = [42, 38, 51, 88]

        var body: some View {
            Chart(Array(totals.enumerated()), id: \.offset) { month, total in
                BarMark(x: .value("Month", "M\(month + 1)"), y: .value("Revenue", total))
            }
            .chartYAxis {
                AxisMarks { value in
                    AxisGridLine().foregroundStyle(.red)
                    AxisValueLabel {
                        if let revenue = value.as(Double.self) {
                            Text("\(Int(revenue))k$")
                        }
                    }
                }
            }
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel().font(.system(size: 20)).foregroundStyle(.green)
                }
            }
            .frame(height: 240)
        }
    }

    @Test func labelsSeeTheTicksExactValues() {
        let texts = EnergyLinePriceViewTests.texts(ViewRenderer(content: Revenue()).scene)
        // The ticks are 0, 20, …, 100: Int(value) of a value read back from a pixel would give 19k$.
        #expect(["0k$", "20k$", "40k$", "60k$", "80k$", "100k$"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test func marksCarryTheirStylesAndFonts() {
        let svg = ViewRenderer(content: Revenue()).svg()
        #expect(svg.contains("stroke=\"#ff3b30\""), "the grid lines are red")
        #expect(svg.contains("font-size=\"20\""), "the x labels are 20 points")
        #expect(svg.contains("fill=\"#34c759\""), "the x labels are green")
    }
}

/// Several `AxisMarks` on one axis: each draws its parts at its own values.
@MainActor
@Suite struct SeveralAxisMarksTests {
    struct Steps: View {
        let days = (0..<14).map { Date(timeIntervalSince1970: 1_709_510_400 + Double($0) * 86_400) }

        var body: some View {
            Chart(days, id: \.self) { day in
                BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", 5_000 + day.timeIntervalSince1970 / 1e5))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                }
                AxisMarks(values: .stride(by: .day, count: 7)) { value in
                    AxisTick()
                    AxisValueLabel("W\(value.index + 1)")
                }
            }
            .frame(height: 200)
        }
    }

    @Test func eachMarksDrawsAtItsOwnValues() throws {
        let renderer = ViewRenderer(content: Steps())
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        let weekLabels = texts.filter { $0.hasPrefix("W") }
        #expect(weekLabels == ["W1", "W2"], "\(texts) \(renderer.charts.first!.rendered.axisTicks[.x]!.map(\.label))")
        let ticks = try #require(renderer.charts.first?.rendered.axisTicks[.x])
        #expect(ticks.count >= 13, "a grid line a day: \(ticks.count) ticks")
        let svg = renderer.svg()
        let gridLines = svg.components(separatedBy: "role-axis-grid").count
        #expect(gridLines >= 2)
    }
}

/// `.chartXAxis(.hidden)` hides the axis's grid lines too, even those its `AxisMarks` draw.
@MainActor
@Suite struct HiddenAxisTests {
    struct Hidden: View {
        var body: some View {
            Chart {
                ForEach(0..<4, id: \.self) { i in
                    BarMark(x: .value("Key", "key \(i)"), y: .value("Value", i))
                }
            }
            .chartXAxis {
                AxisMarks { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartXAxis(.hidden)
            .frame(width: 300, height: 200)
        }
    }

    @Test func aHiddenAxisDrawsNoGridLines() {
        let svg = ViewRenderer(content: Hidden()).svg()
        // The y axis keeps its grid; the hidden x axis has none, and no labels.
        #expect(svg.components(separatedBy: "role-axis-grid").count - 1 == 1)
        #expect(!svg.contains(">key 2<"))
    }
}

/// Marks whose content leaves most values without a label: the labels shown are thinned among
/// themselves, not among the values left blank.
@MainActor
@Suite struct SparseAxisLabelsTests {
    struct Every30th: View {
        var body: some View {
            Chart {
                ForEach(0..<196, id: \.self) { i in
                    LineMark(x: .value("i", i), y: .value("v", Double(i % 7)))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: 1)) { value in
                    if value.index % 30 == 0 {
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.3))
                        AxisValueLabel("L\(value.index)")
                    }
                }
            }
            .frame(width: 480, height: 240)
        }
    }

    /// The texts of the scene's labels drawn with some opacity.
    static func shownTexts(_ scene: Scene) -> [String] {
        var texts: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for node in nodes {
                if case .text(let t) = node, t.style.opacity != 0 { texts.append(t.text) }
                if case .group(let g) = node { walk(g.children) }
            }
        }
        walk(scene.root.children)
        return texts
    }

    @Test func everyLabelOfTheContentIsShown() {
        let texts = Self.shownTexts(ViewRenderer(content: Every30th()).scene)
        let expected = stride(from: 0, to: 196, by: 30).map { "L\($0)" }
        #expect(expected.allSatisfy(texts.contains), "\(texts)")
    }

    @Test func gridLinesTakeTheirStrokesWidth() {
        let svg = ViewRenderer(content: Every30th()).svg()
        #expect(svg.contains("stroke-width=\"0.3\""), "the grid lines are 0.3 points wide")
    }
}

/// `AxisValueLabel(centered: true)` puts a day's label under the day's bar, between its tick and the next.
@MainActor
@Suite struct CenteredAxisLabelTests {
    struct Week: View {
        let days = (0..<7).map { Date(timeIntervalSince1970: 1_731_542_400 + Double($0) * 86_400) }  // Nov 14, 2024
        var body: some View {
            Chart(days, id: \.self) { day in
                BarMark(x: .value("Day", day, unit: .day), y: .value("Beats", 60 + day.timeIntervalSince1970 / 1e7))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.day(), centered: true)
                }
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(width: 420, height: 200)
        }
    }

    @Test func eachDaysLabelSitsUnderItsBar() throws {
        let renderer = ViewRenderer(content: Week())
        let chart = renderer.charts[0].rendered
        var bars: [Rect] = []
        var labels: [String: Double] = [:]
        func walk(_ node: SceneNode) {
            switch node {
            case .group(let g): for child in g.children { walk(child) }
            case .rect(let r) where r.item != nil: bars.append(r.rect)
            case .text(let t) where t.style.opacity != 0: labels[t.text] = t.position.x
            default: break
            }
        }
        walk(.group(chart.scene.root))
        bars.sort { $0.minX < $1.minX }
        #expect(bars.count == 7)
        for (day, bar) in zip(14...20, bars) {
            let x = try #require(labels["\(day)"], "\(labels)")
            #expect(abs(x - bar.midX) < 2, "\(day) at \(x), its bar \(bar.minX)…\(bar.maxX)")
        }
    }
}

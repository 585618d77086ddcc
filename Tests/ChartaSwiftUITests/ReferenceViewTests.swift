import ChartaExamples
import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// The reference charts written as Swift Charts views: what each draws, and what its taps, drags and
/// buttons change.
@MainActor
@Suite struct ReferenceViewTests {
    /// The rectangles drawn inside mark groups, in the scene's coordinates (groups only translate here).
    static func rects(_ scene: Scene) -> [RectNode] {
        var found: [RectNode] = []
        func walk(_ nodes: [SceneNode], inMark: Bool, _ dx: Double, _ dy: Double) {
            for node in nodes {
                switch node {
                case .group(let g):
                    walk(g.children, inMark: inMark || g.role == .mark, dx + g.transform.tx, dy + g.transform.ty)
                case .rect(var r) where inMark:
                    r.rect = Rect(x: r.rect.minX + dx, y: r.rect.minY + dy, width: r.rect.width, height: r.rect.height)
                    found.append(r)
                default: break
                }
            }
        }
        walk(scene.root.children, inMark: false, 0, 0)
        return found
    }

    static func fillAlpha(_ rect: RectNode) -> Double? {
        if case .color(let c)? = rect.style.fill { c.alpha * rect.style.opacity } else { nil }
    }

    /// Where the text `label` is drawn, in the scene's coordinates (groups only translate here).
    static func position(of label: String, in scene: Scene) -> Point? {
        func find(_ nodes: [SceneNode], _ dx: Double, _ dy: Double) -> Point? {
            for node in nodes {
                if case .text(let t) = node, t.text == label {
                    return Point(x: t.position.x + dx, y: t.position.y + dy)
                }
                if case .group(let g) = node,
                    let p = find(g.children, dx + g.transform.tx, dy + g.transform.ty)
                {
                    return p
                }
            }
            return nil
        }
        return find(scene.root.children, 0, 0)
    }

    /// Taps the control whose text is `label`, just inside the text's start.
    static func tap(_ label: String, in renderer: ViewRenderer<some View>) -> Bool {
        guard let p = position(of: label, in: renderer.scene) else { return false }
        return renderer.tap(at: CGPoint(x: p.x + 2, y: p.y))
    }

    @Test func tapBarsFillTheWidthAndATapHighlightsOne() throws {
        let view = TapToHighlightBarsView(count: 8) { TapToHighlightBars.demoValues(count: $0) }
        let renderer = ViewRenderer(content: view)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let plot = try #require(renderer.charts.first).plotFrameInView
        let bars = Self.rects(renderer.scene).sorted { $0.rect.minX < $1.rect.minX }
        try #require(bars.count == 8)
        #expect(abs(bars[0].rect.minX - plot.minX) < 0.01 && abs(bars[7].rect.maxX - plot.maxX) < 0.01)
        let covered = bars.map(\.rect.width).reduce(0, +)
        #expect(abs(covered - 0.8 * plot.width) < 0.01, "bars cover \(covered) of \(plot.width)")
        #expect(bars.allSatisfy { abs($0.cornerRadii.topLeft - 50.0 / 8) < 0.01 })
        #expect(bars.allSatisfy { Self.fillAlpha($0) == 1 })

        #expect(renderer.tap(at: CGPoint(x: bars[2].rect.midX, y: plot.maxY - 2)))
        let tapped = Self.rects(renderer.scene).sorted { $0.rect.minX < $1.rect.minX }
        #expect(tapped.map(Self.fillAlpha) == [1, 1, 0.4, 1, 1, 1, 1, 1])

        #expect(Self.tap("16", in: renderer))
        let sixteen = Self.rects(renderer.scene)
        #expect(sixteen.count == 16)
        #expect(sixteen.allSatisfy { Self.fillAlpha($0) == 1 }, "a new bar count clears the highlight")
    }

    @Test func negativeBarsHangBelowZero() throws {
        let renderer = ViewRenderer(content: TapToHighlightBarsView(count: 3) { _ in [40, -20, 10] })
        let bars = Self.rects(renderer.scene).sorted { $0.rect.minX < $1.rect.minX }
        try #require(bars.count == 3)
        #expect(abs(bars[1].rect.minY - bars[0].rect.maxY) < 0.01, "the negative bar starts at the zero line")
        #expect(bars[1].rect.height > 0)
    }

    @Test func monthlyWindowMovesByAMonthAndAYear() throws {
        let totals = try ExampleData.monthlyTotals()
        let renderer = ViewRenderer(content: MonthlyLineChartView(totals: totals))
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        var texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("2024") && texts.contains("Mar") && texts.contains("Oct") && !texts.contains("Feb"))
        #expect(texts.contains("100k") && texts.contains("50k"))
        #expect(renderer.svg().contains("#ff9500"), "the last point is ringed in orange")

        #expect(Self.tap("‹ Month", in: renderer))
        texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("Feb") && texts.contains("Sep") && !texts.contains("Oct"))

        #expect(Self.tap("‹ Year", in: renderer))
        texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("2023") && texts.contains("May") && texts.contains("Dec"))
    }

    @Test func smoothSeriesTouchShowsTheNearestDay() throws {
        let series = try ExampleData.smoothSeries().map {
            SmoothSeriesChartView.Series(name: $0.name, color: .blue, values: $0.values)
        }
        let days = SmoothSeriesChart.days(count: 30)
        var told: [Date?] = []
        let renderer = ViewRenderer(
            content: SmoothSeriesChartView(series: series, days: days) { told.append($0) }, height: 220)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let chart = try #require(renderer.charts.first)
        #expect(chart.plotFrameInView == CGRect(x: 0, y: 0, width: 390, height: 220), "the curves fill the view")
        let x = try #require(chart.position(forX: days[9]))
        #expect(renderer.tap(at: CGPoint(x: x + 4, y: 100)))
        #expect(told == [days[9]])
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains(days[9].formatted(.dateTime.month(.abbreviated).day())), "\(texts)")
        for s in series { #expect(texts.contains(String(format: "%.1f", s.values[9]))) }
    }

    @Test func pagedBarsShowFiveAPageAndTellTheHostATappedEntry() throws {
        let entries = try ExampleData.pagedEntries().map { PagedBarChartView.Entry(name: $0.name, value: $0.value) }
        var tapped: [String] = []
        let renderer = ViewRenderer(content: PagedBarChartView(entries: entries) { tapped.append($0.name) })
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let plot = try #require(renderer.charts.first).plotFrameInView
        func visibleBars() -> [RectNode] {
            Self.rects(renderer.scene).filter { $0.rect.maxX > plot.minX && $0.rect.minX < plot.maxX }
                .sorted { $0.rect.minX < $1.rect.minX }
        }
        let first = visibleBars()
        try #require(first.count == 5)
        #expect(abs(first[0].rect.minX - (plot.minX + 20)) < 0.01 && abs(first[4].rect.maxX - (plot.maxX - 20)) < 0.01)
        #expect(abs(first[1].rect.minX - first[0].rect.maxX - 20) < 0.01, "bars stand 20 points apart")
        #expect(renderer.tap(at: CGPoint(x: first[3].rect.midX, y: plot.maxY - 4)))
        #expect(tapped == [entries[3].name])

        #expect(Self.tap("Next ›", in: renderer))
        let second = visibleBars()
        #expect(second.count == 5)
        #expect(abs(second[0].rect.width - first[0].rect.width) < 0.01)
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("2 of 3"))
        #expect(renderer.svg().contains("#ff9500"), "the largest value's bar is orange")
    }
}

/// App structure around charts: a group box style draws the boxes, an app's environment key carries
/// axis content down, and an empty state stands in for a chart without data.
@MainActor
@Suite struct AppStructureTests {
    @Test func vitalsCardUsesItsStyleEnvironmentAndEmptyState() throws {
        let renderer = ViewRenderer(content: VitalsCardView())
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("Resting heart rate") && texts.contains("No readings"), "\(texts)")
        #expect(renderer.charts.count == 1, "the empty graph draws no chart")
        // The axis content from the environment: the three given values on the leading side.
        let ticks = try #require(renderer.charts.first?.rendered.axisTicks[.y])
        #expect(ticks.map(\.label) == ["58", "60", "62"])
        // The style's red label.
        #expect(renderer.svg().contains("#ff3b30"))
    }
}

/// Closures that run after `body` (axis labels, overlays, gestures) read the environment of their view.
@MainActor
@Suite struct EnvironmentInClosuresTests {
    final class Units: ObservableObject {
        @Published var suffix = "kWh"
        @Published var taps = 0
    }

    struct Usage: View {
        @EnvironmentObject var units: Units

        var body: some View {
            Chart([3.0, 5, 4].enumerated().map { $0 }, id: \.offset) { day, value in
                BarMark(x: .value("Day", "D\(day)"), y: .value("Use", value))
            }
            .chartYAxis {
                AxisMarks { value in
                    AxisValueLabel {
                        Text("\(value.as(Double.self) ?? 0, specifier: "%.0f") \(units.suffix)")
                    }
                }
            }
            .chartOverlay { _ in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onTapGesture { units.taps += 1 }
            }
            .frame(height: 200)
        }
    }

    @Test func axisLabelsAndTapsSeeTheEnvironmentObject() {
        let units = Units()
        let renderer = ViewRenderer(content: Usage().environmentObject(units))
        #expect(EnergyLinePriceViewTests.texts(renderer.scene).contains("2 kWh"))
        #expect(renderer.tap(at: CGPoint(x: 100, y: 100)))
        #expect(units.taps == 1)
    }
}

/// Sectors of one chart share one circle even when their modifiers differ.
@MainActor
@Suite struct SharedCircleTests {
    struct Donut: View {
        let shares: [(name: String, value: Double)] = [("Rent", 50), ("Food", 25), ("Fun", 25)]
        let selected = "Food"

        var body: some View {
            Chart(shares, id: \.name) { share in
                SectorMark(angle: .value("Amount", share.value), innerRadius: .ratio(0.6))
                    .foregroundStyle(by: .value("Category", share.name))
                    .opacity(share.name == selected ? 1 : 0.4)
            }
            .frame(width: 300, height: 300)
        }
    }

    @Test func sectorsWithDifferentOpacitiesMakeOneDonut() throws {
        let renderer = ViewRenderer(content: Donut())
        var boxes: [Rect] = []
        func walk(_ nodes: [SceneNode], inMark: Bool) {
            for node in nodes {
                if case .group(let g) = node { walk(g.children, inMark: inMark || g.role == .mark) }
                if inMark, case .path(let p) = node, let box = p.path.bounds { boxes.append(box) }
            }
        }
        walk(renderer.scene.root.children, inMark: false)
        try #require(boxes.count == 3)
        let ring = boxes.reduce(boxes[0]) { $0.union($1) }
        // No sector goes all the way round: each covers part of the ring's box.
        for box in boxes { #expect(box.width < ring.width - 1 || box.height < ring.height - 1, "\(box) of \(ring)") }
        // Half the circle is rent: its box is half the ring's wide.
        #expect(boxes.contains { abs($0.width - ring.width / 2) < 1 && abs($0.height - ring.height) < 1 })
    }
}

/// A visible domain on a date axis shows that many seconds of it, from the first date or the scroll
/// position.
@MainActor
@Suite struct DateWindowTests {
    struct Month: View {
        let start = Date(timeIntervalSince1970: 1_709_251_200)  // 2024-03-01
        var position: Date?

        var body: some View {
            let chart = Chart(0..<31, id: \.self) { day in
                BarMark(
                    x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day),
                    y: .value("Steps", 1000 + day * 10))
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 7 * 86_400)
            .frame(height: 200)
            if let position {
                chart.chartScrollPosition(initialX: position)
            } else {
                chart
            }
        }
    }

    func shownDays(_ view: Month) throws -> ClosedRange<Date> {
        let renderer = ViewRenderer(content: view)
        let chart = try #require(renderer.charts.first)
        let first = try #require(chart.value(atX: 0, as: Date.self))
        let last = try #require(chart.value(atX: chart.plotAreaSize.width, as: Date.self))
        return first...last
    }

    @Test func aWeekOfTheMonthIsShown() throws {
        let start = Date(timeIntervalSince1970: 1_709_251_200)
        let week = try shownDays(Month())
        #expect(abs(week.upperBound.timeIntervalSince(week.lowerBound) - 7 * 86_400) < 1)
        #expect(abs(week.lowerBound.timeIntervalSince(start)) < 86_400, "from the first day: \(week)")
        let later = try shownDays(Month(position: start.addingTimeInterval(14 * 86_400)))
        #expect(abs(later.lowerBound.timeIntervalSince(start) - 14 * 86_400) < 1, "\(later)")
    }
}

/// A horizontal scroll view takes the width it is offered and clips what lies beyond it.
@MainActor
@Suite struct ScrollViewTests {
    struct HourlyStrip: View {
        var body: some View {
            ScrollView(.horizontal) {
                Chart(0..<48, id: \.self) { hour in
                    BarMark(x: .value("Hour", "\(hour)"), y: .value("Temperature", 10 + hour % 7))
                }
                .frame(width: 900, height: 160)
            }
        }
    }

    @Test func wideContentIsClippedToTheView() throws {
        let renderer = ViewRenderer(content: HourlyStrip())
        #expect(renderer.scene.size.width == 390)
        #expect(renderer.scene.size.height == 160)
        let chart = try #require(renderer.charts.first)
        #expect(chart.plotAreaSize.width > 800, "the chart keeps its own width inside")
        #expect(renderer.svg().contains("clip-path"))
    }
}

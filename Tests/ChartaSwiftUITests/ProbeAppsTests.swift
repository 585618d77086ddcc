import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// What a second probe of public apps' chart views found drawn differently from SwiftUI: charts kept
/// at an aspect ratio.
@MainActor
@Suite struct ProbeAppsTests {
    struct Record {
        let day: Date
        let value: Double
    }

    /// A fitness app's metric chart: four times as wide as it is tall, scrolled by a week.
    struct WideMetricChart: View {
        let data: [Record]

        var body: some View {
            Chart(data, id: \.day) { record in
                AreaMark(x: .value("Day", record.day), y: .value("Value", record.value))
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Day", record.day), y: .value("Value", record.value))
                    .interpolationMethod(.catmullRom)
            }
            .foregroundStyle(Color.orange)
            .aspectRatio(4, contentMode: .fit)
            .chartXVisibleDomain(length: 7 * 86400)
            .chartScrollableAxes(.horizontal)
        }
    }

    @Test func aChartKeepsItsAspectRatioInTheWidthItIsOffered() {
        let data = (0..<14).map {
            Record(day: Date(timeIntervalSince1970: 1_767_225_600 - Double($0) * 86400), value: 70 - Double($0) * 3)
        }
        let renderer = ViewRenderer(content: WideMetricChart(data: data), width: 390)
        #expect(abs(renderer.scene.size.height - 390.0 / 4) <= 1, "\(renderer.scene.size)")
    }

    /// A collection's donut: square, in a frame 250 points tall, centred in the screen's width.
    struct SquareDonut: View {
        var body: some View {
            Chart(0..<4, id: \.self) { i in
                SectorMark(angle: .value("Count", i + 1), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(by: .value("Rarity", "R\(i)"))
            }
            .chartLegend(.hidden)
            .aspectRatio(1, contentMode: .fit)
            .frame(height: 250)
        }
    }

    @Test func aSquareChartInAWideFrameIsCentred() {
        // As in the profile screen's full-width stack.
        let renderer = ViewRenderer(content: SquareDonut().frame(maxWidth: .infinity), width: 390)
        let plot = renderer.charts[0].plotFrameInView
        #expect(abs(plot.width - plot.height) <= 1, "\(plot)")
        #expect(plot.width <= 250 + 1e-9)
        #expect(abs(plot.midX - 195) <= 1, "\(plot)")
    }

    @Test func fillCoversTheRoomOfferedAndFitStaysInsideIt() {
        let fit = ViewRenderer(
            content: Color.red.aspectRatio(2, contentMode: .fit).frame(width: 200, height: 50), width: 200)
        let fill = ViewRenderer(
            content: Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill).frame(
                width: 200, height: 200),
            width: 200)
        let rect = { (scene: Scene) -> Rect? in
            RealCodeGapsTests.nodes(.group(scene.root)).compactMap { $0.bounds(measurer: StandardTextMeasurer.shared) }
                .first
        }
        #expect(rect(fit.scene) == Rect(x: 50, y: 0, width: 100, height: 50), "\(String(describing: rect(fit.scene)))")
        #expect(
            rect(fill.scene) == Rect(x: -100, y: 0, width: 400, height: 200), "\(String(describing: rect(fill.scene)))")
    }
}

/// A lazy grid of adaptive columns holds as many columns as fit, as a budgeting app's legend does.
@MainActor
@Suite struct AdaptiveGridTests {
    struct Legend: View {
        let names = ["Food", "Transport", "Rent", "Fun", "Other"]

        var body: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 8)], alignment: .center, spacing: 8) {
                ForEach(names, id: \.self) { name in
                    HStack(spacing: 8) {
                        Circle().fill(Color.orange).frame(width: 8, height: 8)
                        Text(name).font(.caption)
                    }
                }
            }
        }
    }

    /// Each name's baseline and its x.
    static func places(_ width: Double) -> [String: Point] {
        var places: [String: Point] = [:]
        for node in RealCodeGapsTests.nodes(.group(ViewRenderer(content: Legend(), width: width).scene.root)) {
            if case .text(let t) = node { places[t.text] = t.position }
        }
        return places
    }

    @Test func adaptiveColumnsFillTheWidth() {
        let wide = Self.places(390)  // (390 + 8) / (110 + 8): three columns
        #expect(wide["Food"]?.y == wide["Rent"]?.y, "\(wide)")
        #expect((wide["Fun"]?.y ?? 0) > (wide["Food"]?.y ?? 0), "\(wide)")
        // The short last row keeps the columns: "Fun" sits under "Food".
        #expect(abs((wide["Fun"]?.x ?? 0) - (wide["Food"]?.x ?? 0)) < 20, "\(wide)")
        let narrow = Self.places(200)  // one column
        #expect((narrow["Transport"]?.y ?? 0) > (narrow["Food"]?.y ?? 0), "\(narrow)")
    }
}

import ChartaExamples
import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// The tutorial's energy price view, compiled as written: it renders with its brand colours, marks the
/// current hour, and a tap or drag over the plot selects the nearest hour.
@MainActor
@Suite struct EnergyLinePriceViewTests {
    let prices: ExampleData.EnergyPrices

    init() throws {
        try EnergyLinePriceExample.registerAssets()
        prices = try ExampleData.energyPrices()
    }

    /// The view's own "now": the next whole hour, less one.
    static var now: Date {
        let date = Calendar.current.date(bySetting: .minute, value: 0, of: Date()) ?? Date()
        let newDate = Calendar.current.date(bySetting: .second, value: 0, of: date) ?? Date()
        return Calendar.current.date(byAdding: .hour, value: -1, to: newDate) ?? Date()
    }

    /// The view's label of the hour from `date`, e.g. `14:00-15:00`.
    static func interval(from date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = Calendar.current.timeZone
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date) + "-" + formatter.string(from: date.addingTimeInterval(3600))
    }

    static func interval(_ hour: Int) -> String {
        func two(_ h: Int) -> String { h < 10 ? "0\(h)" : "\(h)" }
        return "\(two(hour % 24)):00-\(two((hour + 1) % 24)):00"
    }

    static func texts(_ scene: Scene) -> [String] {
        var texts: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for node in nodes {
                if case .text(let t) = node { texts.append(t.text) }
                if case .group(let g) = node { walk(g.children) }
            }
        }
        walk(scene.root.children)
        return texts
    }

    @Test func rendersWithBrandColoursAndTheCurrentHour() throws {
        let before = Self.interval(from: Self.now)
        let renderer = ViewRenderer(content: EnergyLinePriceExample.view(prices: prices))
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let texts = Self.texts(renderer.scene)
        // The clock may pass a minute between the two readings.
        #expect(texts.contains(before) || texts.contains(Self.interval(from: Self.now)), "\(texts.suffix(2))")
        #expect(renderer.svg().contains("#007aff"), "the line takes the asset catalogue's blue")
        #expect(renderer.scene.size.height == 400)
    }

    @Test(arguments: [0, 5, 13, 23])
    func tapSelectsTheNearestHour(hour: Int) throws {
        var selected: [Int] = []
        let renderer = ViewRenderer(content: EnergyLinePriceExample.view(prices: prices) { selected.append($0) })
        let chart = try #require(renderer.charts.first)
        let data = EnergyLinePriceExample.priceData(prices)
        let x = try #require(chart.position(forX: data.hours[hour]))
        // A little off the hour's own position, towards the plot's middle: the view snaps to the nearest
        // hour (the last hour lies on the plot's trailing edge, which is the view's).
        let nudge = hour < 12 ? 3.0 : -3.0
        let point = CGPoint(x: chart.plotFrameInView.minX + x + nudge, y: chart.plotFrameInView.midY)
        #expect(renderer.tap(at: point))
        #expect(selected == [hour])
        let texts = Self.texts(renderer.scene)
        #expect(texts.contains(Self.interval(hour)))
        #expect(texts.contains("\(data.prices[hour]) øre per kWh"))
    }

    @Test func dragFollowsTheFinger() throws {
        var selected: [Int] = []
        let renderer = ViewRenderer(content: EnergyLinePriceExample.view(prices: prices) { selected.append($0) })
        let chart = try #require(renderer.charts.first)
        let hours = EnergyLinePriceExample.priceData(prices).hours
        let y = chart.plotFrameInView.midY
        let from = CGPoint(x: chart.plotFrameInView.minX + (chart.position(forX: hours[2]) ?? 0), y: y)
        let to = CGPoint(x: chart.plotFrameInView.minX + (chart.position(forX: hours[20]) ?? 0), y: y)
        #expect(renderer.drag(from: from, to: to, steps: 6))
        #expect(selected.last == 20)
        #expect(selected.count == 6)
        #expect(Self.texts(renderer.scene).contains(Self.interval(20)))
    }

    @Test func interactivePageHoldsOnePictureAnHour() throws {
        let renderer = ViewRenderer(content: EnergyLinePriceExample.view(prices: prices))
        let html = renderer.interactiveHTML()
        let pictures = html.components(separatedBy: "<template id=\"charta-state-").count - 1
        // The opening picture, and one for each hour selected (the current hour's selection may look
        // the same as the opening picture or not).
        #expect((24...25).contains(pictures))
        #expect(html.contains(Self.interval(0)) && html.contains(Self.interval(23)))
    }
}

import Foundation
import Testing

@testable import Charta

@Suite struct InteractionProxyTests {
    @Test func positionsAndValuesRoundTrip() throws {
        let rendered = InteractionFixture.line(xs: [0, 50, 100], ys: [0, 10, 20]).chartXScale(nice: false)
            .chartYScale(domain: 0...20).render()
        let proxy = ChartProxy(rendered)
        let plot = proxy.plotFrame
        #expect(proxy.position(forX: .number(0)) == plot.minX)
        #expect(proxy.position(forX: .number(100)) == plot.maxX)
        #expect(proxy.position(forY: .number(0)) == plot.maxY)
        #expect(proxy.position(forY: .number(20)) == plot.minY)
        #expect(proxy.value(atX: plot.midX) == .number(50))
        #expect(proxy.value(atY: plot.midY) == .number(10))
        #expect(proxy.position(forX: .string("a")) == nil)
        #expect(proxy.value(atX: .nan) == nil)
    }

    @Test func categoriesAndDatesMapToTheirCentres() throws {
        let day = 86_400.0
        let dates = (0..<3).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * day) }
        let times = Chart(dates.indices) { LineMark(x: .value("D", dates[$0]), y: .value("V", Double($0))) }
            .chartXScale(nice: false).frame(width: 300, height: 200).render()
        let timeProxy = ChartProxy(times)
        #expect(timeProxy.position(forX: .date(dates[0])) == times.plotFrame.minX)
        #expect(timeProxy.value(atX: times.plotFrame.maxX) == .date(dates[2]))

        let bars = Chart(["a", "b", "c"].indices) { i in
            BarMark(x: .value("K", ["a", "b", "c"][i]), y: .value("V", Double(i + 1)))
        }
        .frame(width: 300, height: 200).render()
        let proxy = ChartProxy(bars)
        let rects = bars.scene.root.layer(0)?.rects ?? []
        let b = try #require(proxy.position(forX: .string("b")))
        #expect(abs(b - rects[1].rect.midX) < 1e-9)
        #expect(proxy.value(atX: rects[2].rect.midX) == .string("c"))
        let point = Point(x: b, y: rects[1].rect.midY)
        #expect(proxy.items(at: point) == [ItemID(mark: 0, row: 1)])
        #expect(proxy.nearestItem(to: Point(x: b, y: rects[1].rect.minY - 3)) == ItemID(mark: 0, row: 1))
        #expect(
            proxy.items(
                in: Rect(x: bars.plotFrame.minX, y: 0, width: rects[1].rect.midX - bars.plotFrame.minX, height: 999))
                == [ItemID(mark: 0, row: 1), ItemID(mark: 0, row: 0)])
        #expect(proxy.values(of: ItemID(mark: 0, row: 2)).fields == ["K": .string("c"), "V": .number(3)])
    }

    @Test func hostsCanListSnapPositionsAndSelectByIndex() throws {
        let rendered = InteractionFixture.line(xs: [30, 10, 20], ys: [3, 1, 2]).chartSelection(.nearestX).render()
        let proxy = ChartProxy(rendered)
        let positions = [10.0, 20, 30].map { InteractionFixture.px($0, rendered) }
        #expect(proxy.xPositions == positions)
        let selection = try #require(proxy.selection(atXIndex: 2))
        #expect(
            selection == InteractionState().reduce(.tap(InteractionFixture.at(30, rendered)), in: rendered).selection)
        #expect(proxy.selection(atXIndex: 3) == nil)
        #expect(proxy.selection(atXIndex: -1) == nil)
        let state = InteractionState(selection: selection)
        #expect(state.overlay(for: rendered).children.count == 3)
        // Charts without interaction index nothing.
        #expect(ChartProxy(InteractionFixture.line(xs: [1, 2], ys: [1, 2]).render()).xPositions.isEmpty)
    }

    @Test func sessionsReportChangesToCallbacksAndStreams() async {
        let chart = InteractionFixture.line(xs: [0, 10, 20], ys: [1, 2, 3]).chartSelection(.nearestX)
        let rendered = chart.render()
        let (session, stream) = InteractionSession.streaming()
        var host = session
        host.send(.key(.right), in: rendered)
        host.send(.key(.right), in: rendered)
        host.send(.key(.enter), in: rendered)
        host.send(.tap(Point(x: -100, y: -100)), in: rendered)
        let indices: [String] = host.state.selection == nil ? ["cleared"] : []
        #expect(indices == ["cleared"])
        host = InteractionSession()
        var seen: [String] = []
        for await change in stream.prefix(4) {
            switch change {
            case .selection(let s): seen.append("selection \(s?.index.map(String.init) ?? "nil")")
            case .activated(let s): seen.append("activated \(s.index ?? -1)")
            case .viewport: seen.append("viewport")
            }
        }
        #expect(seen == ["selection 0", "selection 1", "activated 1", "selection nil"])
    }
}

import Foundation
import Testing

@testable import Charta

@Suite struct DSLTests {
    struct Entry {
        var name: String
        var value: Int
    }

    let entries = [Entry(name: "A", value: 7), Entry(name: "B", value: 1), Entry(name: "C", value: 9)]

    @Test func forEachOfBarsBecomesOneColumnarLayer() throws {
        let chart = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        #expect(chart.errors.isEmpty)
        let layer = try #require(chart.spec.layers.first)
        #expect(chart.spec.layers.count == 1)
        #expect(layer.mark.kind == .bar)
        #expect(layer.data.rowCount == 3)
        #expect(layer.data["Name"] == .strings(["A", "B", "C"]))
        #expect(layer.data["Value"] == .numbers([7, 1, 9]))
        #expect(layer.encoding[.x]?.source == .field("Name"))
        #expect(layer.encoding[.y]?.title == "Value")
        #expect(layer.encoding[.y]?.stack == .standard)
    }

    @Test func perMarkColoursBecomeAnIdentityColumn() throws {
        let maximum = entries.map(\.value).max()
        let chart = Chart(entries) { e in
            BarMark(x: .value("Name", e.name), y: .value("Value", e.value))
                .foregroundStyle(e.value == maximum ? .systemOrange : .systemBlue)
        }
        let layer = try #require(chart.spec.layers.first)
        #expect(chart.spec.layers.count == 1)
        #expect(layer.data[LayerAssembler.foregroundColumn] == .strings(["#007aff", "#007aff", "#ff9500"]))
        #expect(layer.encoding[.color]?.identity == true)
        #expect(layer.mark.style == nil)
    }

    @Test func sameColourEverywhereIsAMarkStyle() throws {
        let chart = Chart(entries) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)).foregroundStyle(.systemBlue)
        }
        #expect(chart.spec.layers.first?.mark.style == .color(.systemBlue))
        #expect(chart.spec.layers.first?.encoding[.color] == nil)
    }

    @Test func differentMarksMakeLayersInOrder() {
        let chart = Chart {
            ForEach(entries) { LineMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            RuleMark(y: .value("Goal", 5)).lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))
            if entries.count > 2 {
                PointMark(x: .value("Name", "C"), y: .value("Value", 9)).symbolSize(200)
            }
        }
        #expect(chart.spec.layers.map(\.mark.kind) == [.line, .rule, .point])
        #expect(chart.spec.layers[1].mark.dash == [5])
        #expect(chart.spec.layers[1].mark.lineWidth == 2)
        #expect(chart.spec.layers[2].mark.symbolSize == 200)
    }

    @Test func innermostModifierWins() {
        let chart = Chart {
            ForEach(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)).opacity(0.4) }
                .opacity(1)
                .cornerRadius(3)
        }
        #expect(chart.spec.layers.first?.mark.opacity == 0.4)
        #expect(chart.spec.layers.first?.mark.cornerRadius == CornerRadii(all: 3))
    }

    @Test func seriesAndColourByField() throws {
        let chart = Chart {
            for (s, values) in [("first", [1.0, 2.0]), ("second", [3.0, 4.0])] {
                for (i, v) in values.enumerated() {
                    LineMark(x: .value("Day", i), y: .value("Value", v)).foregroundStyle(by: .value("Series", s))
                }
            }
        }
        let layer = try #require(chart.spec.layers.first)
        #expect(chart.spec.layers.count == 1)
        #expect(layer.data["Series"] == .strings(["first", "first", "second", "second"]))
        #expect(layer.encoding[.color]?.source == .field("Series"))
    }

    @Test func mixedTypesInAChannelAreAnErrorNotACrash() {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 1))
            BarMark(x: .value("Name", "B"), y: .value("Value", "high"))
        }
        // Different value kinds split the run, so each layer is consistent; no error is needed.
        #expect(chart.spec.layers.count == 2)
        #expect(chart.errors.isEmpty)
    }

    @Test func annotationsKeepTheirRow() throws {
        let chart = Chart(entries) { e in
            if e.name == "B" {
                BarMark(x: .value("Name", e.name), y: .value("Value", e.value))
                    .annotation(position: .top) {
                        "Lowest"
                        AnnotationLine("\(e.value)", font: Font(size: 20))
                    }
            } else {
                BarMark(x: .value("Name", e.name), y: .value("Value", e.value))
            }
        }
        let layer = try #require(chart.spec.layers.first)
        #expect(layer.annotations.map(\.row) == [1])
        #expect(layer.annotations.first?.lines.map(\.text) == ["Lowest", "1"])
    }

    @Test func duplicateLabelsGetDistinctColumns() throws {
        let chart = Chart { RectangleMark(x: .value("V", 1), y: .value("V", 2)) }
        let layer = try #require(chart.spec.layers.first)
        #expect(layer.data.names == ["V", "V (y)"])
    }

    @Test func mismatchedColumnsThrow() {
        #expect(throws: ChartaError.mismatchedColumnLengths(column: "b", expected: 2, actual: 1)) {
            try DataTable([("a", .numbers([1, 2])), ("b", .numbers([3]))])
        }
    }

    @Test func specCalendarDefaultsToUTCAndComparesByValue() {
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let plain = ChartSpec()
        #expect(plain.calendar == ChartSpec.utcCalendar)
        #expect(plain == ChartSpec(calendar: ChartSpec.utcCalendar))
        #expect(plain.hashValue == ChartSpec(calendar: ChartSpec.utcCalendar).hashValue)
        #expect(plain != ChartSpec(calendar: tokyo))
        var changed = plain
        changed.calendar = tokyo
        #expect(changed.calendar.timeZone.identifier == "Asia/Tokyo")
        #expect(changed == ChartSpec(calendar: tokyo))
    }

    /// Content a user writes with a plain `collect(into:)`, which satisfies the requirement that consumes
    /// the content, draws like the marks it collects.
    @Test func userContentWithAPlainCollectDraws() throws {
        struct Threshold: ChartContent {
            var value: Double
            func collect(into collector: inout MarkCollector) {
                RuleMark(y: .value("Threshold", value)).collect(into: &collector)
            }
        }
        let chart = Chart {
            Threshold(value: 3)
            Threshold(value: 5)
        }
        let layer = try #require(chart.spec.layers.first)
        #expect(chart.spec.layers.count == 1)
        #expect(layer.mark.kind == .rule)
        #expect(layer.data["Threshold"] == .numbers([3, 5]))
    }
}

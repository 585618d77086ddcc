import Foundation
import Testing

@testable import Charta

/// `ForEach` keeps its marks as columnar layers; the chart it builds must equal the chart of the same
/// marks written out one by one (a `for` loop collects every mark straight into the layers).
struct DSLForEachTests {
    struct Reading {
        var day: Int
        var value: Double
        var site: String
        var when: Date
    }

    let readings: [Reading] = (0..<40).map(Self.reading)

    static func reading(_ i: Int) -> Reading {
        let value: Double = Double((i * 37) % 11) - 3
        let site: String = i % 3 == 0 ? "north" : "south"
        let when = Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400)
        return Reading(day: i, value: value, site: site, when: when)
    }

    static func line(_ r: Reading) -> LineMark { LineMark(x: .value("Day", r.day), y: .value("Value", r.value)) }

    static func bar(_ r: Reading) -> BarMark { BarMark(x: .value("Day", r.day), y: .value("Value", r.value)) }

    static func point(_ r: Reading) -> ModifiedContent {
        PointMark(x: .value("When", r.when), y: .value("Value", r.value)).foregroundStyle(tint(r))
    }

    static func seriesLine(_ r: Reading, _ site: String) -> any ChartContent {
        let mark = LineMark(x: .value("Day", r.day), y: .value("Value", r.value), series: .value("Site", site))
        guard r.day % 7 == 0 else { return mark }
        return mark.annotation { AnnotationLine("\(r.day)") }
    }

    static func starred(_ r: Reading) -> any ChartContent {
        guard r.day % 5 == 0 else { return bar(r) }
        return bar(r).foregroundStyle(.systemOrange).annotation { AnnotationLine("★") }
    }

    static func tint(_ r: Reading) -> Color { r.value > 0 ? Color.systemRed : Color.systemBlue }

    @Test func plainMarksEqualWrittenOut() {
        let looped = Chart { for r in readings { Self.line(r) } }
        let recorded = Chart { ForEach(readings) { Self.line($0) } }
        #expect(recorded.spec == looped.spec)
        #expect(recorded.spec.layers.count == 1)
        #expect(recorded.spec.layers.first?.data.rowCount == readings.count)
    }

    @Test func modifiersAroundForEachReachEveryMark() {
        let site: PlottableValue<String> = .value("Site", "all")
        let looped = Chart { for r in readings { Self.point(r).opacity(0.5) } }
        let recorded = Chart { ForEach(readings) { Self.point($0) }.symbol(by: site).opacity(0.5) }
        let expected = Chart { for r in readings { Self.point(r).symbol(by: site).opacity(0.5) } }
        #expect(recorded.spec == expected.spec)
        #expect(recorded.spec != looped.spec)
        #expect(recorded.spec.layers.first?.mark.opacity == 0.5)
    }

    @Test func layersJoinAcrossForEachBoundaries() {
        let first = Reading(day: -1, value: 2, site: "north", when: Date(timeIntervalSince1970: 0))
        let rule = RuleMark(y: PlottableValue<Double>.value("Value", 1.0))
        let looped = Chart {
            Self.bar(first)
            for r in readings { Self.bar(r) }
            for r in readings.prefix(5) { Self.bar(r).foregroundStyle(.systemGreen) }
            rule
        }
        let recorded = Chart {
            Self.bar(first)
            ForEach(readings) { Self.bar($0) }
            ForEach(readings.prefix(5)) { Self.bar($0).foregroundStyle(.systemGreen) }
            rule
        }
        #expect(recorded.spec == looped.spec)
        #expect(recorded.spec.layers.map(\.mark.kind) == [MarkKind.bar, .rule])
        #expect(recorded.spec.layers.first?.data.rowCount == 1 + readings.count + 5)
    }

    @Test func nestedForEachAndAnnotationsKeepTheirRows() {
        let sites = ["north", "south"]
        let looped = Chart {
            for site in sites { for r in readings where r.site == site { Self.seriesLine(r, site) } }
        }
        let recorded = Chart {
            ForEach(sites) { site in ForEach(readings.filter { $0.site == site }) { Self.seriesLine($0, site) } }
        }
        #expect(recorded.spec == looped.spec)
        #expect(recorded.spec.layers.first?.annotations.isEmpty == false)
    }

    @Test func annotationsAndColoursSurviveAModifierAroundForEach() {
        let looped = Chart { for r in readings { Self.starred(r).cornerRadius(2) } }
        let recorded = Chart { ForEach(readings) { Self.starred($0) }.cornerRadius(2) }
        #expect(recorded.spec == looped.spec)
        #expect(recorded.spec.layers.first?.annotations.count == 8)
        #expect(recorded.spec.layers.first?.mark.cornerRadius == CornerRadii(all: 2))
    }

    @Test func plotsInsideForEachStayInOrder() {
        let groups = [[1.0, 2.0, 3.0], [4.0, 5.0]]
        let looped = Chart {
            for g in groups {
                LinePlot(x: .value("X", g), y: .value("Y", g))
                PointMark(x: .value("X", g[0]), y: .value("Y", g[0]))
            }
        }
        let recorded = Chart {
            ForEach(groups) { g in
                LinePlot(x: .value("X", g), y: .value("Y", g))
                PointMark(x: .value("X", g[0]), y: .value("Y", g[0]))
            }
        }
        #expect(recorded.spec == looped.spec)
        #expect(recorded.spec.layers.map(\.mark.kind) == [MarkKind.line, .point, .line, .point])
    }
}

/// A mark's fields keep channel order whatever order they are set in.
struct ChannelFieldsTests {
    @Test func fieldsStayInChannelOrder() {
        let field = { (label: String) in FieldValue(label: label, value: .number(1)) }
        var fields: ChannelFields = [.y2: field("b"), .x: field("a"), .color: field("c")]
        fields[.y] = field("d")
        fields[.series] = field("e")
        fields[.x2] = field("f")
        #expect(fields.entries.map(\.channel) == Channel.allCases.filter { fields[$0] != nil })
        #expect(fields.entries.map(\.channel) == [.x, .y, .x2, .y2, .color, .series])
        #expect(Channel.allCases.enumerated().allSatisfy { $0.offset == $0.element.rank })
        fields[.y] = nil
        #expect(fields.count == 5 && fields[.y] == nil && fields[.x2]?.label == "f")
    }
}

import Foundation
import Testing

@testable import Charta

/// `foregroundStyle(by:)` on a single mark holds the colour's value in the mark itself (a ``MarkRow``
/// slot in channel order); the chart must equal the one the modifier builds on the same marks.
struct DSLForegroundStyleByTests {
    typealias Row = DSLMarkRowTests.Row

    /// 150 rows, past the 64 marks whose numbers wait before joining their columns; names short and
    /// longer than a mark holds inline.
    let rows: [Row] = (0..<150).map {
        Row(
            i: $0, value: Double(($0 * 13) % 7) - 2.5,
            when: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 60),
            name: $0 % 3 == 0 ? "a series name longer than a slot" : $0 % 3 == 1 ? "b" : "c")
    }

    /// A mark of every type and initializer that has the modifier of its own (the colour's slot goes
    /// first, between others and last), coloured with the mark's own modifier and with ``ChartContent``'s.
    static func coloured(_ r: Row, kind: Int, by colour: PlottableValue<String>) -> (
        own: any ChartContent, modifier: any ChartContent
    ) {
        func both<M: ChartContent>(_ mark: M, _ own: M) -> (any ChartContent, any ChartContent) {
            (own, (mark as any ChartContent).foregroundStyle(by: colour))
        }
        let (i, value, name) = (PlottableValue.value("I", r.i), PlottableValue.value("Value", r.value), r.name)
        switch kind {
        case 0:
            let m = LineMark(x: .value("When", r.when), y: value, series: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 1:
            let m = LineMark(x: i, y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 2:
            let m = BarMark(xStart: .value("Start", r.value), xEnd: .value("End", r.value + 1), y: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 3:
            let m = BarMark(x: .value("Name", name), y: value, stacking: .unstacked)
            return both(m, m.foregroundStyle(by: colour))
        case 4:
            let m = AreaMark(x: i, yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3))
            return both(m, m.foregroundStyle(by: colour))
        case 5:
            let m = AreaMark(x: i, y: value, series: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 6:
            let m = TextMark(x: i, y: value, text: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 7:
            let m = RuleMark(xStart: i, xEnd: .value("J", r.i + 2), y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 8:
            let m = RuleMark(y: value)
            return both(m, m.foregroundStyle(by: colour))
        default:
            let m = PointMark(x: i, y: value)
            return both(m, m.foregroundStyle(by: colour))
        }
    }

    @Test(arguments: 0..<10, [false, true])
    func aMarksOwnColourEqualsTheModifiers(kind: Int, longLabel: Bool) {
        // A label given as a string, long or short; values of both kinds.
        let label = longLabel ? String("Series, a label too long for a slot") : String("Series")
        let own = Chart { ForEach(rows) { Self.coloured($0, kind: kind, by: .value(label, $0.name)).own } }
        let modifier = Chart { for r in rows { Self.coloured(r, kind: kind, by: .value(label, r.name)).modifier } }
        #expect(own.spec == modifier.spec)
        #expect(own.spec.layers.count == 1)
        #expect(own.spec.layers.first?.data.rowCount == rows.count)
        #expect(own.spec.layers.first?.encoding[.color] != nil)
    }

    @Test func theColourClosestToTheMarkWins() {
        func line(_ r: Row) -> LineMark { LineMark(x: .value("I", r.i), y: .value("Value", r.value)) }
        let own = Chart {
            ForEach(rows) {
                line($0).foregroundStyle(by: .value("Name", $0.name)).foregroundStyle(by: .value("I", $0.i))
            }
            .foregroundStyle(by: .value("Value", 1.0))
        }
        let modifier = Chart {
            ForEach(rows) {
                (line($0) as any ChartContent).foregroundStyle(by: .value("Name", $0.name))
                    .foregroundStyle(by: .value("I", $0.i))
            }
            .foregroundStyle(by: .value("Value", 1.0))
        }
        #expect(own.spec == modifier.spec)
        #expect(own.spec.layers.first?.encoding[.color]?.title == "Name")
    }

    @Test func theColourTakesTheSlotOfItsChannelOrder() {
        let row = LineMark(x: .value("X", 1), y: .value("Y", 2), series: .value("S", "s"))
            .foregroundStyle(by: .value("C", "c")).mark.row
        #expect(row.count == 4)
        #expect([row.c0, row.c1, row.c2, row.c3] == [.x, .y, .color, .series])
        #expect(row.s2.valueText.string == "c" && row.s3.valueText.string == "s")
        let text = TextMark(x: .value("X", 1), y: .value("Y", 2), text: .value("T", "a text longer than a slot"))
            .foregroundStyle(by: .value("C", "a colour longer than a slot")).mark
        #expect([text.row.c2, text.row.c3] == [.color, .text])
        #expect(text.text?.value(2) == "a colour longer than a slot")
        #expect(text.text?.value(3) == "a text longer than a slot")
    }
}

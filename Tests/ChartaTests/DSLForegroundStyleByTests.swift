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

    /// A mark of every type and initializer, coloured with its own `foregroundStyle(by:)` (the colour's
    /// slot goes between others or last) and with ``ChartContent``'s modifier.
    static func coloured<C: Plottable>(_ r: Row, kind: Int, by colour: PlottableValue<C>) -> (
        own: ModifiedContent, modifier: any ChartContent
    ) {
        func both<M: ChartContent>(_ mark: M, _ own: ModifiedContent) -> (ModifiedContent, any ChartContent) {
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
            let m = BarMark(x: .value("Name", name), y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 4:
            let m = BarMark(x: i, yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3))
            return both(m, m.foregroundStyle(by: colour))
        case 5:
            let m = AreaMark(x: i, yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3))
            return both(m, m.foregroundStyle(by: colour))
        case 6:
            let m = AreaMark(x: i, y: value, series: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 7:
            let m = AreaMark(x: i, y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 8:
            let m = TextMark(x: i, y: value, text: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 9:
            let m = RuleMark(xStart: i, xEnd: .value("J", r.i + 2), y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 10:
            let m = RuleMark(x: i, yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3))
            return both(m, m.foregroundStyle(by: colour))
        case 11:
            let m = RuleMark(y: value)
            return both(m, m.foregroundStyle(by: colour))
        case 12:
            let m = RuleMark(x: .value("When", r.when))
            return both(m, m.foregroundStyle(by: colour))
        case 13:
            let m = RectangleMark(x: i, y: .value("Name", name))
            return both(m, m.foregroundStyle(by: colour))
        case 14:
            // Four values: the mark has no slot left, and takes the modifier.
            let m = RectangleMark(
                xStart: i, xEnd: .value("J", r.i + 1), yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3)
            )
            return both(m, m.foregroundStyle(by: colour))
        default:
            let m = PointMark(x: i, y: value)
            return both(m, m.foregroundStyle(by: colour))
        }
    }

    /// The mark changed in place that `content` holds (collected as a bare mark), if it does.
    static func bare(_ content: ModifiedContent) -> BareMark? {
        if case .mark(let mark) = content.storage { mark } else { nil }
    }

    /// The chart of every row's mark coloured its own way and the modifier's way, inside a `ForEach`.
    static func expectSame<C: Plottable>(
        _ rows: [Row], kind: Int, _ colour: @escaping (Row) -> PlottableValue<C>, _ comment: Comment
    ) {
        let own = Chart { ForEach(rows) { coloured($0, kind: kind, by: colour($0)).own } }
        let modifier = Chart { ForEach(rows) { coloured($0, kind: kind, by: colour($0)).modifier } }
        #expect(own.spec == modifier.spec, comment)
        #expect(own.spec.layers.count == 1, comment)
        #expect(own.spec.layers.first?.data.rowCount == rows.count, comment)
        #expect(own.spec.layers.first?.encoding[.color] != nil, comment)
        #expect(rows.allSatisfy { bare(coloured($0, kind: kind, by: colour($0)).own) != nil } == (kind != 14), comment)
    }

    @Test(arguments: 0..<16)
    func aMarksOwnColourEqualsTheModifiers(kind: Int) {
        // Labels written as literals, and given as strings short and too long for a slot; string values short
        // and long, numbers and dates.
        let long = String("Series, a label too long for a slot")
        Self.expectSame(rows, kind: kind, { .value("Series", $0.name) }, "literal label, strings")
        Self.expectSame(rows, kind: kind, { .value(String("Series"), $0.name) }, "short label, strings")
        Self.expectSame(rows, kind: kind, { .value(long, $0.name) }, "long label, strings")
        Self.expectSame(rows, kind: kind, { .value("Level", $0.value) }, "numbers")
        Self.expectSame(rows, kind: kind, { .value(long, $0.when) }, "long label, dates")
    }

    /// `symbol(by:)` after a colour, and a colour after `symbol(by:)`: in the mark while it has room, else
    /// through the modifier, the chart the modifiers build either way.
    @Test(arguments: 0..<16)
    func chainedValuesEqualTheModifiers(kind: Int) {
        func shape(_ r: Row) -> PlottableValue<Int> { .value("Shape", r.i % 3) }
        let own = Chart {
            ForEach(rows) { Self.coloured($0, kind: kind, by: .value("Name", $0.name)).own.symbol(by: shape($0)) }
        }
        let modifier = Chart {
            ForEach(rows) {
                (Self.coloured($0, kind: kind, by: .value("Name", $0.name)).modifier).symbol(by: shape($0))
            }
        }
        #expect(own.spec == modifier.spec)
        #expect(own.spec.layers.first?.encoding[.shape] != nil)
        let points = rows.map { PointMark(x: .value("I", $0.i), y: .value("Value", $0.value)) }
        let symbolFirst = points.indices.map {
            points[$0].symbol(by: shape(rows[$0])).foregroundStyle(by: .value("Name", rows[$0].name))
        }
        #expect(symbolFirst.allSatisfy { Self.bare($0) != nil })
        let reference = points.indices.map {
            (points[$0] as any ChartContent).symbol(by: shape(rows[$0])).foregroundStyle(
                by: .value("Name", rows[$0].name))
        }
        #expect(
            Chart { ForEach(symbolFirst.indices) { symbolFirst[$0] } }.spec
                == Chart { ForEach(reference.indices) { reference[$0] } }.spec)
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

    @Test func theColourTakesTheSlotOfItsChannelOrder() throws {
        let line = Self.bare(
            LineMark(x: .value("X", 1), y: .value("Y", 2), series: .value("S", "s")).foregroundStyle(
                by: .value("C", "c")))
        let row = try #require(line).row
        #expect(row.count == 4)
        #expect((0..<4).map { row[channel: $0] } == [.x, .y, .color, .series])
        #expect(row[slot: 2].valueText.string == "c" && row[slot: 3].valueText.string == "s")
        let text = try #require(
            Self.bare(
                TextMark(x: .value("X", 1), y: .value("Y", 2), text: .value("T", "a text longer than a slot"))
                    .foregroundStyle(by: .value("C", "a colour longer than a slot"))))
        #expect([text.row[channel: 2], text.row[channel: 3]] == [.color, .text])
        #expect(text.text?.value(2) == "a colour longer than a slot")
        #expect(text.text?.value(3) == "a text longer than a slot")
    }

    /// A mark's own `foregroundStyle(by:)` gives ``ModifiedContent``, as the modifier does: coloured marks
    /// and other modified content share arrays and variables, and take further modifiers.
    @Test func aColouredMarkIsModifiedContent() {
        func point(_ r: Row) -> PointMark { PointMark(x: .value("I", r.i), y: .value("Value", r.value)) }
        var content = [point(rows[0]).foregroundStyle(by: .value("Name", rows[0].name)), point(rows[1]).opacity(0.5)]
        content[0] = content[0].symbol(by: .value("Name", rows[0].name))
        content.append(point(rows[2]).foregroundStyle(by: .value("Name", rows[2].name)))
        let chart = Chart { ForEach(content.indices) { content[$0] } }
        #expect(chart.spec.layers.map(\.data.rowCount) == [1, 1, 1])
        #expect(chart.spec.layers.map { $0.encoding[.shape] != nil } == [true, false, false])
    }
}

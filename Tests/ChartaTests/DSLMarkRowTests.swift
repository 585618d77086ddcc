import Foundation
import Testing

@testable import Charta

/// Bare marks join the layer being filled without becoming a ``MarkInstance``; the chart they build must
/// equal the chart of the same marks taken one by one as instances (a modifier that changes nothing
/// sends every mark that way).
struct DSLMarkRowTests {
    struct Row {
        var i: Int
        var value: Double
        var when: Date
        var name: String
    }

    let rows: [Row] = (0..<30).map {
        Row(
            i: $0, value: Double(($0 * 13) % 7) - 2,
            when: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 3600),
            name: $0 % 4 == 0 ? "even" : "odd")
    }

    /// Every kind of mark and initializer, so that each row's channels are in several orders and kinds.
    static func marks(_ r: Row) -> [any ChartContent] {
        [
            LineMark(x: .value("When", r.when), y: .value("Value", r.value), series: .value("Name", r.name)),
            BarMark(xStart: .value("Start", r.value), xEnd: .value("End", r.value + 1), y: .value("Name", r.name)),
            RectangleMark(
                xStart: .value("X0", r.i), xEnd: .value("X1", r.i + 1), yStart: .value("Y0", r.value),
                yEnd: .value("Y1", r.value * 2)),
            RuleMark(xStart: .value("A", r.i), xEnd: .value("B", r.i + 2), y: .value("Value", r.value)),
            AreaMark(x: .value("I", r.i), yStart: .value("Low", r.value), yEnd: .value("High", r.value + 3)),
            TextMark(x: .value("I", r.i), y: .value("Value", r.value), text: .value("Name", r.name)),
            RuleMark(y: .value("Value", r.value)),
            PointMark(x: .value("I", r.i), y: .value("Value", r.value)),
        ]
    }

    @Test(arguments: 0..<8) func bareMarksEqualMarksTakenAsInstances(kind: Int) {
        let fast = Chart { ForEach(rows) { Self.marks($0)[kind] } }
        let looped = Chart { for r in rows { Self.marks(r)[kind] } }
        let slow = Chart { for r in rows { Self.marks(r)[kind].modified { _ in } } }
        #expect(fast.spec == slow.spec)
        #expect(looped.spec == slow.spec)
        #expect(fast.spec.layers.count == 1)
        #expect(fast.spec.layers.first?.data.rowCount == rows.count)
    }

    /// A mark of another shape starts a layer of its own; marks of the first shape after it join the
    /// first layer again (one line through its rows, as Swift Charts draws a series).
    @Test func aMarkOfAnotherShapeStartsALayer() {
        let chart = Chart {
            ForEach(rows) { r in
                if r.i == 10 {
                    LineMark(x: .value("I", r.i), y: .value("Other", r.value))
                } else {
                    LineMark(x: .value("I", r.i), y: .value("Value", r.value))
                }
            }
            ForEach(rows) { BarMark(x: .value("I", $0.i), y: .value("Value", $0.value)) }
            ForEach(rows) { BarMark(x: .value("I", $0.i), y: .value("Value", $0.value), stacking: .unstacked) }
        }
        #expect(chart.spec.layers.map(\.data.rowCount) == [29, 1, 30, 30])
        #expect(chart.spec.layers[0].data["I"]?.number(at: 10) == 11)
    }

    @Test func aColouredFirstMarkKeepsTheColourColumn() {
        let chart = Chart {
            for r in rows {
                if r.i == 0 {
                    PointMark(x: .value("I", r.i), y: .value("Value", r.value)).foregroundStyle(.systemRed)
                } else {
                    PointMark(x: .value("I", r.i), y: .value("Value", r.value))
                }
            }
        }
        let slow = Chart {
            for r in rows {
                if r.i == 0 {
                    PointMark(x: .value("I", r.i), y: .value("Value", r.value)).foregroundStyle(.systemRed)
                } else {
                    PointMark(x: .value("I", r.i), y: .value("Value", r.value)).modified { _ in }
                }
            }
        }
        #expect(chart.spec == slow.spec)
        #expect(chart.spec.layers.count == 1)
        #expect(chart.spec.layers.first?.data.rowCount == rows.count)
    }

    /// A modifier that starts after a run of bare marks applies to its own content only, and bare marks
    /// after it start a new run: the chart equals the one whose bare marks are taken as instances.
    @Test func aModifierBetweenBareMarksChangesOnlyItsContent() {
        func point(_ r: Row) -> PointMark { PointMark(x: .value("I", r.i), y: .value("Value", r.value)) }
        let fast = Chart {
            for r in rows.prefix(10) { point(r) }
            ForEach(rows[10..<20]) { point($0) }.foregroundStyle(.systemRed)
            point(rows[20]).foregroundStyle(.systemBlue)
            ForEach(rows[21...]) { point($0) }
        }
        let slow = Chart {
            for r in rows.prefix(10) { point(r).modified { _ in } }
            for r in rows[10..<20] { point(r).foregroundStyle(.systemRed) }
            point(rows[20]).foregroundStyle(.systemBlue)
            for r in rows[21...] { point(r).modified { _ in } }
        }
        #expect(fast.spec == slow.spec)
        #expect(fast.spec.layers.reduce(0) { $0 + $1.data.rowCount } == rows.count)
    }

    /// Modifiers around a `ForEach`, which a layer of alike marks takes once rather than mark by mark.
    static let modifiers: [@Sendable (any ChartContent) -> any ChartContent] = [
        { $0.foregroundStyle(.systemRed) },
        { $0.foregroundStyle(by: PlottableValue.value("Group", "all")).opacity(0.5) },
        { $0.symbol(by: PlottableValue.value("Group", 1)).symbol(.square).symbolSize(20) },
        { $0.annotation(position: .top) { "row" }.lineStyle(StrokeStyle(lineWidth: 3)) },
        { $0.foregroundStyle(.systemBlue).foregroundStyle(.systemGreen).cornerRadius(2) },
    ]

    @Test(arguments: 0..<5) func modifiersAroundForEachEqualModifiersOnEveryMark(modifier: Int) {
        let apply = Self.modifiers[modifier]
        for kind in [0, 1, 7] {
            let once = Chart {
                PointMark(x: .value("I", -1), y: .value("Value", 0.0))
                apply(ForEach(rows) { Self.marks($0)[kind] })
            }
            let each = Chart {
                PointMark(x: .value("I", -1), y: .value("Value", 0.0))
                for r in rows { apply(Self.marks(r)[kind]) }
            }
            #expect(once.spec == each.spec)
            #expect(once.spec.layers.last?.data.rowCount ?? 0 >= rows.count)
        }
    }

    /// Labels given as strings join the run of marks with the same labels given as literals, and the
    /// chart equals the one of the same marks taken as instances; a label that differs starts a layer.
    @Test func labelsGivenAsStringsJoinTheRunOfTheirLiterals() {
        let value = String("Val") + "ue"  // made at run time, not a literal
        func point(_ r: Row) -> PointMark {
            r.i % 3 == 0
                ? PointMark(x: .value("I", r.i), y: .value(value, r.value))
                : PointMark(x: .value("I", r.i), y: .value("Value", r.value))
        }
        let fast = Chart { ForEach(rows) { point($0) } }
        let slow = Chart { for r in rows { point(r).modified { _ in } } }
        #expect(fast.spec == slow.spec)
        #expect(fast.spec.layers.map(\.data.rowCount) == [rows.count])
        #expect(fast.spec.layers.first?.encoding[.y]?.title == "Value")
        let other = String("Oth") + "er"
        let split = Chart {
            ForEach(rows) { r in
                r.i == 5
                    ? PointMark(x: .value("I", r.i), y: .value(other, r.value))
                    : PointMark(x: .value("I", r.i), y: .value(value, r.value))
            }
        }
        #expect(split.spec.layers.map(\.data.rowCount) == [rows.count - 1, 1])
    }

    /// Dates and strings reach their columns unchanged through the bare-mark path: dates as their
    /// seconds since 1970, exactly, and strings as given.
    @Test func datesAndStringsReachTheirColumnsUnchanged() throws {
        let chart = Chart {
            ForEach(rows) {
                LineMark(x: .value("When", $0.when), y: .value("Value", $0.value), series: .value("Name", $0.name))
            }
        }
        let table = try #require(chart.spec.layers.first?.data)
        let columns = table.columns
        #expect(columns.contains(.dates(rows.map(\.when.timeIntervalSince1970))))
        #expect(columns.contains(.strings(rows.map(\.name))))
        #expect(columns.contains(.numbers(rows.map(\.value))))
    }

    /// A label written as a literal reads back as the string it spells, and setting it replaces it.
    @Test func aLiteralLabelReadsAsItsString() {
        var value = PlottableValue.value("Temperature °C", 21.5)
        #expect(value.label == "Temperature °C")
        value.label = "Other"
        #expect(value.label == "Other")
        let mark = LineMark(x: .value("x", 1), y: value)
        #expect(Chart { mark }.spec.layers.first?.encoding[.y]?.title == "Other")
    }

    /// Two labels of the same bytes are the same label wherever they are stored: as literals, as short
    /// strings held inline, or one of each.
    @Test func labelsCompareByTheirBytes() {
        func text(_ s: String) -> RowLabel { .text(InlineText.copying(s)) }
        #expect(RowLabel.literal("Value").same(as: .literal("Value")))
        #expect(!RowLabel.literal("Value").same(as: .literal("Valve")))
        #expect(!RowLabel.literal("Value").same(as: .literal("Values")))
        // A literal of one scalar is held as the scalar, not as an address.
        let scalar: StaticString = "é"
        #expect(!scalar.hasPointerRepresentation || RowLabel.literal(scalar).form == RowLabel.Form.literal)
        #expect(RowLabel.literal(scalar).same(as: text("é")) && RowLabel.literal(scalar).string == "é")
        #expect(RowLabel.literal("x").same(as: text("x")) && !RowLabel.literal("x").same(as: text("y")))
        #expect(RowLabel().same(as: .literal("")) && RowLabel().string.isEmpty)
        #expect(RowLabel.literal("").same(as: .literal("")))
        #expect(RowLabel.literal("Value").same(as: text("Value")))
        #expect(text("Value").same(as: .literal("Value")))
        #expect(!text("Value").same(as: text("Valve")))
        #expect(text("").same(as: .literal("")))
    }

    /// The bytes a mark row's shape holds for kinds, stackings, kinds of value and channels read back as
    /// what was written, for every case.
    @Test func rowCodesReadBackAsWritten() {
        let kinds: [MarkKind] = [.bar, .line, .area, .point, .rule, .rect, .text, .arc, .tick, .trail, .voronoi]
        #expect(kinds.allSatisfy { MarkKind(rowCode: $0.rowCode) == $0 })
        #expect(Set(kinds.map(\.rowCode)).count == kinds.count)
        let stackings: [Stacking?] = [nil, .unstacked, .standard, .normalized, .center]
        #expect(stackings.allSatisfy { Stacking(rowCode: Stacking.rowCode($0)) == $0 })
        #expect([DataKind.number, .date, .string].allSatisfy { DataKind(rowCode: $0.rowCode) == $0 })
        #expect(Channel.allCases.allSatisfy { Channel(rank: $0.rank) == $0 })
        var row = MarkRow()
        row.width = .inset(2.5)
        row.horizontal = false
        #expect(row.width == .inset(2.5) && row.horizontal == false && row.count == 0)
        row.width = .automatic
        row.horizontal = nil
        #expect(row.shape == SIMD16<UInt64>() && row.width == .automatic && row.horizontal == nil)
    }

    /// Marks made at two places in a closure, with the same labels held differently (a literal, a
    /// string), alternate in one run: one layer, in order, as when each is taken as an instance.
    @Test func marksOfOneShapeFromTwoPlacesAlternateInOneLayer() throws {
        let name = String("Value".reversed().reversed())
        let fast = Chart {
            ForEach(0..<100, id: \.self) { i in
                if i % 2 == 0 {
                    LineMark(x: .value("I", i), y: .value("Value", Double(i)))
                } else {
                    LineMark(x: .value("I", i), y: .value(name, Double(i)))
                }
            }
        }
        let slow = Chart {
            for i in 0..<100 { LineMark(x: .value("I", i), y: .value("Value", Double(i))).modified { _ in } }
        }
        #expect(fast.spec == slow.spec)
        let layer = try #require(fast.spec.layers.first)
        #expect(fast.spec.layers.count == 1 && layer.data["Value"]?.number(at: 99) == 99)
    }

    /// Strings of up to 15 bytes are held inline and longer ones beside the mark; either way each
    /// reaches its column as given, at the edge of the two (15 and 16 bytes), in several scripts, and
    /// empty. Many different strings in turn (more than the 64 places of decoded strings) come back in
    /// order.
    @Test func shortAndLongStringsReachTheirColumnsAsGiven() throws {
        let edge = ["fifteen bytes!!", "sixteen bytes!!!", "", "東京都", "東京都の気温です", "🌧️ rain", "a\u{301}"]
        #expect(edge.map(\.utf8.count).prefix(2) == [15, 16])
        let names = (0..<300).map { edge[$0 % edge.count] + ($0 % 3 == 0 ? "" : String($0 % 37)) }
        let chart = Chart { ForEach(names.indices) { BarMark(x: .value("Name", names[$0]), y: .value("I", $0)) } }
        let table = try #require(chart.spec.layers.first?.data)
        #expect(table.columns.contains(.strings(names)))
        let slow = Chart {
            for i in names.indices { BarMark(x: .value("Name", names[i]), y: .value("I", i)).modified { _ in } }
        }
        #expect(chart.spec == slow.spec)
    }

    /// A value met again is taken from the decoded strings kept, also when two values share a place.
    @Test func recentStringsReturnTheStringOfTheBytes() {
        var recent = RecentStrings()
        // Alike in their first eight bytes, apart after them.
        let values = (0..<64).map { "series no. \($0 * 7919 % 1000)" } + ["", "v1", "", "v1"]
        for _ in 0..<3 {
            for v in values { #expect(recent.string(InlineText.copying(v)) == v) }
        }
    }

    /// A long label (beside the mark) given as a string joins the run of the same label written as a
    /// literal, and a short one given as a string (inline) joins its literal's run too.
    @Test func longAndShortLabelsGivenAsStringsJoinTheirLiterals() {
        let long = String("Temperature in degrees ") + "Celsius"
        let short = String("Ti") + "me"
        let marks = Chart {
            ForEach(rows) { r in
                r.i % 2 == 0
                    ? LineMark(x: .value(short, r.i), y: .value(long, r.value))
                    : LineMark(x: .value("Time", r.i), y: .value("Temperature in degrees Celsius", r.value))
            }
        }
        #expect(marks.spec.layers.map(\.data.rowCount) == [rows.count])
        #expect(marks.spec.layers.first?.encoding[.y]?.title == "Temperature in degrees Celsius")
        #expect(marks.spec.layers.first?.encoding[.x]?.title == "Time")
    }

    /// A `ForEach` of one mark type collects its marks in blocks of 64: runs that end inside a block (a
    /// label that changes, a mark of another kind of value), lengths at the blocks' edges, and a modifier
    /// around the `ForEach` (every mark then an instance) give the chart of the same marks taken as
    /// instances one by one.
    @Test(arguments: [1, 63, 64, 65, 129, 200]) func blocksOfMarksEqualMarksTakenOneByOne(count: Int) {
        let label = { (i: Int) -> String in (i / 50) % 2 == 0 ? "Wind" : "Pressure" }
        func mark(_ i: Int) -> LineMark {
            i % 97 == 96
                ? LineMark(x: .value("I", i), y: .value(label(i), "v\(i)"))
                : LineMark(x: .value("I", i), y: .value(label(i), Double(i) / 4))
        }
        let blocks = Chart { ForEach(0..<count, id: \.self) { mark($0) } }
        let oneByOne = Chart { for i in 0..<count { mark(i) } }
        #expect(blocks.spec == oneByOne.spec)
        #expect(blocks.spec.layers.map(\.data.rowCount).reduce(0, +) == count)
        // One shape for more than a block, then two in turn: each mark of the two starts a run, and none
        // joins the run before the last.
        let isA = { (i: Int) in i < 70 || i % 2 == 0 }
        func turn(_ i: Int) -> PointMark { PointMark(x: .value("I", i), y: .value(isA(i) ? "A" : "B", i)) }
        let turns = Chart { ForEach(0..<count, id: \.self) { turn($0) } }
        #expect(turns.spec == Chart { for i in 0..<count { turn(i) } }.spec)
        let a = (0..<count).filter(isA).count
        #expect(turns.spec.layers.map(\.data.rowCount) == [a, count - a].filter { $0 > 0 })
        let modified = Chart { ForEach(0..<count, id: \.self) { mark($0) }.foregroundStyle(.systemRed) }
        let modifiedOneByOne = Chart { for i in 0..<count { mark(i).foregroundStyle(.systemRed) } }
        #expect(modified.spec == modifiedOneByOne.spec)
    }

    /// Runs longer than the 64 marks whose numbers wait before joining their columns, with dates of
    /// fractional and negative seconds, and labels given as strings after literal ones (in slots 2 and
    /// 3 too, and beside a string value): the chart equals the one of the same marks taken as instances.
    @Test(arguments: 0..<11) func longRunsEqualMarksTakenAsInstances(kind: Int) {
        let long: [Row] = (0..<150).map {
            Row(
                i: $0, value: Double(($0 * 13) % 7) - 2.5,
                when: Date(timeIntervalSince1970: -86_400.25 + Double($0) * 3600.37),
                name: $0 % 3 == 0 ? "first series, a long name" : "b")
        }
        let series = String("Na") + "me"
        func mark(_ r: Row) -> any ChartContent {
            let given = r.i >= 70  // later marks give their labels as strings
            switch kind {
            case 8:
                return LineMark(
                    x: .value("When", r.when), y: .value("Value", r.value),
                    series: given ? .value(series, r.name) : .value("Name", r.name))
            case 9:
                return TextMark(
                    x: .value("I", r.i), y: .value("Value", r.value),
                    text: given ? .value(series, r.name) : .value("Name", r.name))
            case 10:
                return RectangleMark(
                    xStart: .value("X0", r.i), xEnd: .value("X1", r.i + 1),
                    yStart: .value("Y0", r.value),
                    yEnd: given ? .value(String("Y") + "1", r.value * 2) : .value("Y1", r.value * 2))
            default: return Self.marks(r)[kind]
            }
        }
        let fast = Chart { ForEach(long) { mark($0) } }
        let slow = Chart { for r in long { mark(r).modified { _ in } } }
        #expect(fast.spec == slow.spec)
        #expect(fast.spec.layers.map(\.data.rowCount) == [long.count])
    }
}

/// Marks of several shapes made in one `ForEach` closure each join the layer of their shape, however
/// they interleave, up to the limit of open layers.
@Suite struct InterleavedMarkTests {
    struct Row {
        var i: Int
        var value: Double
    }
    let rows = (0..<40).map { Row(i: $0, value: Double($0 % 7)) }

    @Test func interleavedShapesDrawOneLayerEach() {
        let chart = Chart {
            ForEach(rows, id: \.i) { r in
                LineMark(x: .value("I", r.i), y: .value("Wind", r.value))
                RuleMark(y: .value("Mean", 3.0))
                LineMark(x: .value("I", r.i), y: .value("Pressure", r.value * 2)).foregroundStyle(.systemRed)
            }
        }
        #expect(chart.spec.layers.map(\.data.rowCount) == [40, 40, 40])
        #expect(chart.spec.layers[2].data["Pressure"]?.number(at: 39) == 8)
    }

    @Test(arguments: [8, 9]) func shapesBeyondTheLimitCloseTheOldestLayer(shapes: Int) {
        let labels: [StaticString] = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        let chart = Chart {
            ForEach(0..<2, id: \.self) { round in
                ForEach(0..<shapes, id: \.self) { k in
                    PointMark(x: .value("I", round), y: .value(labels[k], Double(k)))
                }
            }
        }
        // Eight shapes stay open and take both rounds; a ninth closes the oldest each time it cycles
        // round, so every mark then starts a layer (drawn the same, each point in its own layer).
        #expect(chart.spec.layers.count == (shapes == 8 ? 8 : 18))
        #expect(chart.spec.layers.map(\.data.rowCount).reduce(0, +) == 2 * shapes)
    }
}

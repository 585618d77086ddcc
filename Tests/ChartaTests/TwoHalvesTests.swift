import ChartaScales
import ChartaSupport
import Testing

@testable import Charta

/// Passes split in two halves, or in parts that two threads take in turn, run at once (``TwoHalves``) and
/// give exactly what one pass gives.
@Suite struct TwoHalvesTests {
    static let rows = TwoHalves.minimumRows + 1_001

    static func walk(seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        var level = 0.0
        return (0..<rows).map { _ in
            level += Double.random(in: -1...1, using: &generator)
            return level
        }
    }

    /// Walks, flat and stepped y, and extremes placed on either side of the middle. Slopes give columns of
    /// many rows (a part boundary inside one), of one row each (boundaries on column boundaries), in
    /// between, columns longer than a part (one column across three or more), and columns that descend as
    /// x ascends (a reversed x scale).
    @Test(arguments: [6_400.0 / Double(rows), 1, 0.37, 3.0 / Double(rows), -0.37, -6_400.0 / Double(rows)])
    func m4InPartsKeepsWhatOnePassKeeps(slope: Double) throws {
        let x = (0..<Self.rows).map(Double.init)
        let middle = Self.rows / 2
        var ys = [Self.walk(seed: 3), Array(repeating: 2.5, count: Self.rows), x.map { ($0 / 1000).rounded(.down) }]
        for (a, b) in [(middle - 1, middle), (middle, middle - 1), (middle - 3, middle + 2)] {
            var y = Self.walk(seed: 5)
            y[a] = 1e6
            y[b] = -1e6
            ys.append(y)
        }
        for y in ys {
            let onePass = M4.keptRows(x: x, y: y, slope: slope, intercept: 0.5)
            for (values, parts) in [(false, 2), (true, 2), (true, TwoHalves.parts), (false, 13)] {
                let split = try #require(
                    x.withUnsafeBufferPointer { xs in
                        y.withUnsafeBufferPointer {
                            M4.keptInParts(
                                x: xs, y: $0, count: Self.rows, slope: slope, intercept: 0.5, values: values,
                                parts: parts)
                        }
                    })
                #expect(split.rows == onePass, "slope \(slope), \(parts) parts")
                // The values recorded are the kept rows' own.
                #expect(split.x == (values ? onePass.map { x[$0] } : []))
                #expect(split.y.elementsEqual(values ? onePass.map { y[$0] } : []) { $0.bitPattern == $1.bitPattern })
            }
        }
    }

    @Test func m4InPartsLeavesGapsToOnePass() {
        let x = (0..<Self.rows).map(Double.init)
        var y = Self.walk(seed: 9)
        y[Self.rows / 2] = .nan
        let split = x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer {
                M4.keptInParts(x: xs, y: $0, count: Self.rows, slope: 0.02, intercept: 0, values: true)
            }
        }
        #expect(split == nil)
        let kept = M4.keptRows(x: x, y: y, slope: 0.02, intercept: 0, xSortedAndFinite: true)
        #expect(kept.contains(Self.rows / 2))
    }

    /// Uneven x with repeated values, and y drawn from a few values with +0 and −0 among them, so that a
    /// column's lowest and highest are tied many times over, inside blocks and across parts.
    @Test func m4InPartsKeepsWhatOnePassKeepsWithTiesAndUnevenX() throws {
        var generator = SeededGenerator(seed: 21)
        var level = 0.0
        let x = (0..<Self.rows).map { _ in
            level += [0, 0.25, 1, 7][Int.random(in: 0..<4, using: &generator)]
            return level
        }
        let y = (0..<Self.rows).map { _ in [0.0, -0.0, 1, -1, 2][Int.random(in: 0..<5, using: &generator)] }
        for slope in [6_400 / level, 0.9, -25_600 / level] {
            let onePass = M4.keptRows(x: x, y: y, slope: slope, intercept: 0.25)
            let split = try #require(
                x.withUnsafeBufferPointer { xs in
                    y.withUnsafeBufferPointer {
                        M4.keptInParts(x: xs, y: $0, count: Self.rows, slope: slope, intercept: 0.25, values: true)
                    }
                })
            #expect(split.rows == onePass, "slope \(slope)")
            #expect(split.y.elementsEqual(onePass.map { y[$0] }) { $0.bitPattern == $1.bitPattern })
        }
    }

    /// Clusters of equal x far apart leave most of the parts' room unused: the rows returned are the one
    /// pass's, in arrays no larger than they need.
    @Test func m4InPartsReturnsCompactArraysForClusteredX() throws {
        let x = (0..<Self.rows).map { Double($0 / 50_000) * 1e6 }
        let y = Self.walk(seed: 23)
        let onePass = M4.keptRows(x: x, y: y, slope: 1, intercept: 0)
        let split = try #require(
            x.withUnsafeBufferPointer { xs in
                y.withUnsafeBufferPointer {
                    M4.keptInParts(x: xs, y: $0, count: Self.rows, slope: 1, intercept: 0, values: true)
                }
            })
        #expect(split.rows == onePass && onePass.count <= 4 * (Self.rows / 50_000 + 1))
        #expect(split.rows.capacity < 1_000 && split.x.capacity < 1_000 && split.y.capacity < 1_000)
    }

    /// Rows kept into lent memory move to memory of their own when they outgrow it, with their values.
    @Test func keptRowsOutgrowLentMemory() {
        let x = (0..<10).map { Double($0) * 10 }
        let y = (0..<10).map { Double($0) }
        let rows = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3)
        let (xs, ys) = (
            UnsafeMutableBufferPointer<Double>.allocate(capacity: 3),
            UnsafeMutableBufferPointer<Double>.allocate(capacity: 3)
        )
        defer { for buffer in [UnsafeMutableRawBufferPointer(rows), .init(xs), .init(ys)] { buffer.deallocate() } }
        var kept = KeptRows(lent: (rows, xs, ys), offset: 100)
        x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                for row in [1, 2, 4] { kept.append(row, of: x, y) }
                #expect(!kept.owned && kept.rows.baseAddress == UnsafePointer(rows.baseAddress))
                for row in [5, 8] { kept.append(row, of: x, y) }
            }
        }
        #expect(kept.owned && kept.rows.baseAddress != UnsafePointer(rows.baseAddress))
        #expect(Array(kept.rows) == [101, 102, 104, 105, 108])
        #expect(kept.x.map(Array.init) == [10, 20, 40, 50, 80] && kept.y.map(Array.init) == [1, 2, 4, 5, 8])
        #expect(Array(rows) == [101, 102, 104])  // the lent memory keeps what was written there
        kept.free()
    }

    /// Gaps every other row keep far more than four rows a column: the part outgrows its share of the
    /// joined rows and the split gives way to one pass.
    @Test func m4InPartsGivesWayWhenAPartOutgrowsItsShare() {
        let x = (0..<Self.rows).map(Double.init)
        var y = Self.walk(seed: 11)
        for row in Swift.stride(from: 1_000, to: 40_000, by: 2) { y[row] = .infinity }
        let split = x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer {
                M4.keptInParts(x: xs, y: $0, count: Self.rows, slope: 0.02, intercept: 0, values: true)
            }
        }
        #expect(split == nil)
        let kept = M4.keptRows(x: x, y: y, slope: 0.02, intercept: 0, xSortedAndFinite: true)
        #expect(kept.count > 4 * Int(0.02 * Double(Self.rows)) && kept.contains(1_001))
    }

    /// M4 of an x only taken to ascend checks it as it goes: on an ascending x (ties and gaps in y
    /// included) it keeps what M4 of a known sorted x keeps, with the same values; an x that descends
    /// once anywhere (where parts meet, inside a part, in the last rows, at the second row), that holds a
    /// NaN, or whose ends are not finite gives nil. In parts (from ``TwoHalves/minimumRows`` rows) and in
    /// one pass.
    @Test(arguments: [rows, 5_003])
    func m4CheckingTheOrderKeepsWhatM4OfASortedXKeepsOrFindsTheDescent(count: Int) throws {
        let ascending = (0..<count).map { Double($0 / 3) }  // three rows a value: ties
        var gaps = Self.walk(seed: 31)
        for row in stride(from: 77, to: count, by: 20_011) { gaps[row] = .nan }
        for y in [Array(Self.walk(seed: 29)[..<count]), Array(gaps[..<count])] {
            for inHalves in [true, false] {
                let reference = M4.kept(
                    x: ascending, y: y, slope: 0.05, intercept: 0.5, xSortedAndFinite: true, values: true)
                let checked = try #require(
                    M4.keptIfAscending(
                        x: ascending, y: y, slope: 0.05, intercept: 0.5, inHalves: inHalves, values: true))
                #expect(
                    checked.rows == reference.rows && checked.x == reference.x, "\(count) rows, in halves: \(inHalves)")
                #expect(checked.y.elementsEqual(reference.y) { $0.bitPattern == $1.bitPattern })
            }
        }
        let y = Array(Self.walk(seed: 29)[..<count])
        let boundary = TwoHalves.part(3, of: TwoHalves.parts, count: count).lowerBound
        var broken: [(String, [Double])] = []
        for (name, row) in [
            ("where parts meet", boundary), ("inside a part", count / 3 + 7), ("in the last rows", count - 2),
            ("at the second row", 1),
        ] {
            var x = ascending
            x[row] = x[row - 1] - 0.5
            broken.append((name, x))
        }
        var nan = ascending
        nan[count / 2] = .nan
        var infiniteEnd = ascending
        infiniteEnd[count - 1] = .infinity
        broken += [("a NaN", nan), ("an infinite end", infiniteEnd)]
        for (name, x) in broken {
            for inHalves in [true, false] {
                #expect(
                    M4.keptIfAscending(x: x, y: y, slope: 0.05, intercept: 0.5, inHalves: inHalves, values: true)
                        == nil,
                    "\(name), \(count) rows, in halves: \(inHalves)")
            }
        }
    }

    /// Every part once, in order, whatever the count and number of parts (clamped to the count).
    @Test(arguments: [(0, 3), (1, 8), (5, 8), (1_000, 1), (1_000, 8), (1_003, 7)])
    func partsCoverTheRowsInOrder(count: Int, parts: Int) {
        nonisolated(unsafe) var calls = [Int](repeating: 0, count: max(1, count) + 1)
        let ranges = TwoHalves.run(count, parts: parts) { range in
            calls[range.lowerBound] += 1  // each part has its own start, so no two threads share a slot
            return range
        }
        #expect(ranges.count == min(parts, max(1, count)))
        #expect(ranges.allSatisfy { count == 0 || !$0.isEmpty })
        #expect(ranges.allSatisfy { calls[$0.lowerBound] == 1 } && calls.reduce(0, +) == ranges.count)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    /// A descent or a NaN where parts meet (the middle among them), and anywhere else.
    @Test func ascendingCheckInPartsSeesTheBoundaries() {
        let sorted = (0..<Self.rows).map(Double.init)
        #expect(ColumnSummary(sorted).sortedAndFinite == true)
        #expect(ColumnSummary(sorted).extent?.high == Double(Self.rows - 1))
        let middle = Self.rows / 2
        let boundary = Self.rows * 3 / TwoHalves.parts
        for position in [1, middle - 1, middle, middle + 1, boundary, boundary + 1, Self.rows - 1] {
            var descent = sorted
            descent.swapAt(position - 1, position)
            #expect(ColumnSummary(descent).sortedAndFinite == false, "descent at \(position)")
            var gap = sorted
            gap[position] = .nan
            let summary = ColumnSummary(gap)
            #expect(summary.sortedAndFinite == false && summary.anyNonFinite, "NaN at \(position)")
        }
    }
}

import Testing

@testable import Charta

/// M4 against a brute-force per-column scan: split the rows at gaps, group each finite stretch by pixel
/// column, keep first, lowest, highest and last of each group, and the first row of each gap.
@Suite struct M4Tests {
    /// The brute-force oracle. `byRuns` groups consecutive rows only (the rule for unsorted x);
    /// otherwise every row of a stretch with the same column forms one group.
    static func bruteForce(x: [Double], y: [Double], slope: Double, intercept: Double, byRuns: Bool = false) -> [Int] {
        var kept = Set<Int>()
        var stretch: [Int] = []
        func flush() {
            var groups: [[Int]] = []
            var keyOf: [Double: Int] = [:]
            for i in stretch {
                let c = (slope * x[i] + intercept).rounded(.down)
                if byRuns {
                    if let last = groups.last?.last, (slope * x[last] + intercept).rounded(.down) == c {
                        groups[groups.count - 1].append(i)
                    } else {
                        groups.append([i])
                    }
                } else if let g = keyOf[c] {
                    groups[g].append(i)
                } else {
                    keyOf[c] = groups.count
                    groups.append([i])
                }
            }
            for g in groups {
                kept.insert(g[0])
                kept.insert(g[g.count - 1])
                var (lo, hi) = (g[0], g[0])
                for i in g {
                    if y[i] < y[lo] { lo = i }
                    if y[i] > y[hi] { hi = i }
                }
                kept.insert(lo)
                kept.insert(hi)
            }
            stretch = []
        }
        var inGap = false
        for i in 0..<min(x.count, y.count) {
            if x[i].isFinite && y[i].isFinite {
                stretch.append(i)
                inGap = false
            } else {
                flush()
                if !inGap { kept.insert(i) }
                inGap = true
            }
        }
        flush()
        return kept.sorted()
    }

    static func randomWalk(_ n: Int, seed: UInt64) -> (x: [Double], y: [Double]) {
        var g = SeededGenerator(seed: seed)
        var y = 0.0
        return (
            (0..<n).map(Double.init),
            (0..<n).map { _ in
                y += g.uniform(in: -1...1)
                return y
            }
        )
    }

    /// Checks the kernel against the brute force as it is called knowing nothing, and as layout calls it
    /// knowing what its column scans found: x sorted, y finite (each only when true).
    func check(_ x: [Double], _ y: [Double], slope: Double, intercept: Double = 0.5, byRuns: Bool = false) {
        let kept = M4.keptRows(x: x, y: y, slope: slope, intercept: intercept)
        let expected = Self.bruteForce(x: x, y: y, slope: slope, intercept: intercept, byRuns: byRuns)
        #expect(kept == expected)
        let sorted = x.withUnsafeBufferPointer(M4.isSortedAndFinite)
        let yFinite = y.allSatisfy(\.isFinite)
        let informed = M4.keptRows(
            x: x, y: y, slope: slope, intercept: intercept, xSortedAndFinite: sorted, yFinite: yFinite)
        #expect(informed == expected)
        // With the kept rows' values recorded by the pass (NaN compared by its bits).
        let withValues = M4.kept(
            x: x, y: y, slope: slope, intercept: intercept, xSortedAndFinite: sorted, yFinite: yFinite, values: true)
        #expect(withValues.rows == expected)
        #expect(withValues.x.map(\.bitPattern) == expected.map { x[$0].bitPattern })
        #expect(withValues.y.map(\.bitPattern) == expected.map { y[$0].bitPattern })
    }

    @Test func aGapInYIsFoundWhenYIsNotKnownFinite() {
        var (x, y) = Self.randomWalk(10_000, seed: 13)
        y[4_321] = .nan
        let kept = M4.keptRows(x: x, y: y, slope: 0.05, intercept: 0, xSortedAndFinite: true)
        #expect(kept.contains(4_321))
        #expect(kept == Self.bruteForce(x: x, y: y, slope: 0.05, intercept: 0))
    }

    @Test(arguments: [1.0 / 3, 0.01, 0.0007, 1, 5])
    func randomWalksMatchTheBruteForceScan(slope: Double) {
        for seed in 1...4 {
            let (x, y) = Self.randomWalk(10_007, seed: UInt64(seed))
            check(x, y, slope: slope)
        }
    }

    @Test func aReversedScaleKeepsTheSameRows() {
        let (x, y) = Self.randomWalk(5_000, seed: 9)
        check(x, y, slope: -0.013, intercept: 800)
    }

    @Test func spikesAreKept() {
        var y = [Double](repeating: 0, count: 20_000)
        for i in stride(from: 17, to: y.count, by: 977) { y[i] = i % 2 == 0 ? 100 : -100 }
        let x = (0..<y.count).map(Double.init)
        let kept = M4.keptRows(x: x, y: y, slope: 0.01, intercept: 0)
        for i in stride(from: 17, to: y.count, by: 977) { #expect(kept.contains(i)) }
        check(x, y, slope: 0.01)
    }

    @Test func gapsStayGaps() {
        var (x, y) = Self.randomWalk(30_000, seed: 3)
        for start in [5, 1_000, 1_003, 12_345, 29_990] {
            for i in start..<min(start + 40, y.count) { y[i] = .nan }
        }
        y[20_000] = .infinity
        x[25_000] = .nan
        let kept = M4.keptRows(x: x, y: y, slope: 0.05, intercept: 0)
        for gap in [5, 1_000, 12_345, 20_000, 25_000, 29_990] { #expect(kept.contains(gap)) }
        check(x, y, slope: 0.05, byRuns: true)
    }

    @Test func stepsAndDuplicatedXMatch() {
        let x = (0..<40_000).map { Double($0 / 10) }  // each x ten times
        let y = (0..<40_000).map { (i: Int) -> Double in Double((i / 700) % 3) * 10 + Double(i % 10) }
        check(x, y, slope: 0.21)
        check(x, y, slope: 3)
    }

    @Test func unsortedXIsReducedByRunsInRowOrder() {
        var g = SeededGenerator(seed: 11)
        let x = (0..<8_000).map { i in Double(i % 2_000) + g.uniform(in: 0...0.5) }  // a sawtooth in x
        let y = (0..<8_000).map { _ in g.uniform(in: -1...1) }
        check(x, y, slope: 0.1, byRuns: true)
        let kept = M4.keptRows(x: x, y: y, slope: 0.1, intercept: 0)
        #expect(kept.count < x.count / 2)
    }

    @Test func unevenSortedXAndTiedExtremesMatch() {
        // Clusters and sparse stretches make column lengths jump (the search gallops both ways); y on a
        // coarse grid ties many lows and highs in a column, where the first of each is kept.
        var g = SeededGenerator(seed: 21)
        var x: [Double] = []
        var at = 0.0
        for i in 0..<30_000 {
            at += i % 3_000 < 1_000 ? g.uniform(in: 0...0.001) : g.uniform(in: 0...0.4)
            x.append(at)
        }
        let y = x.map { _ in (g.uniform(in: -3...3)).rounded() }
        for slope in [0.5, 3, 40] { check(x, y, slope: slope) }
    }

    @Test func everyInputRowIsKeptWhenColumnsAreWide() {
        let x = [0.0, 10, 20, 30]
        #expect(M4.keptRows(x: x, y: [1, 2, 3, 4], slope: 1, intercept: 0) == [0, 1, 2, 3])
        #expect(M4.keptRows(x: [], y: [], slope: 1, intercept: 0).isEmpty)
        #expect(M4.keptRows(x: [], y: [], slope: 1, intercept: 0, xSortedAndFinite: true, yFinite: true).isEmpty)
        #expect(M4.keptRows(x: x, y: [1, 2, 3, 4], slope: .nan, intercept: 0) == [0, 1, 2, 3])
    }
}

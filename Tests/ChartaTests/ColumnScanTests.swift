import Testing

@testable import Charta

/// The vectorised column passes against plain loops, on columns of every length mod 8 with NaN and
/// infinities in every lane position.
struct ColumnScanTests {
    static func bruteExtent(_ values: [Double]) -> (Double, Double)? {
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return nil }
        return (lo, hi)
    }

    static func columns() -> [[Double]] {
        var generator = SystemRandomNumberGenerator()
        var columns: [[Double]] = [[], [.nan], [.infinity], [-.infinity, 2], [.nan, .nan, .nan, .nan, .nan]]
        for count in 1...40 {
            let base = (0..<count).map { _ in Double.random(in: -1000...1000, using: &generator) }
            columns.append(base)
            columns.append(base.sorted())
            // A sorted column with one descent at every position, and with a tie.
            for position in Set([1, count / 2, count - 1]) where position > 0 && position < count {
                var column = base.sorted()
                column.swapAt(position - 1, position)
                if column[position - 1] != column[position] { columns.append(column) }
                column[position - 1] = column[position]
                columns.append(column)
            }
            for position in Set([0, count / 2, count - 1]) {
                for special in [Double.nan, .infinity, -.infinity] {
                    for start in [base, base.sorted()] {
                        var column = start
                        column[position] = special
                        columns.append(column)
                    }
                }
            }
        }
        // Finite values whose sum overflows.
        columns += [[.greatestFiniteMagnitude, .greatestFiniteMagnitude], Array(repeating: -1e308, count: 30)]
        return columns
    }

    @Test func finiteExtentMatchesAPlainScan() {
        for column in Self.columns() {
            let fast = ColumnScan.finiteExtent(column)
            let brute = Self.bruteExtent(column)
            #expect(fast?.0 == brute?.0 && fast?.1 == brute?.1, "\(column)")
        }
    }

    @Test func infiniteCountMatchesAPlainCount() {
        for column in Self.columns() {
            #expect(ColumnScan.infiniteCount(column) == column.count(where: \.isInfinite), "\(column)")
        }
    }

    /// The one-pass summary answers each question as a separate plain loop would.
    @Test func summaryMatchesPlainLoops() {
        for column in Self.columns() {
            let summary = ColumnSummary(column)
            #expect(summary.anyNonFinite == column.contains { !$0.isFinite }, "\(column)")
            let notNaN = column.filter { !$0.isNaN }
            #expect(summary.extent?.low == notNaN.min() && summary.extent?.high == notNaN.max(), "\(column)")
            let sorted =
                !column.isEmpty && column.allSatisfy(\.isFinite)
                && zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }
            #expect(summary.sortedAndFinite == sorted, "\(column)")
            let unordered = ColumnSummary(column, checkingOrder: false)
            #expect(unordered.sortedAndFinite == nil)
            #expect(unordered.anyNonFinite == summary.anyNonFinite && unordered.extent?.low == summary.extent?.low)
            #expect(unordered.extent?.high == summary.extent?.high)
            column.withUnsafeBufferPointer { #expect(M4.isSortedAndFinite($0) == sorted, "\(column)") }
        }
    }

    @Test func closestSpacingMatchesEveryPair() {
        for column in Self.columns() {
            let finite = column.filter(\.isFinite)
            var brute = Double.infinity
            for a in finite { for b in finite where b > a { brute = min(brute, b - a) } }
            #expect(ColumnScan.closestSpacing(column) == (brute < .infinity ? brute : nil), "\(column)")
        }
        // Repeated values are one position.
        #expect(ColumnScan.closestSpacing([3, 1, 3, 1, 7]) == 2)
        #expect(ColumnScan.closestSpacing([5, 5, .nan, 5]) == nil)
    }
}

import Testing

@testable import Charta

/// Columns made in memory advised for huge pages hold exactly the values asked for, whatever the size and
/// however well the source knows its length.
@Suite struct HugePageColumnTests {
    /// 600,000 values: 4.8 MB, above the size that is advised.
    static let large = 600_000

    @Test(arguments: [0, 1, 1_000, large])
    func mappedHoldsEveryValueInOrder(count: Int) {
        let source = (0..<count).map { Double($0) * 0.5 }
        // An array knows its length; a filtered sequence underestimates it as zero.
        #expect([Double].mapped(source) { $0 + 1 } == source.map { $0 + 1 })
        let filtered = source.lazy.filter { _ in true }
        #expect(filtered.underestimatedCount == 0)
        #expect([Double].mapped(filtered) { $0 * 2 } == source.map { $0 * 2 })
    }

    @Test func reservedIsEmptyWithTheRoomAskedFor() {
        let values = [Double].reserved(Self.large)
        #expect(values.isEmpty)
        #expect(values.capacity >= Self.large)
    }

    /// A column builder that already holds values keeps them when it makes room for more.
    @Test func reservingKeepsTheValuesHeld() {
        var column = ColumnBuilder(kind: .number)
        [1.0, 2, 3].withUnsafeBufferPointer { column.append(numbers: $0) }
        column.reserveCapacity(Self.large)
        #expect(column.numbers == [1, 2, 3])
        #expect(column.numbers.capacity >= Self.large)
        for k in 0..<Self.large { column.append(.number(Double(k))) }
        #expect(column.count == Self.large + 3)
        #expect(column.numbers.last == Double(Self.large - 1))
    }
}

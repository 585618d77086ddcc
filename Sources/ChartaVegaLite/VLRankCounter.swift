/// A multiset of a fixed list of numbers that answers "the k-th smallest present" in O(log n): a
/// Fenwick tree of counts over the numbers' ranks (Fenwick, "A new data structure for cumulative
/// frequency tables", Software: Practice and Experience 24(3), 1994), searched top-down by binary
/// lifting. Inserting or removing one of the numbers is O(log n); building is one sort.
struct VLRankCounter {
    /// The numbers in ascending order.
    private let sorted: [Double]
    /// The rank of each number in ``sorted`` by its position in the list given to `init` (equal
    /// numbers get consecutive ranks in list order).
    private let ranks: [Int]
    /// One-based Fenwick tree of counts per rank.
    private var tree: [Int]
    /// The highest power of two not above the number of ranks.
    private let topBit: Int
    /// How many numbers are present.
    private(set) var count = 0

    /// A counter over `numbers`, none of them present yet.
    init(_ numbers: [Double]) {
        let order = numbers.indices.sorted { numbers[$0] < numbers[$1] || (numbers[$0] == numbers[$1] && $0 < $1) }
        sorted = order.map { numbers[$0] }
        var ranks = Array(repeating: 0, count: numbers.count)
        for (rank, i) in order.enumerated() { ranks[i] = rank }
        self.ranks = ranks
        tree = Array(repeating: 0, count: numbers.count + 1)
        var bit = 1
        while bit * 2 <= numbers.count { bit *= 2 }
        topBit = numbers.isEmpty ? 0 : bit
    }

    /// Marks the number at `index` (of the list given to `init`) present.
    mutating func insert(_ index: Int) { update(ranks[index] + 1, by: 1) }

    /// Marks the number at `index` absent again.
    mutating func remove(_ index: Int) { update(ranks[index] + 1, by: -1) }

    private mutating func update(_ position: Int, by delta: Int) {
        count += delta
        var p = position
        while p < tree.count {
            tree[p] += delta
            p += p & -p
        }
    }

    /// The k-th smallest present number, k from 0.
    func smallest(_ k: Int) -> Double {
        var position = 0
        var remaining = k + 1
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next < tree.count, tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            bit >>= 1
        }
        return sorted[Swift.min(position, sorted.count - 1)]
    }

    /// The `p`-quantile of the present numbers (R-7, as ``VLCompiler/quantile(sorted:_:)``); nil when
    /// none is present.
    func quantile(_ p: Double) -> Double? {
        VLCompiler.quantile(count: count, p) { smallest($0) }
    }
}

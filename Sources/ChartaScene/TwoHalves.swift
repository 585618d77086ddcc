import Dispatch

/// Work split in two halves done at once on two cores: a pass over millions of rows is bound by how fast
/// one core reads memory, and a second core reads the other half; a long stroke is rasterised into the
/// left and right halves of an image at once. Callers combine the halves' results into what one pass
/// gives.
package enum TwoHalves {
    /// Rows from which a pass is split (below it, starting a thread costs more than it saves).
    package static let minimumRows = 1 << 18

    /// Whether a pass over `count` rows is split. On one core the halves simply run one after the other
    /// (`concurrentPerform` uses the cores there are; asking for their number reads files on Linux, which
    /// costs more than the split).
    package static func splits(_ count: Int) -> Bool {
        count >= minimumRows
    }

    /// `body` of `0..<middle` and of `middle..<count`, run at once; `middle` is `count / 2` unless given
    /// (clamped to `0...count`).
    package static func run<T>(_ count: Int, middle: Int? = nil, _ body: (Range<Int>) -> T) -> (T, T) {
        let middle = min(count, max(0, middle ?? count / 2))
        let slots = UnsafeMutablePointer<T>.allocate(capacity: 2)
        defer {
            slots.deinitialize(count: 2)
            slots.deallocate()
        }
        return withoutActuallyEscaping(body) { body in
            // The halves share nothing but read-only input: each writes only its own slot, and
            // `concurrentPerform` returns when both are written.
            nonisolated(unsafe) let (work, results) = (body, slots)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                (results + half).initialize(to: work(half == 0 ? 0..<middle : middle..<count))
            }
            return (slots[0], slots[1])
        }
    }
}

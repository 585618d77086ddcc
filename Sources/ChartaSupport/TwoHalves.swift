import Dispatch
import Foundation

/// Work split in two halves done at once on two cores, or in parts that two threads take in turn: a pass
/// over millions of rows is bound by how fast one core reads memory, and a second core reads the other
/// half; a long stroke is rasterised into the left and right halves of an image at once. Callers combine
/// the results into what one pass gives.
package enum TwoHalves {
    /// Rows from which a pass is split (below it, starting a thread costs more than it saves).
    package static let minimumRows = 1 << 18

    /// Parts a long pass over rows is split into by ``run(_:parts:_:)``.
    package static let parts = 8

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

    /// `body` of `parts` consecutive ranges of `0..<count` (``part(_:of:count:)``; `parts` is clamped to
    /// `1...max(1, count)`), in order of k. The calling thread and one other take
    /// the parts in turn as each is free: when the other thread starts late (a new thread, or a core the
    /// system had let sleep, which can take longer than a pass over a million rows), the calling thread
    /// gets on with the parts meanwhile instead of doing a whole second half alone.
    package static func run<T>(_ count: Int, parts: Int, _ body: (Range<Int>) -> T) -> [T] {
        let parts = min(max(1, parts), max(1, count))
        let slots = UnsafeMutablePointer<T>.allocate(capacity: parts)
        defer { slots.deallocate() }
        let taken = PartCounter()
        withoutActuallyEscaping(body) { body in
            // Each part's slot is written by the thread that took it, once; `concurrentPerform` returns
            // when both threads have run out of parts.
            nonisolated(unsafe) let (work, results) = (body, slots)
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                while let k = taken.next(below: parts) {
                    (results + k).initialize(to: work(part(k, of: parts, count: count)))
                }
            }
        }
        return [T](unsafeUninitializedCapacity: parts) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: slots, count: parts)
            initialized = parts
        }
    }
}

extension TwoHalves {
    /// The k-th of `parts` consecutive ranges of `0..<count`, as ``run(_:parts:_:)`` hands them out (for
    /// `parts` in `1...max(1, count)`): `count·k/parts ..< count·(k+1)/parts`.
    package static func part(_ k: Int, of parts: Int, count: Int) -> Range<Int> {
        count * k / parts..<count * (k + 1) / parts
    }
}

/// The next part to take, shared by the threads of ``TwoHalves/run(_:parts:_:)``.
private final class PartCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0

    /// The next part below `parts`, nil when all are taken.
    func next(below parts: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < parts else { return nil }
        taken += 1
        return taken - 1
    }
}

/// A growable byte buffer that SVG output is written into.
///
/// Storage is grown in large zero-filled steps and written through an unsafe pointer, so the hot paths
/// (numbers and path data) pay one capacity check per number rather than one per byte. ``bytes`` trims
/// the unused tail.
struct ByteWriter {
    private var storage: [UInt8]
    /// How many bytes have been written.
    private(set) var count: Int = 0

    /// Creates an empty writer with room for about `capacity` bytes.
    init(capacity: Int = 4096) {
        storage = [UInt8](repeating: 0, count: max(64, capacity))
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(storage[0..<count]) }

    /// Makes sure at least `extra` more bytes can be written without growing.
    @inline(__always)
    mutating func ensure(_ extra: Int) {
        if count + extra > storage.count { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let target = max(storage.count * 2, count + extra)
        storage += [UInt8](repeating: 0, count: target - storage.count)
    }

    /// Writes bytes through a raw pointer: `body` receives the next free position, returns how many bytes
    /// it wrote, and must write no more than the `reserve` bytes asked for.
    @inline(__always)
    mutating func withUnsafeSpace(reserve: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        ensure(reserve)
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return body(base + start)
        }
        count += written
    }

    /// Appends one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        ensure(1)
        storage[count] = byte
        count += 1
    }

    /// Appends the UTF-8 bytes of a literal. Only for markup written by the renderer itself, never for
    /// user text (that goes through ``writeEscaped(_:)``).
    mutating func write(_ literal: StaticString) {
        let n = literal.utf8CodeUnitCount
        guard n > 0 else { return }
        ensure(n)
        let start = count
        literal.withUTF8Buffer { source in
            copy(source, at: start)
        }
        count += n
    }

    /// Appends bytes that are already valid markup (the contents of another writer, a cached id).
    mutating func write(bytes other: [UInt8]) {
        guard !other.isEmpty else { return }
        ensure(other.count)
        let start = count
        other.withUnsafeBufferPointer { source in
            copy(source, at: start)
        }
        count += other.count
    }

    /// Appends the contents of another writer.
    mutating func write(_ other: ByteWriter) {
        let n = other.count
        guard n > 0 else { return }
        ensure(n)
        let start = count
        other.storage.withUnsafeBufferPointer { source in
            copy(UnsafeBufferPointer(rebasing: source[0..<n]), at: start)
        }
        count += n
    }

    /// Copies `source` into already ensured space at `start`.
    private mutating func copy(_ source: UnsafeBufferPointer<UInt8>, at start: Int) {
        guard let from = source.baseAddress, source.count > 0 else { return }
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            (base + start).update(from: from, count: source.count)
        }
    }

    /// Hands over the bytes written, with `head` in front and `tail` behind, reusing this writer's
    /// storage (the body of a large drawing is moved within its buffer, not copied to a new one). The
    /// writer is empty afterwards.
    mutating func finish(head: ByteWriter, tail: StaticString) -> [UInt8] {
        var result: [UInt8] = []
        swap(&result, &storage)
        result.removeSubrange(count...)
        count = 0
        head.storage.withUnsafeBufferPointer { source in
            result.insert(contentsOf: UnsafeBufferPointer(rebasing: source[0..<head.count]), at: 0)
        }
        tail.withUTF8Buffer { result.append(contentsOf: $0) }
        return result
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable byte buffer that SVG output is written into.
///
/// The bytes live in memory the writer allocates and grows itself (``ByteStorage``), not in an array:
/// room reserved for the worst case but never written is never touched, so it costs no page faults (a
/// fresh page costs about a microsecond and a half, and a large chart's path data reserves far more than
/// it writes), and a large buffer grows in place where the allocator can. Writers are values: a copy
/// that is written to gets storage of its own first. The hot paths (numbers and path data) pay one
/// capacity check per number, or per batch of path segments, rather than one per byte. ``bytes`` and
/// ``finish(head:tail:)`` copy the written bytes out once.
struct ByteWriter {
    private var storage: ByteStorage
    /// How many bytes have been written.
    private(set) var count: Int = 0

    /// Creates an empty writer with room for about `capacity` bytes.
    init(capacity: Int = 4096) {
        storage = ByteStorage(capacity: max(64, capacity))
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: count)) }

    /// Makes sure at least `extra` more bytes can be written without growing, in storage of this
    /// writer's own.
    @inline(__always)
    mutating func ensure(_ extra: Int) {
        if count &+ extra > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let needed = count + extra
        let capacity = needed > storage.capacity ? max(storage.capacity * 2, needed) : storage.capacity
        if isKnownUniquelyReferenced(&storage) {
            storage.resize(to: capacity)
        } else {
            storage = storage.copy(count: count, capacity: capacity)
        }
    }

    /// Writes bytes through a raw pointer: `body` receives the next free position, returns how many bytes
    /// it wrote, and must write no more than the `reserve` bytes asked for.
    @inline(__always)
    mutating func withUnsafeSpace(reserve: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        ensure(reserve)
        count += body(storage.base + count)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        ensure(1)
        storage.base[count] = byte
        count += 1
    }

    /// Appends the UTF-8 bytes of a literal. Only for markup written by the renderer itself, never for
    /// user text (that goes through ``writeEscaped(_:)``).
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends bytes that are already valid markup (the contents of another writer, a cached id).
    mutating func write(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the contents of another writer.
    mutating func write(_ other: ByteWriter) {
        append(UnsafeBufferPointer(start: other.storage.base, count: other.count))
    }

    /// Appends `source`, which must not be this writer's own storage.
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress, source.count > 0 else { return }
        ensure(source.count)
        (storage.base + count).update(from: from, count: source.count)
        count += source.count
    }

    /// The bytes written, with `head` in front and `tail` behind, copied once into an array of exactly
    /// their size. The writer is empty afterwards.
    mutating func finish(head: ByteWriter, tail: StaticString) -> [UInt8] {
        let (headCount, bodyCount) = (head.count, count)
        let total = headCount + bodyCount + tail.utf8CodeUnitCount
        count = 0
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let out = buffer.baseAddress else { return }
            out.initialize(from: head.storage.base, count: headCount)
            (out + headCount).initialize(from: storage.base, count: bodyCount)
            tail.withUTF8Buffer { (out + headCount + bodyCount).initialize(from: $0.baseAddress!, count: $0.count) }
            initialized = total
        }
    }
}

/// The memory of a ``ByteWriter``: allocated with `malloc`, grown with `realloc` (which can grow a large
/// block in place, without copying it or touching its pages), freed with the last writer that holds it.
final class ByteStorage {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    init(capacity: Int) {
        base = Self.reallocate(nil, capacity)
        self.capacity = capacity
    }

    deinit { free(base) }

    /// Grows (or shrinks) the block, keeping its bytes.
    func resize(to newCapacity: Int) {
        base = Self.reallocate(base, newCapacity)
        capacity = newCapacity
    }

    /// A new block of `capacity` bytes holding the first `count` of this one.
    func copy(count: Int, capacity: Int) -> ByteStorage {
        let copy = ByteStorage(capacity: capacity)
        copy.base.update(from: base, count: count)
        return copy
    }

    private static func reallocate(_ block: UnsafeMutablePointer<UInt8>?, _ capacity: Int) -> UnsafeMutablePointer<
        UInt8
    > {
        guard let memory = realloc(block, max(1, capacity)) else {
            fatalError("out of memory for \(capacity) bytes of SVG")
        }
        return memory.assumingMemoryBound(to: UInt8.self)
    }
}

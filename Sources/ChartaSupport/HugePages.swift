#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Large buffers backed by huge pages where the system offers them on request (Linux's transparent huge
/// pages in `madvise` mode): the first write to a fresh 8 MB column then takes four page faults instead
/// of 2,048, and a fault costs a microsecond or two. Elsewhere this does nothing (``map(bytes:)`` gives
/// nil).
package enum HugePages {
    /// The huge page size on Linux.
    package static let size = 1 << 21

    /// Asks for huge pages under the whole huge pages within `bytes` from `base`, before they are first
    /// written (pages already written keep their size). Harmless where the kernel declines.
    package static func advise(_ base: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
            let start = roundedUp(Int(bitPattern: base))
            let end = (Int(bitPattern: base) + bytes) / size * size
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, Int32(MADV_HUGEPAGE))
        #endif
    }

    /// Advises a buffer not yet written when it spans at least two huge pages (below that, no whole
    /// huge page need lie within it).
    package static func advise<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        let bytes = buffer.count * MemoryLayout<T>.stride
        guard let base = buffer.baseAddress, bytes >= 2 * size else { return }
        advise(UnsafeMutableRawPointer(base), bytes: bytes)
    }

    /// Zeroed memory of at least `bytes` (whole huge pages), starting on a huge page boundary and
    /// advised for huge pages; nil below one huge page, off Linux, or when the system refuses. Free it
    /// with ``unmap(_:length:)``.
    package static func map(bytes: Int) -> (base: UnsafeMutableRawPointer, length: Int)? {
        #if os(Linux)
            guard bytes >= size else { return nil }
            // Room to start on a huge page boundary, then the unused ends are unmapped.
            let length = roundedUp(bytes)
            guard let raw = mmap(nil, length + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                raw != MAP_FAILED
            else { return nil }
            let start = roundedUp(Int(bitPattern: raw))
            let lead = start - Int(bitPattern: raw)
            if lead > 0 { munmap(raw, lead) }
            if size - lead > 0 { munmap(UnsafeMutableRawPointer(bitPattern: start + length), size - lead) }
            let aligned = UnsafeMutableRawPointer(bitPattern: start)!
            advise(aligned, bytes: length)
            return (aligned, length)
        #else
            return nil
        #endif
    }

    /// Returns memory from ``map(bytes:)``.
    package static func unmap(_ base: UnsafeMutableRawPointer, length: Int) {
        #if os(Linux)
            munmap(base, length)
        #endif
    }

    /// `value` rounded up to a whole number of huge pages.
    private static func roundedUp(_ value: Int) -> Int {
        (value + size - 1) / size * size
    }
}

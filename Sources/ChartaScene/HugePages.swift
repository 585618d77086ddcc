#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Large buffers backed by huge pages where the system offers them on request (Linux's transparent huge
/// pages in `madvise` mode): the first write to a fresh 8 MB column then takes four page faults instead
/// of 2,048, and a fault costs a microsecond or two. Elsewhere this does nothing.
package enum HugePages {
    /// The huge page size on Linux.
    package static let size = 1 << 21

    /// Asks for huge pages under the whole huge pages within `bytes` from `base`, before they are first
    /// written (pages already written keep their size). Harmless where the kernel declines.
    package static func advise(_ base: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
            let start = (Int(bitPattern: base) + size - 1) / size * size
            let end = (Int(bitPattern: base) + bytes) / size * size
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, Int32(MADV_HUGEPAGE))
        #endif
    }
}

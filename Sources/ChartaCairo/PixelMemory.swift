#if Cairo
    import ChartaScene

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Zeroed memory for a large image, which its owner releases (``release()``). On Linux a buffer of 2 MB or
    /// more is mapped in huge pages where the kernel offers them on request (transparent huge pages in
    /// `madvise` mode), so that the first write to a 1600 × 1000 image takes four page faults instead of
    /// 1,600 (a fault costs a microsecond or two); elsewhere it is plain zeroed memory.
    struct PixelMemory {
        let base: UnsafeMutableRawPointer
        /// The bytes held: at least those asked for (a mapping is whole huge pages).
        let length: Int
        private let mapped: Bool

        /// Huge page size on Linux, the smallest buffer mapped in huge pages.
        static let hugePage = HugePages.size

        /// `count` zero bytes, nil when they cannot be had.
        init?(count: Int) {
            guard count > 0 else { return nil }
            #if os(Linux)
                if count >= Self.hugePage {
                    // Room to start on a huge page boundary, then the unused ends are unmapped.
                    let length = (count + Self.hugePage - 1) / Self.hugePage * Self.hugePage
                    let raw = mmap(
                        nil, length + Self.hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                    if let raw, raw != MAP_FAILED {
                        let start = (Int(bitPattern: raw) + Self.hugePage - 1) / Self.hugePage * Self.hugePage
                        let lead = start - Int(bitPattern: raw)
                        if lead > 0 { munmap(raw, lead) }
                        let tail = Self.hugePage - lead
                        if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: start + length), tail) }
                        let aligned = UnsafeMutableRawPointer(bitPattern: start)!
                        HugePages.advise(aligned, bytes: length)
                        (base, self.length, mapped) = (aligned, length, true)
                        return
                    }
                }
            #endif
            guard let zeroed = calloc(count, 1) else { return nil }
            (base, self.length, mapped) = (zeroed, count, false)
        }

        /// Returns the memory; it must not be used after.
        func release() {
            #if os(Linux)
                if mapped {
                    munmap(base, length)
                    return
                }
            #endif
            free(base)
        }
    }
#endif

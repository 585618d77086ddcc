#if Cairo
    import ChartaScene
    import ChartaSupport

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Zeroed memory for a large image, which its owner releases (``release()``): of 2 MB or more, mapped
    /// in huge pages where Linux offers them (``HugePages/map(bytes:)``), so that the first write to a
    /// 1600 × 1000 image takes four page faults instead of 1,600; else plain zeroed memory.
    struct PixelMemory {
        let base: UnsafeMutableRawPointer
        /// The bytes held: at least those asked for (a mapping is whole huge pages).
        let length: Int
        private let mapped: Bool

        /// `count` zero bytes, nil when they cannot be had.
        init?(count: Int) {
            guard count > 0 else { return nil }
            if let (base, length) = HugePages.map(bytes: count) {
                (self.base, self.length, mapped) = (base, length, true)
                return
            }
            guard let zeroed = calloc(count, 1) else { return nil }
            (base, self.length, mapped) = (zeroed, count, false)
        }

        /// Returns the memory; it must not be used after.
        func release() {
            if mapped { HugePages.unmap(base, length: length) } else { free(base) }
        }
    }
#endif

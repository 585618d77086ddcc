#if Cairo
    /// The distinct pixel values of an image, up to 256 of them, for writing an indexed-colour PNG.
    ///
    /// Charts are mostly flat colour with antialiased edges, and many have no more than 256 distinct
    /// pixels; as palette indices they take a third (RGB) or a quarter (RGBA) of the bytes to compress.
    /// The table is an open-addressing hash (Knuth's multiplicative hashing) of 512 slots, with a
    /// one-entry cache for runs of equal pixels, which make up most of an image.
    struct ColorTable {
        /// The distinct values in first-seen order (native 0xAARRGGBB words as cairo stores them).
        private(set) var colors: [UInt32] = []
        private var keys = [UInt32](repeating: 0, count: 512)
        private var slots = [Int16](repeating: -1, count: 512)

        /// Builds the table, or nil when the image has more than 256 distinct values. `opaqueMask` is
        /// OR-ed into every word (0xFF000000 for RGB24 surfaces, whose top byte is undefined).
        init?(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaqueMask: UInt32) {
            var last: UInt32? = nil
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x] | opaqueMask
                    if p == last { continue }
                    last = p
                    guard index(of: p, inserting: true) != nil else { return nil }
                }
            }
        }

        /// The palette index of `p`, adding it when `inserting` and there is room; nil when absent (or the
        /// table is full).
        @inline(__always)
        mutating func index(of p: UInt32, inserting: Bool = false) -> UInt8? {
            var slot = Int(truncatingIfNeeded: (p &* 2_654_435_761) >> 23)
            while true {
                let found = slots[slot]
                if found < 0 {
                    guard inserting, colors.count < 256 else { return nil }
                    keys[slot] = p
                    slots[slot] = Int16(colors.count)
                    colors.append(p)
                    return UInt8(truncatingIfNeeded: colors.count - 1)
                }
                if keys[slot] == p { return UInt8(truncatingIfNeeded: found) }
                slot = (slot + 1) & 511
            }
        }
    }
#endif

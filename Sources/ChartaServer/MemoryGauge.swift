import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's resident memory, and a way to give freed memory back to the system.
enum MemoryGauge {
    /// The resident set size in bytes, from `/proc/self/statm` (nil where there is no such file, as on
    /// macOS, where the memory budget is then not enforced).
    static func residentBytes() -> Int? {
        #if os(Linux)
            let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 128)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 127) }
            guard count > 0 else { return nil }
            // "size resident shared …", in pages.
            let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
            return pages * sysconf(Int32(_SC_PAGESIZE))
        #else
            return nil
        #endif
    }

    /// Returns the memory malloc holds free to the system (glibc keeps what large renders freed).
    static func trim() {
        #if canImport(Glibc)
            _ = mallocTrim?(0)
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `malloc_trim`, which its module map leaves out (`malloc.h`).
        private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        }()
    #endif
}

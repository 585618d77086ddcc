#if Cairo
    import CCairo

    /// Collects the bytes cairo writes to a stream (`cairo_write_func_t`); a `final class` because cairo
    /// holds it by pointer while it writes.
    final class ByteSink {
        var bytes: [UInt8] = []

        /// The C callback: appends `length` bytes to the sink passed as the closure pointer.
        static let write: cairo_write_func_t = { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            }
            return CAIRO_STATUS_SUCCESS
        }

        /// Runs `body` with an unretained pointer to the sink, for cairo's closure argument.
        func withClosure<T>(_ body: (UnsafeMutableRawPointer) throws -> T) rethrows -> T {
            try withExtendedLifetime(self) { try body(Unmanaged.passUnretained(self).toOpaque()) }
        }
    }
#endif

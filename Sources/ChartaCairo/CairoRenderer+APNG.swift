#if Cairo
    import CCairo
    import ChartaScene

    /// Animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification): the frames of an animation in
    /// one file that browsers play and plain PNG viewers show as its first frame.
    extension CairoRenderer {
        /// Renders `frames` (scenes of one size) as an animated PNG shown once, each frame for
        /// `frameDuration` seconds and the last one kept. Every frame is 8-bit RGBA (no palette), so all
        /// frames share the image header; the first frame is the default image (`IDAT`), the others follow
        /// as `fdAT` chunks, each after its `fcTL`.
        public func animatedPNG(_ frames: [Scene], scale: Double = 1, frameDuration: Double) throws -> [UInt8] {
            guard let first = frames.first else { throw CairoError.cairo("an animation needs at least one frame") }
            let encoder = PNGEncoder(alwaysRGBA: true)
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            var sequence: UInt32 = 0
            // Delay as a fraction with denominator 1000 (milliseconds), at least 1 ms.
            let delay = UInt16(clamping: Int((max(0, frameDuration.isFinite ? frameDuration : 0) * 1000).rounded()))
            for (index, scene) in frames.enumerated() {
                guard scene.size == first.size else {
                    throw CairoError.invalidSize(width: scene.size.width, height: scene.size.height)
                }
                let chunks = try withImageSurface(scene, scale: scale) { surface, _ -> [(String, [UInt8])] in
                    guard let data = cairo_image_surface_get_data(surface) else {
                        throw CairoError.cairo("no pixel data")
                    }
                    let bytes = try encoder.encode(
                        pixels: data, width: Int(cairo_image_surface_get_width(surface)),
                        height: Int(cairo_image_surface_get_height(surface)),
                        stride: Int(cairo_image_surface_get_stride(surface)),
                        hasAlpha: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
                    return Self.chunks(of: bytes)
                }
                guard let header = chunks.first(where: { $0.0 == "IHDR" })?.1, header.count == 13 else {
                    throw CairoError.cairo("encoded frame has no image header")
                }
                if index == 0 {
                    PNGEncoder.appendChunk("IHDR", header, to: &png)
                    var control: [UInt8] = []
                    control.appendBigEndian(UInt32(frames.count))
                    control.appendBigEndian(1)  // play once
                    PNGEncoder.appendChunk("acTL", control, to: &png)
                }
                var frameControl: [UInt8] = []
                frameControl.appendBigEndian(sequence)
                frameControl += header[0..<8]  // width, height
                frameControl.appendBigEndian(0)  // x offset
                frameControl.appendBigEndian(0)  // y offset
                frameControl += [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8]  // delay / 1000
                frameControl += [0, 0]  // dispose: none; blend: source
                PNGEncoder.appendChunk("fcTL", frameControl, to: &png)
                sequence += 1
                for (type, data) in chunks where type == "IDAT" {
                    if index == 0 {
                        PNGEncoder.appendChunk("IDAT", data, to: &png)
                    } else {
                        var frameData: [UInt8] = []
                        frameData.appendBigEndian(sequence)
                        PNGEncoder.appendChunk("fdAT", frameData + data, to: &png)
                        sequence += 1
                    }
                }
            }
            PNGEncoder.appendChunk("IEND", [], to: &png)
            return png
        }

        /// The chunks of a PNG file as (type, data), in order; stops at a truncated chunk.
        static func chunks(of png: [UInt8]) -> [(String, [UInt8])] {
            var result: [(String, [UInt8])] = []
            var offset = 8
            while offset + 12 <= png.count {
                let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                let start = offset + 8
                guard length >= 0, start + length + 4 <= png.count else { break }
                let type = String(decoding: png[offset + 4..<start], as: UTF8.self)
                result.append((type, Array(png[start..<start + length])))
                offset = start + length + 4
            }
            return result
        }
    }
#endif

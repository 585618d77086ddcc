#if Cairo
    import CCairo
    import ChartaScene
    import Foundation
    import Testing

    @testable import ChartaCairo

    /// An RGBA pixel with straight alpha, 0…255 per channel.
    struct Pixel: Hashable, CustomStringConvertible {
        var r: Int
        var g: Int
        var b: Int
        var a: Int

        init(r: Int, g: Int, b: Int, a: Int = 255) {
            (self.r, self.g, self.b, self.a) = (r, g, b, a)
        }

        init(_ c: Color) {
            self.init(r: Color.byte(c.red), g: Color.byte(c.green), b: Color.byte(c.blue), a: Color.byte(c.alpha))
        }

        /// The largest difference of a channel.
        func distance(to other: Pixel) -> Int {
            max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a))
        }

        /// Whether every channel is within `tolerance` of the colour's.
        func isNear(_ c: Color, tolerance: Int = 2) -> Bool { distance(to: Pixel(c)) <= tolerance }

        var description: String { "rgba(\(r),\(g),\(b),\(a))" }
    }

    /// Draws with `draw` (given the cairo context) into a white `width` × `height` image of `format` and
    /// returns its pixels as cairo stores them: premultiplied native-endian 0xAARRGGBB words, an RGB
    /// image's unused top byte set to 255. For comparing two drawings byte for byte, or probing one.
    func drawnOnWhite(
        width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32, _ draw: (OpaquePointer) throws -> Void
    ) throws -> CairoImage {
        let surface = try #require(cairo_image_surface_create(format, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        try draw(cr)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        var bytes = Array(
            UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * height))
        if format == CAIRO_FORMAT_RGB24 { for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 } }
        return CairoImage(width: width, height: height, rgba: bytes)
    }

    /// Pixels decoded from PNG bytes by cairo's own PNG reader (libpng), an oracle independent of
    /// Charta's encoder. PNGs are only ever compared through decoded pixels, never byte for byte.
    struct DecodedImage {
        var width: Int
        var height: Int
        /// Straight RGBA, rows top to bottom.
        var rgba: [UInt8]

        subscript(x: Int, y: Int) -> Pixel {
            let o = 4 * (y * width + x)
            return Pixel(r: Int(rgba[o]), g: Int(rgba[o + 1]), b: Int(rgba[o + 2]), a: Int(rgba[o + 3]))
        }

        /// The pixel at scene point (x, y) for an image drawn at `scale`.
        func at(_ x: Double, _ y: Double, scale: Double = 1) -> Pixel {
            self[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
        }

        init(width: Int, height: Int, rgba: [UInt8]) {
            (self.width, self.height, self.rgba) = (width, height, rgba)
        }

        init(_ image: CairoImage) {
            self.init(width: image.width, height: image.height, rgba: image.rgba)
        }

        /// Decodes PNG bytes with `cairo_image_surface_create_from_png_stream`.
        init(png bytes: [UInt8]) throws {
            let source = ByteSource(bytes)
            let surface = withExtendedLifetime(source) {
                cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
            }
            guard let surface else { throw DecodeError.unreadable }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                let data = cairo_image_surface_get_data(surface)
            else { throw DecodeError.unreadable }
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = hasAlpha ? p >> 24 : 255
                    let o = 4 * (y * width + x)
                    rgba[o + 3] = UInt8(a)
                    guard a > 0 else { continue }
                    for (k, shift) in [16, 8, 0].enumerated() {
                        rgba[o + k] = UInt8(min(255, (((p >> UInt32(shift)) & 0xFF) * 255 + a / 2) / a))
                    }
                }
            }
            self.init(width: width, height: height, rgba: rgba)
        }

        enum DecodeError: Error { case unreadable }

        /// Feeds bytes to cairo's PNG reader.
        private final class ByteSource {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }

            static let read: cairo_read_func_t = { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard source.offset + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    data.update(from: base + source.offset, count: n)
                }
                source.offset += n
                return CAIRO_STATUS_SUCCESS
            }
        }

        /// The bounding box of the pixels that differ from `background` by more than `tolerance`, in
        /// pixels, or nil when there are none.
        func inkBounds(background: Pixel, tolerance: Int = 40) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            for y in 0..<height {
                for x in 0..<width where self[x, y].distance(to: background) > tolerance {
                    if let b = box {
                        box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                    } else {
                        box = (x, y, x, y)
                    }
                }
            }
            return box
        }
    }

    /// The PNG's width and height from its `IHDR` chunk.
    func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The PNG colour type byte from `IHDR` (2 RGB, 3 palette, 6 RGBA).
    func pngColorType(_ bytes: [UInt8]) -> UInt8? { bytes.count > 25 ? bytes[25] : nil }

    /// A scene of the given size on a white background with the nodes under the root.
    func scene(width: Double = 100, height: Double = 100, background: Color? = .white, _ nodes: [SceneNode]) -> Scene {
        Scene(size: Size(width: width, height: height), background: background, root: Group(children: nodes))
    }

    /// Renders and decodes through the real PNG path.
    func renderPNG(_ scene: Scene, scale: Double = 1, encoding: PNGEncoding = .standard) throws -> DecodedImage {
        try DecodedImage(png: CairoRenderer(pngEncoding: encoding).png(scene, scale: scale))
    }
#endif

#if Cairo
    /// A leaf of a scene with the transform that maps its coordinates to the scene's, and the roles of
    /// the groups above it.
    struct PlacedNode {
        var node: SceneNode
        var transform: ChartaScene.AffineTransform
        var roles: [Role]
    }

    extension Group {
        /// Every leaf below this group with its accumulated transform, depth first.
        func placedLeaves(_ outer: ChartaScene.AffineTransform = .identity, roles: [Role] = []) -> [PlacedNode] {
            let t = transform.concatenating(outer)
            let path = roles + (role.map { [$0] } ?? [])
            return children.flatMap { node -> [PlacedNode] in
                if case .group(let g) = node { return g.placedLeaves(t, roles: path) }
                return [PlacedNode(node: node, transform: t, roles: path)]
            }
        }
    }
#endif

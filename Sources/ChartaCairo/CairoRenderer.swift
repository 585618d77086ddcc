#if Cairo
    import CCairo
    import ChartaScene

    /// Draws a `Scene` with cairo as a PNG image or a PDF document.
    ///
    /// It draws what the SVG back end writes, node for node (Docs/Design.md: back ends make no layout
    /// decisions): text baselines are placed with the same measurer, fonts come from fontconfig with the
    /// scene's family list and per-character fallback, and glyphs use their design advances (no hinting,
    /// no kerning), so with Liberation Sans (the default family) and DejaVu Sans (Vega-Lite charts)
    /// installed every label lands where `StandardTextMeasurer` put it. When fontconfig substitutes a font, the render reports it as ``FontWarning`` values rather
    /// than printing anything.
    ///
    /// One scene unit is one pixel at scale 1, and one PostScript point in PDF.
    public struct CairoRenderer: Sendable {
        /// Metrics used only to turn a `top`, `middle` or `bottom` text baseline into an alphabetic one
        /// (as `SVGOptions.measurer` does in the SVG back end); use the measurer that laid out the scene.
        public var measurer: any TextMeasurer
        /// How PNG bytes are made from the pixels.
        public var pngEncoding: PNGEncoding
        /// Whether long strokes are rasterised in two bands of the image at once (on by default; tests
        /// compare against one pass).
        var bandedStrokes = true
        /// The directory that pictures with a relative address are read from, or nil to draw no pictures
        /// from files (the default: a scene from an untrusted chart reads nothing). Only PNG files are
        /// drawn, up to `PictureSize.maximumSide` pixels a side.
        public var imageDirectory: String?

        /// Creates a renderer.
        public init(measurer: any TextMeasurer = StandardTextMeasurer.shared, pngEncoding: PNGEncoding = .standard) {
            self.measurer = measurer
            self.pngEncoding = pngEncoding
        }

        /// Loads fontconfig's configuration and its list of installed fonts now rather than at the first
        /// text drawn: reading the configuration files takes about 5 ms in a new process, which a server
        /// or a command line tool can spend at start-up instead of in its first render. Calling it again
        /// does nothing; false when the configuration cannot be loaded (text is then drawn without fonts).
        @discardableResult
        public static func loadFontConfiguration() -> Bool {
            FcInit() != 0
        }

        /// Renders the scene as a PNG image of `ceil(width × scale)` by `ceil(height × scale)` pixels;
        /// `scale` 2 gives twice the pixels in each direction for high-density screens.
        public func png(_ scene: Scene, scale: Double = 1) throws -> [UInt8] {
            try render(scene, as: .png(scale: scale)).bytes
        }

        /// Renders the scene as a one-page PDF document of the scene's size in points, with shapes as
        /// vectors and text as text.
        public func pdf(_ scene: Scene) throws -> [UInt8] {
            try render(scene, as: .pdf).bytes
        }

        /// Renders the scene and returns the bytes with the font warnings of the render.
        public func render(_ scene: Scene, as format: CairoFormat) throws -> CairoOutput {
            switch format {
            case .png(let scale): try renderPNG(scene, scale: scale)
            case .pdf: try renderPDF(scene)
            }
        }

        /// Renders the scene into pixels: 8-bit RGBA, not premultiplied, rows top to bottom.
        public func image(_ scene: Scene, scale: Double = 1) throws -> CairoImage {
            try withImageSurface(scene, scale: scale) { surface, warnings in
                let width = Int(cairo_image_surface_get_width(surface))
                let height = Int(cairo_image_surface_get_height(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                guard let data = cairo_image_surface_get_data(surface) else { throw CairoError.cairo("no pixel data") }
                var rgba = [UInt8](repeating: 0, count: width * height * 4)
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let p = row[x]
                        let a = p >> 24
                        let o = 4 * (y * width + x)
                        rgba[o + 3] = UInt8(truncatingIfNeeded: a)
                        guard a > 0 else { continue }
                        for (k, shift) in [16, 8, 0].enumerated() {
                            let c = (p >> UInt32(shift)) & 0xFF
                            rgba[o + k] = UInt8(truncatingIfNeeded: min(255, (c * 255 + a / 2) / a))
                        }
                    }
                }
                return CairoImage(width: width, height: height, rgba: rgba, fontWarnings: warnings)
            }
        }
    }

    /// The output formats of ``CairoRenderer``.
    public enum CairoFormat: Hashable, Sendable {
        /// A PNG image; `scale` pixels per scene unit.
        case png(scale: Double)
        /// A one-page PDF document.
        case pdf
    }

    /// What a render produced: the file's bytes and the font substitutions noticed on the way.
    public struct CairoOutput: Hashable, Sendable {
        /// The PNG or PDF file.
        public var bytes: [UInt8]
        /// Fonts that differed from the scene's request, in first-seen order; empty when every text was
        /// drawn with the requested family.
        public var fontWarnings: [FontWarning]

        /// Creates an output.
        public init(bytes: [UInt8], fontWarnings: [FontWarning]) {
            self.bytes = bytes
            self.fontWarnings = fontWarnings
        }
    }

    /// Rendered pixels: 8-bit RGBA with straight (not premultiplied) alpha, rows top to bottom.
    public struct CairoImage: Hashable, Sendable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// `width × height × 4` bytes.
        public var rgba: [UInt8]
        /// Fonts that differed from the scene's request.
        public var fontWarnings: [FontWarning]

        /// Creates an image.
        public init(width: Int, height: Int, rgba: [UInt8], fontWarnings: [FontWarning] = []) {
            self.width = width
            self.height = height
            self.rgba = rgba
            self.fontWarnings = fontWarnings
        }

        /// The colour at pixel (x, y), or nil outside the image.
        public func color(x: Int, y: Int) -> Color? {
            guard x >= 0, y >= 0, x < width, y < height else { return nil }
            let o = 4 * (y * width + x)
            return Color(r: Int(rgba[o]), g: Int(rgba[o + 1]), b: Int(rgba[o + 2]), alpha: Double(rgba[o + 3]) / 255)
        }
    }
#endif

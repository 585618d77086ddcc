#if Cairo
    /// Why ``CairoRenderer`` could not produce an image or a document.
    public enum CairoError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The scene's size (times the scale, for PNG) is not finite and positive, or is larger than
        /// cairo's image surfaces allow (32,767 pixels a side).
        case invalidSize(width: Double, height: Double)
        /// The PNG scale factor is not finite and positive.
        case invalidScale(Double)
        /// cairo reported an error; the text is cairo's own message.
        case cairo(String)
        /// The PNG image data could not be compressed (libdeflate made no compressor for the level, or
        /// its output did not fit the bound it gave); the value is the compression level.
        case compression(Int32)

        /// A sentence for people.
        public var description: String {
            switch self {
            case .invalidSize(let width, let height):
                "cannot draw a \(width)×\(height) image: each side must be finite, positive and at most 32767 pixels"
            case .invalidScale(let scale): "the scale factor \(scale) is not finite and positive"
            case .cairo(let message): "cairo: \(message)"
            case .compression(let code): "libdeflate could not compress the image at level \(code)"
            }
        }
    }
#endif

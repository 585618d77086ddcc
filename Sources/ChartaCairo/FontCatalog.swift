#if Cairo
    import ChartaScene
    import ChartaSupport
    import Synchronization

    /// One stretch of text drawn with one face.
    struct FontRun: Sendable {
        /// The face that draws the run.
        let face: ResolvedFace
        /// The run's text, cleaned for drawing (see ``FontCatalog/drawableScalars(of:)``).
        var text: String
        /// Whether the run comes from the matched face, a fallback, or has no font at all.
        let choice: FontChain.Choice
    }

    /// A text split into runs by the face that draws each character.
    struct ResolvedText: Sendable {
        /// The runs in order; empty when nothing is left to draw.
        var runs: [FontRun]
        /// The family fontconfig matched for the request.
        var primaryFamily: String
        /// Whether that family is one of the requested ones.
        var isRequestedFamily: Bool
    }

    /// The process-wide cache of resolved fonts: one ``FontChain`` per family list and weight, made on
    /// first use and kept for the life of the process (a chart asks for a handful).
    final class FontCatalog: Sendable {
        /// The catalog every renderer shares.
        static let shared = FontCatalog()

        private struct Key: Equatable {
            var family: String
            var weight: FontWeight
        }

        private let chains = Mutex(SmallTable<Key, FontChain>())

        /// Splits `text` into runs by face, or nil when no font can be had at all.
        func resolve(_ text: String, font: Font) -> ResolvedText? {
            let scalars = Self.drawableScalars(of: text)
            return chains.withLock { chains -> ResolvedText? in
                let key = Key(family: font.family, weight: font.weight)
                guard let chain = chains.value(for: key, { FontChain(font: font) }) else { return nil }
                var runs: [FontRun] = []
                for scalar in scalars {
                    let (face, choice) = chain.face(for: scalar)
                    if let last = runs.last, last.face === face, Self.sameKind(last.choice, choice) {
                        runs[runs.count - 1].text.unicodeScalars.append(scalar)
                    } else {
                        runs.append(FontRun(face: face, text: String(Character(scalar)), choice: choice))
                    }
                }
                return ResolvedText(
                    runs: runs, primaryFamily: chain.primary.family, isRequestedFamily: chain.isRequestedFamily)
            }
        }

        private static func sameKind(_ a: FontChain.Choice, _ b: FontChain.Choice) -> Bool {
            switch (a, b) {
            case (.primary, .primary), (.missing, .missing): true
            case (.fallback(let i), .fallback(let j)): i == j
            default: false
            }
        }

        /// The scalars a viewer draws for a text node, matching the SVG back end: tab, line feed and
        /// carriage return become spaces (the SVG writer keeps them with `xml:space="preserve"`, which
        /// shows each as one space); other control characters, U+FFFE and U+FFFF are dropped (the SVG
        /// writer drops what XML forbids); default-ignorable code points (joiners, variation selectors,
        /// soft hyphens) are dropped because they draw nothing.
        static func drawableScalars(of text: String) -> [Unicode.Scalar] {
            var result: [Unicode.Scalar] = []
            result.reserveCapacity(text.unicodeScalars.count)
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: result.append(" ")
                case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
                default:
                    if scalar.properties.isDefaultIgnorableCodePoint { continue }
                    result.append(scalar)
                }
            }
            return result
        }
    }
#endif

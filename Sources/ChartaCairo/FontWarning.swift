#if Cairo
    import ChartaScene

    /// A font that cairo drew with is not the one the scene asked for, so text may not sit exactly
    /// where layout measured it. ``CairoRenderer`` collects these instead of printing anything.
    public struct FontWarning: Hashable, Sendable, CustomStringConvertible {
        /// What went differently from the request.
        public enum Reason: String, Hashable, Sendable {
            /// fontconfig found none of the requested families and substituted another.
            case familySubstituted
            /// Some characters are not in the requested font and were drawn with a fallback font.
            case fallbackFont
            /// No installed font has these characters; they were drawn as the font's missing-glyph box.
            case missingGlyphs
        }

        /// What went differently from the request.
        public var reason: Reason
        /// The requested family list, as in `Font.family`.
        public var requestedFamily: String
        /// The requested weight.
        public var weight: FontWeight
        /// The family cairo drew with.
        public var resolvedFamily: String
        /// The characters concerned (each once, in first-seen order, at most 32); empty for
        /// ``Reason/familySubstituted``, which concerns every character.
        public var characters: String

        /// Creates a warning.
        public init(
            reason: Reason, requestedFamily: String, weight: FontWeight, resolvedFamily: String,
            characters: String = ""
        ) {
            self.reason = reason
            self.requestedFamily = requestedFamily
            self.weight = weight
            self.resolvedFamily = resolvedFamily
            self.characters = characters
        }

        /// A sentence for people.
        public var description: String {
            let request = "\"\(requestedFamily)\" (\(weight.rawValue))"
            switch reason {
            case .familySubstituted:
                return
                    "font \(request) is not installed; drawing with \"\(resolvedFamily)\", so text widths may differ from layout"
            case .fallbackFont:
                return "font \(request) lacks \"\(characters)\"; drawn with \"\(resolvedFamily)\""
            case .missingGlyphs:
                return "no installed font has \"\(characters)\" (requested \(request)); drawn as missing glyphs"
            }
        }
    }
#endif

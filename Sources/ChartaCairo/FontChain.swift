#if Cairo
    import CCairo
    import ChartaScene
    import ChartaSupport

    /// The fonts for one request (family list and weight): the face fontconfig matches first, and behind
    /// it fontconfig's sorted fallback list, consulted per character the first face lacks (as Pango and
    /// browsers do; cairo's own "toy" text API draws such characters as missing-glyph boxes).
    ///
    /// A cache with mutable state, used only under ``FontCatalog``'s lock.
    final class FontChain {
        /// Where a character is drawn from.
        enum Choice {
            /// The matched face.
            case primary
            /// The fallback face at this index of the sorted list.
            case fallback(Int)
            /// No font covers it; drawn with the matched face's missing glyph.
            case missing
        }

        /// The face fontconfig matched for the request.
        let primary: ResolvedFace
        /// Whether the matched family is one of the requested (non-generic) families.
        let isRequestedFamily: Bool
        /// The request pattern after configuration and default substitution (`FcPattern *`), owned.
        private let request: OpaquePointer
        /// fontconfig's sorted, trimmed fallback list (`FcFontSet *`), made on first need, owned.
        private var sorted: UnsafeMutablePointer<FcFontSet>?
        private var fallbackFaces: [Int: ResolvedFace] = [:]
        /// The choice made for each scalar: ASCII in an array, the first few others in a ``SmallTable``,
        /// the rest in a dictionary, which most charts' text never reaches.
        private var asciiChoices = [Choice?](repeating: nil, count: 128)
        private var fewChoices = SmallTable<UInt32, Choice>()
        private var choices: [UInt32: Choice] = [:]
        /// Scalars beyond ASCII kept in ``fewChoices`` before the dictionary takes the rest.
        private static let few = 32

        private func known(_ scalar: Unicode.Scalar) -> Choice? {
            scalar.isASCII ? asciiChoices[Int(scalar.value)] : fewChoices[scalar.value] ?? choices[scalar.value]
        }

        private func remember(_ choice: Choice, for scalar: Unicode.Scalar) {
            if scalar.isASCII {
                asciiChoices[Int(scalar.value)] = choice
            } else if fewChoices.count < Self.few {
                fewChoices.append(scalar.value, choice)
            } else {
                choices[scalar.value] = choice
            }
        }

        /// Resolves a request; nil when fontconfig or cairo has no font at all.
        init?(font: Font) {
            let families = Font.familyNames(in: font.family)
            guard let request = FcPatternCreate() else { return nil }
            for family in families where !family.isEmpty {
                _ = family.withCString { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                        FcPatternAddString(request, FC_FAMILY, $0)
                    }
                }
            }
            FcPatternAddInteger(request, FC_WEIGHT, font.weight == .bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
            FcPatternAddInteger(request, FC_SLANT, FC_SLANT_ROMAN)
            // A fixed language, so the fallback order does not follow the process's locale.
            _ = "en".withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: 3) { FcPatternAddString(request, FC_LANG, $0) }
            }
            FcConfigSubstitute(nil, request, FcMatchPattern)
            FcDefaultSubstitute(request)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, request, &result), let primary = ResolvedFace(taking: match) else {
                FcPatternDestroy(request)
                return nil
            }
            self.request = request
            self.primary = primary
            let resolved = primary.family.lowercased()
            isRequestedFamily = families.contains { $0.lowercased() == resolved && !Self.isGeneric($0) }
        }

        deinit {
            if let sorted { FcFontSetDestroy(sorted) }
            FcPatternDestroy(request)
        }

        /// The face that draws `scalar`, and whether it is a fallback or a missing glyph.
        func face(for scalar: Unicode.Scalar) -> (face: ResolvedFace, choice: Choice) {
            let choice = known(scalar) ?? resolve(scalar)
            switch choice {
            case .primary, .missing: return (primary, choice)
            case .fallback(let index): return (fallbackFaces[index] ?? primary, choice)
            }
        }

        private func resolve(_ scalar: Unicode.Scalar) -> Choice {
            var choice = Choice.missing
            if primary.covers(scalar) {
                choice = .primary
            } else {
                if sorted == nil {
                    var result = FcResultNoMatch
                    sorted = FcFontSort(nil, request, FcBool(1), nil, &result)
                }
                if let set = sorted?.pointee, let fonts = set.fonts {
                    for index in 0..<Int(set.nfont) {
                        guard let candidate = fonts[index], Self.covers(candidate, scalar) else { continue }
                        if fallbackFaces[index] == nil,
                            let prepared = FcFontRenderPrepare(nil, request, candidate),
                            let face = ResolvedFace(taking: prepared)
                        {
                            fallbackFaces[index] = face
                        }
                        if fallbackFaces[index] != nil { choice = .fallback(index) }
                        break
                    }
                }
            }
            remember(choice, for: scalar)
            return choice
        }

        private static func covers(_ pattern: OpaquePointer, _ scalar: Unicode.Scalar) -> Bool {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                return false
            }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }

        /// CSS generic families, which fontconfig resolves through its aliases to whatever is installed.
        static func isGeneric(_ family: String) -> Bool {
            ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"].contains(family.lowercased())
        }
    }
#endif

#if Cairo
    import CCairo

    /// One font file that fontconfig chose, ready for cairo: the prepared fontconfig pattern (which
    /// holds the font's character set) and the cairo font face made from it.
    ///
    /// A native handle, so a `final class`. It is immutable after creation and cairo's font faces are
    /// thread-safe, which is why one face serves every render on any thread.
    final class ResolvedFace: @unchecked Sendable {
        /// The cairo font face (`cairo_font_face_t *`), owned.
        let face: OpaquePointer
        /// The family name fontconfig reports for the font (`Liberation Sans`).
        let family: String
        /// The prepared pattern (`FcPattern *`), owned.
        private let pattern: OpaquePointer
        /// The font's character set, owned by `pattern`.
        private let charset: OpaquePointer?

        /// Takes over a pattern returned by `FcFontMatch` or `FcFontRenderPrepare`, switches hinting off
        /// in it (so glyph advances are the font's design advances, as ``StandardTextMeasurer`` uses) and
        /// makes the cairo face; nil when cairo cannot make one.
        init?(taking pattern: OpaquePointer) {
            Self.unhint(pattern)
            let face = cairo_ft_font_face_create_for_pattern(pattern)
            guard let face, cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
                if let face { cairo_font_face_destroy(face) }
                FcPatternDestroy(pattern)
                return nil
            }
            self.face = face
            self.pattern = pattern
            var name: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name {
                family = String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            } else {
                family = ""
            }
            var set: OpaquePointer?
            charset = FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch ? set : nil
        }

        deinit {
            cairo_font_face_destroy(face)
            FcPatternDestroy(pattern)
        }

        /// Whether the font has a glyph for the scalar.
        func covers(_ scalar: Unicode.Scalar) -> Bool {
            guard let charset else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }

        /// Replaces the rendering options fontconfig's configuration put in the pattern: no hinting (which
        /// would round advances and move glyphs), grey antialiasing (no colour fringes), no embedded
        /// bitmaps. These options in a pattern take precedence over cairo's font options.
        private static func unhint(_ pattern: OpaquePointer) {
            FcPatternDel(pattern, FC_HINTING)
            FcPatternAddBool(pattern, FC_HINTING, FcBool(0))
            FcPatternDel(pattern, FC_HINT_STYLE)
            FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE)
            FcPatternDel(pattern, FC_AUTOHINT)
            FcPatternAddBool(pattern, FC_AUTOHINT, FcBool(0))
            FcPatternDel(pattern, FC_ANTIALIAS)
            FcPatternAddBool(pattern, FC_ANTIALIAS, FcBool(1))
            FcPatternDel(pattern, FC_RGBA)
            FcPatternAddInteger(pattern, FC_RGBA, FC_RGBA_NONE)
            FcPatternDel(pattern, FC_EMBEDDED_BITMAP)
            FcPatternAddBool(pattern, FC_EMBEDDED_BITMAP, FcBool(0))
        }
    }
#endif

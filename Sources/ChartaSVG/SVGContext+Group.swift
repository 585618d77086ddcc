import ChartaScene

extension SVGContext {
    /// Writes a group as `<g>` with its role class, orientation, label, item, transform, clip and
    /// opacity; a group with none of these adds nothing to the output, so only its children are written.
    ///
    /// The clip is attached to the same `<g>` as the transform, so SVG resolves it in the group's own
    /// (transformed) coordinates, as the scene contract defines it.
    mutating func writeGroup(_ group: Group) {
        let opacity = SVGContext.unitInterval(group.opacity)
        let entryStyle = entryStyle(for: group, opacity: opacity)
        let hasAttributes =
            group.id != nil || group.role != nil || group.markType != nil || group.orient != nil
            || group.accessibilityLabel != nil || group.item != nil || !group.transform.isIdentity
            || group.clip != nil || opacity < 1
        guard hasAttributes else {
            for child in group.children { writeNode(child) }
            return
        }
        body.write("<g")
        if let id = group.id { body.writeAttribute("id", id) }
        writeClass(role: group.role, markType: group.markType, entering: entryStyle != nil)
        if let entryStyle { body.writeAttribute("style", entryStyle) }
        if let orient = group.orient { body.writeAttribute("data-orient", orient.rawValue) }
        if let label = group.accessibilityLabel { body.writeAttribute("aria-label", label) }
        writeItem(group.item)
        writeTransform(group.transform)
        if let clip = group.clip {
            let number = clipNumber(for: clip)
            writeReference("clip-path", kind: "clip", number: number)
        }
        if opacity < 1 { body.writeAttribute("opacity", number: opacity, ratioFormat) }
        if group.children.isEmpty {
            body.write("/>\n")
            return
        }
        body.write(">\n")
        for child in group.children { writeNode(child) }
        body.write("</g>\n")
    }

    /// Writes `class="role-<role> mark-<type>"` (either part alone when the other is nil), followed by
    /// `charta-enter` for a group that plays the entry animation.
    private mutating func writeClass(role: Role?, markType: MarkType?, entering: Bool) {
        guard role != nil || markType != nil else { return }
        body.write(" class=\"")
        if let role {
            body.write("role-")
            body.writeEscaped(role.rawValue)
        }
        if let markType {
            if role != nil { body.write(UInt8(ascii: " ")) }
            body.write("mark-")
            body.writeEscaped(markType.rawValue)
        }
        if entering { body.write(" charta-enter") }
        body.write(UInt8(ascii: "\""))
    }

    /// Writes `transform="translate(x,y)"` for a pure translation, `transform="matrix(a,b,c,d,e,f)"`
    /// otherwise, and nothing for the identity.
    mutating func writeTransform(_ t: AffineTransform) {
        guard !t.isIdentity else { return }
        if t.isTranslation {
            body.write(" transform=\"translate(")
        } else {
            body.write(" transform=\"matrix(")
            for coefficient in [t.a, t.b, t.c, t.d] {
                body.writeNumber(coefficient, coefficientFormat)
                body.write(UInt8(ascii: ","))
            }
        }
        body.writeNumber(t.tx, format)
        body.write(UInt8(ascii: ","))
        body.writeNumber(t.ty, format)
        body.write(")\"")
    }

    /// Clamps an opacity to 0…1; NaN counts as 0, as in ``Color``.
    static func unitInterval(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}

import ChartaScene

/// The entry animation as CSS: what one render has decided about the data layer groups it wrote.
struct SVGEntryState {
    let animation: EntryAnimation
    /// The next data layer group's position in ``EntryAnimation/layers``.
    var nextLayer = 0
    var growsX = false
    var growsY = false
    /// The final opacities of fading layers, numbered in first-use order (each fade ends at its layer's
    /// own opacity, which the `opacity` attribute restores when the animation ends).
    var fadeNumbers: [Double: Int] = [:]
    var fades: [Double] = []
}

extension SVGContext {
    /// For a data layer group or an item label (annotation) of an animated render, the inline style that
    /// starts its entry animation (its keyframes, with the baseline as the transform origin; the group
    /// also gets the class `charta-enter`); nil for any other group. A group with its own transform fades instead of growing, as a CSS transform would
    /// replace it.
    mutating func entryStyle(for group: Group, opacity: Double) -> String? {
        guard var state = entry else { return nil }
        defer { entry = state }
        var effect: EntryAnimation.Effect
        if group.role == .annotation {
            guard state.animation.duration > 0, state.animation.fadesLabels else { return nil }
            effect = .fade
        } else {
            guard EntryAnimation.isLayerGroup(group) else { return nil }
            let index = state.nextLayer
            state.nextLayer += 1
            guard state.animation.duration > 0, state.animation.layers.indices.contains(index),
                let layer = state.animation.layers[index]
            else { return nil }
            effect = layer
        }
        if !group.transform.isIdentity { effect = .fade }
        var style = ByteWriter(capacity: 96)
        switch effect {
        case .growY(let baseline):
            state.growsY = true
            style.write("animation-name:charta-grow-y;transform-origin:0 ")
            style.writeNumber(baseline, format)
            style.write("px")
        case .growX(let baseline):
            state.growsX = true
            style.write("animation-name:charta-grow-x;transform-origin:")
            style.writeNumber(baseline, format)
            style.write("px 0")
        case .fade:
            let number: Int
            if let known = state.fadeNumbers[opacity] {
                number = known
            } else {
                number = state.fades.count
                state.fadeNumbers[opacity] = number
                state.fades.append(opacity)
            }
            style.write("animation-name:charta-fade")
            if number > 0 { style.writeInteger(number) }
        }
        return String(decoding: style.bytes, as: UTF8.self)
    }

    /// The `<style>` element of an animated render: one set of keyframes per effect used, sampled from
    /// the easing (``EntryAnimation/easedSamples(count:)``) and played linearly between samples, and a
    /// `prefers-reduced-motion` rule that turns every animation off. Nil when nothing animates.
    func entryStyleSheet() -> ByteWriter? {
        guard let state = entry, state.growsX || state.growsY || !state.fades.isEmpty else { return nil }
        let samples = state.animation.easedSamples()
        let coefficient = coefficientFormat
        var css = ByteWriter(capacity: 4096)
        css.write("<style>\n")
        func keyframes(_ name: StaticString, number: Int = 0, _ value: (inout ByteWriter, Double) -> Void) {
            css.write("@keyframes ")
            css.write(name)
            if number > 0 { css.writeInteger(number) }
            css.write("{")
            for (k, e) in samples.enumerated() {
                css.writeNumber(Double(k) * 100 / Double(samples.count - 1), ratioFormat)
                css.write("%{")
                value(&css, e)
                css.write("}")
            }
            css.write("}\n")
        }
        if state.growsY {
            keyframes("charta-grow-y") { out, e in
                out.write("transform:scale(1,")
                out.writeNumber(e, coefficient)
                out.write(")")
            }
        }
        if state.growsX {
            keyframes("charta-grow-x") { out, e in
                out.write("transform:scale(")
                out.writeNumber(e, coefficient)
                out.write(",1)")
            }
        }
        for (number, opacity) in state.fades.enumerated() {
            keyframes("charta-fade", number: number) { out, e in
                out.write("opacity:")
                out.writeNumber(min(1, max(0, e)) * opacity, coefficient)
            }
        }
        css.write(".charta-enter{animation-duration:")
        css.writeNumber(state.animation.duration * 1000, NumberFormat(precision: 0))
        css.write("ms;animation-timing-function:linear;animation-fill-mode:backwards;transform-box:view-box}\n")
        css.write("@media (prefers-reduced-motion:reduce){.charta-enter{animation:none!important}}\n")
        css.write("</style>\n")
        return css
    }
}

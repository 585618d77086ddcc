/// Label collision avoidance for horizontal axes: drop every other label, then rotate, then truncate.
extension AxisModel {
    /// The minimum gap between two labels, in points.
    static let labelGap = 4.0

    /// Decides how to show the labels of an axis: so that none overlap, none longer than the axis's
    /// label limit.
    func labelPlan(measurer: any TextMeasurer) -> LabelPlan {
        var plan = collisionPlan(measurer: measurer)
        if let limit = spec.labelLimit, limit > 0 { plan.maxWidth = min(plan.maxWidth, limit) }
        return plan
    }

    /// Decides how to show the labels of a horizontal axis so that none overlap.
    private func collisionPlan(measurer: any TextMeasurer) -> LabelPlan {
        if let grid = measurer.textGrid { return cellPlan(grid: grid, measurer: measurer) }
        guard ticks.count > 1, spec.labelAngle == nil else {
            return LabelPlan(stride: 1, angle: spec.labelAngle ?? 0, maxWidth: .infinity)
        }
        guard isHorizontal else {
            // Stacked labels: keep every 2nd, 4th, … (Vega's "parity" overlap strategy) until their lines
            // no longer touch, as a short plot would otherwise pile them up.
            let lineHeight = measurer.ascent(of: font) + measurer.descent(of: font)
            var stride = 1
            while stride < ticks.count && Double(stride) * minimumSpacing() < lineHeight { stride *= 2 }
            return LabelPlan(stride: stride, angle: 0, maxWidth: .infinity)
        }
        let widths = ticks.map { measurer.width(of: $0.label, font: font) }
        if fits(widths, stride: 1) { return .plain }
        // Thin out: keep every 2nd, 4th, … label while at least 5 labels (or half of them) remain.
        var stride = 2
        while ticks.count / stride >= min(5, ticks.count / 2) {
            if fits(widths, stride: stride) { return LabelPlan(stride: stride, angle: 0, maxWidth: .infinity) }
            stride *= 2
        }
        // Rotate by 45°: a label then needs its line height divided by sin 45° along the axis.
        let spacing = minimumSpacing()
        let lineHeight = measurer.ascent(of: font) + measurer.descent(of: font)
        var rotatedStride = 1
        while rotatedStride < ticks.count
            && Double(rotatedStride) * spacing < lineHeight * 2.0.squareRoot() + Self.labelGap
        {
            rotatedStride *= 2
        }
        return LabelPlan(stride: rotatedStride, angle: -45, maxWidth: 120)
    }

    private func fits(_ widths: [Double], stride: Int) -> Bool { fits(widths, stride: stride, gap: Self.labelGap) }

    private func minimumSpacing() -> Double { minimumLabelSpacing() }

    /// The label, shortened with an ellipsis to fit `maxWidth`.
    static func truncate(_ label: String, maxWidth: Double, font: Font, measurer: any TextMeasurer) -> String {
        guard maxWidth.isFinite, measurer.width(of: label, font: font) > maxWidth else { return label }
        // The longest prefix that fits with the ellipsis, by bisection (widths grow with the prefix), so
        // a long label costs O(n log n) measuring rather than a measurement per dropped character.
        let characters = Array(label)
        var fits = 0
        var tooLong = characters.count
        while tooLong - fits > 1 {
            let mid = (fits + tooLong) / 2
            if measurer.width(of: String(characters[..<mid]) + "…", font: font) <= maxWidth {
                fits = mid
            } else {
                tooLong = mid
            }
        }
        return String(characters[..<fits]) + "…"
    }
}

extension AxisModel {
    /// How far the shown labels of an unrotated horizontal axis reach past the plot's leading and
    /// trailing edges (the first and last labels are centred on ticks at the ends), so that the chart
    /// keeps room for them instead of cutting them at the canvas edge.
    func labelOverhang(plan: LabelPlan, length: Double, measurer: any TextMeasurer) -> (
        leading: Double, trailing: Double
    ) {
        guard isHorizontal, !spec.hidden, spec.labels, plan.angle == 0 else { return (0, 0) }
        var (leading, trailing) = (0.0, 0.0)
        for i in shownLabels(plan: plan, measurer: measurer) {
            let label = AxisModel.truncate(ticks[i].label, maxWidth: plan.maxWidth, font: font, measurer: measurer)
            let width = measurer.width(of: label, font: font)
            let start = labelStart(ticks[i].labelOffset, width: width)
            leading = Swift.max(leading, -start)
            trailing = Swift.max(trailing, start + width - length)
        }
        return (leading, trailing)
    }

    /// How far the shown labels of a vertical axis reach above and below the plot, as Vega bounds the
    /// axis by its labels: half a line for a label centred on a tick at the edge, less for ticks inside
    /// (the first band's centre), more for labels moved along the axis or set on another baseline.
    func verticalLabelOverhang(plan: LabelPlan, length: Double, measurer: any TextMeasurer) -> (
        top: Double, bottom: Double
    ) {
        guard !isHorizontal else { return (0, 0) }
        let (ascent, descent) = (measurer.ascent(of: font), measurer.descent(of: font))
        // The label's extent above and below its position, by its baseline (a line per `\n`).
        let above: Double
        let below: Double
        switch spec.labelBaseline ?? .middle {
        case .middle: (above, below) = ((ascent + descent) / 2, (ascent + descent) / 2)
        case .top: (above, below) = (0, ascent + descent)
        case .bottom: (above, below) = (ascent + descent, 0)
        case .alphabetic: (above, below) = (ascent, descent)
        }
        var (top, bottom) = (0.0, 0.0)
        for i in shownLabels(plan: plan, measurer: measurer) {
            let lines = Double(ticks[i].label.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
            let position = ticks[i].labelOffset + (spec.labelOffset ?? 0)
            let extra = (lines - 1) * (ascent + descent)
            top = Swift.max(top, above + extra / 2 - position)
            bottom = Swift.max(bottom, position + below + extra / 2 - length)
        }
        return (top, bottom)
    }

    /// The ticks whose labels are drawn: every `stride`-th, less those that overlap (Vega bounds an axis
    /// by its visible labels).
    private func shownLabels(plan: LabelPlan, measurer: any TextMeasurer) -> [Int] {
        let indices = Array(Swift.stride(from: 0, to: ticks.count, by: Swift.max(1, plan.stride)))
        let visible = visibleLabels(indices, plan: plan, measurer: measurer)
        return indices.filter(visible.contains)
    }

    /// How an unrotated label of a horizontal axis is anchored at its tick: centred, or flush with the
    /// end of the axis that the tick lies within `labelFlush` points of (vega-util `flush`).
    func labelAnchor(at offset: Double) -> TextAnchor {
        guard let threshold = spec.labelFlush, isHorizontal else { return .middle }
        let fromStart = abs(offset)
        let fromEnd = abs(length - offset)
        if fromStart < fromEnd && fromStart <= threshold { return .start }
        return fromEnd <= threshold ? .end : .middle
    }

    /// Where an unrotated label of a horizontal axis begins along the axis.
    func labelStart(_ offset: Double, width: Double) -> Double {
        switch labelAnchor(at: offset) {
        case .start: offset
        case .middle: offset - width / 2
        case .end: offset - width
        }
    }

    /// Which of the labels at these ticks stay visible under Vega's overlap strategies
    /// (vega-view-transforms `Overlap`): while three or more remain and neighbours overlap, every other
    /// one is hidden (parity), or each one that overlaps the last one kept (greedy); when fewer than
    /// three remain, the last label is shown in place of its neighbour.
    /// Labels drawn transparent (an `AxisMarks` content without a label at the value) take no part.
    func visibleLabels(_ indices: [Int], plan: LabelPlan, measurer: any TextMeasurer) -> Set<Int> {
        let indices = indices.filter { !ticks[$0].labelHidden }
        guard spec.hidesOverlappingLabels, plan.angle == 0 else { return Set(indices) }
        let height = measurer.ascent(of: font) + measurer.descent(of: font)
        let spans = Dictionary(
            indices.map { i -> (Int, ClosedRange<Double>) in
                let offset = ticks[i].labelOffset
                guard isHorizontal else { return (i, (offset - height / 2)...(offset + height / 2)) }
                let label = AxisModel.truncate(ticks[i].label, maxWidth: plan.maxWidth, font: font, measurer: measurer)
                let width = measurer.width(of: label, font: font)
                let start = labelStart(offset, width: width)
                return (i, start...(start + width))
            }
        ) { a, _ in a }
        func overlap(_ a: Int, _ b: Int) -> Bool {
            guard let p = spans[a], let q = spans[b] else { return false }
            return max(q.lowerBound - p.upperBound, p.lowerBound - q.upperBound) < 0
        }
        func overlaps(_ shown: [Int]) -> Bool { zip(shown, shown.dropFirst()).contains { overlap($0, $1) } }
        /// One step of the strategy: parity keeps every other label; greedy keeps each label that
        /// clears the last one kept.
        func reduce(_ labels: [Int]) -> [Int] {
            switch spec.labelOverlapStrategy {
            case .parity: return labels.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            case .greedy:
                var kept: [Int] = []
                for i in labels where kept.last.map({ !overlap($0, i) }) ?? true { kept.append(i) }
                return kept
            }
        }
        var shown = indices
        guard shown.count >= 3, overlaps(shown) else { return Set(shown) }
        repeat {
            shown = reduce(shown)
        } while shown.count >= 3 && overlaps(shown)
        if shown.count < 3, let last = indices.last, !shown.contains(last) {
            if shown.count > 1 { shown.removeLast() }
            shown.append(last)
        }
        return Set(shown)
    }
}

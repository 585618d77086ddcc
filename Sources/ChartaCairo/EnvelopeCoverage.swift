/// How much of each pixel lies between the top and bottom of stroke envelopes (device space, whole pixels
/// from 0): exact areas of the trapezoids between consecutive samples, which never straddle a pixel's
/// left or right edge because pixel edges are samples (``MonotoneStrokeOutline``).
enum EnvelopeCoverage {
    /// Calls `column` once per pixel column in `columns` that the envelopes reach, left to right, with the
    /// column's index, the first of the rows reported, and the covered share (0…1) of each of those rows'
    /// pixels; only rows in `rows` are reported. False, calling nothing, when two envelopes share an x
    /// (their union is not the sum of their areas).
    static func columns(
        of envelopes: [MonotoneStrokeOutline.Envelope], columns: Range<Int>, rows: Range<Int>,
        _ column: (Int, Int, UnsafeMutableBufferPointer<Double>) -> Void
    ) -> Bool {
        let sorted = envelopes.filter { !$0.x.isEmpty }.sorted { $0.x[0] < $1.x[0] }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.x[a.x.count - 1] > b.x[0] { return false }
        guard !rows.isEmpty else { return true }
        let share = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows.count)
        share.initialize(repeating: 0)
        defer { share.deallocate() }
        // Row numbers, kept within a row of `rows` so that far values convert to Int.
        let clampedRow = { (y: Double) in
            Int(Swift.min(Swift.max(y, Double(rows.lowerBound - 1)), Double(rows.upperBound + 1)))
        }
        var current = Int.min
        var (low, high) = (Int.max, Int.min)
        func flush() {
            guard low < high else { return }
            let touched = UnsafeMutableBufferPointer(rebasing: share[low..<high])
            for i in touched.indices { touched[i] = Swift.min(1, Swift.max(0, touched[i])) }
            column(current, rows.lowerBound + low, touched)
            touched.update(repeating: 0)
            (low, high) = (Int.max, Int.min)
        }
        for envelope in sorted {
            for k in 0..<(envelope.x.count - 1) {
                let (x0, x1) = (envelope.x[k], envelope.x[k + 1])
                let w = x1 - x0
                guard w > 0 else { continue }
                let middle = ((x0 + x1) / 2).rounded(.down)
                guard middle >= Double(columns.lowerBound), middle < Double(columns.upperBound) else { continue }
                let pixel = Int(middle)
                if pixel != current {
                    flush()
                    current = pixel
                }
                let top = Edge(envelope.top[k], envelope.top[k + 1], width: w)
                let bottom = Edge(envelope.bottom[k], envelope.bottom[k + 1], width: w)
                let first = Swift.max(rows.lowerBound, clampedRow(top.low.rounded(.down)))
                let end = Swift.min(rows.upperBound, clampedRow(bottom.high.rounded(.up)))
                guard first < end else { continue }
                // Rows wholly below the top and above the bottom are covered across the slice.
                let (inside, insideEnd) = (clampedRow(top.high.rounded(.up)), clampedRow(bottom.low.rounded(.down)))
                for row in first..<end {
                    let i = row - rows.lowerBound
                    if row >= inside, row < insideEnd {
                        share[i] += w
                    } else {
                        let y = Double(row)
                        share[i] += top.area(y + 1) - top.area(y) - (bottom.area(y + 1) - bottom.area(y))
                    }
                }
                (low, high) = (Swift.min(low, first - rows.lowerBound), Swift.max(high, end - rows.lowerBound))
            }
        }
        flush()
        return true
    }

    /// A straight edge across a slice of width `width`, from y `a` at its left to `b` at its right.
    struct Edge {
        let low: Double
        let high: Double
        let mean: Double
        let width: Double

        init(_ a: Double, _ b: Double, width: Double) {
            (low, high, mean, self.width) = (Swift.min(a, b), Swift.max(a, b), (a + b) / 2, width)
        }

        /// The area of the slice between the edge and the horizontal at `y`, where the edge is above
        /// (less than) `y`.
        func area(_ y: Double) -> Double {
            if y <= low { return 0 }
            if y >= high { return width * (y - mean) }
            return width * (y - low) * (y - low) / (2 * (high - low))
        }
    }
}

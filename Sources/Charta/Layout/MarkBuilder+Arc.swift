import ChartaScales

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Arc marks (pie and radial charts) around the plot's centre, with Vega-Lite's conventions: angles
/// start at 12 o'clock and grow clockwise; a quantitative `theta` is stacked in row order over the full
/// circle, a categorical one gives every category an equal slice in domain order; `radius` maps its
/// values linearly from zero to the outer radius (half the plot's shorter side), or through the chart's
/// radius scale when it has one (a square-root scale over its domain, from its `rangeMin`).
extension MarkBuilder {
    static func arcs(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let center = Point(x: ctx.plot.midX, y: ctx.plot.midY)
        let geometry = layer.spec.mark.arc ?? ArcGeometry()
        let (outer, inner) = geometry.radii(full: min(ctx.plot.width, ctx.plot.height) / 2)
        let angles = arcAngles(layer, ctx, from: geometry.startAngle, to: geometry.endAngle)
        let radii = arcRadii(layer, outer: outer, scale: ctx.scales[.radius])
        return Array(
            ctx.budget.checkedRows(layer.rowCount).compactMap { row -> SceneNode? in
                var (a0, a1) = angles[row]
                let r = radii[row]
                // A zero radius is still an item (as Vega keeps the smallest value of a radius scale from zero).
                guard a0.isFinite, a1.isFinite, r.isFinite, r >= 0, a1 != a0 else { return nil }
                if a1 < a0 { swap(&a0, &a1) }
                // Padding takes half the pad angle off each side, as long as the slice stays open.
                let pad = min(max(0, geometry.padAngle) + 2 * geometry.angularInset / r, a1 - a0) / 2
                a0 += pad
                a1 -= pad
                var path = Path()
                // Screen angle: 0 at 12 o'clock, clockwise → Path's 0 along +x, clockwise.
                let (s0, s1) = (a0 - .pi / 2, a1 - .pi / 2)
                if inner > 0 && inner < r {
                    path.move(to: Point(x: center.x + r * cos(s0), y: center.y + r * sin(s0)))
                    path.addArc(center: center, radius: r, startAngle: s0, endAngle: s1)
                    path.addArc(center: center, radius: inner, startAngle: s1, endAngle: s0, counterclockwise: true)
                } else {
                    path.move(to: center)
                    path.addArc(center: center, radius: r, startAngle: s0, endAngle: s1)
                }
                path.close()
                let outline = layer.spec.mark.outline.map { Paint.color($0) }
                let style = Style(
                    fill: ctx.paint(layer, row: row), stroke: outline, strokeWidth: layer.spec.mark.lineWidth ?? 1)
                return .path(PathNode(path: path, style: style, item: item(layer, row: row)))
            })
    }

    /// Where each row of a text mark over `theta` or `radius` sits, as Vega places text by angle and
    /// radius: at the middle angle of the row's slice (12 o'clock without theta), at its radius channel's
    /// value (else the mark's radius, else the centre), both moved by the mark's offsets. Nil for a
    /// layer that encodes neither.
    static func polarPositions(_ layer: LayerData, _ ctx: MarkContext) -> [Point]? {
        let encoding = layer.spec.encoding
        guard encoding[.theta] != nil || encoding[.radius] != nil else { return nil }
        let center = Point(x: ctx.plot.midX, y: ctx.plot.midY)
        let geometry = layer.spec.mark.arc ?? ArcGeometry()
        let full = min(ctx.plot.width, ctx.plot.height) / 2
        let radii =
            encoding[.radius] != nil
            ? arcRadii(layer, outer: full, scale: ctx.scales[.radius])
            : Array(repeating: geometry.outerRadius ?? 0, count: layer.rowCount)
        let angles =
            encoding[.theta] != nil
            ? arcAngles(layer, ctx, from: geometry.startAngle, to: geometry.endAngle).map { ($0.0 + $0.1) / 2 }
            : Array(repeating: geometry.startAngle, count: layer.rowCount)
        return zip(angles, radii).map { angle, r in
            polarPoint(center, angle: angle + geometry.thetaOffset, radius: r + geometry.radiusOffset)
        }
    }

    /// The point `radius` from `center` at `angle` radians clockwise from 12 o'clock.
    static func polarPoint(_ center: Point, angle: Double, radius: Double) -> Point {
        let a = angle - .pi / 2
        return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
    }

    /// The middle of each row's sector, halfway along its angle and between its radii, where Swift Charts
    /// centres an overlay annotation (not finite for a row without a sector).
    static func arcMiddles(_ layer: LayerData, _ ctx: MarkContext) -> [Point] {
        let center = Point(x: ctx.plot.midX, y: ctx.plot.midY)
        let geometry = layer.spec.mark.arc ?? ArcGeometry()
        let (outer, inner) = geometry.radii(full: min(ctx.plot.width, ctx.plot.height) / 2)
        let radii = arcRadii(layer, outer: outer, scale: ctx.scales[.radius])
        return zip(arcAngles(layer, ctx, from: geometry.startAngle, to: geometry.endAngle), radii).map { angles, r in
            polarPoint(center, angle: (angles.0 + angles.1) / 2, radius: (min(inner, r) + r) / 2)
        }
    }

    /// Start and end angle of each row, in radians from 12 o'clock, within `start...end`.
    static func arcAngles(_ layer: LayerData, _ ctx: MarkContext, from start0: Double = 0, to end0: Double = 2 * .pi)
        -> [(Double, Double)]
    {
        let n = layer.rowCount
        let full = end0 - start0
        guard layer.spec.encoding[.theta] != nil else { return Array(repeating: (start0, end0), count: n) }
        if layer.spec.isCategorical(.theta) {
            var categories: [String] = []
            if case .categories(let domain)? = ctx.scales[.theta]?.domain { categories = domain }
            var index: [String: Int] = [:]
            for (i, c) in categories.enumerated() where index[c] == nil { index[c] = i }
            for row in 0..<n {
                if let v = layer.spec.value(.theta, row: row) {
                    let label = ChannelDomain.categoryLabel(v)
                    if index[label] == nil {
                        index[label] = categories.count
                        categories.append(label)
                    }
                }
            }
            let slice = categories.isEmpty ? full : full / Double(categories.count)
            return (0..<n).map { row in
                guard let v = layer.spec.value(.theta, row: row), let i = index[ChannelDomain.categoryLabel(v)]
                else { return (.nan, .nan) }
                return (start0 + Double(i) * slice, start0 + Double(i + 1) * slice)
            }
        }
        let values = thetaValues(layer)
        let share = ctx.arcShares[layer.index]
        let total = share?.total ?? values.reduce(0, +)
        guard total > 0 else { return Array(repeating: (.nan, .nan), count: n) }
        var start = start0 + (share?.before ?? 0) / total * full
        return values.map { v in
            let end = start + v / total * full
            defer { start = end }
            return (start, end)
        }
    }

    /// The positive theta of each row (others count as zero).
    static func thetaValues(_ layer: LayerData) -> [Double] {
        let column = layer.spec.column(.theta)
        return (0..<layer.rowCount).map { row in
            let v = column?.number(at: row) ?? .nan
            return v.isFinite && v > 0 ? v : 0
        }
    }

    /// The outer radius of each row: the full radius, or the radius channel from zero to its largest value.
    static func arcRadii(_ layer: LayerData, outer: Double, scale: ScaleSpec? = nil) -> [Double] {
        let n = layer.rowCount
        guard let column = layer.spec.column(.radius), !layer.spec.isCategorical(.radius) else {
            return Array(repeating: outer, count: n)
        }
        let values = (0..<n).map { column.number(at: $0) }
        if let scale, case .numbers(let domain)? = scale.domain {
            let radius = radiusScale(scale, domain: domain, outer: outer)
            return values.map { v in v.isFinite ? radius(v) : .nan }
        }
        let top = values.filter(\.isFinite).max() ?? 0
        guard top > 0 else { return Array(repeating: outer, count: n) }
        return values.map { v in v.isFinite ? outer * max(0, v) / top : .nan }
    }

    /// A radius scale: linear or a power of the value (`ScaleSpec.Kind.pow`) over the domain, from the
    /// scale's `rangeMin` to `outer`, clamped to that range; `outer` for every value of an empty domain.
    static func radiusScale(_ scale: ScaleSpec, domain: ClosedRange<Double>, outer: Double) -> (Double) -> Double {
        guard domain.upperBound > domain.lowerBound else { return { _ in outer } }
        let exponent: Double
        if case .pow(let e)? = scale.kind { exponent = e } else { exponent = 1 }
        let start = min(max(0, scale.rangeMin ?? 0), outer)
        let pow = PowScale(
            exponent: exponent, domain: [domain.lowerBound, domain.upperBound], range: [start, outer], clamp: true)
        return { pow($0) }
    }
}

extension Style {
    /// Half the stroke width when the style strokes, else 0 (negative or non-finite widths count as 0).
    package var strokeHalfWidth: Double {
        guard stroke != nil, strokeWidth.isFinite, strokeWidth > 0 else { return 0 }
        return strokeWidth / 2
    }
}

extension Rect {
    /// The rectangle grown by `d` on every side (no change for a non-positive or non-finite `d`).
    func expanded(by d: Double) -> Rect {
        guard d > 0, d.isFinite else { return standardized }
        return Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The overlap of two rectangles, or nil when they do not meet (touching edges give an empty overlap).
    func overlap(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners, clockwise on screen from the top-left.
    var cornerPoints: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The axis-aligned box of the rectangle mapped through `t`.
    func boundingBox(applying t: AffineTransform) -> Rect {
        if t.isIdentity { return self }
        var box = BoundsAccumulator()
        for c in cornerPoints { box.add(t.apply(c)) }
        return box.rect ?? self
    }
}

extension RectNode {
    /// The rectangle, grown by half the stroke width when stroked.
    public var bounds: Rect { rect.standardized.expanded(by: style.strokeHalfWidth) }
}

extension PathNode {
    /// The path's exact bounds, grown by half the stroke width when stroked; nil for an empty path.
    public var bounds: Rect? { path.bounds?.expanded(by: style.strokeHalfWidth) }
}

extension LineNode {
    /// The box spanned by the two ends, grown by half the stroke width when stroked.
    public var bounds: Rect { Rect(corner: from, to).expanded(by: style.strokeHalfWidth) }
}

extension SymbolNode {
    /// The bounds of the symbol's outline (``SymbolShape/path(center:size:)``), grown by half the stroke
    /// width when stroked.
    public var bounds: Rect? { shape.path(center: center, size: size).bounds?.expanded(by: style.strokeHalfWidth) }
}

extension TextNode {
    /// The text's box before rotation, in the node's coordinates: `width(of:font:)` wide, ascent plus
    /// descent tall, placed by ``anchor`` and ``baseline`` around ``position``.
    public func unrotatedBox(measurer: any TextMeasurer) -> Rect {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        let width = clean(measurer.width(of: text, font: font))
        let ascent = clean(measurer.ascent(of: font))
        let descent = clean(measurer.descent(of: font))
        let x: Double
        switch anchor {
        case .start: x = 0
        case .middle: x = -width / 2
        case .end: x = -width
        }
        let top = baseline.offset(ascent: ascent, descent: descent) - ascent
        return Rect(x: position.x + x, y: position.y + top, width: width, height: ascent + descent)
    }

    /// The rotation of the text about its position (identity when ``angle`` is 0 or not finite).
    var rotation: AffineTransform {
        guard angle != 0, angle.isFinite else { return .identity }
        return AffineTransform.translation(x: -position.x, y: -position.y)
            .concatenating(.rotation(degrees: angle))
            .concatenating(.translation(x: position.x, y: position.y))
    }

    /// The axis-aligned bounds of the (rotated) text box.
    public func bounds(measurer: any TextMeasurer) -> Rect {
        unrotatedBox(measurer: measurer).boundingBox(applying: rotation)
    }
}

extension SceneNode {
    /// The node's bounds in its parent's coordinates: geometry grown by half the stroke width when
    /// stroked; for a group, its children's union limited by its clip and mapped through its transform.
    /// Nil when the node has no geometry (an empty path or group).
    public func bounds(measurer: any TextMeasurer) -> Rect? {
        switch self {
        case .group(let g): g.bounds(measurer: measurer)
        case .rect(let n): n.bounds
        case .path(let n): n.bounds
        case .line(let n): n.bounds
        case .text(let n): n.bounds(measurer: measurer)
        case .symbol(let n): n.bounds
        case .image(let n): n.rect.standardized
        }
    }
}

extension Group {
    /// The union of the children's bounds, limited by ``clip`` and mapped through ``transform`` into the
    /// parent's coordinates (the box of the transformed box); nil when nothing remains.
    public func bounds(measurer: any TextMeasurer) -> Rect? {
        var box = BoundsAccumulator()
        for child in children {
            if let b = child.bounds(measurer: measurer) { box.add(b) }
        }
        guard var local = box.rect else { return nil }
        if let clip {
            guard let clipped = local.overlap(clip.standardized) else { return nil }
            local = clipped
        }
        return local.boundingBox(applying: transform)
    }
}

extension Scene {
    /// The bounds of everything the scene draws, in scene coordinates (the background is not counted).
    public func bounds(measurer: any TextMeasurer) -> Rect? {
        root.bounds(measurer: measurer)
    }
}

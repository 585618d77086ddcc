import Charta
import ChartaScales

/// The paint a mark gives its colour: Vega-Lite encodes colour as `fill` on filled marks and as
/// `stroke` on lines, rules, trails and unfilled points.
enum VLPaint: Hashable, Sendable {
    case fill, stroke

    /// The paint of a mark type, filled or not (`filled` unset: every mark but `point` is filled).
    init(markType: String, filled: Bool?) {
        let isFilled = filled ?? (markType != "point")
        self = ["line", "rule", "trail"].contains(markType) || !isFilled ? .stroke : .fill
    }
}

extension VLCompiler {
    /// Calls `body` with each mark definition of a spec, through layers, concatenations and the `spec`
    /// of facets and repeats, and the encoding it sees: its own channels over those of the layers and
    /// facets around it.
    func forEachMark(
        _ node: JSONNode?, encoding inherited: [String: JSONNode] = [:],
        _ body: (JSONNode, [String: JSONNode]) -> Void
    ) {
        guard let node, node.value.object != nil else { return }
        var encoding = inherited
        if let own = node["encoding"], case .object(let o) = own.value {
            for key in o.keys { encoding[key] = own[key] }
        }
        if let mark = node["mark"] { body(mark, encoding) }
        for key in ["layer", "hconcat", "vconcat", "concat"] {
            guard let children = node[key], children.value.array != nil else { continue }
            for child in children.elements { forEachMark(child, encoding: key == "layer" ? encoding : [:], body) }
        }
        forEachMark(node["spec"], encoding: encoding, body)
    }

    /// The paints that colour each field over all the views of a spec, overlays included: a field
    /// whose legend stands for both fill and stroke is one legend of two scales in Vega, which Vega draws
    /// as a symbol legend even for a continuous colour (vega-parser `legendType`).
    func colorPaints(_ node: JSONNode?) -> [String: Set<VLPaint>] {
        var out: [String: Set<VLPaint>] = [:]
        forEachMark(node) { mark, encoding in
            guard let field = encoding[.color]?["field"]?.value.string else { return }
            let type = mark.value.string ?? mark["type"]?.value.string ?? ""
            let property = { (key: String) in mark[key]?.value ?? self.config.markProperty(key, type: type, styles: [])
            }
            var paints: Set<VLPaint> = [VLPaint(markType: type, filled: property("filled")?.bool)]
            if type == "line" || type == "area", let point = property("point"), point != .bool(false), point != .null {
                paints.insert(.fill)
            }
            if type == "area", let line = property("line"), line != .bool(false), line != .null {
                paints.insert(.stroke)
            }
            out[field, default: []].formUnion(paints)
        }
        return out
    }

    /// The fields that a quantitative size encodes anywhere in a spec: Vega-Lite merges the legends of
    /// one field on several channels, across views too.
    func sizeFields(_ node: JSONNode?) -> Set<String> {
        var out: Set<String> = []
        forEachMark(node) { _, encoding in
            guard let size = encoding[.size], size["type"]?.value.string == "quantitative",
                let field = size["field"]?.value.string
            else { return }
            out.insert(field)
        }
        return out
    }

    /// Vega's symbol legend for a continuous colour that colours both fills and strokes: a circle
    /// filled and stroked with the colour at each of five ticks of the domain (Vega's default legend
    /// `tickCount`), labelled in the ticks' common format.
    func continuousSymbolLegend(_ def: VLFieldDef, units: [VLUnit]) -> LegendContent {
        let ramp = colorRamp(def, units: units)
        let (lo, hi) = continuousColorDomain(def, units: units)
        let ticks = lo < hi ? LinearScale(domain: [lo, hi], range: [0, 1]).ticks(count: 5) : [lo]
        let format = NumberFormat.tickFormat(start: lo, stop: hi, count: 5)
        return .symbols(
            ticks.map { v in LegendEntry(format(v), color: Color(hex: ramp(v)) ?? VLTheme.accent, shape: .circle) })
    }
}

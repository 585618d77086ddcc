import Charta

/// A facet: small multiples by the values of a row field, a column field, or one wrapped field.
struct VLFacet: Sendable {
    var row: VLFieldDef?
    var column: VLFieldDef?
    /// A single field wrapped into `columns` columns (`facet` channel or `facet: {field}`).
    var wrapped: VLFieldDef?
    var columns: Int?

    /// The data columns that hold a facet's row and column values: `facetRow` and `facetColumn` for the
    /// innermost facet (`depth` 0), `facetRow1` and `facetColumn1` for the facet around it, and so on.
    static func keys(depth: Int) -> (row: VLColumn, column: VLColumn) {
        (VLColumn(.facetRow(depth: depth)), VLColumn(.facetColumn(depth: depth)))
    }
}

extension VLCompiler {
    /// Reads a top-level `facet`: `{"row": …, "column": …}` or a single field definition.
    mutating func readFacet(_ node: JSONNode) -> VLFacet? {
        guard let obj = object(node) else { return nil }
        if obj[.row] != nil || obj[.column] != nil {
            return VLFacet(
                row: obj[.row].flatMap { readFieldDef($0, channel: .row) },
                column: obj[.column].flatMap { readFieldDef($0, channel: .column) })
        }
        return VLFacet(
            wrapped: readFieldDef(obj, channel: .facet),
            columns: obj["columns"]?.value.number.map { Int(clamped: $0, to: 0...Int(Int32.max)) })
    }

    /// Moves `row`, `column` and `facet` channels out of the units' encodings into a facet (or takes
    /// the top-level one), and gives every unit the facet's fields so that its data is split (and
    /// aggregated and stacked) per cell.
    func facetFromEncoding(_ units: inout [VLUnit], given: VLFacet?) -> VLFacet? {
        var facet = given ?? VLFacet()
        var found = given != nil
        for i in units.indices {
            for channel in [VLChannel.row, .column, .facet] {
                guard let def = units[i].defs.removeValue(forKey: channel) else { continue }
                found = true
                switch channel {
                case .row: facet.row = facet.row ?? def
                case .column: facet.column = facet.column ?? def
                default: facet.wrapped = facet.wrapped ?? def
                }
            }
        }
        guard found else { return nil }
        attach(facet, depth: 0, to: &units)
        return facet
    }

    /// Gives every unit the fields of the facets around the innermost one (outermost first), so that
    /// its data is split (and aggregated and stacked) per cell of every level.
    func nestFacets(_ outer: [VLFacet], in units: inout [VLUnit]) {
        for (level, facet) in outer.enumerated() { attach(facet, depth: outer.count - level, to: &units) }
    }

    /// Gives every unit a facet's fields, in the columns of its depth (``VLFacet/keys(depth:)``).
    func attach(_ facet: VLFacet, depth: Int, to units: inout [VLUnit]) {
        let keys = VLFacet.keys(depth: depth)
        for i in units.indices {
            if let f = facet.row { units[i].facetDefs[keys.row] = f }
            if let f = facet.column ?? facet.wrapped { units[i].facetDefs[keys.column] = f }
        }
    }

    /// The facets around `inner`, outermost first, each holding the next as its ``FacetSpec/inner``.
    /// Where a facet splits the same way as the one inside it (columns in columns, rows in rows), the
    /// inner header title joins the outer one (“Origin / Cylinders”), as Vega-Lite merges them.
    mutating func nestedFacetSpec(
        _ outer: [(facet: VLFacet, node: JSONNode)], inner: FacetSpec, units: [VLUnit]
    ) -> FacetSpec {
        var spec = inner
        for (level, around) in outer.enumerated().reversed() {
            var wrapper = facetSpec(around.facet, root: around.node, units: units, depth: outer.count - level)
            if let title = wrapper.column?.title, let own = spec.column?.title {
                wrapper.column?.title = "\(title) / \(own)"
                spec.column?.title = nil
            }
            if let title = wrapper.row?.title, let own = spec.row?.title {
                wrapper.row?.title = "\(title) / \(own)"
                spec.row?.title = nil
            }
            wrapper.inner = spec
            spec = wrapper
        }
        return spec
    }
}

/// A facet: small multiples by the values of a row field, a column field, or one wrapped field.
struct VLFacet: Sendable {
    var row: VLFieldDef?
    var column: VLFieldDef?
    /// A single field wrapped into `columns` columns (`facet` channel or `facet: {field}`).
    var wrapped: VLFieldDef?
    var columns: Int?
}

extension VLCompiler {
    /// Reads a top-level `facet`: `{"row": …, "column": …}` or a single field definition.
    mutating func readFacet(_ node: JSONNode) -> VLFacet? {
        guard let obj = object(node) else { return nil }
        if obj["row"] != nil || obj["column"] != nil {
            return VLFacet(
                row: obj["row"].flatMap { readFieldDef($0, channel: "row") },
                column: obj["column"].flatMap { readFieldDef($0, channel: "column") })
        }
        return VLFacet(
            wrapped: readFieldDef(obj, channel: "facet"),
            columns: obj["columns"]?.value.number.map { Int(clamped: $0, to: 0...Int(Int32.max)) })
    }

    /// Moves `row`, `column` and `facet` channels out of the units' encodings into a facet (or takes
    /// the top-level one), and gives every unit the facet's fields so that its data is split (and
    /// aggregated and stacked) per cell.
    func facetFromEncoding(_ units: inout [VLUnit], given: VLFacet?) -> VLFacet? {
        var facet = given ?? VLFacet()
        var found = given != nil
        for i in units.indices {
            for channel in ["row", "column", "facet"] {
                guard let def = units[i].defs.removeValue(forKey: channel) else { continue }
                found = true
                switch channel {
                case "row": facet.row = facet.row ?? def
                case "column": facet.column = facet.column ?? def
                default: facet.wrapped = facet.wrapped ?? def
                }
            }
        }
        guard found else { return nil }
        for i in units.indices {
            if let f = facet.row { units[i].facetDefs["facetRow"] = f }
            if let f = facet.column ?? facet.wrapped { units[i].facetDefs["facetColumn"] = f }
        }
        return facet
    }
}

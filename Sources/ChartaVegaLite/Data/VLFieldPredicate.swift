import Foundation

/// A field predicate of a filter (Vega-Lite's `FieldPredicate`: `equal`, `oneOf`, `range`, `lt`, `lte`,
/// `gt`, `gte`, `valid`), on the field's value or on its time unit.
struct VLFieldPredicate {
    let path: VLFieldPath
    let unit: VLTimeUnit?
    let parser: VLDateParser
    let zone: TimeZone

    /// The row test the predicate object asks for; nil when it names no test Charta reads.
    func test(_ o: JSONNode) -> VLRowTest? {
        if let equal = o["equal"]?.value {
            let c = constant(equal)
            return { row, _ in value(row).looselyEquals(c) }
        }
        if let list = o["oneOf"]?.value.array ?? o["in"]?.value.array {
            let options = list.map(constant)
            return { row, _ in options.contains { value(row).looselyEquals($0) } }
        }
        if let range = o["range"]?.value.array, range.count == 2 {
            let lo = constant(range[0])
            let hi = constant(range[1])
            return { row, _ in
                let v = value(row).number
                return (lo == .null || v >= lo.number) && (hi == .null || v <= hi.number)
            }
        }
        for op in ["lt", "lte", "gt", "gte"] {
            guard let c = o[op]?.value else { continue }
            let bound = constant(c).primitive
            return { row, _ in VLFieldPredicate.compare(value(row).primitive, op, bound) }
        }
        if let valid = o["valid"]?.value.bool {
            return { row, _ in
                let v = value(row)
                let ok = v != .null && !(v.isNumber && v.number.isNaN)
                return ok == valid
            }
        }
        return nil
    }

    /// `lt`, `lte`, `gt` or `gte`: strings by text, anything else as numbers.
    static func compare(_ v: VLExprValue, _ op: String, _ b: VLExprValue) -> Bool {
        if case .string(let x) = v, case .string(let y) = b {
            return op == "lt" ? x < y : op == "lte" ? x <= y : op == "gt" ? x > y : x >= y
        }
        let (x, y) = (v.number, b.number)
        return op == "lt" ? x < y : op == "lte" ? x <= y : op == "gt" ? x > y : x >= y
    }

    /// The row's value of the field, floored to the time unit when there is one.
    func value(_ row: VLExprValue) -> VLExprValue {
        var v = row
        for key in path.segments {
            guard case .object(let d) = v else { return .null }
            v = d[key] ?? .null
        }
        if let unit { return .date(unit.floor(parser.date(v.dataValue), local: zone)) }
        return v
    }

    /// A constant of the predicate, as a date under a time unit (a DateTime object, or a number below
    /// 10000 under a single local unit: `"range": [2006, 2008]` with `"timeUnit": "year"`, as
    /// Vega-Lite's `valueExpr` reads it).
    func constant(_ json: JSONValue) -> VLExprValue {
        if let unit, case .object(let dt) = VLExprValue(json) {
            return .date(unit.floor(VLCompiler.dateTime(dt, utc: unit.utc, zone: zone), local: zone))
        }
        if let unit, !unit.utc, unit.parts.count == 1, let n = json.number, n < 10000,
            ["year", "month", "date", "hours", "minutes", "seconds"].contains(unit.parts[0].rawValue)
        {
            let dt = [unit.parts[0].rawValue: VLExprValue.number(n)]
            return .date(unit.floor(VLCompiler.dateTime(dt, utc: false, zone: zone), local: zone))
        }
        return VLExprValue(json)
    }
}

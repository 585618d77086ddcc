import Charta
import Foundation

/// Vega-Lite's implicit data transforms for one unit: parsing, time units, bins and aggregation. The
/// result is a frame with one column per channel (`x`, `y`, `color`, `tooltip1`, …), plus `x__end`
/// style columns for the ends of bins and time-unit intervals.
extension VLCompiler {
    /// Every field definition of the unit, keyed by the column it fills.
    func columnDefs(_ unit: VLUnit) -> [(key: VLColumn, def: VLFieldDef)] {
        var out = unit.defs.sorted { $0.key < $1.key }.map { (key: VLColumn.channel($0.key), def: $0.value) }
        out += unit.tooltips.enumerated().map { (VLColumn(.listed(.tooltip, $0.offset)), $0.element) }
        out += unit.details.enumerated().map { (VLColumn(.listed(.detail, $0.offset)), $0.element) }
        out += unit.orders.enumerated().map { (VLColumn(.listed(.order, $0.offset)), $0.element) }
        out += unit.facetDefs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return out
    }

    var dateParser: VLDateParser { VLDateParser(localTimeZone: options.timeZone) }

    /// The values of a field in every row, parsed by `format.parse` or by the definition's type.
    func fieldValues(_ path: VLFieldPath, rows: [JSONValue], source: VLDataSource, type: MeasureType?) -> [VLValue] {
        let parse: VLParse
        if let explicit = source.parse[path.raw] ?? source.parse[path.unescaped] {
            parse = explicit
        } else {
            switch type {
            case .quantitative?: parse = .number
            case .temporal?: parse = .date(specifier: nil, utc: false)
            default: parse = VLParse.none
            }
        }
        let parser = dateParser
        return rows.map { row in
            let v = VLValue(path.value(in: row))
            switch parse {
            case .none:
                return v
            case .number:
                if case .string(let s) = v, s.isEmpty { return .null }
                let d = v.number
                return v.isNull ? .null : (d.isNaN ? .null : .number(d))
            case .boolean:
                switch v {
                case .bool: return v
                case .string(let s): return s.isEmpty ? .null : .bool(s == "true" || s == "1")
                case .number(let d): return .bool(d != 0)
                default: return .null
                }
            case .date(let specifier, let utc):
                if case .string(let s) = v, let specifier {
                    return parser.parse(s, specifier: specifier, utc: utc).map(VLValue.date) ?? .null
                }
                // A cell of text holding a year (“1900”) was read as a number; values that transforms
                // add to its rows (a time unit's timestamp) are far larger.
                if source.fromText, case .number(let n) = v, n == n.rounded(), n >= 0, n < 10_000 {
                    let d = parser.date(.string(String(Int(n))))
                    return d.isNaN ? .null : .date(d)
                }
                let d = parser.date(v)
                return d.isNaN ? .null : .date(d)
            }
        }
    }

    /// Runs the unit's data through parsing, time units, bins and aggregation.
    mutating func transform(_ unit: inout VLUnit) {
        let rows = unit.source.rows
        var frame = VLFrame(count: rows.count)
        let local = options.timeZone
        for (key, def) in columnDefs(unit) {
            guard let path = def.field else { continue }
            let type: MeasureType? =
                def.timeUnit != nil ? .temporal : def.isBinned ? .quantitative : def.countsValues ? nil : def.type
            var values = fieldValues(path, rows: rows, source: unit.source, type: type)
            if let tu = def.timeUnit {
                var intervals = VLTimeIntervals(tu, local: local)
                var ends: [VLValue] = []
                ends.reserveCapacity(values.count)
                values = values.map { v in
                    let start = tu.binned ? v.number : intervals.floor(v.number)
                    let end = intervals.end(start)
                    ends.append(end.isNaN ? .null : .date(end))
                    return start.isNaN ? .null : .date(start)
                }
                frame.set(key.with(.end), ends)
            } else if def.isBinned, !def.binned {
                let (starts, ends) = bin(values.map(\.number), def: def)
                values = starts.map { $0.isNaN ? .null : .number($0) }
                frame.set(key.with(.end), ends.map { $0.isNaN ? .null : .number($0) })
            }
            frame.set(key, values)
            switch def.aggregate {
            case .argmin(let other)?, .argmax(let other)?:
                // The compared field is read as the view encodes it (dates as dates), if it does.
                let type = unit.defs.sorted { $0.key < $1.key }.first { $0.value.field?.raw == other }?.value.measure
                frame.set(
                    key.with(.argument), fieldValues(VLFieldPath(other), rows: rows, source: unit.source, type: type))
            default: break
            }
        }
        addColorColumn(unit, rows: rows, to: &frame)
        // Rows of other animation frames (flagged by their filter) are kept for the scales only.
        if rows.contains(where: { $0.object?[VLCompiler.hiddenRowColumn] == .bool(true) }) {
            frame.set(
                VLColumn(.hiddenRows),
                rows.map { $0.object?[VLCompiler.hiddenRowColumn] == .bool(true) ? .bool(true) : .null })
        }
        for field in selectionFields {
            frame.set(
                VLColumn(.selectionField(field)),
                fieldValues(VLFieldPath(field), rows: rows, source: unit.source, type: nil))
        }
        let aggregated = columnDefs(unit).filter { $0.def.aggregate != nil }
        if !aggregated.isEmpty {
            frame = aggregate(frame, defs: columnDefs(unit))
        }
        offsetTimeUnitBands(unit, frame: &frame)
        unit.frame = frame
    }

    /// The colour column of a unit that encodes no colour field: a colour `datum`, or the value each row
    /// gets from a condition on a test.
    mutating func addColorColumn(_ unit: VLUnit, rows: [JSONValue], to frame: inout VLFrame) {
        // A colour `datum` is a data value on the colour scale, the same in every row.
        if let def = unit.defs[.color], def.field == nil, def.aggregate == nil, let v = datumValue(def) {
            frame.set(.color, Array(repeating: v, count: rows.count))
        }
        // A colour with a condition on a test: the value each row gets, decided before any aggregation.
        if let def = unit.defs[.color], !def.hasField, let condition = def.condition,
            let test = condition["test"] ?? condition.elements.first?["test"], let predicate = predicate(test)
        {
            let chosen = (condition["value"] ?? condition.elements.first?["value"])?.value ?? .null
            let fallback = def.value ?? .null
            var tally = self.tally
            frame.set(.color, rows.map { predicate(VLExprValue($0), &tally) ? VLValue(chosen) : VLValue(fallback) })
            self.tally = tally
            reportTally(at: test.path)
        }
    }

    /// Bars and rects over a time unit sit at `bandPosition` (or the mark's `timeUnitBandPosition`) of
    /// their interval: 0.5, the default, spans the interval; 0 centres the bar on the interval's start.
    /// Vega-Lite shifts both ends by `(bandPosition − 0.5)` of the interval (its `offsetted_rect` fields),
    /// so the scale's domain follows the shifted bars.
    func offsetTimeUnitBands(_ unit: VLUnit, frame: inout VLFrame) {
        guard ["bar", "rect"].contains(unit.markType) else { return }
        for channel in [VLChannel.x, .y] {
            guard let def = unit.defs[channel], def.timeUnit != nil, def.measure == .temporal,
                unit.secondaryDef(channel) == nil, def.scale?["type"]?.value.string != "band",
                let starts = frame[channel], let ends = frame[channel, .end]
            else { continue }
            let position = timeUnitBandPosition(unit, def: def)
            guard position != 0.5 else { continue }
            let shift = position - 0.5
            var newStarts = starts
            var newEnds = ends
            for i in starts.indices {
                let (a, b) = (starts[i].number, ends[i].number)
                guard a.isFinite, b.isFinite else { continue }
                newStarts[i] = .date(a + (b - a) * shift)
                newEnds[i] = .date(b + (b - a) * shift)
            }
            frame.set(channel, newStarts)
            frame.set(channel, .end, newEnds)
        }
    }

    // MARK: - Aggregation

    /// Groups the rows by every non-aggregated column and computes each aggregate per group
    /// (Vega's `aggregate` transform; groups in order of first appearance).
    func aggregate(_ frame: VLFrame, defs: [(key: VLColumn, def: VLFieldDef)]) -> VLFrame {
        let measures = Set(defs.filter { $0.def.aggregate != nil }.map(\.key.base))
        let dimensions = frame.names.filter { !measures.contains($0.base) }
        var groups: [[VLValue]: Int] = [:]
        var members: [[Int]] = []
        for row in 0..<frame.count {
            let key = dimensions.map { frame[$0]?[row] ?? .null }
            if let g = groups[key] {
                members[g].append(row)
            } else {
                groups[key] = members.count
                members.append([row])
            }
        }
        if frame.count == 0 && dimensions.isEmpty { members = [[]] }
        var out = VLFrame(count: members.count)
        for name in dimensions {
            let column = frame[name] ?? []
            out.set(name, members.map { $0.first.map { column[$0] } ?? .null })
        }
        for (key, def) in defs {
            guard let op = def.aggregate else { continue }
            let column = frame[key] ?? Array(repeating: .null, count: frame.count)
            let args = frame[key.with(.argument)]
            out.set(key, members.map { rows in VLCompiler.aggregate(op, rows: rows, values: column, args: args) })
        }
        return out
    }

    static func aggregate(_ op: VLAggregate, rows: [Int], values: [VLValue], args: [VLValue]?) -> VLValue {
        let present = rows.map { values[$0] }.filter { !$0.isNull }
        let numbers = present.map(\.number).filter { !$0.isNaN }
        func num(_ d: Double?) -> VLValue { d.map { $0.isNaN ? .null : .number($0) } ?? .null }
        switch op {
        case .op(let name):
            switch name {
            case "count": return .number(Double(rows.count))
            case "valid": return .number(Double(present.count))
            case "missing": return .number(Double(rows.count - present.count))
            case "distinct": return .number(Double(Set(rows.map { values[$0] }).count))
            case "sum": return .number(numbers.reduce(0, +))
            case "product": return .number(numbers.reduce(1, *))
            case "mean", "average": return num(numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count))
            // The extremes of dates are dates.
            case "min", "max":
                let extreme = name == "min" ? numbers.min() : numbers.max()
                if let d = extreme, present.allSatisfy({ if case .date = $0 { true } else { false } }) {
                    return .date(d)
                }
                return num(extreme)
            case "median": return num(quantile(numbers, 0.5))
            case "q1": return num(quantile(numbers, 0.25))
            case "q3": return num(quantile(numbers, 0.75))
            case "stderr", "ci0", "ci1": return num(VLCompiler.statistic(name, numbers))
            case let n where VLCompiler.isCompositeStatistic(n): return num(VLCompiler.statistic(n, numbers))
            case "variance", "variancep", "stdev", "stdevp":
                guard let variance = VLCompiler.variance(numbers, population: name.hasSuffix("p")) else { return .null }
                return .number(name.hasPrefix("stdev") ? variance.squareRoot() : variance)
            default: return .null
            }
        case .argmin, .argmax:
            guard let args else { return .null }
            var isMin = false
            if case .argmin = op { isMin = true }
            var best: Int?
            for r in rows where !args[r].isNull {
                guard let b = best else {
                    best = r
                    continue
                }
                let better = isMin ? args[r].number < args[b].number : args[r].number > args[b].number
                if better { best = r }
            }
            return best.map { values[$0] } ?? .null
        case .exponential(let weight):
            // Vega's exponentially weighted mean (vega-transforms AggregateOps `exponential`).
            var exp = 0.0
            for v in numbers { exp = weight * exp + v }
            let n = Double(numbers.count)
            guard n > 0 else { return .null }
            let denominator = 1 - pow(weight, n)
            return denominator == 0 ? .number(numbers.last ?? .nan) : .number(exp * (1 - weight) / denominator)
        }
    }

    /// The variance of the numbers (d3-array's `variance`, or the population's), nil when there are too
    /// few.
    static func variance(_ numbers: [Double], population: Bool) -> Double? {
        guard numbers.count > (population ? 0 : 1) else { return nil }
        let mean = numbers.reduce(0, +) / Double(numbers.count)
        let ss = numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return ss / Double(numbers.count - (population ? 0 : 1))
    }

    /// d3-array's `quantile` of unsorted numbers.
    static func quantile(_ values: [Double], _ p: Double) -> Double? {
        quantile(sorted: values.sorted(), p)
    }

    /// d3-array's `quantileSorted` of numbers in ascending order.
    static func quantile(sorted: [Double], _ p: Double) -> Double? {
        quantile(count: sorted.count, p) { sorted[$0] }
    }

    /// d3-array's `quantileSorted` of `count` numbers whose k-th smallest (from 0) is
    /// `smallest(k)`; nil when there are none.
    static func quantile(count: Int, _ p: Double, smallest: (Int) -> Double) -> Double? {
        guard count > 0 else { return nil }
        if count == 1 { return smallest(0) }
        let i = (Double(count) - 1) * p
        let lo = Int(clamped: i.rounded(.down), to: 0...(count - 1))
        let hi = min(lo + 1, count - 1)
        let (a, b) = (smallest(lo), smallest(hi))
        return a + (b - a) * (i - Double(lo))
    }
}

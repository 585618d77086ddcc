/// Vega-Lite's invalid data modes (`mark.invalid`, `config.scale.invalid`; vega-lite
/// `src/invalid.ts` and `src/compile/invalid/`): what happens to rows whose value on a continuous scale
/// is `null` or `NaN`.
enum VLInvalidMode: Equatable {
    /// Such rows are left out of marks and scales.
    case filter
    /// Lines, areas and trails break at such rows; other marks leave them out. Scales leave them out.
    case breakPathsFilterDomains
    /// Lines, areas and trails break at such rows; other marks leave them out. Scales keep them.
    case breakPathsShowDomains
    /// Every row is drawn: an invalid value lands where zero (or the scale's minimum) would.
    case show

    /// The mode a mark's `invalid` setting names, normalised as Vega-Lite does: unset and
    /// `"break-paths-show-path-domains"` break paths (keeping their domains) and filter other marks;
    /// `null` shows. Nil for a name Vega-Lite does not know.
    init?(_ value: JSONValue?, isPath: Bool) {
        switch value {
        case nil: self = isPath ? .breakPathsShowDomains : .filter
        case .null?: self = .show
        case .string(let name)?:
            switch name {
            case "break-paths-show-path-domains": self = isPath ? .breakPathsShowDomains : .filter
            case "filter": self = .filter
            case "break-paths-filter-domains": self = .breakPathsFilterDomains
            case "break-paths-show-domains": self = .breakPathsShowDomains
            case "show": self = .show
            default: return nil
            }
        default: return nil
        }
    }
}

extension VLCompiler {

    /// The name of the frame column that marks rows kept for the scales but not drawn (a `true` value).
    static let hiddenRowColumn = "__hidden"

    /// Applies the unit's invalid data mode to its rows. A channel for which `config.scale.invalid`
    /// gives an output always counts as valid (its scale draws invalid values with that output). Shown
    /// invalid positions and sizes become zero, where Vega's zero-based scales put them; rows that the
    /// scales keep but the marks leave out are flagged in ``hiddenRowColumn`` (see ``drawnUnits(_:)``).
    mutating func filterInvalid(_ unit: inout VLUnit) {
        let isPath = ["line", "area", "trail"].contains(unit.markType)
        let setting = unit.markProperty("invalid", config: config)
        let mode: VLInvalidMode
        if let m = VLInvalidMode(setting, isPath: isPath) {
            mode = m
        } else {
            let path = unit.markNode["invalid"]?.path ?? JSONNode.join(JSONNode.join(unit.path, "mark"), "invalid")
            warn("Unknown invalid data mode; rows with invalid values are left out.", at: path)
            mode = .filter
        }
        let continuous = [VLChannel.x, .y, .x2, .y2, .theta, .radius, .size, .color, .opacity].filter { c in
            guard let def = unit.defs[c], def.hasField, def.aggregate != .op("count") else { return false }
            return def.isContinuous && !VLCompiler.discretizingScales.contains(def.scale?["type"]?.value.string ?? "")
        }
        let outputs = Set(continuous.filter { config.value("scale", "invalid", $0.name) != nil })
        let hasOutput = { (c: VLChannel) in outputs.contains(c) }
        if mode == .show {
            for c in [VLChannel.x, .y, .size] where continuous.contains(c) && !hasOutput(c) {
                guard unit.defs[c]?.measure == .quantitative, let column = unit.frame[c] else { continue }
                unit.frame.set(c, column.map { $0.isNull ? .number(0) : $0 })
                // A stack groups by the value as it was: a missing value is a group of its own.
                if c != .size, column.contains(where: \.isNull) {
                    unit.frame.set(c, .shownInvalid, column.map { $0.isNull ? .bool(true) : .null })
                }
            }
            return
        }
        let checked = continuous.filter { !hasOutput($0) }
        guard !checked.isEmpty else { return }
        // Lines, areas and trails that break at invalid rows keep them (as gaps); with
        // `break-paths-filter-domains` the scales leave them out.
        if isPath && mode != .filter {
            if mode == .breakPathsFilterDomains { flagOutsideDomains(&unit, checked: checked) }
            return
        }
        let frame = unit.frame
        let valid = VLCompiler.validRows(frame, checked: checked)
        guard valid.contains(false) else { return }
        if mode == .breakPathsShowDomains {
            // Rows hidden already (other animation frames) stay hidden.
            let hidden = frame[VLColumn(.hiddenRows)]
            unit.frame.set(
                VLColumn(.hiddenRows),
                valid.indices.map { valid[$0] && hidden?[$0] != .bool(true) ? .null : .bool(true) })
        } else {
            unit.frame = frame.rows(valid.indices.filter { valid[$0] })
        }
    }

    /// Flags the rows of a path whose values on `checked` channels are invalid: the marks keep them (as
    /// gaps), the scales leave them out (``VLColumn/Base/outsideDomains``).
    func flagOutsideDomains(_ unit: inout VLUnit, checked: [VLChannel]) {
        let valid = VLCompiler.validRows(unit.frame, checked: checked)
        guard valid.contains(false) else { return }
        unit.frame.set(VLColumn(.outsideDomains), valid.map { $0 ? .null : .bool(true) })
    }

    /// Whether each row's values on the `checked` channels are valid (text counts as valid: a discrete
    /// value).
    static func validRows(_ frame: VLFrame, checked: [VLChannel]) -> [Bool] {
        let columns = checked.compactMap { frame[$0] }
        return (0..<frame.count).map { row in
            columns.allSatisfy { column in
                guard row < column.count else { return true }
                if case .string = column[row] { return true }
                return !column[row].isNull
            }
        }
    }

    /// The units as their marks draw them: without the rows that only their scales keep.
    static func drawnUnits(_ units: [VLUnit]) -> [VLUnit] {
        units.map { unit in
            guard let hidden = unit.frame[VLColumn(.hiddenRows)] else { return unit }
            var drawn = unit
            drawn.frame = unit.frame.rows(hidden.indices.filter { hidden[$0] != .bool(true) })
            return drawn
        }
    }
}

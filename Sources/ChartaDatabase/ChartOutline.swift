import Foundation

/// What push-down needs to know of a Vega-Lite spec, read once into values: whether it is one view
/// over one named dataset, its mark, and each channel's field, aggregate and time unit. Anything
/// push-down does not model (transforms, parameters, compositions, conditions, bins, sort by another
/// field) marks the outline as one that only loads rows.
struct ChartOutline: Sendable {
    /// One channel's definition, as far as push-down reads it.
    struct FieldUse: Hashable, Sendable {
        var field: String?
        var aggregate: String?
        var timeUnit: String?
        var type: String?
        var hasTitle: Bool
        /// A bin, condition, impute, object sort or other part push-down leaves to the reader.
        var needsRows: Bool
    }

    /// The name of the named data of the top-level view, if any.
    var dataName: String?
    /// The mark type, if the top level has one.
    var mark: String?
    /// Whether the mark asks for something push-down does not reproduce (points on a line, invalid
    /// values kept as gaps).
    var markNeedsRows: Bool
    /// Field channels, by channel name.
    var encoding: [String: FieldUse]
    /// Whether the spec is a single view with nothing but data, mark and encoding that changes data.
    var isPlainUnit: Bool

    /// The outline of a spec decoded by `JSONSerialization`; nil when it is not a JSON object.
    init?(decoded: Any?) {
        guard let root = decoded as? [String: Any] else { return nil }
        dataName = (root["data"] as? [String: Any])?["name"] as? String
        var markNeedsRows = false
        if let mark = root["mark"] as? String {
            self.mark = mark
        } else if let mark = root["mark"] as? [String: Any] {
            self.mark = mark["type"] as? String
            markNeedsRows = mark["point"] != nil || mark["invalid"] != nil || mark["line"] != nil
        }
        var encoding: [String: FieldUse] = [:]
        var plain = true
        for (channel, value) in root["encoding"] as? [String: Any] ?? [:] {
            guard let def = value as? [String: Any] else {
                plain = false  // an array of tooltips, say
                continue
            }
            if def["field"] == nil && def["aggregate"] == nil {
                if def["condition"] != nil { plain = false }
                continue  // a value or datum
            }
            encoding[channel] = FieldUse(def)
        }
        self.encoding = encoding
        self.markNeedsRows = markNeedsRows
        let composing = ["layer", "hconcat", "vconcat", "concat", "facet", "repeat", "spec"]
        let changing = ["transform", "params", "selection"]
        let config = root["config"] as? [String: Any] ?? [:]
        let keepsInvalid = config.values.contains { ($0 as? [String: Any])?["invalid"] != nil }
        isPlainUnit =
            plain && !composing.contains(where: { root[$0] != nil })
            && !changing.contains(where: { key in (root[key] as? [Any]).map { !$0.isEmpty } ?? (root[key] != nil) })
            && !keepsInvalid
    }
}

extension ChartOutline.FieldUse {
    init(_ def: [String: Any]) {
        field = def["field"] as? String
        aggregate = def["aggregate"] as? String
        timeUnit = def["timeUnit"] as? String
        type = def["type"] as? String
        hasTitle = def["title"] != nil
        let objectSort = def["sort"] is [String: Any]
        let unread = ["bin", "condition", "impute"].contains { def[$0] != nil && !(def[$0] is NSNull) }
        let oddParts =
            (def["aggregate"] != nil && aggregate == nil) || (def["timeUnit"] != nil && timeUnit == nil)
            || (def["field"] != nil && field == nil)
        needsRows = objectSort || unread || oddParts || (def["bin"] as? Bool) == true
    }

    /// Whether the field names one column (no nested access, no escapes).
    var isPlainColumn: Bool {
        guard let field else { return true }
        return !field.isEmpty && !field.contains(where: { $0 == "." || $0 == "[" || $0 == "]" || $0 == "\\" })
    }
}

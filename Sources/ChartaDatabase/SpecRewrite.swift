import Foundation

/// Changes to a spec that push-down makes, on the spec as `JSONSerialization` decoded it once; the
/// JSON is encoded again only when one applies.
enum SpecRewrite {
    /// Each channel's `count` becomes the sum of `column` (one row per group, holding the group's
    /// count), titled as the count was unless it has a title. `json` is the spec `decoded` came from.
    static func counts(in json: Data, decoded: Any?, channels: [String], as column: String) -> Data {
        guard var root = decoded as? [String: Any], var encoding = root["encoding"] as? [String: Any]
        else { return json }
        for channel in channels {
            guard var def = encoding[channel] as? [String: Any] else { continue }
            def["aggregate"] = "sum"
            def["field"] = column
            if def["title"] == nil { def["title"] = "Count of Records" }
            encoding[channel] = def
        }
        root["encoding"] = encoding
        return (try? JSONSerialization.data(withJSONObject: root)) ?? json
    }
}

/// The names of the named data a spec reads, wherever they are (`data`, `lookup`'s `from.data`).
enum DataNames {
    static func used(in decoded: Any?) -> [String] {
        guard let root = decoded else { return [] }
        var names: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let data = object["data"] as? [String: Any], let name = data["name"] as? String,
                    !names.contains(name)
                {
                    names.append(name)
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        return names
    }
}

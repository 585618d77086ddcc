import Foundation

/// Changes to a spec that push-down makes: the JSON is decoded and encoded again only when one applies.
enum SpecRewrite {
    /// Each channel's `count` becomes the sum of `column` (one row per group, holding the group's
    /// count), titled as the count was unless it has a title.
    static func counts(in json: Data, channels: [String], as column: String) -> Data {
        guard var root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
            var encoding = root["encoding"] as? [String: Any]
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
    static func used(in json: Data) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: json) else { return [] }
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

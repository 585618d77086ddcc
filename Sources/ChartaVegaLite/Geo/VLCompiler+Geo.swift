import ChartaScene
import Foundation

/// Marks placed by `longitude` and `latitude`: each row's point through the view's projection becomes
/// its x and y in pixels, on scales that map pixels to themselves and draw no axes (Vega-Lite's
/// `geopoint` transform over the projection that `compile/projection/parse.ts` fits to the data).
extension VLCompiler {
    /// Replaces the longitude and latitude of the units that have them by projected x and y.
    mutating func projectGeoPositions(_ units: inout [VLUnit], body: JSONNode) {
        var geo: [Int] = []
        for i in units.indices where units[i].defs[.longitude] != nil || units[i].defs[.latitude] != nil {
            guard units[i].defs[.x] != nil || units[i].defs[.y] != nil else {
                geo.append(i)
                continue
            }
            // A view placed by x or y as well has no projection to place it by.
            for channel in [VLChannel.longitude, .latitude] {
                guard let def = units[i].defs.removeValue(forKey: channel) else { continue }
                warnUnsupported("The channel “\(channel.name)”", at: def.node.path)
            }
        }
        guard !geo.isEmpty else { return }
        let node = body["projection"]
        guard var projection = readProjection(node) else {
            for i in geo { (units[i].defs[.longitude], units[i].defs[.latitude]) = (nil, nil) }
            return
        }
        let width = number(body["width"]) ?? config.continuousWidth
        let height = number(body["height"]) ?? config.continuousHeight
        let coordinates = geo.map { lonLat(units[$0]) }
        // Without a scale or translation the projection fits the data into the view (`fitSize`).
        if node?["scale"] == nil, node?["translate"] == nil {
            projection.fit(coordinates.flatMap { $0 }, width: width, height: height)
        }
        for (k, i) in geo.enumerated() {
            // A point the projection does not show sits at the view's corner, as Vega leaves its x and y unset.
            let points = coordinates[k].map { projection.point($0.0, $0.1) ?? Point.zero }
            let path = JSONNode.join(units[i].path, "encoding")
            units[i].defs[.x] = pixelDef(.x, length: width, path: path)
            units[i].defs[.y] = pixelDef(.y, length: height, path: path)
            units[i].frame.set(VLColumn(.channel(.x)), points.map { .number($0.x) })
            units[i].frame.set(VLColumn(.channel(.y)), points.map { .number($0.y) })
            (units[i].defs[.longitude], units[i].defs[.latitude]) = (nil, nil)
        }
    }

    /// Each row's longitude and latitude: a field's values or a `datum` for every row.
    func lonLat(_ unit: VLUnit) -> [(Double, Double)] {
        func values(_ channel: VLChannel) -> [Double] {
            if let def = unit.defs[channel], def.hasField {
                return (unit.frame[channel] ?? []).map(\.number)
            }
            let datum = unit.defs[channel]?.datum?.number ?? .nan
            return Array(repeating: datum, count: unit.frame.count)
        }
        return Array(zip(values(.longitude), values(.latitude)))
    }

    /// A quantitative definition whose scale maps pixels along the view to themselves, without an axis.
    func pixelDef(_ channel: VLChannel, length: Double, path: String) -> VLFieldDef {
        var def = VLFieldDef(node: JSONNode(.object(JSONObject()), path: path), channel: channel)
        def.field = VLFieldPath(channel.name)
        def.type = .quantitative
        var scale: [(String, JSONValue)] = [
            ("domain", .array([.number(0), .number(length)])), ("nice", .bool(false)), ("zero", .bool(false)),
        ]
        // Pixels grow downwards, y values upwards.
        if channel == .y { scale.append(("reverse", .bool(true))) }
        def.scale = JSONNode(.object(JSONObject(scale)), path: path)
        def.axis = JSONNode(.null, path: path)
        return def
    }

    /// The view's projection: its type (Vega-Lite's default is `equalEarth`) with its `center`, `rotate`,
    /// `parallels`, `scale` and `translate`; nil after a warning for a type this reader does not project with.
    mutating func readProjection(_ node: JSONNode?) -> VLProjection? {
        let type = node?["type"]?.value.string ?? "equalEarth"
        func pair(_ key: String) -> (Double, Double)? {
            guard let a = node?[key]?.value.array, a.count >= 2, let x = a[0].number, let y = a[1].number else {
                return nil
            }
            return (x, y)
        }
        var settings = VLProjection.Settings()
        settings.center = pair("center").map { (lon: $0.0, lat: $0.1) }
        settings.parallels = pair("parallels")
        if let r = node?["rotate"]?.value.array?.compactMap(\.number), r.count >= 2 {
            settings.rotate = (r[0], r[1], r.count > 2 ? r[2] : 0)
        }
        guard var projection = VLProjection.named(type, settings) else {
            warnUnsupported("The projection “\(type)”", at: node?["type"]?.path ?? node?.path ?? "projection")
            return nil
        }
        let scale = number(node?["scale"])
        let translate = pair("translate")
        if scale != nil || translate != nil {
            let current = projection.parts[0]
            projection.parts = projection.layout(
                scale ?? current.scale, translate.map { (x: $0.0, y: $0.1) } ?? current.translate)
        }
        return projection
    }
}

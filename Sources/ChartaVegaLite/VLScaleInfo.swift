import Charta
import Foundation

/// A scale shared by the layers that use one channel: its Vega-Lite type and, for discrete scales, the
/// domain in order with the labels its values show.
struct VLScaleInfo: Sendable {
    var channel: VLChannel
    /// The first field definition on the channel (its sort, scale, axis and legend settings rule).
    var def: VLFieldDef
    /// Vega-Lite's scale type: linear, log, pow, sqrt, symlog, time, utc, band, point, ordinal,
    /// quantile, quantize, threshold.
    var scaleType: String
    /// Discrete domains: the values in order, and their labels.
    var values: [VLValue] = []
    var labels: [String] = []

    /// The axis's `format`, if the first definition gives one.
    var axisFormat: String? { def.axis?["format"]?.value.string ?? def.format }
    var isDiscrete: Bool { ["band", "point", "ordinal"].contains(scaleType) }
    var isBand: Bool { scaleType == "band" }
    var measure: MeasureType { def.measure }
}

/// Deciding scale types and discrete domains (Vega-Lite's compile/scale/type.ts and domain.ts).
extension VLCompiler {
    static let scaleChannels: [VLChannel] = [
        .x, .y, .xOffset, .yOffset, .color, .size, .shape, .opacity, .theta, .radius, .strokeDash,
    ]

    /// Vega-Lite's default scale type for a channel, given the marks that use it.
    func defaultScaleType(_ channel: VLChannel, def: VLFieldDef, marks: [String], nestedOffset: Bool) -> String {
        let isColor = channel == .color
        let discreteRange = [VLChannel.shape, .strokeDash].contains(channel)
        switch def.measure {
        case .nominal, .ordinal:
            if isColor || discreteRange { return "ordinal" }
            if [VLChannel.x, .y, .xOffset, .yOffset].contains(channel) {
                if marks.contains(where: { ["rect", "bar", "image", "rule", "tick"].contains($0) }) { return "band" }
                if nestedOffset { return "band" }
            } else if [VLChannel.theta, .radius].contains(channel), marks.contains("arc") {
                return "band"
            }
            return "point"
        case .temporal:
            if isColor { return "time" }
            if discreteRange { return "ordinal" }
            if def.timeUnit?.utc == true { return "utc" }
            return "time"
        case .quantitative:
            if isColor, def.isBinned { return "bin-ordinal" }
            if discreteRange { return "ordinal" }
            return "linear"
        }
    }

    /// The label a value shows on an axis or legend: dates in the field's time-unit format (or in
    /// `specifier`). Discrete domains are keyed by these labels, so distinct values keep distinct labels.
    func label(_ value: VLValue, def: VLFieldDef, utcScale: Bool = false, specifier: String? = nil) -> String {
        switch value {
        case .date(let seconds):
            let tu = def.timeUnit
            var calendar = Calendar(identifier: .gregorian)
            let utc = utcScale || tu?.utc == true
            calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? options.timeZone : options.timeZone
            calendar.locale = Locale(identifier: "en_US_POSIX")
            let format = DateFormat(specifier ?? tu?.specifier ?? "%b %d, %Y", calendar: calendar)
            return format(Date(timeIntervalSince1970: seconds))
        case .number(let d):
            if let f = def.format, let nf = try? NumberFormat(specifier: f) { return nf(d) }
            return value.text
        default:
            return value.text
        }
    }

    /// Resolves the scale of each channel over all units.
    mutating func scaleInfos(_ units: [VLUnit]) -> [VLChannel: VLScaleInfo] {
        var out: [VLChannel: VLScaleInfo] = [:]
        for channel in VLCompiler.scaleChannels {
            let users = units.filter { $0.defs[channel].map { $0.encodesData } ?? false }
            guard let first = users.first, let def = first.defs[channel] else { continue }
            let nested = users.contains { u in channel.offset.flatMap({ u.defs[$0] })?.hasField ?? false }

            var marks = users.map(\.markType)
            // A relative band size (`"width": {"band": 0.5}`) asks for a band scale.
            if users.contains(where: { $0.markNode[channel == .x ? "width" : "height"]?["band"] != nil }) {
                marks.append("rect")
            }
            let scaleType =
                def.scale?["type"]?.value.string
                ?? defaultScaleType(channel, def: def, marks: marks, nestedOffset: nested)
            if channel == .color { warnUnknownScheme(def) }
            var info = VLScaleInfo(channel: channel, def: def, scaleType: scaleType)
            if info.isDiscrete {
                info.values = discreteDomain(channel, users: users, def: def)
                info.labels = info.values.map { label($0, def: def) }
            }
            out[channel] = info
        }
        return out
    }

    /// A colour scheme Charta does not have is drawn with the default colours (blues for continuous
    /// colour, the palette for categories); says so once, at the scheme.
    mutating func warnUnknownScheme(_ def: VLFieldDef) {
        guard let node = def.scale?["scheme"], def.scale?["range"] == nil, let name = def.schemeName,
            VLTheme.scheme(named: name) == nil,
            !diagnostics.contains(where: { $0.path == node.path })
        else { return }
        warnUnsupported("The colour scheme “\(name)” (drawn with the default colours)", at: node.path)
    }

    /// The values with repeated labels removed, in first-appearance order.
    func unique(_ values: [VLValue], def: VLFieldDef) -> [VLValue] {
        var seen: Set<String> = []
        return values.filter { seen.insert(label($0, def: def)).inserted }
    }
}

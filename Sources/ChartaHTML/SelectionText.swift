import Charta
import Foundation

/// Words and data for a selection: the sentence the page's live region announces, and the `detail`
/// of the `charta-select` event the host receives.
struct SelectionText: Sendable {
    let spec: ChartSpec
    /// d3's `,.2~f`, as the info bubble writes values.
    private let number = try? NumberFormat(specifier: ",.2~f")
    private let iso: DateFormat

    init(spec: ChartSpec) {
        self.spec = spec
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        iso = DateFormat("%Y-%m-%dT%H:%M:%SZ", calendar: utc)
    }

    /// The title of a channel of layer `mark`: its encoding's title, else its field's name (nil for the
    /// DSL's internal columns and for constants).
    func label(_ channel: Channel, mark: Int) -> String? {
        guard spec.layers.indices.contains(mark), let encoding = spec.layers[mark].encoding[channel] else {
            return nil
        }
        if let title = encoding.title, !title.isEmpty { return title }
        if case .field(let name) = encoding.source, !name.hasPrefix("__") { return name }
        return nil
    }

    /// A value as text: numbers with `,.2~f`, dates as `Mar 10, 2024` (midnight) or `Mar 10, 2024, 14:00`
    /// in the chart's calendar, strings as they are.
    func format(_ value: DataValue?) -> String {
        switch value {
        case nil: return "–"
        case .string(let s)?: return s
        case .number(let d)?: return number?(d) ?? String(d)
        case .date(let date)?:
            let parts = spec.calendar.dateComponents([.hour, .minute, .second], from: date)
            let midnight = parts.hour == 0 && parts.minute == 0 && parts.second == 0
            return DateFormat(midnight ? "%b %-d, %Y" : "%b %-d, %Y, %H:%M", calendar: spec.calendar)(date)
        }
    }

    private func labelled(_ label: String?, _ value: DataValue?) -> String {
        label.map { "\($0) \(format(value))" } ?? format(value)
    }

    /// The sentence announced for a selection.
    func describe(_ selection: Selection) -> String {
        switch selection {
        case .item(let s):
            let mark = s.item.mark
            if s.x == nil && s.y == nil {
                let fields = s.fields.keys.sorted().map { "\($0) \(format(s.fields[$0]))" }
                return ([s.item.series].compactMap { $0 } + fields).joined(separator: ", ")
            }
            let series = s.item.series.map { "\($0): " } ?? ""
            return series + labelled(label(.x, mark: mark), s.x) + ", " + labelled(label(.y, mark: mark), s.y)
        case .x(let s):
            let points = s.points.map { point in
                labelled(point.series ?? label(.y, mark: point.item.mark), point.y)
            }
            return format(s.x) + ": " + points.joined(separator: ", ")
        case .range(let r):
            return format(r.lower) + " to " + format(r.upper)
        }
    }

    /// A data value for the host: numbers as numbers, dates as ISO 8601 in UTC, strings as strings.
    func json(_ value: DataValue?) -> JSONValue {
        switch value {
        case nil: return .null
        case .number(let d)?: return .exact(d)
        case .string(let s)?: return .string(s)
        case .date(let d)?: return .string(iso(d))
        }
    }

    private func json(_ fields: [String: DataValue]) -> JSONValue {
        .object(fields.keys.sorted().map { ($0, json(fields[$0])) })
    }

    private func json(_ item: ItemID) -> [(String, JSONValue)] {
        [
            ("mark", .int(item.mark)), ("series", item.series.map(JSONValue.string) ?? .null),
            ("row", item.row.map(JSONValue.int) ?? .null),
        ]
    }

    /// The `detail` of the `charta-select` and `charta-activate` events.
    func detail(_ selection: Selection) -> JSONValue {
        switch selection {
        case .item(let s):
            return .object(
                [("kind", .string("item")), ("index", s.item.row.map(JSONValue.int) ?? .null)] + json(s.item)
                    + [("x", json(s.x)), ("y", json(s.y)), ("fields", json(s.fields))])
        case .x(let s):
            let points = s.points.map { p in
                JSONValue.object(json(p.item) + [("y", json(p.y)), ("fields", json(p.fields))])
            }
            return .object([
                ("kind", .string("x")), ("index", .int(s.index)), ("x", json(s.x)), ("points", .array(points)),
            ])
        case .range(let r):
            return .object([
                ("kind", .string("range")), ("lower", json(r.lower)), ("upper", json(r.upper)),
                ("start", .int(r.indices.lowerBound)), ("end", .int(r.indices.upperBound)),
            ])
        }
    }
}

import ChartaScene
import Foundation

/// Reads the colour of an asset catalogue's `.colorset/Contents.json`: the first entry without an
/// appearance (the light one), components given as fractions (`"0.478"`), bytes (`"122"`) or hex (`"0x7A"`).
enum ColorSetReader {
    private struct Contents: Decodable {
        var colors: [Entry]?
    }

    private struct Entry: Decodable {
        var color: Definition?
        var appearances: [[String: String]]?
    }

    private struct Definition: Decodable {
        var components: [String: String]?
    }

    static func color(fromContents data: Data) -> ChartaScene.Color? {
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let entries = contents.colors ?? []
        let entry = entries.first { ($0.appearances ?? []).isEmpty } ?? entries.first
        guard let c = entry?.color?.components else { return nil }
        guard let r = component(c["red"]), let g = component(c["green"]), let b = component(c["blue"]) else {
            if let white = component(c["white"]) {
                return ChartaScene.Color(red: white, green: white, blue: white, alpha: component(c["alpha"]) ?? 1)
            }
            return nil
        }
        return ChartaScene.Color(red: r, green: g, blue: b, alpha: component(c["alpha"]) ?? 1)
    }

    /// A component in 0…1 from its text in a colour set.
    static func component(_ text: String?) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return text.contains(".") || value <= 1 ? min(value, 1) : min(value, 255) / 255
    }
}

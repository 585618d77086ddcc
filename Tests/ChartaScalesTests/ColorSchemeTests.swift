import Foundation
import Testing

@testable import ChartaScales

@Suite struct ColorSchemeTests {
    /// First and last colours as listed in d3-scale-chromatic's sources (src/categorical/*.js,
    /// src/sequential-single/Blues.js, src/sequential-multi/viridis.js) and Okabe & Ito (2008).
    @Test func referenceColours() {
        let table: [(ColorScheme, Int, String, String)] = [
            (.category10, 10, "#1f77b4", "#17becf"),
            (.tableau10, 10, "#4c78a8", "#bab0ac"),
            (.observable10, 10, "#4269d0", "#9498a0"),
            (.okabeIto, 8, "#000000", "#cc79a7"),
            (.set2, 8, "#66c2a5", "#b3b3b3"),
            (.dark2, 8, "#1b9e77", "#666666"),
            (.blues, 9, "#f7fbff", "#08306b"),
            (.viridis, 256, "#440154", "#fde725"),
        ]
        for (scheme, count, first, last) in table {
            #expect(scheme.colors.count == count, "\(scheme.name)")
            #expect(scheme.colors.first == first && scheme.colors.last == last, "\(scheme.name)")
        }
        #expect(ColorScheme.category10.colors[3] == "#d62728")
        #expect(ColorScheme.viridis.colors[128] == "#21918c")
    }

    @Test func allColoursAreLowercaseHex() {
        for scheme in ColorScheme.categoricalSchemes + ColorScheme.sequentialSchemes {
            for c in scheme.colors {
                #expect(c.count == 7 && c.first == "#" && c.dropFirst().allSatisfy { "0123456789abcdef".contains($0) })
            }
            #expect(ColorScheme.named(scheme.name) == scheme)
        }
        #expect(ColorScheme.named("nope") == nil)
    }

    @Test func defaultIsOkabeItoReordered() {
        #expect(Set(ColorScheme.default.colors) == Set(ColorScheme.okabeIto.colors))
        #expect(ColorScheme.default.colors.prefix(2) == ["#0072b2", "#e69f00"])
        #expect(ColorScheme.default.kind == .categorical)
    }

    @Test func categoricalLookupCycles() {
        let s = ColorScheme.tableau10
        #expect(s.color(at: 0) == "#4c78a8")
        #expect(s.color(at: 10) == "#4c78a8")
        #expect(s.color(at: -1) == "#bab0ac")
        #expect(s.color(at: Int.min) == s.color(at: Int.min % 10 + 10))
        #expect(s.colors(count: 12).suffix(2) == ["#4c78a8", "#f58518"])
        #expect(s.colors(count: -3) == [])
        #expect(ColorScheme(name: "empty", kind: .categorical, colors: []).color(at: 3) == "#000000")
    }

    @Test func interpolationHitsStopsAndBlendsBetween() {
        let blues = ColorScheme.blues
        #expect(blues.interpolate(0) == "#f7fbff")
        #expect(blues.interpolate(1) == "#08306b")
        #expect(blues.interpolate(0.5) == "#6baed6")  // the middle of nine stops
        // halfway between #f7fbff and #deebf7: (247+222)/2 = 234.5 → eb, (251+235)/2 = 243 → f3, 251 → fb
        #expect(blues.interpolate(1.0 / 16) == "#ebf3fb")
        for (i, c) in ColorScheme.viridis.colors.enumerated() {
            #expect(ColorScheme.viridis.interpolate(Double(i) / 255) == c)
        }
        #expect(blues.interpolate(-3) == "#f7fbff" && blues.interpolate(.infinity) == "#08306b")
        #expect(blues.interpolate(.nan) == "#f7fbff")
        #expect(blues.colors(count: 3) == ["#f7fbff", "#6baed6", "#08306b"])
        #expect(blues.colors(count: 1) == ["#6baed6"])
        let short = ColorScheme(name: "short", kind: .sequential, colors: ["#000", "#FFF"])
        #expect(short.interpolate(0.5) == "#808080")
        #expect(ColorScheme(name: "bad", kind: .sequential, colors: ["zz"]).interpolate(0.3) == "#000000")
    }

    @Test func codable() throws {
        let back = try JSONDecoder().decode(ColorScheme.self, from: JSONEncoder().encode(ColorScheme.set2))
        #expect(back == .set2)
    }
}

import ChartaScene
import Testing

@testable import Charta

/// Categories and series codes read once per run of equal values, and bars merged per band.
struct CategoryCodesTests {
    static func layer(_ mark: MarkKind, _ columns: [(String, DataColumn)], _ encoding: [Channel: ChannelEncoding])
        throws -> LayerSpec
    {
        LayerSpec(mark: MarkSpec(mark), data: try DataTable(columns), encoding: encoding)
    }

    /// Codes follow first appearance, runs of one value share a code, a missing value has none, and a
    /// datum codes every row, but no row of a layer that has none.
    @Test func codesFollowFirstAppearance() throws {
        let spec = try Self.layer(
            .bar, [("c", .strings(["b", "b", "a", nil, "b", "c", "a"])), ("v", .numbers([1, 2, 3, 4, 5, 6, 7]))],
            [.x: .field("c"), .y: .field("v")])
        var names: [String] = []
        let codes = spec.categoryCodes(.x, rowCount: 7) { name in
            if let k = names.firstIndex(of: name) { return Int32(k) }
            names.append(name)
            return Int32(names.count - 1)
        }
        #expect(codes == [0, 0, 1, -1, 0, 2, 1])
        #expect(names == ["b", "a", "c"])
        var datum = spec
        datum.encoding[.x] = ChannelEncoding(.datum(.string("all")))
        #expect(datum.categoryCodes(.x, rowCount: 3) { _ in 5 } == [5, 5, 5])
        var calls = 0
        let none = datum.categoryCodes(.x, rowCount: 0) { _ in
            calls += 1
            return 5
        }
        #expect(none.isEmpty)
        #expect(calls == 0)
    }

    /// A layer of no rows with a datum adds no category to its channel and no series.
    @Test func aLayerOfNoRowsAddsNoCategoryOrSeries() throws {
        let bars = try Self.layer(
            .bar, [("c", .strings(["A", "B"])), ("v", .numbers([1, 2]))], [.x: .field("c"), .y: .field("v")])
        let empty = try Self.layer(
            .rule, [], [.x: ChannelEncoding(.datum(.string("C"))), .color: ChannelEncoding(.datum(.string("Target")))])
        #expect(empty.data.rowCount == 0)
        let domain = ChannelDomain.resolve(.x, .x2, layers: [bars, empty], scale: nil).domain
        #expect(domain.categories == ["A", "B"])
        #expect(SeriesColumn(empty, .color).names.isEmpty)
    }

    /// The codes collecting a channel's categories found are each layer's positions along the channel,
    /// as coding the rows again against the categories gives them: over layers that share and add
    /// categories, with missing values, numbers as categories, a layer that does not use the channel and
    /// one that uses only its second position. An explicit domain collects no codes.
    @Test func collectedCodesAreTheLayersPositions() throws {
        let first = try Self.layer(
            .bar, [("c", .strings(["b", "a", "b", nil])), ("v", .numbers([1, 2, 3, 4]))],
            [.x: .field("c"), .y: .field("v")])
        let second = try Self.layer(
            .point, [("k", .numbers([3, 1.5, 3, .nan])), ("v", .numbers([1, 2, 3, 4]))],
            [.x: ChannelEncoding(.field("k"), type: .nominal), .y: .field("v")])
        let third = try Self.layer(.rule, [("v", .numbers([1]))], [.y: .field("v")])
        let fourth = try Self.layer(
            .rule, [("c", .strings(["a", "z"])), ("v", .numbers([1, 2]))], [.x2: .field("c"), .y: .field("v")])
        let layers = [first, second, third, fourth]
        let (domain, codes) = ChannelDomain.resolve(.x, .x2, layers: layers, scale: nil)
        #expect(domain.categories == ["b", "a", "3", "1.5"])
        #expect(codes.of(layer: 2) == nil && codes.of(layer: 3) == nil)
        for (i, layer) in layers.enumerated() {
            let collected = LayerData.numbers(layer, .x, domain: domain, codes: codes.of(layer: i))
            let coded = LayerData.numbers(layer, .x, domain: domain)
            #expect(collected.map(\.bitPattern) == coded.map(\.bitPattern), "layer \(i)")
        }
        #expect(
            LayerData.numbers(first, .x, domain: domain, codes: codes.of(layer: 0)).prefix(3) == [0, 1, 0])
        let explicit = ChannelDomain.resolve(
            .x, .x2, layers: layers, scale: ScaleSpec(domain: .categories(["a", "b"])))
        #expect(explicit.codes.layers.isEmpty)
    }

    static func bar(_ column: Double, _ y0: Double, _ y1: Double, _ color: Color) -> RectNode {
        // Centred in device column `column` (eight columns a point).
        RectNode(
            rect: Rect(corner: Point(x: column / 8 + 0.01, y: y0), Point(x: column / 8 + 0.04, y: y1)),
            style: Style(fill: .color(color)))
    }

    /// With disjoint bands, a band's opaque bars merge across other bands' bars when they meet or
    /// overlap; translucent ones only when they meet (overlapping, they show the overlap darker); a bar
    /// apart from the one grown, or of another colour, completes it.
    @Test func barsMergePerBandWhenTheyMeet() throws {
        let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        let glass = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        func add(_ node: RectNode, to merger: inout BarMerger) throws -> RectNode? {
            merger.add(node.rect, fill: try #require(node.style.fill)) { node }
        }
        var merger = BarMerger(.columns, disjointBands: true)
        #expect(try add(Self.bar(0, 0, 10, red), to: &merger) == nil)
        #expect(try add(Self.bar(40, 0, 10, blue), to: &merger) == nil)
        #expect(try add(Self.bar(0, 5, 15, red), to: &merger) == nil)  // overlaps: merged
        #expect(try add(Self.bar(0, 15, 20, red), to: &merger) == nil)  // meets: merged
        #expect(try add(Self.bar(0, 30, 40, red), to: &merger)?.rect.minY == 0)  // apart: the grown bar is done
        #expect(try add(Self.bar(40, 10, 12, red), to: &merger)?.style.fill == .color(blue))  // another colour
        #expect(merger.pending.map(\.rect.minY) == [30, 10])
        var translucent = BarMerger(.columns, disjointBands: true)
        #expect(try add(Self.bar(0, 0, 10, glass), to: &translucent) == nil)
        #expect(try add(Self.bar(0, 10, 20, glass), to: &translucent) == nil)  // meets: merged
        #expect(try add(Self.bar(0, 15, 25, glass), to: &translucent)?.rect.maxY == 20)  // overlaps: not merged
    }
}

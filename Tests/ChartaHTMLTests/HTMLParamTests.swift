import Charta
import Foundation
import Testing

@testable import ChartaHTML

/// The `params` table of a page with selection parameters: items, keys, initial brushes, conditions and
/// the zoom table, checked against the laid-out chart.
@Suite struct HTMLParamTests {
    struct Row: Sendable {
        var x: Double
        var y: Double
        var g: String
    }

    static let rows = (0..<9).map { i in
        Row(x: Double(i % 3 + 1), y: Double(i / 3 + 1), g: ["a", "b", "c"][(i * 2) % 3])
    }

    static func chart(_ parameters: ParamInteraction) -> InteractiveChart {
        var spec = Chart(rows) {
            PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(by: .value("g", $0.g))
        }.spec
        spec.interaction.parameters = parameters
        return InteractiveChart(spec: spec)
    }

    /// The page's `params` table as Foundation values.
    static func table(_ parameters: ParamInteraction) throws -> (params: [String: Any], model: HTMLModel) {
        let model = HTMLModel(chart(parameters), options: HTMLOptions())
        let text = try #require(model.params?.text)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return (try #require(object as? [String: Any]), model)
    }

    @Test func pointKeysGroupItemsByField() throws {
        let sel = ParamSelection(
            name: "s", kind: .point, fields: ["g"], initialRecords: [["g": .string("b")]])
        let (params, model) = try Self.table(ParamInteraction(selections: [sel]))
        let items = try #require(params["items"] as? [[Double]])
        #expect(items.count == Self.rows.count)
        #expect(model.views[0].selectable == Array(0..<Self.rows.count))
        let first = try #require((params["sels"] as? [[String: Any]])?.first)
        let values = try #require(first["values"] as? [String])
        let keys = try #require(first["keys"] as? [Int])
        // Each item's key is its own g, found through its row.
        for (k, item) in items.enumerated() {
            let row = Int(item[2])
            #expect(values[keys[k]] == Self.rows[row].g)
        }
        #expect((first["init"] as? [Int]).map { $0.map { values[$0] } } == ["b"])
    }

    @Test func anInitialBrushIsPlacedWhereTheScalesPutItsValues() throws {
        let sel = ParamSelection(name: "b", kind: .interval, initialX: 1.5...2.5, initialY: 0.5...1.5)
        let (params, _) = try Self.table(ParamInteraction(selections: [sel]))
        let first = try #require((params["sels"] as? [[String: Any]])?.first)
        let brush = try #require(first["init"] as? [Double])
        let items = try #require(params["items"] as? [[Double]])
        // Exactly one item is inside: x 2, y 1.
        let inside = items.filter { $0[0] >= brush[0] && $0[0] <= brush[2] && $0[1] >= brush[1] && $0[1] <= brush[3] }
        #expect(inside.map { Int($0[2]) } == [1])
    }

    @Test func conditionsAndZoomTables() throws {
        let grey = Color(r: 128, g: 128, b: 128)
        let condition = ParamCondition(
            property: .fill, cases: [.init(param: "s", emptySelects: false, value: nil)], otherwise: .color(grey))
        let zoom = ParamSelection(name: "z", kind: .interval, binding: .scales)
        let (params, model) = try Self.table(
            ParamInteraction(
                selections: [ParamSelection(name: "s", kind: .point), zoom], conditions: [condition]))
        let conds = try #require(params["conds"] as? [[String: Any]])
        #expect(conds.count == 1)
        #expect(conds[0]["prop"] as? String == "fill" && conds[0]["else"] as? String == "#808080")
        #expect((conds[0]["cases"] as? [[Any]])?.first?.count == 3)
        let axes = try #require(params["zoom"] as? [String: [String: Any]])
        let x = try #require(axes["x"]?["v"] as? [Double])
        let p = try #require(axes["x"]?["p"] as? [Double])
        let plot = model.views[0].plot
        // The domain's ends sit at the plot's edges, and the tick count is Vega-Lite's (one per 40 points).
        #expect(abs(p[0] - plot.minX) < 0.01 && abs(p[1] - plot.maxX) < 0.01)
        #expect(x[0] <= 1 && x[1] >= 3)
        #expect(axes["x"]?["count"] as? Int == Int((plot.width / 40).rounded(.up)))
        let y = try #require(axes["y"]?["p"] as? [Double])
        #expect(abs(y[0] - plot.maxY) < 0.01 && abs(y[1] - plot.minY) < 0.01)
    }

    @Test func aFilterHidesWhatItsSelectionLeavesOut() throws {
        let filter = ParamCondition(
            property: .display, cases: [.init(param: "s", emptySelects: false, value: nil)], otherwise: .hidden)
        let (params, _) = try Self.table(
            ParamInteraction(selections: [ParamSelection(name: "s", kind: .interval)], conditions: [filter]))
        let conds = try #require(params["conds"] as? [[String: Any]])
        #expect(conds.count == 1)
        #expect(conds[0]["prop"] as? String == "display" && conds[0]["else"] as? String == "none")
        let kase = try #require((conds[0]["cases"] as? [[Any]])?.first)
        #expect(kase[1] as? Bool == false && kase[2] is NSNull)
    }

    @Test func thePageCarriesTheScriptsOnlyWithParameters() throws {
        let with = HTMLRenderer().render(
            Self.chart(ParamInteraction(selections: [ParamSelection(name: "s", kind: .point)])))
        #expect(with.contains("\"params\":") && with.contains("charta-brush") && with.contains("zoom-clip"))
        var plain = Self.chart(ParamInteraction(selections: [])).spec
        plain.interaction.selection = .item
        let without = HTMLRenderer().render(InteractiveChart(spec: plain))
        #expect(!without.contains("\"params\":") && !without.contains("charta-brush"))
    }
}

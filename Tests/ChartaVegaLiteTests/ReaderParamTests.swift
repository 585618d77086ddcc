import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Selections read for interactive output: the parameters with Vega-Lite's defaults, the conditions the
/// page evaluates, and the chart drawn as if every selection were empty.
@Suite struct ReaderParamTests {
    static let interactive = VegaLiteReader.Options(timeZone: VL.newYork, interactive: true)

    static func read(_ params: String, color: String = ReaderSelectionTests.fieldCondition) throws -> ChartSpec {
        let json = ReaderSelectionTests.spec(params: params, color: color)
        let (spec, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: interactive)
        #expect(!diagnostics.contains { $0.severity == .error })
        return try #require(spec)
    }

    @Test func anIntervalWithAValueIsDrawnEmptyAndCarriesItsValue() throws {
        let spec = try Self.read(#"[{"name": "s", "select": "interval", "value": {"x": [1.5, 3], "y": [0, 10]}}]"#)
        // Not split by the value and no brush drawn: the page draws the brush and applies the value.
        #expect(spec.layers.map(\.data.rowCount) == [3])
        #expect(spec.brushes.isEmpty)
        let parameters = try #require(spec.interaction.parameters)
        let sel = try #require(parameters.selections.first)
        #expect(sel.kind == .interval && sel.encodesX && sel.encodesY && sel.translates)
        #expect(sel.initialX == 1.5...3 && sel.initialY == 0...10)
        #expect(sel.clear == .doubleClick)
        let grey = try #require(VLColor.parse("grey"))
        #expect(
            parameters.conditions == [
                ParamCondition(property: .stroke, cases: [.init(param: "s", value: nil)], otherwise: .color(grey))
            ])
        #expect(spec.interaction.isInteractive && spec.interaction.selection == nil)
    }

    @Test func staticOutputIsUnchanged() throws {
        let json = ReaderSelectionTests.spec(
            params: #"[{"name": "s", "select": "interval", "value": {"x": [1.5, 3], "y": [0, 10]}}]"#,
            color: ReaderSelectionTests.fieldCondition)
        let spec = try #require(VL.spec(json))
        #expect(spec.interaction.parameters == nil)
        #expect(spec.layers.map(\.data.rowCount) == [2, 1])
    }

    @Test func pointSelectionsReadOnClearToggleNearestAndFields() throws {
        let params = #"""
            [{"name": "h", "select": {"type": "point", "on": "pointerover", "nearest": true, "toggle": false,
              "encodings": ["color"]}},
             {"name": "s", "select": {"type": "point", "fields": ["g"], "clear": false}, "value": [{"g": "y"}]}]
            """#
        let spec = try Self.read(params)
        let sels = try #require(spec.interaction.parameters?.selections)
        #expect(sels.map(\.name) == ["h", "s"])
        #expect(sels[0].trigger == .hover && sels[0].clear == .pointerOut && sels[0].nearest && !sels[0].toggles)
        #expect(sels[0].fields == ["g"])
        #expect(sels[1].trigger == .click && sels[1].clear == .never && sels[1].toggles)
        #expect(sels[1].initialRecords == [["g": .string("y")]])
        // The compared field travels with the rows as a hidden column.
        #expect(spec.layers[0].data[ParamSelection.column("g")] == .strings(["x", "y", "z"]))
        // "h" has no condition on it: the page dims what it leaves out.
        let dims = spec.interaction.parameters?.conditions.last
        #expect(dims?.property == .opacity && dims?.cases.map(\.param) == ["h"] && dims?.otherwise == .number(0.4))
    }

    @Test func legendBindingSelectsOnlyFromTheLegendUnlessOnIsGiven() throws {
        let bound = try Self.read(#"[{"name": "s", "select": {"type": "point", "fields": ["g"]}, "bind": "legend"}]"#)
        #expect(bound.interaction.parameters?.selections.first?.binding == .legend)
        #expect(bound.interaction.parameters?.selections.first?.trigger == ParamSelection.Trigger.none)
        let both = try Self.read(
            #"[{"name": "s", "select": {"type": "point", "fields": ["g"], "on": "click"}, "bind": "legend"}]"#)
        #expect(both.interaction.parameters?.selections.first?.trigger == .click)
    }

    @Test func emptyFalseDrawsTheFieldAndLetsThePageGreyTheRest() throws {
        let color = #"{"condition": {"param": "s", "empty": false, "field": "g", "type": "nominal"}, "value": "grey"}"#
        let spec = try Self.read(#"[{"name": "s", "select": "point"}]"#, color: color)
        #expect(spec.layers.map(\.data.rowCount) == [3])
        #expect(spec.layers[0].encoding[.color] != nil)
        let condition = try #require(spec.interaction.parameters?.conditions.first)
        #expect(condition.cases == [.init(param: "s", emptySelects: false, value: nil)])
    }

    @Test func anAggregateBranchIsDrawnAndKeptBySelectedItems() throws {
        let json = #"""
            {"data": {"values": \#(ReaderSelectionTests.rows)}, "params": [{"name": "s", "select": "interval"}],
             "mark": "rect", "encoding": {"x": {"field": "g"}, "y": {"field": "a"},
               "color": {"condition": {"param": "s", "aggregate": "count"}, "value": "grey"}}}
            """#
        let (read, _) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: Self.interactive)
        let spec = try #require(read)
        #expect(spec.layers.count == 1 && spec.layers[0].encoding[.color] != nil)
        #expect(spec.interaction.parameters?.conditions.first?.cases.first?.value == nil)
    }

    @Test func aSizeConditionOnPointsBecomesAScale() throws {
        let json = ReaderSelectionTests.spec(
            params: #"[{"name": "s", "select": "point"}]"#, color: #"{"value": "red"}"#
        )
        .replacingOccurrences(
            of: #""color": {"value": "red"}"#,
            with: #""color": {"value": "red"}, "size": {"condition": {"param": "s", "value": 200}, "value": 50}"#)
        let (read, _) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: Self.interactive)
        let condition = try #require(read?.interaction.parameters?.conditions.first)
        #expect(condition.property == .scale)
        #expect(condition.cases == [.init(param: "s", value: .number(2))] && condition.otherwise == .number(1))
        #expect(read?.layers.count == 1)
    }

    @Test func conditionListsKeepTheirOrderAndValues() throws {
        let params =
            #"[{"name": "a", "select": "point"}, {"name": "b", "select": {"type": "point", "on": "mouseover"}}]"#
        let json = #"""
            {"data": {"values": \#(ReaderSelectionTests.rows)}, "params": \#(params), "mark": "bar",
             "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"},
               "strokeWidth": {"condition": [{"param": "a", "empty": false, "value": 2},
                                             {"param": "b", "empty": false, "value": 1}], "value": 0},
               "fillOpacity": {"condition": {"param": "a", "value": 1}, "value": 0.3}}}
            """#
        let (read, _) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: Self.interactive)
        let conditions = try #require(read?.interaction.parameters?.conditions)
        let strokeWidth = try #require(conditions.first { $0.property == .strokeWidth })
        #expect(
            strokeWidth.cases == [
                .init(param: "a", emptySelects: false, value: .number(2)),
                .init(param: "b", emptySelects: false, value: .number(1)),
            ])
        #expect(strokeWidth.otherwise == .number(0))
        let opacity = try #require(conditions.first { $0.property == .fillOpacity })
        #expect(opacity.cases == [.init(param: "a", value: .number(1))] && opacity.otherwise == .number(0.3))
    }

    @Test func scaleBindingIsAnIntervalWithoutABrush() throws {
        let spec = try Self.read(
            #"[{"name": "grid", "select": "interval", "bind": "scales"}]"#, color: #"{"value": "red"}"#)
        let sel = try #require(spec.interaction.parameters?.selections.first)
        #expect(sel.binding == .scales && sel.kind == .interval)
        #expect(spec.interaction.parameters?.conditions.isEmpty == true)
    }
}

extension ReaderParamTests {
    @Test func selectionsOfAConcatenationAreSharedWithTheirViews() throws {
        let left = #"""
            {"params": [{"name": "s", "select": "interval"}], "mark": "point",
             "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}
            """#
        let right = #"""
            {"mark": "point", "encoding": {"x": {"field": "b", "type": "quantitative"},
             "color": {"condition": {"param": "s", "value": "steelblue"}, "value": "red"}}}
            """#
        let json = #"{"data": {"values": \#(ReaderSelectionTests.rows)}, "vconcat": [\#(left), \#(right)]}"#
        let (spec, _) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: Self.interactive)
        let parameters = try #require(spec?.interaction.parameters)
        #expect(parameters.selections.map(\.view) == [0])
        #expect(parameters.selections.first?.xField == "a" && parameters.selections.first?.yField == "b")
        #expect(parameters.conditions.map(\.view) == [1])
        #expect(spec?.concat?.charts.allSatisfy { $0.interaction.parameters == nil } == true)
        // The right view carries the brushed fields, to be tested against the brush's ranges.
        let table = try #require(spec?.concat?.charts[1].layers.first?.data)
        #expect(table[ParamSelection.column("a")] == .strings(["1", "2", "3"]))
    }

    @Test func selectionsInsideANestedCompositionKeepTheirInitialState() throws {
        let view = ReaderSelectionTests.spec(
            params: #"[{"name": "s", "select": "interval", "value": {"x": [1.5, 3], "y": [0, 10]}}]"#,
            color: ReaderSelectionTests.fieldCondition)
        let json = #"{"vconcat": [{"hconcat": [\#(view), \#(view)]}]}"#
        let (spec, _) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: Self.interactive)
        let charts = try #require(spec?.concat?.charts.first?.concat?.charts)
        #expect(charts.map { $0.layers.map(\.data.rowCount) } == [[2, 1], [2, 1]])
        #expect(spec?.interaction.parameters == nil)
    }

    /// A condition on a parameter that is not a selection tests the parameter's value: an unticked
    /// checkbox (no value) takes the outer value, and the field's legend stays, as Vega-Lite keeps it.
    @Test func conditionsOnValueParametersTestTheirValue() throws {
        func chart(_ param: String) throws -> (ChartSpec, RenderedChart) {
            let json = #"""
                {"params": [\#(param)], "data": {"values": [{"a": "p", "n": 1}, {"a": "q", "n": 2}]},
                 "mark": "point", "encoding": {"x": {"field": "n", "type": "quantitative"},
                   "color": {"condition": {"param": "on", "field": "a", "type": "nominal"}, "value": "red"}}}
                """#
            let (spec, diagnostics) = VL.read(json)
            #expect(diagnostics.isEmpty)
            let read = try #require(spec)
            return (read, ChartLayout.render(read))
        }
        let (_, off) = try chart(#"{"name": "on", "bind": {"input": "checkbox"}}"#)
        #expect(off.scene.root.legendLabels == ["p", "q"])
        let offFills = off.scene.root.markItems(.symbol).compactMap { node -> Paint? in
            if case .symbol(let s) = node { s.style.fill ?? s.style.stroke } else { nil }
        }
        #expect(offFills.count == 2 && offFills.allSatisfy { $0 == .color(Color(r: 255, g: 0, b: 0)) })
        let (_, on) = try chart(#"{"name": "on", "value": true, "bind": {"input": "checkbox"}}"#)
        let onFills = Set(
            on.scene.root.markItems(.symbol).compactMap { node -> Paint? in
                if case .symbol(let s) = node { s.style.fill ?? s.style.stroke } else { nil }
            })
        #expect(onFills.count == 2)
    }

    /// A filter by a selection that a later layer declares sees it empty: no rows with `empty: false`,
    /// every row otherwise.
    @Test func filtersBySelectionsOfLaterLayersSeeThemEmpty() throws {
        func points(_ empty: String) throws -> Int {
            let json = #"""
                {"data": {"values": [{"a": 1, "b": 2}, {"a": 2, "b": 3}]},
                 "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}},
                 "layer": [
                   {"transform": [{"filter": {"param": "hover"\#(empty)}}], "mark": "point"},
                   {"mark": "rule", "params": [{"name": "hover", "select": {"type": "point", "on": "pointerover"}}]}]}
                """#
            let (spec, diagnostics) = VL.read(json)
            #expect(diagnostics.isEmpty)
            return ChartLayout.render(try #require(spec)).scene.root.markItems(.symbol).count
        }
        #expect(try points(#", "empty": false"#) == 0)
        #expect(try points("") == 2)
    }

    /// A colour condition that holds for some rows splits the view; value conditions on the same test
    /// follow it (opacity 1 where it holds), the other rows stay grouped by the field, and a stroke the
    /// mark gives outranks the colour channel.
    @Test func aSplitConditionCarriesValueConditionsOnTheSameTest() throws {
        let json = #"""
            {"data": {"values": [{"s": "a", "t": 1, "v": 1}, {"s": "a", "t": 2, "v": 2},
                                 {"s": "b", "t": 1, "v": 3}, {"s": "b", "t": 2, "v": 4},
                                 {"s": "c", "t": 1, "v": 5}, {"s": "c", "t": 2, "v": 6}]},
             "encoding": {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"},
               "color": {"condition": {"param": "pick", "field": "s", "type": "nominal"}, "value": "grey"},
               "opacity": {"condition": {"param": "pick", "value": 1}, "value": 0.2}},
             "layer": [
               {"params": [{"name": "pick", "value": [{"s": "a"}], "select": {"type": "point", "fields": ["s"]}}],
                "mark": {"type": "line", "stroke": "transparent"}},
               {"mark": "line"}]}
            """#
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty)
        let lines = ChartLayout.render(try #require(spec)).scene.root.markItems(.line).compactMap { node -> PathNode? in
            if case .path(let p) = node { p } else { nil }
        }
        // Three series in each of the two line layers: the rows not picked are still two lines, not one.
        #expect(lines.count == 6)
        let transparent = lines.filter { $0.style.stroke == .color(Color(r: 0, g: 0, b: 0, alpha: 0)) }
        #expect(transparent.count == 3)
        let grey = lines.filter { $0.style.stroke == .color(Color(r: 128, g: 128, b: 128)) }
        #expect(grey.count == 2)
        // The picked rows' layers are opaque; the others keep the outer opacity.
        let opacities = try #require(spec).layers.map(\.mark.opacity)
        #expect(opacities.filter { $0 == 1 }.count == 2)
        #expect(opacities.filter { $0 == 0.2 }.count == 2)
    }
}

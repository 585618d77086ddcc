import Charta
import Testing

@testable import ChartaVegaLite

/// Mistakes in a spec are reported as unknown names with the nearest valid one, valid values are listed,
/// and Vega-Lite properties Charta does not draw are reported as ignored.
@Suite struct ReaderSuggestionTests {
    static let rows = #"[{"a": "A", "b": 1}, {"a": "B", "b": 2}]"#

    func diagnostics(_ encoding: String, mark: String = #""bar""#, extra: String = "") -> [Diagnostic] {
        VL.read(VL.unit(mark: mark, rows: ReaderSuggestionTests.rows, encoding: encoding, extra: extra)).1
    }

    func diagnostic(at path: String, in list: [Diagnostic]) throws -> Diagnostic {
        try #require(list.first { $0.path == path }, "\(list)")
    }

    @Test func misspeltTopLevelPropertyIsAnErrorWithASuggestion() throws {
        let json = #"{"data": {"values": []}, "mark": "bar", "encodng": {}}"#
        let (spec, list) = VL.read(json)
        #expect(spec == nil)
        let d = try diagnostic(at: "encodng", in: list)
        #expect(d.isError)
        #expect(d.kind == .unknownName("property", name: "encodng", suggestion: "encoding"))
        #expect(d.kind.message == "Unknown property “encodng”. Did you mean “encoding”?")
    }

    @Test func misspeltFieldPropertyIsUnknownNotUnsupported() throws {
        let list = diagnostics(#"{"x": {"feild": "a", "field": "a"}}"#)
        let d = try diagnostic(at: "encoding.x.feild", in: list)
        #expect(d.severity == .warning)
        #expect(d.kind.message == "Unknown property “feild”. Did you mean “field”?")
        #expect(!d.kind.message.contains("not supported"))
    }

    @Test func misspeltTypeListsTheTypes() throws {
        let list = diagnostics(#"{"x": {"field": "a", "type": "quantitive"}}"#)
        let d = try diagnostic(at: "encoding.x.type", in: list)
        #expect(d.isError)
        #expect(
            d.kind.message
                == "Unknown type “quantitive”. Did you mean “quantitative”? "
                + "Expected one of: quantitative, temporal, ordinal, nominal.")
    }

    @Test func misspeltMarkIsAnErrorAtTheMarkWithTheMarks() throws {
        let (spec, list) = VL.read(VL.unit(mark: #""barr""#, rows: Self.rows, encoding: #"{"x": {"field": "a"}}"#))
        #expect(spec == nil)
        let d = try diagnostic(at: "mark", in: list)
        #expect(d.isError)
        #expect(d.kind.message.hasPrefix("Unknown mark “barr”. Did you mean “bar”? Expected one of: arc, area, bar"))
        #expect(!list.contains { ($0.path ?? "").isEmpty })
        let object = VL.read(VL.unit(mark: #"{"type": "lien"}"#, rows: Self.rows, encoding: "{}")).1
        #expect(try diagnostic(at: "mark.type", in: object).kind.message.contains("Did you mean “line”?"))
    }

    @Test func misspeltChannelIsUnknownAndAVegaLiteChannelIsUnsupported() throws {
        let list = diagnostics(#"{"x": {"field": "a"}, "colr": {"field": "a"}, "latitude": {"field": "b"}}"#)
        #expect(
            try diagnostic(at: "encoding.colr", in: list).kind.message
                == "Unknown channel “colr”. Did you mean “color”?")
        #expect(try diagnostic(at: "encoding.latitude", in: list).kind == .unsupported("The channel “latitude”"))
    }

    @Test func axisLegendScaleAndMarkPropertiesAreChecked() throws {
        let list = diagnostics(
            #"""
            {"x": {"field": "a", "axis": {"lablAngle": 0, "orient": "botom"}},
             "y": {"field": "b", "type": "quantitative", "scale": {"tyep": "log", "type": "lgo"}},
             "color": {"field": "a", "legend": {"orinet": "top", "direction": "sideways"}}}
            """#, mark: #"{"type": "bar", "cornerRadiu": 3, "interpolate": "monotonic"}"#)
        #expect(
            try diagnostic(at: "encoding.x.axis.lablAngle", in: list).kind.message
                == "Unknown axis property “lablAngle”. Did you mean “labelAngle”?")
        #expect(
            try diagnostic(at: "encoding.x.axis.orient", in: list).kind.message
                == "Unknown “orient” value “botom”. Did you mean “bottom”? Expected one of: top, bottom, left, right.")
        #expect(try diagnostic(at: "encoding.y.scale.tyep", in: list).kind.message.contains("Did you mean “type”?"))
        #expect(try diagnostic(at: "encoding.y.scale.type", in: list).kind.message.contains("Did you mean “log”?"))
        #expect(try diagnostic(at: "encoding.color.legend.orinet", in: list).kind.message.contains("“orient”"))
        #expect(
            try diagnostic(at: "encoding.color.legend.direction", in: list).kind.message.contains(
                "Expected one of: horizontal, vertical."))
        #expect(try diagnostic(at: "mark.cornerRadiu", in: list).kind.message.contains("Did you mean “cornerRadius”?"))
        #expect(try diagnostic(at: "mark.interpolate", in: list).kind.message.contains("Did you mean “monotone”?"))
    }

    @Test func axisTitlePlacementIsReportedAsIgnored() throws {
        let axis = #"{"titleX": 10, "titleY": -5, "titleAngle": 0, "titleAlign": "left", "title": "B"}"#
        let list = diagnostics(#"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative", "axis": \#(axis)}}"#)
        for key in ["titleX", "titleY", "titleAngle", "titleAlign"] {
            let d = try diagnostic(at: "encoding.y.axis.\(key)", in: list)
            #expect(d.severity == .warning)
            #expect(d.kind == .unsupported("The axis property “\(key)”"))
        }
        #expect(!list.contains { $0.path == "encoding.y.axis.title" })
    }

    @Test func everyIgnoredPropertyIsWarnedAndHonouredOnesAreNot() throws {
        let list = diagnostics(
            #"{"x": {"field": "a", "axis": {"labelAngle": 0, "gridColor": "red"}}, "y": {"field": "b", "type": "quantitative"}}"#,
            mark: #"{"type": "bar", "color": "red", "cornerRadius": 2, "fontSize": 20}"#)
        #expect(
            try diagnostic(at: "encoding.x.axis.gridColor", in: list).kind
                == .unsupported("The axis property “gridColor”"))
        #expect(try diagnostic(at: "mark.fontSize", in: list).kind == .unsupported("The mark property “fontSize”"))
        for honoured in ["encoding.x.axis.labelAngle", "mark.color", "mark.cornerRadius", "mark.type"] {
            #expect(!list.contains { $0.path == honoured })
        }
    }

    @Test func configAxisLegendAndMarkBlocksAreChecked() throws {
        let config = #"""
            "config": {"axisX": {"titleAngle": 0, "labelAngle": 0, "disable": false, "grd": false},
                       "legend": {"orient": "bottom", "labelFontSize": 9},
                       "bar": {"continuousBandSize": 4, "cornerRadius": 2, "fontSize": 3}}
            """#
        let list = diagnostics(
            #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}"#, extra: config)
        #expect(
            try diagnostic(at: "config.axisX.titleAngle", in: list).kind
                == .unsupported("The axis property “titleAngle”"))
        #expect(try diagnostic(at: "config.axisX.grd", in: list).kind.message.contains("Did you mean “grid”?"))
        #expect(
            try diagnostic(at: "config.legend.labelFontSize", in: list).kind
                == .unsupported("The legend property “labelFontSize”"))
        #expect(
            try diagnostic(at: "config.bar.fontSize", in: list).kind == .unsupported("The mark property “fontSize”"))
        for honoured in [
            "config.axisX.labelAngle", "config.axisX.disable", "config.legend.orient", "config.bar.continuousBandSize",
            "config.bar.cornerRadius",
        ] {
            #expect(!list.contains { $0.path == honoured }, "\(honoured)")
        }
    }

    @Test func misspeltTransformIsUnknownAndAVegaLiteOneUnsupported() throws {
        let list = diagnostics(
            #"{"x": {"field": "a"}}"#,
            extra: #""transform": [{"as": "c", "calcualte": "1"}, {"sample": 10}]"#)
        #expect(
            try diagnostic(at: "transform[0].calcualte", in: list).kind.message
                == "Unknown transform “calcualte”. Did you mean “calculate”?")
        #expect(try diagnostic(at: "transform[1]", in: list).kind == .unsupported("The transform “sample”"))
    }

    @Test func schemaHonoursOnlyVegaLiteNames() {
        for schema in [
            VLSchema.fieldDef, .axis, .legend, .markDef, .scale, .data, .axisConfig, .legendConfig, .markConfig,
        ] {
            #expect(schema.honoured.isSubset(of: schema.all), "\(schema.what)")
            #expect(Set(schema.values.keys).isSubset(of: schema.all), "\(schema.what)")
        }
        // Vega-Lite 6's channels (src/channel.ts), each one case of the channel enum.
        let vegaLite = """
            x y x2 y2 xOffset yOffset xError xError2 yError yError2 theta theta2 radius radius2 longitude latitude
            longitude2 latitude2 color fill stroke opacity fillOpacity strokeOpacity strokeWidth strokeDash size
            angle shape text tooltip href url description detail key order row column facet time
            """
        let names = vegaLite.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(Set(names) == VLSchema.channels)
        #expect(names.allSatisfy { VLChannel(rawValue: $0)?.name == $0 })
        #expect(VLUnit.knownMarks.isSubset(of: Set(VLSchema.marks)))
    }

    @Test func misspeltAggregateAndTimeUnitSuggest() throws {
        let list = diagnostics(
            #"{"x": {"field": "a", "timeUnit": "yearmonht"}, "y": {"field": "b", "aggregate": "sun"}}"#)
        #expect(try diagnostic(at: "encoding.x.timeUnit", in: list).kind.message.contains("Did you mean “yearmonth”?"))
        let sum = try diagnostic(at: "encoding.y.aggregate", in: list)
        #expect(sum.kind.message.contains("Did you mean “sum”?"))
        #expect(sum.kind.message.contains("Expected one of: count, sum, mean"))
    }
}

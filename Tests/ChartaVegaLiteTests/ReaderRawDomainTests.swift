import Charta
import Testing

@testable import ChartaVegaLite

/// `scale.domainRaw`: a list, or a signal that evaluates to one, overrides the domain; null leaves the
/// domain to the data.
@Suite struct ReaderRawDomainTests {
    func spec(custom: Bool, raw: String = #"{"expr": "custom ? [min_x, 250] : null"}"#) -> String {
        VL.unit(
            mark: "\"point\"", rows: #"[{"a": 80, "b": 1}, {"a": 120, "b": 2}]"#,
            encoding: #"""
                {"x": {"field": "a", "type": "quantitative", "scale": {"domainRaw": \#(raw)}},
                 "y": {"field": "b", "type": "quantitative"}}
                """#,
            extra: #""params": [{"name": "min_x", "value": 50}, {"name": "custom", "value": \#(custom)}]"#)
    }

    @Test func aSignalThatGivesAListOverridesTheDomain() throws {
        let (chart, diagnostics) = VL.read(spec(custom: true))
        #expect(try #require(chart).scales[.x]?.domain == .numbers(50...250))
        #expect(!diagnostics.contains { ($0.path ?? "").contains("domainRaw") }, "\(diagnostics)")
        #expect(try #require(VL.render(spec(custom: true))).scene.root.axisLabels(.bottom).first == "60")
    }

    @Test func nullLeavesTheDomainToTheData() throws {
        let domain = try #require(VL.spec(spec(custom: false))).scales[.x]?.domain
        #expect(domain == .numbers(0...120))
    }

    @Test func aListOverridesTheDomainToo() throws {
        let domain = try #require(VL.spec(spec(custom: false, raw: "[10, 20]"))).scales[.x]?.domain
        #expect(domain == .numbers(10...20))
    }
}

import Foundation
import Testing

@testable import ChartaScales

/// Ported from d3-scale test/point-test.js (commit d6904a4).
@Suite struct PointScaleTests {
    @Test func defaults() {
        let s = PointScale<String>()
        #expect(s.domain == [])
        #expect(s.range == [0, 1])
        #expect(s.bandwidth == 0)
        #expect(s.step == 1)
        #expect(s.round == false)
        #expect(s.padding == 0)
        #expect(s.align == 0.5)
    }

    @Test func isABandScaleWithInnerPaddingOne() {
        let p = PointScale(domain: ["foo", "bar"], range: [0, 960])
        let b = BandScale(domain: ["foo", "bar"], range: [0, 960], paddingInner: 1)
        #expect(p.domain.map { p($0) } == b.domain.map { b($0) })
        #expect(p.bandwidth == b.bandwidth)
        #expect(p.step == b.step)
        #expect(p.positions == [0, 960])
    }

    @Test func paddingIsTheOuterPadding() {
        let p = PointScale(domain: ["foo", "bar"], range: [0, 960], padding: 0.5)
        let b = BandScale(domain: ["foo", "bar"], range: [0, 960], paddingInner: 1, paddingOuter: 0.5)
        #expect(p.domain.map { p($0) } == b.domain.map { b($0) })
        #expect(p.bandwidth == b.bandwidth)
        #expect(p.step == b.step)
        #expect(p.positions == [240, 720])
    }

    @Test func mutationAndCodable() throws {
        var p = PointScale(domain: ["a", "b", "c"], range: [0, 100])
        #expect(p("c") == 100 && p("z") == nil)
        p.range = [100, 0]
        #expect(p.positions == [100, 50, 0])
        p.padding = 1
        p.round = true
        p.align = 0
        #expect(p.band.paddingInner == 1)
        let back = try JSONDecoder().decode(PointScale<String>.self, from: JSONEncoder().encode(p))
        #expect(back == p)
    }
}

import Foundation
import Testing

@testable import ChartaScales

/// Ported from d3-scale test/band-test.js (https://github.com/d3/d3-scale, commit d6904a4); the
/// expected numbers are d3's.
@Suite struct BandScaleTests {
    private func map(_ s: BandScale<String>) -> [Double?] { s.domain.map { s($0) } }

    @Test func defaults() {
        let s = BandScale<String>()
        #expect(s.domain == [])
        #expect(s.range == [0, 1])
        #expect(s.bandwidth == 1)
        #expect(s.step == 1)
        #expect(s.round == false)
        #expect(s.paddingInner == 0)
        #expect(s.paddingOuter == 0)
        #expect(s.align == 0.5)
    }

    @Test func computesDiscreteBands() {
        var s = BandScale<String>(range: [0, 960])
        #expect(s("foo") == nil)
        s.domain = ["foo", "bar"]
        #expect(s("foo") == 0)
        #expect(s("bar") == 480)
        s.domain = ["a", "b", "c"]
        s.range = [0, 120]
        #expect(map(s) == [0, 40, 80])
        #expect(s.bandwidth == 40)
        s.padding = 0.2
        #expect(map(s) == [7.5, 45, 82.5])
        #expect(s.bandwidth == 30)
    }

    @Test func unknownValuesAreNilAndDoNotExtendTheDomain() {
        let s = BandScale(domain: ["a", "b", "c"], range: [0, 1])
        #expect(s("d") == nil)
        #expect(s("e") == nil)
        #expect(s("f") == nil)
        #expect(s.domain == ["a", "b", "c"])
    }

    @Test func step() {
        var s = BandScale<String>(range: [0, 960])
        s.domain = ["foo"]
        #expect(s.step == 960)
        s.domain = ["foo", "bar"]
        #expect(s.step == 480)
        s.domain = ["foo", "bar", "baz"]
        #expect(s.step == 320)
        s.padding = 0.5
        s.domain = ["foo"]
        #expect(s.step == 640)
        s.domain = ["foo", "bar"]
        #expect(s.step == 384)
    }

    @Test func bandwidth() {
        var s = BandScale<String>(range: [0, 960])
        let expected: [(Double, [String], Double)] = [
            (0, [], 960), (0, ["foo"], 960), (0, ["foo", "bar"], 480), (0, ["foo", "bar", "baz"], 320),
            (0.5, [], 480), (0.5, ["foo"], 320), (0.5, ["foo", "bar"], 192),
        ]
        for (padding, domain, width) in expected {
            s.padding = padding
            s.domain = domain
            #expect(s.bandwidth == width, "\(padding) \(domain)")
        }
    }

    @Test func emptyAndSingletonDomains() {
        var s = BandScale<String>(range: [0, 960])
        #expect(s.step == 960 && s.bandwidth == 960)
        s.padding = 0.5
        #expect(s.step == 960 && s.bandwidth == 480)
        s.padding = 1
        #expect(s.step == 960 && s.bandwidth == 0)
        var one = BandScale(domain: ["foo"], range: [0, 960])
        #expect(one("foo") == 0 && one.step == 960 && one.bandwidth == 960)
        one.padding = 0.5
        #expect(one("foo") == 320 && one.step == 640 && one.bandwidth == 320)
        one.padding = 1
        #expect(one("foo") == 480 && one.step == 480 && one.bandwidth == 0)
    }

    @Test func roundedRangeRecomputes() {
        var s = BandScale(domain: ["a", "b", "c"], range: [0, 100], round: true)
        #expect(map(s) == [1, 34, 67])
        #expect(s.bandwidth == 33)
        s.domain = ["a", "b", "c", "d"]
        #expect(map(s) == [0, 25, 50, 75])
        #expect(s.bandwidth == 25)
    }

    @Test func domainIsCopiedAndDeduplicated() {
        var domain = ["red", "green"]
        let s = BandScale(domain: domain)
        domain.append("blue")
        #expect(s.domain == ["red", "green"])
        #expect(BandScale(domain: ["a", "b", "a", "c"]).domain == ["a", "b", "c"])
    }

    @Test func descendingRange() {
        var s = BandScale(domain: ["a", "b", "c"], range: [120, 0])
        #expect(map(s) == [80, 40, 0])
        #expect(s.bandwidth == 40)
        s.padding = 0.2
        #expect(map(s) == [82.5, 45, 7.5])
        #expect(s.bandwidth == 30)
    }

    @Test func paddingInner() {
        var s = BandScale(domain: ["a", "b", "c"], range: [120, 0], round: true, paddingInner: 0.1)
        #expect(map(s) == [83, 42, 1])
        #expect(s.bandwidth == 37)
        s.paddingInner = 0.2
        #expect(map(s) == [85, 43, 1])
        #expect(s.bandwidth == 34)
        var c = BandScale<String>()
        c.paddingInner = 1
        #expect(c.paddingInner == 1)
        c.paddingInner = -1
        #expect(c.paddingInner == -1)
        c.paddingInner = 2
        #expect(c.paddingInner == 1)
        c.paddingInner = .nan
        #expect(c.paddingInner.isNaN)
    }

    @Test func paddingOuter() {
        var s = BandScale(domain: ["a", "b", "c"], range: [120, 0], paddingInner: 0.2, paddingOuter: 0.1)
        #expect(map(s) == [84, 44, 4])
        #expect(s.bandwidth == 32)
        s.paddingOuter = 1
        #expect(map(s) == [75, 50, 25])
        #expect(s.bandwidth == 20)
        var c = BandScale<String>()
        c.paddingOuter = 1
        #expect(c.paddingOuter == 1)
        c.paddingOuter = -1
        #expect(c.paddingOuter == -1)
        c.paddingOuter = 2
        #expect(c.paddingOuter == 2)
        c.paddingOuter = .nan
        #expect(c.paddingOuter.isNaN)
    }

    @Test func roundComputesRoundedBands() {
        var s = BandScale(domain: ["a", "b", "c"], range: [0, 100])
        s.round = true
        #expect(map(s) == [1, 34, 67])
        #expect(s.bandwidth == 33)
        s.padding = 0.2
        #expect(map(s) == [7, 38, 69])
        #expect(s.bandwidth == 25)
    }

    @Test func copiesAreIsolated() {
        var s1 = BandScale(domain: ["foo", "bar"], range: [0, 2])
        var s2 = s1
        s1.domain = ["red", "blue"]
        #expect(s2.domain == ["foo", "bar"])
        #expect(map(s1) == [0, 1] && map(s2) == [0, 1])
        s2.range = [5, 7]
        #expect(s1.range == [0, 2])
        #expect(map(s2) == [5, 6])
    }

    /// Not in d3's tests: align places the outer space, and bad settings never trap.
    @Test func alignAndHostileSettings() {
        var s = BandScale(domain: ["a", "b"], range: [0, 100], paddingOuter: 1)
        s.align = 0
        #expect(map(s) == [0, 25])
        s.align = 1
        #expect(map(s) == [50, 75])
        s.align = 7
        #expect(s.align == 1)
        s.align = .nan
        #expect(map(s) == [25, 50])  // NaN align lays out as the default 0.5
        s.paddingOuter = .infinity
        s.paddingInner = .nan
        #expect(map(s) == [0, 50] && s.bandwidth == 50)  // non-finite paddings count as 0
        var huge = BandScale(domain: Array(0..<10_000), range: [0, 1e308])
        huge.round = true
        #expect(huge(9_999).map { $0.isFinite } == true)
        let empty = BandScale<Int>(range: [])
        #expect(empty.range == [0, 1])
        let nanRange = BandScale(domain: [1], range: [.nan, 1])
        #expect(nanRange(1).map { $0.isNaN } == true)
    }

    @Test func codableRoundTrip() throws {
        let s = BandScale(
            domain: ["a", "b"], range: [10, 0], round: true, paddingInner: 0.1, paddingOuter: 0.2, align: 0.3)
        let back = try JSONDecoder().decode(BandScale<String>.self, from: JSONEncoder().encode(s))
        #expect(back == s)
        #expect(back.positions == s.positions)
    }
}

import Foundation
import Testing

@testable import ChartaScales

/// Ported from d3-scale test/ordinal-test.js (commit d6904a4). d3's implicit lookups `s(x)` that grow
/// the domain are `s.assign(x)` here; `s(x)` never changes the scale.
@Suite struct OrdinalScaleTests {
    @Test func defaults() {
        var s = OrdinalScale<Int, String>()
        #expect(s.domain == [])
        #expect(s.range == [])
        #expect(s.assign(0) == nil)
        #expect(s.unknown == .implicit)
        #expect(s.domain == [0])
    }

    @Test func mapsDomainToRange() {
        var s = OrdinalScale(domain: [0, 1], range: ["foo", "bar"], unknown: .undefined)
        #expect(s(0) == "foo")
        #expect(s(1) == "bar")
        s.range = ["a", "b", "c"]
        #expect(s(0) == "a")
        #expect(s(1) == "b")
        #expect(s(2) == nil)
    }

    @Test func implicitlyExtendsTheDomain() {
        var s = OrdinalScale<Int, String>(range: ["foo", "bar"])
        #expect(s.domain == [])
        #expect(s.assign(0) == "foo")
        #expect(s.domain == [0])
        #expect(s.assign(1) == "bar")
        #expect(s.domain == [0, 1])
        #expect(s.assign(0) == "foo")
        #expect(s.domain == [0, 1])
    }

    @Test func domainIsCopiedAndReplaced() {
        var domain = ["red", "green"]
        var s = OrdinalScale<String, Int>(domain: domain)
        domain.append("blue")
        #expect(s.domain == ["red", "green"])
        let copy = s.domain
        _ = s.assign("blue")
        #expect(copy == ["red", "green"])

        var t = OrdinalScale<String, String>(range: ["foo", "bar"])
        #expect(t.assign("1") == "foo")
        #expect(t.assign("0") == "bar")
        #expect(t.domain == ["1", "0"])
        t.domain = ["0", "1"]
        #expect(t("0") == "foo")  // it changed!
        #expect(t("1") == "bar")
        #expect(t.domain == ["0", "1"])
    }

    @Test func builtInNamesAreOrdinaryKeys() {
        let s = OrdinalScale(domain: ["__proto__", "hasOwnProperty"], range: [42, 43])
        #expect(s("__proto__") == 42)
        #expect(s("hasOwnProperty") == 43)
        #expect(s.domain == ["__proto__", "hasOwnProperty"])
    }

    @Test func acceptsDates() {
        let a = Date(timeIntervalSince1970: 5_097_600)
        let b = Date(timeIntervalSince1970: 989_712_000)
        let c = Date(timeIntervalSince1970: 946_598_400)
        var s = OrdinalScale<Date, Int>()
        for d in [a, b, a, b] { _ = s.assign(d) }
        #expect(s.domain == [a, b])
        var t = OrdinalScale<Date, Int>(domain: [a, b, a, b])
        _ = t.assign(a)
        _ = t.assign(c)
        #expect(t.domain == [a, b, c])
    }

    @Test func domainIsOrderedByAppearance() {
        var s = OrdinalScale<String, Int>()
        for v in ["foo", "bar", "baz"] { _ = s.assign(v) }
        #expect(s.domain == ["foo", "bar", "baz"])
        s.domain = ["baz", "bar"]
        _ = s.assign("foo")
        #expect(s.domain == ["baz", "bar", "foo"])
        s.domain = ["baz", "foo"]
        #expect(s.domain == ["baz", "foo"])
        s.domain = []
        _ = s.assign("foo")
        _ = s.assign("bar")
        #expect(s.domain == ["foo", "bar"])
    }

    @Test func rangeChangesKeepImplicitAssociations() {
        var s = OrdinalScale<Int, String>()
        #expect(s.assign(0) == nil)
        #expect(s.assign(1) == nil)
        s.range = ["foo", "bar"]
        #expect(s.assign(1) == "bar")
        #expect(s.assign(0) == "foo")
    }

    @Test func recyclesRangeValues() {
        var s = OrdinalScale<Int, String>(range: ["a", "b", "c"])
        let expected = ["a", "b", "c", "a", "b", "c", "c", "b", "a"]
        for (i, v) in [0, 1, 2, 3, 4, 5, 2, 1, 0].enumerated() {
            #expect(s.assign(v) == expected[i])
        }
    }

    @Test func unknownValue() {
        var s = OrdinalScale(domain: ["foo", "bar"], range: ["red", "blue"], unknown: .value("gray"))
        #expect(s("foo") == "red")
        #expect(s("bar") == "blue")
        #expect(s("baz") == "gray")
        #expect(s.assign("quux") == "gray")
        #expect(s.domain == ["foo", "bar"])
        var u = OrdinalScale(domain: ["foo", "bar"], range: ["red", "blue"], unknown: .undefined)
        #expect(u.assign("baz") == nil)
        #expect(u.domain == ["foo", "bar"])
    }

    @Test func copiesAreIsolated() {
        var s1 = OrdinalScale<Int, String>(range: ["foo", "bar"])
        var s2 = s1
        s1.domain = [1, 2]
        #expect(s2.domain == [])
        #expect(s1.assign(1) == "foo")
        #expect(s2.assign(1) == "foo")
        s2.domain = [2, 3]
        #expect(s1.assign(2) == "bar")
        #expect(s2.assign(2) == "foo")
        #expect(s1.domain == [1, 2])
        #expect(s2.domain == [2, 3])
        var s3 = s1
        s3.range = ["x"]
        #expect(s1.range == ["foo", "bar"])
    }

    @Test func nonMutatingLookupAndCodable() throws {
        let s = OrdinalScale(domain: ["a", "b", "c"], range: ColorScheme.default.colors)
        #expect(s("b") == "#e69f00")
        #expect(s("zzz") == nil)
        #expect(s.domain == ["a", "b", "c"])
        let back = try JSONDecoder().decode(OrdinalScale<String, String>.self, from: JSONEncoder().encode(s))
        #expect(back == s)
        let gray = OrdinalScale(domain: [1], range: ["x"], unknown: .value("gray"))
        #expect(try JSONDecoder().decode(OrdinalScale<Int, String>.self, from: JSONEncoder().encode(gray)) == gray)
    }
}

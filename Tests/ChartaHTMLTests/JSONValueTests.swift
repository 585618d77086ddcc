import Testing

@testable import ChartaHTML

@Suite struct JSONValueTests {
    @Test func stringsCannotCloseAScript() {
        let text = JSONValue.string("</script><!--\u{2028}\u{2029}&\"\\\n\u{1}").text
        #expect(text == #""\u003c/script\u003e\u003c!--\u2028\u2029\u0026\"\\\n\u0001""#)
    }
}

@Suite struct JSONNumberTests {
    @Test func coordinatesHaveAtMostThreeDecimals() {
        #expect(JSONValue.fixed(0) == "0")
        #expect(JSONValue.fixed(-0.0) == "0")
        #expect(JSONValue.fixed(-0.0001) == "0")
        #expect(JSONValue.fixed(12) == "12")
        #expect(JSONValue.fixed(0.1) == "0.1")
        #expect(JSONValue.fixed(-2.05) == "-2.05")
        #expect(JSONValue.fixed(1.0005) == "1.001")
        #expect(JSONValue.fixed(3.14159) == "3.142")
        #expect(JSONValue.fixed(0.007) == "0.007")
        #expect(JSONValue.fixed(.nan) == "null")
        #expect(JSONValue.fixed(-.infinity) == "null")
        #expect(JSONValue.fixed(1e20) == "1e+20")
    }

    @Test func dataValuesKeepEveryDigit() {
        #expect(JSONValue.shortest(52.3) == "52.3")
        #expect(JSONValue.shortest(9) == "9")
        #expect(JSONValue.shortest(-0.0) == "0")
        #expect(JSONValue.shortest(0.0001) == "0.0001")
        #expect(JSONValue.shortest(1e-7) == "1e-07")
        #expect(JSONValue.shortest(.infinity) == "null")
    }

    @Test func objectsKeepTheirOrder() {
        let value = JSONValue.object([("b", .int(1)), ("a", .array([.bool(true), .null, .exact(2.5)]))])
        #expect(value.text == #"{"b":1,"a":[true,null,2.5]}"#)
    }
}

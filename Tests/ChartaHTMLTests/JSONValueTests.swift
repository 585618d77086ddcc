import Testing

@testable import ChartaHTML

@Suite struct JSONValueTests {
    @Test func stringsCannotCloseAScript() {
        let text = JSONValue.string("</script><!--\u{2028}\u{2029}&\"\\\n\u{1}").text
        #expect(text == #""\u003c/script\u003e\u003c!--\u2028\u2029\u0026\"\\\n\u0001""#)
    }
}

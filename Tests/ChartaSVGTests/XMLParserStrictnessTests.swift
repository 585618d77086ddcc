import ChartaTestSupport
import Testing

@Suite("Test XML parser")
struct XMLParserStrictnessTests {
    @Test(
        "the XML parser used by these tests rejects malformed documents",
        arguments: [
            "<a><b></a>", "<a x=\"1\" x=\"2\"/>", "<a x=\"1\"\" y=\"2\"/>", "<a>&bogus;</a>", "<a>\u{1}</a>",
            "<a/><b/>",
            "<a x=\"<\"/>", "<a><b c=\"\"><g onload=\"x\">\"/></a>",
        ])
    func rejectsMalformed(_ document: String) {
        #expect(parseXML(document).error != nil)
    }
}

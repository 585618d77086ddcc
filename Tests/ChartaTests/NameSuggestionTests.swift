import Testing

@testable import Charta

/// The one edit-distance helper behind every “did you mean …?”.
@Suite struct NameSuggestionTests {
    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(NameSuggestion.distance("feild", "field") == 1)  // a swap
        #expect(NameSuggestion.distance("encodng", "encoding") == 1)
        #expect(NameSuggestion.distance("quantitive", "quantitative") == 2)
        #expect(NameSuggestion.distance("barr", "bar") == 1)
        #expect(NameSuggestion.distance("colour", "color") == 1)
        #expect(NameSuggestion.distance("Field", "field") == 0)
        #expect(NameSuggestion.distance("", "abc") == 3)
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
    }

    @Test func closestIsNearEnoughOrNothing() {
        let names = ["field", "type", "title", "timeUnit", "value"]
        #expect(NameSuggestion.closest(to: "feild", in: names) == "field")
        #expect(NameSuggestion.closest(to: "tpye", in: names) == "type")
        #expect(NameSuggestion.closest(to: "timeunit", in: names) == "timeUnit")
        #expect(NameSuggestion.closest(to: "zzzzzz", in: names) == nil)
        // A valid name needs no suggestion.
        #expect(NameSuggestion.closest(to: "field", in: names) == nil)
        // Ties go to the first in sorted order, whatever the order given.
        #expect(NameSuggestion.closest(to: "bat", in: ["cat", "bar"]) == "bar")
        #expect(NameSuggestion.closest(to: "bat", in: ["bar", "cat"]) == "bar")
    }
}

import Foundation
import Testing

@testable import Charta

/// Labels of category values never trap, whatever number a date or value holds.
@Suite struct CategoryLabelTests {
    @Test func datesBeyondAnIntegerAreLabelledWithoutTrapping() {
        #expect(ChannelDomain.categoryLabel(.date(Date(timeIntervalSince1970: 86_400))) == "86400")
        #expect(ChannelDomain.categoryLabel(.date(Date(timeIntervalSince1970: -1.5))) == "-1")
        // Found auditing `Int(` on floating values: these trapped.
        #expect(ChannelDomain.categoryLabel(.date(Date(timeIntervalSince1970: 1e300))) == "1e+300")
        #expect(ChannelDomain.categoryLabel(.date(Date(timeIntervalSince1970: .nan))) == "nan")
        #expect(ChannelDomain.categoryLabel(.date(Date(timeIntervalSince1970: -.infinity))) == "-inf")
        #expect(ChannelDomain.categoryLabel(.number(3)) == "3")
    }
}

import Foundation
import Testing

@testable import Charta

/// Render limits saved as JSON (a server's settings) decode even when they name only some limits.
@Suite struct RenderLimitsCodingTests {
    @Test func missingLimitsKeepTheirDefaults() throws {
        let limits = try JSONDecoder().decode(RenderLimits.self, from: Data(#"{"rows": 5, "formatLength": 20}"#.utf8))
        #expect(limits.rows == 5)
        #expect(limits.formatLength == 20)
        #expect(limits.stringLength == RenderLimits.default.stringLength)
        #expect(limits.marks == RenderLimits.default.marks)
    }

    @Test func limitsRoundTrip() throws {
        let limits = RenderLimits(
            rows: 7, canvasPixels: 1e6, expressionSteps: 99, stringLength: 1_024, formatLength: 30)
        let data = try JSONEncoder().encode(limits)
        #expect(try JSONDecoder().decode(RenderLimits.self, from: data) == limits)
    }
}

import Foundation
import Testing

@testable import ChartaScene

/// Reference values from d3-ease's test suite (github.com/d3/d3-ease, commit 4099c6d), which checks them
/// with `assertInDelta` (±1e-6, test/asserts.js) and the out / inOut variants against the generic
/// constructions of test/generic.js.
@Suite struct EasingTests {
    static let ts = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]

    func expectTable(_ easing: Easing, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(easing(0) == 0, sourceLocation: sourceLocation)
        #expect(easing(1) == 1, sourceLocation: sourceLocation)
        for (t, value) in zip(Self.ts, expected) {
            #expect(abs(easing(t) - value) < 1e-6, "t = \(t)", sourceLocation: sourceLocation)
        }
    }

    /// test/generic.js `out`: t => 1 − easeIn(1 − t).
    func expectOut(_ easing: Easing, of easeIn: Easing, sourceLocation: SourceLocation = #_sourceLocation) {
        for t in Self.ts {
            #expect(abs(easing(t) - (1 - easeIn(1 - t))) < 1e-6, "t = \(t)", sourceLocation: sourceLocation)
        }
    }

    /// test/generic.js `inOut`: t => (t < 0.5 ? easeIn(t·2) : 2 − easeIn((1 − t)·2)) / 2.
    func expectInOut(_ easing: Easing, of easeIn: Easing, sourceLocation: SourceLocation = #_sourceLocation) {
        for t in Self.ts {
            let expected = (t < 0.5 ? easeIn(t * 2) : 2 - easeIn((1 - t) * 2)) / 2
            #expect(abs(easing(t) - expected) < 1e-6, "t = \(t)", sourceLocation: sourceLocation)
        }
    }

    @Test func linear() {  // test/linear-test.js
        expectTable(.linear, Self.ts)
    }

    @Test func quad() {  // test/quad-test.js
        expectTable(.quadIn, [0.01, 0.04, 0.09, 0.16, 0.25, 0.36, 0.49, 0.64, 0.81])
        expectOut(.quadOut, of: .quadIn)
        expectInOut(.quadInOut, of: .quadIn)
    }

    @Test func cubic() {  // test/cubic-test.js
        expectTable(.cubicIn, [0.001, 0.008, 0.027, 0.064, 0.125, 0.216, 0.343, 0.512, 0.729])
        expectOut(.cubicOut, of: .cubicIn)
        expectInOut(.cubicInOut, of: .cubicIn)
    }

    @Test func sine() {  // test/sin-test.js
        expectTable(
            .sineIn, [0.012312, 0.048943, 0.108993, 0.190983, 0.292893, 0.412215, 0.546010, 0.690983, 0.843566])
        expectOut(.sineOut, of: .sineIn)
        expectInOut(.sineInOut, of: .sineIn)
    }

    @Test func exp() {  // test/exp-test.js
        expectTable(
            .expIn, [0.000978, 0.002933, 0.006843, 0.014663, 0.030303, 0.061584, 0.124145, 0.249267, 0.499511])
        expectOut(.expOut, of: .expIn)
        expectInOut(.expInOut, of: .expIn)
    }

    @Test func back() {  // test/back-test.js
        expectTable(
            .backIn(),
            [-0.014314, -0.046451, -0.080200, -0.099352, -0.087698, -0.029028, 0.092868, 0.294198, 0.591172])
        expectOut(.backOut(), of: .backIn())
        expectInOut(.backInOut(), of: .backIn())
        #expect(Easing.backIn() == .backIn(overshoot: 1.70158))
        // With no overshoot, backIn is t²·t = cubicIn.
        for t in Self.ts { #expect(abs(Easing.backIn(overshoot: 0)(t) - Easing.cubicIn(t)) < 1e-12) }
        expectOut(.backOut(overshoot: 3), of: .backIn(overshoot: 3))
        expectInOut(.backInOut(overshoot: 3), of: .backIn(overshoot: 3))
    }

    @Test func elastic() {  // test/elastic-test.js
        expectTable(
            .elasticIn(),
            [0.000978, -0.001466, -0.003421, 0.014663, -0.015152, -0.030792, 0.124145, -0.124633, -0.249756])
        expectTable(
            .elasticIn(amplitude: 1.3),
            [0.000978, -0.003576, 0.001501, 0.014663, -0.036951, 0.013510, 0.124145, -0.303950, 0.109580])
        expectTable(
            .elasticIn(amplitude: 1.5, period: 1),
            [0.000148, -0.002212, -0.009390, -0.021498, -0.030303, -0.009352, 0.093642, 0.342077, 0.732374])
        expectOut(.elasticOut(), of: .elasticIn())
        expectInOut(.elasticInOut(), of: .elasticIn())
        expectOut(.elasticOut(amplitude: 1.3, period: 0.2), of: .elasticIn(amplitude: 1.3, period: 0.2))
        expectInOut(.elasticInOut(amplitude: 1.3, period: 0.2), of: .elasticIn(amplitude: 1.3, period: 0.2))
        // "easeElasticIn.amplitude(a)(t) is the same as elasticIn(t) if a <= 1".
        #expect(Easing.elasticIn(amplitude: -1)(0.1) == Easing.elasticIn()(0.1))
        #expect(Easing.elasticIn(amplitude: 0.4)(0.2) == Easing.elasticIn()(0.2))
        #expect(Easing.elasticIn(amplitude: 0.8)(0.3) == Easing.elasticIn()(0.3))
    }

    @Test func bounce() {  // test/bounce-test.js
        expectTable(
            .bounceIn, [0.011875, 0.060000, 0.069375, 0.227500, 0.234375, 0.090000, 0.319375, 0.697500, 0.924375])
        expectOut(.bounceOut, of: .bounceIn)
        expectInOut(.bounceInOut, of: .bounceIn)
    }

    static let all: [Easing] = [
        .linear, .quadIn, .quadOut, .quadInOut, .cubicIn, .cubicOut, .cubicInOut, .sineIn, .sineOut, .sineInOut,
        .expIn, .expOut, .expInOut, .backIn(), .backOut(), .backInOut(overshoot: 2.5), .elasticIn(),
        .elasticOut(amplitude: 1.2, period: 0.4), .elasticInOut(), .bounceIn, .bounceOut, .bounceInOut,
    ]

    @Test(arguments: all) func clampsAndHandlesBadInput(_ easing: Easing) {
        #expect(easing(-5) == 0)
        #expect(easing(.nan) == 0)
        #expect(easing(-.infinity) == 0)
        #expect(easing(7) == 1)
        #expect(easing(.infinity) == 1)
        #expect(easing(0.5).isFinite)
    }

    @Test func badParametersFallBackToDefaults() {
        #expect(Easing.backIn(overshoot: .nan)(0.3) == Easing.backIn()(0.3))
        #expect(Easing.elasticOut(amplitude: .infinity, period: 0)(0.3) == Easing.elasticOut()(0.3))
        #expect(Easing.elasticOut(amplitude: .nan, period: -2)(0.7) == Easing.elasticOut()(0.7))
    }

    @Test(arguments: all) func codableRoundTrip(_ easing: Easing) throws {
        let data = try JSONEncoder().encode(easing)
        #expect(try JSONDecoder().decode(Easing.self, from: data) == easing)
    }
}

import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// The statistical transforms (`density`, `quantile`, `loess`, `regression`) and the probability
/// functions of expressions, against values worked out by hand or known in closed form.
@Suite struct ReaderStatisticsTests {
    /// The numbers of a column of the first layer after the spec's transform.
    func column(_ name: String, transform: String, rows: String, encoding: String) throws -> [Double] {
        let json = VL.unit(mark: "\"line\"", rows: rows, encoding: encoding, extra: #""transform": \#(transform)"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        guard case .numbers(let v)? = layer.data[name] else {
            Issue.record("no numbers in \(name)")
            return []
        }
        return v
    }

    let xy = #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}"#

    @Test func linearRegressionGivesTheEndsOfTheFittedLine() throws {
        let rows = #"[{"x": 1, "y": 3}, {"x": 5, "y": 11}, {"x": 3, "y": 7}, {"x": null, "y": 100}]"#
        let t = #"[{"regression": "y", "on": "x"}]"#
        #expect(try column("x", transform: t, rows: rows, encoding: xy) == [1, 5])
        let y = try column("y", transform: t, rows: rows, encoding: xy)
        #expect(y.count == 2 && abs(y[0] - 3) < 1e-9 && abs(y[1] - 11) < 1e-9)
    }

    @Test(arguments: [
        (VLRegressionFit.Method.quad, 2, [2.0, -3, 1]), (.poly, 3, [1, 0, -2, 0.5]), (.linear, 3, [4, -1]),
    ])
    func polynomialFitsRecoverExactCoefficients(method: VLRegressionFit.Method, order: Int, c: [Double]) {
        func p(_ u: Double) -> Double { c.enumerated().reduce(0) { $0 + $1.element * pow(u, Double($1.offset)) } }
        let x = (0..<12).map { Double($0) - 3.5 }
        let fit = VLRegressionFit(method, x: x, y: x.map(p), order: order)
        #expect(fit.coefficients.count == c.count)
        for (a, b) in zip(fit.coefficients, c) { #expect(abs(a - b) < 1e-6) }
        #expect(abs(fit.rSquared - 1) < 1e-9)
        #expect(abs(fit.predict(10) - p(10)) < 1e-5)
    }

    @Test func curvedFitsFollowTheirCurves() {
        let x = (1...20).map(Double.init)
        let exp = VLRegressionFit(.exp, x: x, y: x.map { 2 * Foundation.exp(0.3 * $0) })
        #expect(abs(exp.coefficients[0] - 2) < 1e-6 && abs(exp.coefficients[1] - 0.3) < 1e-6)
        let pow = VLRegressionFit(.pow, x: x, y: x.map { 3 * Foundation.pow($0, 0.7) })
        #expect(abs(pow.coefficients[0] - 3) < 1e-9 && abs(pow.coefficients[1] - 0.7) < 1e-9)
        #expect(abs(pow.predict(4) - 3 * Foundation.pow(4, 0.7)) < 1e-9)
        let log = VLRegressionFit(.log, x: x, y: x.map { 1 + 2 * Foundation.log($0) })
        #expect(abs(log.predict(7) - (1 + 2 * Foundation.log(7))) < 1e-9)
    }

    @Test func regressionParamsGiveOneRowOfCoefficientsPerGroup() throws {
        let rows =
            #"[{"g": "a", "x": 0, "y": 1}, {"g": "a", "x": 1, "y": 3}, {"g": "b", "x": 0, "y": 0}, {"g": "b", "x": 2, "y": -2}]"#
        let t =
            #"[{"regression": "y", "on": "x", "groupby": ["g"], "params": true}, {"calculate": "datum.coef[1]", "as": "slope"}, {"calculate": "datum.rSquared", "as": "r"}]"#
        let enc = #"{"x": {"field": "slope", "type": "quantitative"}, "y": {"field": "r", "type": "quantitative"}}"#
        // The line's rows are in x order: group b's slope first.
        let slopes = try column("x", transform: t, rows: rows, encoding: enc)
        #expect(slopes.count == 2 && abs(slopes[0] + 1) < 1e-12 && abs(slopes[1] - 2) < 1e-12, "\(slopes)")
        #expect(try column("y", transform: t, rows: rows, encoding: enc) == [1, 1])
    }

    @Test func loessOfCollinearPointsIsTheLineWithRepeatsMerged() throws {
        let rows =
            #"[{"x": 3, "y": 7}, {"x": 1, "y": 3}, {"x": 2, "y": 5}, {"x": 2, "y": 5}, {"x": 4, "y": 9}, {"x": 5, "y": 11}]"#
        let t = #"[{"loess": "y", "on": "x", "bandwidth": 0.5}]"#
        #expect(try column("x", transform: t, rows: rows, encoding: xy) == [1, 2, 3, 4, 5])
        let y = try column("y", transform: t, rows: rows, encoding: xy)
        for (v, expected) in zip(y, [3.0, 5, 7, 9, 11]) { #expect(abs(v - expected) < 1e-9) }
    }

    @Test func quantilesInterpolateAndLeaveOutMissingValues() throws {
        let rows = #"[{"v": 5}, {"v": 1}, {"v": null}, {"v": 3}, {"v": 2}, {"v": 4}]"#
        let t = #"[{"quantile": "v", "probs": [0, 0.25, 0.5, 0.9]}]"#
        let enc = #"{"x": {"field": "prob", "type": "quantitative"}, "y": {"field": "value", "type": "quantitative"}}"#
        #expect(try column("x", transform: t, rows: rows, encoding: enc) == [0, 0.25, 0.5, 0.9])
        let y = try column("y", transform: t, rows: rows, encoding: enc)
        for (v, expected) in zip(y, [1.0, 2, 3, 4.6]) { #expect(abs(v - expected) < 1e-12) }
        let steps = VLQuantile.probabilities(step: 0.01)
        #expect(steps.count == 100 && abs(steps[0] - 0.005) < 1e-15 && abs(steps[99] - 0.995) < 1e-12)
    }

    @Test func densityIsAProbabilityDensityOverAnEvenGrid() throws {
        let rows = "[" + (0..<40).map { #"{"v": \#(Double($0 % 9) * 0.5)}"# }.joined(separator: ",") + "]"
        let enc =
            #"{"x": {"field": "value", "type": "quantitative"}, "y": {"field": "density", "type": "quantitative"}}"#
        let t = #"[{"density": "v", "extent": [-10, 14]}]"#
        let x = try column("x", transform: t, rows: rows, encoding: enc)
        let y = try column("y", transform: t, rows: rows, encoding: enc)
        // The shared default: 200 even steps over the extent.
        #expect(x.count == 201 && x.first == -10 && x.last == 14)
        let area = zip(zip(x, x.dropFirst()), zip(y, y.dropFirst())).reduce(0.0) {
            $0 + ($1.0.1 - $1.0.0) * ($1.1.0 + $1.1.1) / 2
        }
        #expect(abs(area - 1) < 1e-3)
        let c = #"[{"density": "v", "cumulative": true, "counts": true, "extent": [-10, 14]}]"#
        let cumulative = try column("y", transform: c, rows: rows, encoding: enc)
        #expect(abs((cumulative.last ?? 0) - 40) < 1e-6 && (cumulative.first ?? 1) < 1e-6)
    }

    @Test func scottsBandwidthFallsBackWhenTheSpreadIsZero() {
        let sample = [1.0, 2, 3, 4, 5]
        // σ = 1.5811, IQR / 1.34 = 1.4925: the smaller is taken.
        #expect(abs(VLDensity.scottBandwidth(sample, count: 5) - 1.06 * 2 / 1.34 * pow(5, -0.2)) < 1e-12)
        #expect(VLDensity.scottBandwidth([4, 4, 4], count: 3) == 1.06 * 4 * pow(3, -0.2))
    }

    @Test func sampledCurvesAreEvenWhenTheirStepsAreEqualAndRefinedWhereTheyBend() {
        let even = VLSampleCurve(minSteps: 10, maxSteps: 10).points(of: { $0 * $0 }, over: (0, 1))
        #expect(even.count == 11 && even[5].0 == 0.5 && even[5].1 == 0.25)
        let straight = VLSampleCurve().points(of: { 2 * $0 }, over: (0, 1))
        #expect(straight.count == 26)
        let bend = VLSampleCurve().points(of: { abs($0 - 0.51) }, over: (0, 1))
        #expect(bend.count > 26 && bend.count <= 201)
        #expect(zip(bend, bend.dropFirst()).allSatisfy { $0.0 < $1.0 })
    }

    @Test(arguments: [
        ("quantileNormal(0.975)", 1.959963984540054), ("cumulativeNormal(1.959963984540054)", 0.975),
        ("densityNormal(0)", 0.3989422804014327), ("quantileNormal(0.5, 10, 2)", 10.0),
        ("quantileUniform(0.25, 2, 6)", 3.0), ("cumulativeUniform(3)", 1.0), ("densityUniform(1, 4)", 0.25),
        ("quantileLogNormal(0.5)", 1.0), ("cumulativeLogNormal(1)", 0.5),
    ])
    func probabilityFunctionsMatchTheirDistributions(expression: String, expected: Double) throws {
        let t = #"[{"calculate": "\#(expression)", "as": "p"}]"#
        let enc = #"{"x": {"field": "p", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}"#
        let p = try column("x", transform: t, rows: #"[{"v": 1}]"#, encoding: enc)
        #expect(abs((p.first ?? .nan) - expected) < 1e-7)
    }

    @Test func aMisspeltPropertyIsOneWarningWithTheNearestName() throws {
        let json = VL.unit(
            mark: "\"area\"", rows: #"[{"v": 1}, {"v": 2}]"#,
            encoding: #"{"x": {"field": "value", "type": "quantitative"}}"#,
            extra: #""transform": [{"density": "v", "bandwith": 0.3}]"#)
        let (spec, diagnostics) = VL.read(json)
        #expect(spec != nil)
        #expect(
            diagnostics.map(\.kind) == [.unknownName("density property", name: "bandwith", suggestion: "bandwidth")])
    }

    @Test func aQuantileStepTooFineForTheRowLimitIsRefused() {
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"v": 1}]"#, encoding: #"{"x": {"field": "value", "type": "quantitative"}}"#,
            extra: #""transform": [{"quantile": "v", "step": 1e-9}]"#)
        let (spec, diagnostics) = VL.read(json)
        #expect(spec == nil)
        #expect(diagnostics.contains { if case .limitExceeded(.rows, _, _) = $0.kind { true } else { false } })
    }
}

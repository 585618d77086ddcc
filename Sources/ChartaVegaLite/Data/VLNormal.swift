import Foundation

/// The normal, log-normal and uniform distributions of Vega's expression language and density
/// transform (vega-statistics `normal.js`, `lognormal.js`, `uniform.js`): the same approximations, so
/// that a chart built on them draws the same curve as Vega.
enum VLNormal {
    /// The probability density at `x`.
    static func density(_ x: Double, mean: Double = 0, deviation: Double = 1) -> Double {
        let z = (x - mean) / deviation
        return exp(-0.5 * z * z) / (deviation * (2 * Double.pi).squareRoot())
    }

    /// The cumulative probability at `x`, by West's approximation (W. J. West, “Better approximations
    /// to cumulative normal functions”, Wilmott Magazine, 2005), as Vega computes it.
    static func cumulative(_ x: Double, mean: Double = 0, deviation: Double = 1) -> Double {
        let z = (x - mean) / deviation
        let a = abs(z)
        let tail: Double
        if a > 37 {
            tail = 0
        } else if a < 7.07106781186547 {
            let numerator = polynomial(
                a,
                [
                    3.52624965998911e-02, 0.700383064443688, 6.37396220353165, 33.912866078383,
                    112.079291497871, 221.213596169931, 220.206867912376,
                ])
            let denominator = polynomial(
                a,
                [
                    8.83883476483184e-02, 1.75566716318264, 16.064177579207, 86.7807322029461,
                    296.564248779674, 637.333633378831, 793.826512519948, 440.413735824752,
                ])
            tail = exp(-a * a / 2) * numerator / denominator
        } else {
            var fraction = a + 0.65
            for k in [4.0, 3, 2, 1] { fraction = a + k / fraction }
            tail = exp(-a * a / 2) / fraction / 2.506628274631
        }
        return z > 0 ? 1 - tail : tail
    }

    /// The value below which a fraction `p` of the distribution lies (the probit), NaN outside [0, 1].
    static func quantile(_ p: Double, mean: Double = 0, deviation: Double = 1) -> Double {
        guard p >= 0, p <= 1 else { return .nan }
        return mean + deviation * 2.0.squareRoot() * inverseErf(2 * p - 1)
    }

    /// The inverse error function by Giles' approximation (M. Giles, “Approximating the erfinv
    /// function”, GPU Computing Gems vol. 2, 2010), with its double-precision coefficients.
    static func inverseErf(_ x: Double) -> Double {
        // (1 - x)(1 + x), not 1 - x², keeps the precision near ±1.
        var w = -log((1 - x) * (1 + x))
        let p: Double
        if w < 6.25 {
            w -= 3.125
            p = polynomial(w, centralCoefficients)
        } else if w < 16 {
            p = polynomial(w.squareRoot() - 3.25, middleCoefficients)
        } else if w.isFinite {
            p = polynomial(w.squareRoot() - 5, tailCoefficients)
        } else {
            p = .infinity
        }
        return p * x
    }

    /// c₀·xⁿ + c₁·xⁿ⁻¹ + … + cₙ, by Horner's rule.
    static func polynomial(_ x: Double, _ coefficients: [Double]) -> Double {
        coefficients.dropFirst().reduce(coefficients.first ?? 0) { $0 * x + $1 }
    }

    private static let centralCoefficients: [Double] = [
        -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
        1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
        6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14,
        2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
        1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08,
        4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
        0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533,
        0.24015818242558961693, 1.6536545626831027356,
    ]
    private static let middleCoefficients: [Double] = [
        2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
        1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
        2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
        6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
        0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
        -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635,
    ]
    private static let tailCoefficients: [Double] = [
        -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
        -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
        2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
        -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
        7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
        1.0103004648645343977, 4.8499064014085844221,
    ]
}

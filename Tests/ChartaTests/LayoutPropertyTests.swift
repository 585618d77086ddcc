import ChartaSVG
import Foundation
import PropertyBased
import Testing

@testable import Charta

/// Layout invariants over random data and sizes (x-sheep/swift-property-based; a failure prints the
/// input and a seed to reproduce it with `.fixedSeed`).
@Suite struct LayoutPropertyTests {
    /// One random chart: a mark kind, rows of (category or number, value, series) and a size.
    struct Sample: Sendable, CustomStringConvertible {
        var kind: Int
        var values: [Double]
        var numericX: Bool
        var series: Int
        var width: Double
        var height: Double

        var description: String {
            "kind \(kind) numericX \(numericX) series \(series) size \(width)×\(height) values \(values)"
        }

        var chart: Chart {
            let values = self.values
            let numericX = self.numericX
            let series = self.series
            let kind = self.kind
            return Chart(values.indices) { i in
                let name = "c\(i % 17)"
                let group = "s\(i % max(1, series))"
                switch kind {
                case 0:
                    if numericX {
                        BarMark(x: .value("X", Double(i)), y: .value("Value", values[i]))
                    } else {
                        BarMark(x: .value("Name", name), y: .value("Value", values[i]))
                            .foregroundStyle(by: .value("Series", group))
                    }
                case 1:
                    LineMark(x: .value("X", Double(i)), y: .value("Value", values[i]), series: .value("S", group))
                case 2:
                    PointMark(x: .value("X", numericX ? Double(i) * 3.7 : Double(i)), y: .value("Value", values[i]))
                default:
                    AreaMark(x: .value("X", Double(i)), y: .value("Value", values[i]))
                }
            }
            .frame(width: width, height: height)
        }
    }

    static let samples = zip(
        Gen.int(in: 0...3), Gen.double(in: -1e6...1e6).array(of: 0...40), Gen.bool(), Gen.int(in: 1...4),
        Gen.double(in: 40...1600), Gen.double(in: 40...1200)
    ).map { Sample(kind: $0, values: $1, numericX: $2, series: $3, width: $4, height: $5) }

    /// Every number in the scene is finite: the JSON encoder refuses NaN and infinity.
    @Test func noNaNOrInfinityAnywhere() async {
        await propertyCheck(count: 150, input: Self.samples) { sample in
            let rendered = sample.chart.render()
            #expect((try? JSONEncoder().encode(rendered.scene)) != nil, "\(sample)")
            let svg = SVGRenderer().render(rendered.scene)
            #expect(!svg.contains("NaN") && !svg.contains("inf"), "\(sample)")
        }
    }

    /// Marks lie inside the plot (grown by the largest symbol radius and stroke), since nothing here
    /// turns clipping off or fixes a domain that excludes data; bars along two continuous axes included,
    /// whose domain is widened by half a bar so that the first and last bars fit.
    @Test func marksStayInsideThePlot() async {
        let roomy = Self.samples.map { sample -> Sample in
            var s = sample
            s.width += 200
            s.height += 200
            return s
        }
        await propertyCheck(count: 150, input: roomy) { sample in
            let rendered = sample.chart.render()
            let plot = rendered.plotFrame.insetBy(dx: -6, dy: -6)
            for group in rendered.scene.root.groups(role: .mark) {
                guard let box = group.bounds(measurer: StandardTextMeasurer.shared) else { continue }
                #expect(
                    box.minX >= plot.minX && box.maxX <= plot.maxX && box.minY >= plot.minY && box.maxY <= plot.maxY,
                    "\(sample): \(box) outside \(rendered.plotFrame)")
            }
        }
    }

    /// The shrunk counterexamples of the property above: two or three bars on a continuous x axis (all
    /// values equal, so the value axis is zero-width too) once reached 40% of the plot beyond each side.
    @Test(arguments: [[0.0, 0.0], [5.0, 5.0], [-2.0, -2.0, -2.0], [7.0], [1.0, 2.0]])
    func barsOnTwoContinuousAxesStayInsideThePlot(values: [Double]) throws {
        let sample = Sample(kind: 0, values: values, numericX: true, series: 1, width: 240, height: 240)
        let rendered = sample.chart.render()
        let group = try #require(rendered.scene.root.groups(role: .mark).first)
        let box = try #require(group.bounds(measurer: StandardTextMeasurer.shared))
        let plot = rendered.plotFrame.insetBy(dx: -0.5, dy: -0.5)
        #expect(box.minX >= plot.minX && box.maxX <= plot.maxX, "\(box) outside \(rendered.plotFrame)")
        #expect(box.minY >= plot.minY && box.maxY <= plot.maxY, "\(box) outside \(rendered.plotFrame)")
        // The bars are still wide: 80% of their spacing (or of the plot for one bar), not a sliver.
        #expect(box.width > rendered.plotFrame.width * 0.5)
    }

    /// Horizontal tick labels never overlap once the axis has thinned or rotated them.
    @Test func axisLabelsNeverOverlap() async {
        await propertyCheck(count: 150, input: Self.samples) { sample in
            let rendered = sample.chart.render()
            for edge in [Edge.bottom, .left] {
                let labels = rendered.scene.root.axis(edge)?.groups(role: .axisLabel).flatMap(\.leaves) ?? []
                let boxes = labels.compactMap { node -> Rect? in
                    guard case .text(let t) = node, t.angle == 0 else { return nil }
                    return t.bounds(measurer: StandardTextMeasurer.shared)
                }
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] {
                        let overlaps = a.insetBy(dx: 0.01, dy: 0.01).intersects(b.insetBy(dx: 0.01, dy: 0.01))
                        #expect(!overlaps, "\(sample): labels at \(a) and \(b) overlap on the \(edge) axis")
                    }
                }
            }
        }
    }

    /// The same chart gives byte-identical SVG on every run.
    @Test func outputIsByteIdenticalAcrossRuns() async {
        await propertyCheck(count: 60, input: Self.samples) { sample in
            let first = SVGRenderer().render(sample.chart.render().scene)
            let second = SVGRenderer().render(sample.chart.render().scene)
            #expect(first == second, "\(sample)")
        }
    }
}

import Charta
import Testing

@Suite struct IntervalInsetTests {
    @Test func spacingComesOffBothSidesInEitherOrder() {
        let inset = IntervalInset(channels: [.x], spacing: 1, minSize: 0.25)
        #expect(inset.apply(10, 20) == (10.5, 19.5))
        #expect(inset.apply(20, 10) == (10.5, 19.5))
    }

    @Test func narrowIntervalsGrowAboutTheirCentre() {
        let inset = IntervalInset(channels: [.y], spacing: 1, minSize: 2)
        let (a, b) = inset.apply(5, 5.5)
        #expect(abs(a - 4.25) < 1e-12 && abs(b - 6.25) < 1e-12)
    }
}

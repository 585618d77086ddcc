import ChartaSwiftUI
import Foundation
import Testing

/// The SwiftUI around a chart screen that a picture does not show: alerts, tooltips, links, pinches,
/// adjustable actions, and a timeline drawn once, at the moment of rendering.
@MainActor
@Suite struct PresentationTests {
    struct UsageCard: View {
        @Environment(\.openURL) private var openURL
        @State private var failed = false
        @State private var zoom: CGFloat = 1
        @State private var level = 0.5
        let tint = UIColor.systemBlue.withAlphaComponent(0.3)

        var body: some View {
            VStack {
                TimelineView(.periodic(from: .now, by: 30)) { context in
                    Text("Updated \(context.date.timeIntervalSince1970 > 0 ? "now" : "never")")
                }
                Chart {
                    ForEach(0..<5, id: \.self) { day in
                        BarMark(x: .value("Day", "D\(day)"), y: .value("Tokens", day * 10))
                    }
                }
                .help("Tokens a day")
                .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
                .accessibilityAdjustableAction { direction in level += direction == .increment ? 0.1 : -0.1 }
                Button("Docs") { openURL(URL(string: "https://example.com")!) }
                    .background(Color(uiColor: tint))
            }
            .alert("Could not load", isPresented: $failed) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Try again later")
            }
            .frame(width: 320, height: 260)
        }
    }

    @Test func aScreenWithAlertsAndLinksDrawsItsChartAndText() {
        let renderer = ViewRenderer(content: UsageCard())
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("Updated now"), "\(texts)")
        #expect(texts.contains("Docs"))
        #expect(!texts.contains("Could not load"), "an alert not presented is not drawn")
        #expect(renderer.charts.count == 1)
    }

    @Test func aColourTakesANewAlpha() {
        let faint = UIColor.systemBlue.withAlphaComponent(0.25)
        #expect(faint == UIColor.systemBlue.withAlphaComponent(0.25))
        #expect(faint != UIColor.systemBlue)
    }
}

/// `trim(from:to:)` draws part of a shape's outline: a progress ring.
@MainActor
@Suite struct TrimmedShapeTests {
    static func length(_ path: Path) -> Double {
        var total = 0.0
        var last: CGPoint?
        // Path is not a sequence: SwiftUI walks it with forEach.
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { element in
            switch element {
            case .move(let p): last = p
            case .line(let p):
                if let l = last { total += hypot(p.x - l.x, p.y - l.y) }
                last = p
            default: break
            }
        }
        return total
    }

    @Test func aQuarterOfACircleIsAQuarterOfItsLength() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: rect)
        #expect(abs(Self.length(quarter) - .pi * 100 / 4) < 0.5, "\(Self.length(quarter))")
        let middle = Circle().trim(from: 0.25, to: 0.75).path(in: rect)
        #expect(abs(Self.length(middle) - .pi * 100 / 2) < 0.5)
        #expect(Circle().trim(from: 0.6, to: 0.2).path(in: rect).isEmpty)
        #expect(abs(quarter.boundingRect.width - 50) < 0.5 && abs(quarter.boundingRect.height - 50) < 0.5)
    }

    struct Ring: View {
        var body: some View {
            ZStack {
                Circle().stroke(.gray.opacity(0.2), lineWidth: 8)
                Circle().trim(from: 0, to: 0.4).stroke(.blue, lineWidth: 8).rotationEffect(.degrees(-90))
            }
            .frame(width: 60, height: 60)
        }
    }

    @Test func aRingDrawsItsArc() {
        let svg = ViewRenderer(content: Ring()).svg()
        #expect(svg.contains("stroke=\"#007aff\""), "the arc is drawn in blue")
    }
}

/// iOS 17's filled shape with its outline stroked over the fill.
@MainActor
@Suite struct FilledAndStrokedShapeTests {
    struct Badge: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 6).fill(.red).strokeBorder(.blue, lineWidth: 1.5)
                .frame(width: 40, height: 20)
        }
    }

    @Test func theFillAndTheOutlineAreBothDrawn() {
        let svg = ViewRenderer(content: Badge()).svg()
        #expect(svg.contains("fill=\"#ff3b30\""), "filled red")
        #expect(svg.contains("stroke=\"#007aff\"") && svg.contains("stroke-width=\"1.5\""), "outlined in blue")
    }
}

/// A legend item made by a function outside any view, as Swift 6 apps write them: SwiftUI's modifiers
/// are not isolated to the main actor, and Charta's aren't either.
private func legendItem(color: Color, label: LocalizedStringKey) -> some View {
    HStack(spacing: 4) {
        Circle().fill(color).frame(width: 7, height: 7)
        Text(label).font(.caption2).padding(.horizontal, 2).opacity(0.9)
    }
    .background(Color.white).overlay(Rectangle().stroke(.gray, lineWidth: 0.5))
}

@MainActor
@Suite struct NonisolatedModifierTests {
    struct Legend: View {
        var body: some View { legendItem(color: .red, label: "Rain") }
    }

    @Test func aViewMadeOutsideAnyViewDraws() {
        let renderer = ViewRenderer(content: Legend())
        #expect(EnergyLinePriceViewTests.texts(renderer.scene) == ["Rain"])
        #expect(renderer.svg().contains("fill=\"#ff3b30\""))
    }
}

extension EnvironmentValues {
    @Entry var cardTint: Color? = nil
    @Entry var cardCorner: Double = 12
    @Entry var cardPadding = 8.0
}

/// `@Entry` values of the app's own: their defaults, and what a view above sets.
@MainActor
@Suite struct EntryMacroTests {
    struct Card: View {
        @Environment(\.cardTint) private var tint
        @Environment(\.cardCorner) private var corner
        @Environment(\.cardPadding) private var padding
        var body: some View {
            Text("Corner \(Int(corner))").foregroundStyle(tint ?? .black).padding(padding)
        }
    }

    @Test func defaultsAndSetValuesAreRead() {
        #expect(EnergyLinePriceViewTests.texts(ViewRenderer(content: Card()).scene) == ["Corner 12"])
        let tinted = ViewRenderer(content: Card().environment(\.cardTint, .red).environment(\.cardCorner, 4))
        #expect(EnergyLinePriceViewTests.texts(tinted.scene) == ["Corner 4"])
        #expect(tinted.svg().contains("fill=\"#ff3b30\""))
    }
}

/// A `Canvas` draws what its closure fills, strokes and writes, in the room it is given.
@MainActor
@Suite struct CanvasTests {
    struct Minimap: View {
        let levels: [Double] = [0.2, 0.6, 0.4, 0.9]
        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.black))
                var line = Path()
                line.addLines(
                    levels.enumerated().map { i, level in
                        CGPoint(x: Double(i) / 3 * size.width, y: (1 - level) * size.height)
                    })
                context.opacity = 0.5
                context.stroke(line, with: .color(.orange), lineWidth: 2)
                context.draw(Text("Now"), at: CGPoint(x: size.width / 2, y: 8))
            }
            .frame(width: 120, height: 40)
        }
    }

    @Test func theClosuresDrawingIsPlacedInTheCanvasFrame() throws {
        let renderer = ViewRenderer(content: Minimap())
        let svg = renderer.svg()
        #expect(svg.contains("fill=\"#000000\"") || svg.contains("fill=\"#000\""), "the black background")
        #expect(svg.contains("stroke=\"#ff9500\"") && svg.contains("stroke-width=\"2\""), "the orange line")
        #expect(svg.contains("opacity=\"0.5\""), "drawn at half opacity")
        #expect(EnergyLinePriceViewTests.texts(renderer.scene) == ["Now"])
    }
}

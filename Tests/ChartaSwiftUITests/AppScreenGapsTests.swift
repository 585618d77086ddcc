import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// The SwiftUI of public apps' chart screens that a probe found missing: a sheet's dismiss action and
/// its navigation bar's background, spaced lines of text, layouts for accessibility text sizes, and
/// views shown through a mask.
@MainActor
@Suite struct AppScreenGapsTests {
    struct Candle: Identifiable {
        let id: Int
        let open: Double
        let close: Double
        var isBullish: Bool { close >= open }
    }

    /// A candle chart presented in a sheet, as a trading app's: a Done button dismisses it and its
    /// navigation bar takes the app's background.
    struct CandleSheet: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.presentationMode) private var presentationMode
        let candles: [Candle]

        var body: some View {
            NavigationView {
                ZStack {
                    Color.white.ignoresSafeArea()
                    ScrollView {
                        VStack(alignment: .leading, spacing: 20) {
                            if candles.isEmpty {
                                VStack(spacing: 8) {
                                    Text("No Chart Data Available")
                                    Text("Try selecting a different timeframe or check your connection")
                                        .multilineTextAlignment(.center)
                                        .lineSpacing(4)
                                }
                            } else {
                                Chart(candles) { candle in
                                    RectangleMark(
                                        x: .value("Time", candle.id),
                                        yStart: .value("Start", min(candle.open, candle.close)),
                                        yEnd: .value("End", max(candle.open, candle.close)),
                                        width: .fixed(12)
                                    )
                                    .foregroundStyle(candle.isBullish ? .green : .red)
                                }
                                .frame(height: 200)
                            }
                        }
                        .padding(.vertical)
                    }
                }
                .navigationTitle("Chart")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.white, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar, .tabBar)
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Done") {
                            dismiss()
                            presentationMode.wrappedValue.dismiss()
                        }
                    }
                }
            }
        }
    }

    @Test func aSheetWithADismissActionAndABarBackgroundDrawsItsChart() {
        let candles = (0..<6).map { Candle(id: $0, open: Double($0 % 3) + 10, close: Double($0 % 2) * 2 + 10) }
        let renderer = ViewRenderer(content: CandleSheet(candles: candles))
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(renderer.charts.count == 1)
        let rects = RealCodeGapsTests.nodes(.group(renderer.charts[0].rendered.scene.root)).filter {
            if case .rect = $0, $0.item != nil { true } else { false }
        }
        #expect(rects.count == candles.count)
        // Without data, the sheet explains itself instead.
        let empty = EnergyLinePriceViewTests.texts(ViewRenderer(content: CandleSheet(candles: [])).scene)
        #expect(empty.contains("No Chart Data Available"), "\(empty)")
    }

    @Test func theDismissActionIsCallableAndNothingIsPresented() {
        let values = EnvironmentValues()
        values.dismiss()
        #expect(!values.isPresented)
        #expect(!values.presentationMode.wrappedValue.isPresented)
    }

    /// The height of a text `width` points wide with `spacing` between its lines, and its lines.
    static func textBlock(spacing: CGFloat) -> (height: Double, baselines: [Double]) {
        let text = "Try selecting a different timeframe or check your connection"
        let renderer = ViewRenderer(content: Text(text).lineSpacing(spacing).frame(width: 120), width: 120)
        let baselines = RealCodeGapsTests.nodes(.group(renderer.scene.root)).compactMap { node -> Double? in
            if case .text(let t) = node { return t.position.y }
            return nil
        }
        return (renderer.scene.size.height, baselines)
    }

    @Test func lineSpacingPutsRoomBetweenWrappedLinesOnly() {
        let tight = Self.textBlock(spacing: 0)
        let spaced = Self.textBlock(spacing: 6)
        #expect(tight.baselines.count >= 3, "the text wraps: \(tight.baselines)")
        #expect(spaced.baselines.count == tight.baselines.count)
        let gaps = Double(tight.baselines.count - 1) * 6
        #expect(abs(spaced.height - tight.height - gaps) <= 1, "\(tight.height) → \(spaced.height)")
        #expect(spaced.baselines.first == tight.baselines.first, "no room above the first line")
        #expect(abs((spaced.baselines[1] - spaced.baselines[0]) - (tight.baselines[1] - tight.baselines[0]) - 6) < 1e-9)
    }

    enum Kind: String, CaseIterable, Identifiable {
        case acceleration, rotation
        var id: String { rawValue }
    }

    /// A motion preview that swaps its segmented picker for a menu at accessibility text sizes.
    struct MotionPreview: View {
        @State private var kind: Kind = .acceleration
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                if dynamicTypeSize.isAccessibilitySize {
                    Text("Menu picker")
                } else {
                    Picker("Kind", selection: $kind) {
                        ForEach(Kind.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                Chart {
                    ForEach(0..<20, id: \.self) { i in
                        LineMark(x: .value("Time", Double(i) / 10), y: .value("x", sin(Double(i) / 3)))
                    }
                }
                .frame(height: 160)
            }
        }
    }

    @Test func accessibilityTextSizesAreTold() {
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        let standard = EnergyLinePriceViewTests.texts(ViewRenderer(content: MotionPreview()).scene)
        #expect(standard.contains("Acceleration") && !standard.contains("Menu picker"), "\(standard)")
        let large = EnergyLinePriceViewTests.texts(
            ViewRenderer(content: MotionPreview().dynamicTypeSize(.accessibility2)).scene)
        #expect(large.contains("Menu picker"), "\(large)")
    }

    /// The clip of the group drawing a view's nodes, and how many nodes it holds.
    static func clips(_ scene: Scene) -> [(clip: Rect, count: Int)] {
        var found: [(Rect, Int)] = []
        func walk(_ group: ChartaScene.Group) {
            if let clip = group.clip { found.append((clip, group.children.count)) }
            for case .group(let g) in group.children { walk(g) }
        }
        walk(scene.root)
        return found
    }

    /// A goal's progress bar: a gradient capsule shown through a rectangle as wide as the progress.
    struct GoalProgress: View {
        let progress: Double

        var body: some View {
            Capsule()
                .fill(LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
                .frame(width: 300, height: 10)
                .mask(alignment: .leading) {
                    Rectangle().frame(width: 300 * progress)
                }
        }
    }

    @Test func aMaskedProgressBarIsCutToItsProgress() {
        let scene = ViewRenderer(content: GoalProgress(progress: 0.4), width: 300).scene
        let clips = Self.clips(scene)
        #expect(clips.count == 1, "\(clips)")
        #expect(abs((clips.first?.clip.width ?? 0) - 120) < 1e-9, "\(clips)")
        #expect(abs((clips.first?.clip.minX ?? -1) - 0) < 1e-9, "leading: \(clips)")
        #expect(clips.first?.count ?? 0 > 0, "the bar is drawn")
    }

    /// A heading filled with a gradient through its text, and a chart shown through a rounded card.
    struct GradientHeader: View {
        var body: some View {
            VStack {
                LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                    .frame(height: 40)
                    .mask(Text("Heart rate").font(.largeTitle))
                Chart {
                    ForEach(0..<5, id: \.self) { i in BarMark(x: .value("Day", "D\(i)"), y: .value("BPM", 60 + i)) }
                }
                .frame(height: 160)
                .mask { RoundedRectangle(cornerRadius: 12) }
            }
        }
    }

    @Test func maskedViewsAreDrawnThroughTheirMasks() {
        let renderer = ViewRenderer(content: GradientHeader())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let clips = Self.clips(renderer.scene)
        #expect(clips.count >= 2, "\(clips)")
        // The gradient is cut to the box of the text, narrower than the screen.
        #expect(clips[0].count > 0 && clips[0].clip.width < 390 && clips[0].clip.width > 50, "\(clips)")
        let bars = RealCodeGapsTests.nodes(.group(renderer.charts[0].rendered.scene.root)).filter {
            if case .rect = $0, $0.item != nil { true } else { false }
        }
        #expect(bars.count == 5, "the masked chart draws its bars")
    }
}

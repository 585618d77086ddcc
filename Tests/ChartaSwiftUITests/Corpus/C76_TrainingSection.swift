#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A training log laid out as a settings-style section: `Section(header:footer:content:)` with a
/// header view, a title that may tighten (`allowsTightening`), selectable text, a baseline-aligned
/// badge, a chart whose drag state lives in `@GestureState`, and a spring given with a blend duration.
struct TrainingSectionView: View {
    static let minutes: [(day: String, minutes: Int)] = [
        ("Mon", 30), ("Tue", 45), ("Wed", 0), ("Thu", 50), ("Fri", 25), ("Sat", 70), ("Sun", 40),
    ]

    @GestureState private var dragX: CGFloat = 0
    @State private var highlighted = false

    var body: some View {
        Section(
            header: Text("Weekly training").font(.headline).allowsTightening(true),
            footer: Text("Minutes of exercise a day")
        ) {
            ZStack(alignment: .leadingFirstTextBaseline) {
                Text("Total \(Self.minutes.map(\.minutes).reduce(0, +)) min")
                    .textSelection(.enabled)
                    .font(.caption)
            }
            Chart(Self.minutes, id: \.day) { entry in
                BarMark(x: .value("Day", entry.day), y: .value("Minutes", entry.minutes))
                    .foregroundStyle(dragX == 0 ? Color.orange : Color.gray)
            }
            .chartOverlay { _ in
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .gesture(
                        DragGesture()
                            .updating($dragX) { value, state, _ in
                                state = value.location.x
                            }
                            .onEnded { _ in
                                withAnimation(
                                    .interactiveSpring(response: 0.4, dampingFraction: 0.8, blendDuration: 0.2)
                                ) {
                                    highlighted.toggle()
                                }
                            }
                    )
            }
            .grayscale(highlighted ? 1 : 0)
            .frame(height: 160)
        }
        .padding()
    }
}

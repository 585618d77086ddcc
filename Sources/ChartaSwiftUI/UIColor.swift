import ChartaScene
import Foundation

/// UIKit's system colours by name, for `Color(.secondarySystemBackground)` and `Color(uiColor:)` in
/// chart code written for iOS (light-appearance values). Only colours; UIKit is not otherwise provided.
public struct UIColor: Hashable, Sendable {
    let rgba: ChartaScene.Color

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        rgba = ChartaScene.Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { rgba = ChartaScene.Color(r: r, g: g, b: b, alpha: a) }

    /// A name of the colour for assistive technologies, as UIKit gives one: its hue, with "light" or
    /// "dark" when it is far from the hue's middle brightness (`dark blue`, `light gray`).
    public var accessibilityName: String {
        let (r, g, b) = (rgba.red, rgba.green, rgba.blue)
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        if high - low < 0.08 {
            return lightness < 0.12
                ? "black"
                : lightness > 0.92 ? "white" : lightness < 0.4 ? "dark gray" : lightness > 0.7 ? "light gray" : "gray"
        }
        var hue: Double
        switch high {
        case r: hue = (g - b) / (high - low)
        case g: hue = 2 + (b - r) / (high - low)
        default: hue = 4 + (r - g) / (high - low)
        }
        hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        let names: [(Double, String)] = [
            (15, "red"), (45, "orange"), (70, "yellow"), (160, "green"), (200, "cyan"), (255, "blue"),
            (290, "purple"), (335, "pink"), (360, "red"),
        ]
        let name = names.first { hue < $0.0 }?.1 ?? "red"
        return lightness < 0.3 ? "dark " + name : lightness > 0.75 ? "light " + name : name
    }

    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) { rgba = color.rgba }

    /// A grey of a white level.
    public init(white: Double, alpha: Double) {
        rgba = ChartaScene.Color(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let systemBackground = UIColor(255, 255, 255)
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    public static let label = UIColor(0, 0, 0)
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    public static let separator = UIColor(60, 60, 67, 0.29)
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemRed = UIColor(255, 59, 48)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemTeal = UIColor(48, 176, 199)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let lightGray = UIColor(170, 170, 170)
    public static let gray = UIColor(128, 128, 128)
    public static let darkGray = UIColor(85, 85, 85)
    public static let red = UIColor(255, 0, 0)
    public static let green = UIColor(0, 255, 0)
    public static let blue = UIColor(0, 0, 255)
    public static let orange = UIColor(255, 128, 0)
    public static let yellow = UIColor(255, 255, 0)
    public static let purple = UIColor(128, 0, 128)
    public static let brown = UIColor(153, 102, 51)
    public static let cyan = UIColor(0, 255, 255)
    public static let magenta = UIColor(255, 0, 255)
    public static let systemBrown = UIColor(162, 132, 94)
    public static let systemMint = UIColor(0, 199, 190)
    public static let systemCyan = UIColor(50, 173, 230)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let tintColor = UIColor(0, 122, 255)
    public static let white = UIColor(255, 255, 255)
    public static let black = UIColor(0, 0, 0)
    public static let clear = UIColor(0, 0, 0, 0)
}

extension Color {
    /// A UIKit colour.
    public init(_ color: UIColor) { self.init(color.rgba) }

    /// A UIKit colour.
    public init(uiColor color: UIColor) { self.init(color.rgba) }
}

extension Timer {
    /// A publisher of the time at an interval (SwiftUI code's `Timer.publish(every:on:in:)`); it never
    /// fires while a view is rendered, which draws one moment.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher()
    }

    /// A timer publisher that never fires.
    public struct TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            Empty<Date, Never>().receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

/// The device's screen, as UIKit describes it (UIKit's `UIScreen`): an iPhone of 390 × 844 points.
@MainActor
public final class UIScreen {
    /// The main screen.
    public static let main = UIScreen()
    /// Its bounds in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
}

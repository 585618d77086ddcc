/// An sRGB colour with straight (not premultiplied) alpha; every component in 0…1.
public struct Color: Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in 0…1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a colour from 8-bit components and an alpha in 0…1.
    public init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let chars = Array(digits)
        func byte(_ i: Int, _ len: Int) -> Int? { Int(String(chars[i..<(i + len)]), radix: 16) }
        switch chars.count {
        case 3:
            guard let r = byte(0, 1), let g = byte(1, 1), let b = byte(2, 1) else { return nil }
            self.init(r: r * 17, g: g * 17, b: b * 17)
        case 6, 8:
            guard let r = byte(0, 2), let g = byte(2, 2), let b = byte(4, 2) else { return nil }
            let a = chars.count == 8 ? Double(byte(6, 2) ?? 255) / 255 : 1
            self.init(r: r, g: g, b: b, alpha: a)
        default:
            return nil
        }
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The 8-bit value of a component (rounded).
    public static func byte(_ component: Double) -> Int { Int((clamp(component) * 255).rounded()) }

    /// `#RRGGBB`, ignoring alpha (lower case).
    public var hexRGB: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for c in [red, green, blue] {
            let v = Color.byte(c)
            s.append(digits[v >> 4])
            s.append(digits[v & 15])
        }
        return s
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (lower case); ``init(hex:)`` reads it back.
    public var hexRGBA: String {
        guard alpha < 1 else { return hexRGB }
        let a = Color.byte(alpha)
        let digits = Array("0123456789abcdef")
        return hexRGB + String([digits[a >> 4], digits[a & 15]])
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
}

extension Color {
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// iOS system blue `#007AFF`.
    public static let systemBlue = Color(r: 0, g: 122, b: 255)
    /// iOS system orange `#FF9500`.
    public static let systemOrange = Color(r: 255, g: 149, b: 0)
    /// iOS system red `#FF3B30`.
    public static let systemRed = Color(r: 255, g: 59, b: 48)
    /// iOS system pink `#FF2D55`.
    public static let systemPink = Color(r: 255, g: 45, b: 85)
    /// iOS system green `#34C759`.
    public static let systemGreen = Color(r: 52, g: 199, b: 89)
    /// iOS system indigo `#5856D6`.
    public static let systemIndigo = Color(r: 88, g: 86, b: 214)
    /// Dark gray `#555555`.
    public static let darkGray = Color(r: 85, g: 85, b: 85)
    /// Mid gray `#888888`, the default for axis lines and labels on light backgrounds.
    public static let gray = Color(r: 136, g: 136, b: 136)
}

import ChartaScene

/// How many colours the terminal shows: 24-bit SGR `38;2;r;g;b`, the xterm 256-colour palette, the 16
/// ANSI colours, or none (plain text).
public enum TerminalColorMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`).
    case trueColor = "truecolor"
    /// The xterm 256-colour palette (`ESC[38;5;nm`).
    case ansi256 = "256"
    /// The 16 ANSI colours (`ESC[31m`, `ESC[91m`, …).
    case ansi16 = "16"
    /// Plain text, no escape sequences.
    case none

    /// The mode for a terminal described by its environment, after the conventions terminals and
    /// tools share: `NO_COLOR` set and not empty turns colour off (no-color.org); output that is not a
    /// terminal, or `TERM=dumb`, gets none; `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in
    /// `-direct`, gets 24-bit colour; a `TERM` containing `256color` the 256-colour palette; any other
    /// terminal the 16 ANSI colours. The caller passes the values in; the library never reads the
    /// environment itself.
    public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard isTerminal else { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }

    /// The SGR parameters that set `color` as the foreground (or background), or nil in plain mode.
    public func parameters(_ color: Color, background: Bool = false) -> String? {
        let r = Color.byte(color.red)
        let g = Color.byte(color.green)
        let b = Color.byte(color.blue)
        switch self {
        case .none: return nil
        case .trueColor: return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .ansi256: return "\(background ? 48 : 38);5;\(Self.index256(r, g, b))"
        case .ansi16:
            let i = Self.index16(r, g, b)
            let base = background ? (i < 8 ? 40 : 92) : (i < 8 ? 30 : 82)
            return "\(base + i)"
        }
    }

    /// The levels of the xterm 6×6×6 colour cube (indices 16–231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearest xterm 256-palette index: the closest cube colour or grey ramp step (232–255,
    /// 8 + 10·i), by squared RGB distance.
    static func index256(_ r: Int, _ g: Int, _ b: Int) -> Int {
        func level(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40 }
        let (ri, gi, bi) = (level(r), level(g), level(b))
        let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let grey = max(0, min(23, ((r + g + b) / 3 - 3) / 10))
        let greyValue = 8 + 10 * grey
        let cubeDistance = distance((r, g, b), cube)
        let greyDistance = distance((r, g, b), (greyValue, greyValue, greyValue))
        return greyDistance < cubeDistance ? 232 + grey : 16 + 36 * ri + 6 * gi + bi
    }

    /// The ANSI colour (0–15) for an RGB colour, by color-convert's `rgb.ansi16` (the rule chalk and
    /// ansi-styles use): each channel rounds to on or off, giving one of the eight hues, and the HSV
    /// value picks black (under 25 %), the normal colour, or the bright one (75 % and up). Hue survives
    /// where nearest-RGB matching would turn muted colours grey.
    static func index16(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let value = Int((Double(max(r, g, b)) / 255 * 2).rounded())
        if value == 0 { return 0 }
        func on(_ channel: Int) -> Int { Int((Double(channel) / 255).rounded()) }
        let hue = (on(b) << 2) | (on(g) << 1) | on(r)
        return value == 2 ? hue + 8 : hue
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}

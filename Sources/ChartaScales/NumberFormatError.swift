/// Why a number format specifier was rejected.
public enum NumberFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string does not match `[[fill]align][sign][symbol][0][width][,][.precision][~][type]`.
    case invalidSpecifier(String)
    /// The width is larger than ``NumberFormat/Specifier/maximumWidth``.
    case widthTooLarge(String)

    /// The message, worded as d3-format's ("invalid format: foo").
    public var description: String {
        switch self {
        case .invalidSpecifier(let s):
            return "invalid format: \(s)"
        case .widthTooLarge(let s):
            return "invalid format: \(s) (width is larger than \(NumberFormat.Specifier.maximumWidth))"
        }
    }
}

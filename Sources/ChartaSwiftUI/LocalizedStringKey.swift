import Foundation

/// Text written as a literal, with interpolations (SwiftUI's `LocalizedStringKey`). Charta shows the
/// text as written: there is no localisation table, and interpolations are formatted in `en_US_POSIX`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as it is shown.
    let text: String

    /// A key from a string.
    public init(_ value: String) { text = value }

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Collects the parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }

        public mutating func appendInterpolation(_ value: String) { text += value }

        /// A number formatted with a `printf` specifier (`"%.1f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// A value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Text inside text.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

        /// A date in a text date style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.format(date)
        }
    }
}

extension String {
    /// The text of a key, as written (Charta has no localisation tables).
    public init(
        localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = key.text
    }
}

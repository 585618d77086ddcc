import ChartaScales
import Foundation

/// A date format written with strftime's directives, as `--date-format`, Python's `strptime` and
/// pandas' `to_datetime(format=)` take it: `%Y` (four-digit year), `%y` (two digits: 69–99 are
/// 1969–1999, 00–68 are 2000–2068, as POSIX says), `%m` and `%d`/`%e` (one or two digits), `%b`/`%B`/`%h`
/// (an English month name, short or long, in any case), `%a`/`%A` (a weekday name, skipped), `%H`,
/// `%I` with `%p` (AM/PM), `%M`, `%S`, `%f` (fractions of a second), `%z` (`Z`, `+01:00`, `-0500`),
/// `%s` (Unix seconds) and `%%`. A space matches one or more spaces; other characters match themselves.
///
/// A date without `%z` is a civil date and time in the reader's time zone, as pandas reads naive dates.
public struct DateFormat: Hashable, Sendable, CustomStringConvertible {
    /// The format as written.
    public let text: String
    let pieces: [Piece]
    /// Whether a time of day (` 14:30`, `T14:30:05.25`, ` 2:30 PM`, with an optional zone) may follow
    /// the date: so it is for the formats Charta tries by itself.
    let timeMayFollow: Bool

    enum Piece: Hashable, Sendable {
        case year, shortYear, month, day, monthName, weekdayName, hour, hour12, minute, second, fraction
        case amPM, zone, epoch, spaces
        case literal(UInt8)
    }

    /// Compiles a format; nil when it has a directive that is not one of the above, or no directive.
    public init?(_ text: String) { self.init(text, timeMayFollow: false) }

    init?(_ text: String, timeMayFollow: Bool) {
        var pieces: [Piece] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: " ") {
                if pieces.last != .spaces { pieces.append(.spaces) }
                continue
            }
            guard byte == UInt8(ascii: "%") else {
                pieces.append(.literal(byte))
                continue
            }
            var directive = bytes.popFirst()
            if directive == UInt8(ascii: "-") || directive == UInt8(ascii: "_") { directive = bytes.popFirst() }
            switch directive.map({ Character(Unicode.Scalar($0)) }) {
            case "Y": pieces.append(.year)
            case "y": pieces.append(.shortYear)
            case "m": pieces.append(.month)
            case "d", "e": pieces.append(.day)
            case "b", "B", "h": pieces.append(.monthName)
            case "a", "A": pieces.append(.weekdayName)
            case "H": pieces.append(.hour)
            case "I": pieces.append(.hour12)
            case "M": pieces.append(.minute)
            case "S": pieces.append(.second)
            case "f": pieces.append(.fraction)
            case "p": pieces.append(.amPM)
            case "z": pieces.append(.zone)
            case "s": pieces.append(.epoch)
            case "%": pieces.append(.literal(UInt8(ascii: "%")))
            default: return nil
            }
        }
        guard pieces.contains(where: { if case .literal = $0 { false } else { $0 != .spaces } }) else { return nil }
        self.text = text
        self.pieces = pieces
        self.timeMayFollow = timeMayFollow
    }

    /// The format as written.
    public var description: String { text }

    /// Seconds since 1970 of `cell` read with this format (surrounding spaces ignored), or nil when
    /// the cell does not match it or names no real date (`02/30/2024`).
    public func seconds(_ cell: String, timeZone: TimeZone) -> Double? {
        var cell = cell
        return cell.withUTF8 { bytes in
            var scanner = DateScanner(bytes: bytes)
            scanner.skipSpaces()
            var fields = DateScanner.Fields()
            guard scanner.match(pieces, into: &fields) else { return nil }
            if timeMayFollow, !scanner.atEnd {
                let mark = scanner.index
                if !scanner.matchTime(into: &fields) {
                    scanner.index = mark
                }
            }
            scanner.skipSpaces()
            guard scanner.atEnd else { return nil }
            return fields.seconds(timeZone: timeZone)
        }
    }
}

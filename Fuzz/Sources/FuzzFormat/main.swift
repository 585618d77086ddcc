import ChartaScales
import Foundation
import FuzzDriver

/// libFuzzer entry: the input is a d3-format or d3-time-format specifier, a value and a time zone
/// choice. Formatting must never trap or run away, whatever the specifier says.
func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard bytes.count >= 9 else { return 0 }
    let bits = bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let value = Double(bitPattern: bits)
    let specifier = String(decoding: bytes.dropFirst(8), as: UTF8.self)
    if let format = try? NumberFormat(specifier: specifier) {
        let text = format(value)
        if text.utf8.count > 100_000 { fatalError("a number format wrote \(text.utf8.count) bytes") }
    }
    let seconds = value.isFinite ? value.truncatingRemainder(dividingBy: 1e13) : value
    let calendar = Calendar.gregorian(
        timeZone: TimeZone(identifier: bits & 1 == 0 ? "UTC" : "America/New_York") ?? .gmt)
    let text = DateFormat(specifier, calendar: calendar)(Date(timeIntervalSince1970: seconds))
    if text.utf8.count > 20 * specifier.utf8.count + 1_000 {
        fatalError("a date format wrote \(text.utf8.count) bytes")
    }
    return 0
}

runFuzzer { data, size in fuzzFormat(data, size) }

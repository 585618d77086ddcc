import Foundation

/// Which date format a column is written in, chosen from its values as pandas' `to_datetime` guesses
/// one format from the data and applies it to the whole column: ISO 8601 first (also unpadded, as
/// `2024-3-5`, and with a zone after a space, as `2024-03-05 14:30:00 +0000`), then numeric dates
/// (`03/31/2024`, `31/03/2024`, `31.03.2024`, `2024/03/31`, `2024-03`), then dates with English month
/// names (`Jan 1 2000`, `1 Jan 2000`, `January 1, 2000`, `01-Jan-2000`), each optionally followed by a
/// time of day.
///
/// Month first or day first is decided by the values: a first number above 12 makes the column day
/// first and a second one above 12 month first. When no value decides, the locale does; without one
/// the column is read month first (as pandas' `dayfirst=False`) with a ``ReadingNote``.
enum DateInference {
    /// A way a column's dates may be written.
    struct Candidate: Sendable {
        enum Order: Sendable { case monthFirst, dayFirst, either }
        /// nil: ISO 8601.
        var format: DateFormat?
        var order: Order

        func seconds(_ cell: String, timeZone: TimeZone) -> Double? {
            guard let format else {
                let padded = cell.utf8.first == 0x20 || cell.utf8.last == 0x20
                return ISODate.seconds(padded ? cell.trimmingCharacters(in: .whitespaces) : cell, timeZone: timeZone)
            }
            return format.seconds(cell, timeZone: timeZone)
        }
    }

    /// The formats tried on every column, in order of preference.
    static let automatic: [Candidate] =
        [Candidate(format: nil, order: .either)]
        + ([

            ("%Y-%m-%d", .either), ("%m/%d/%Y", .monthFirst), ("%d/%m/%Y", .dayFirst), ("%m/%d/%y", .monthFirst),
            ("%d/%m/%y", .dayFirst),
            ("%m-%d-%Y", .monthFirst), ("%d-%m-%Y", .dayFirst), ("%d.%m.%Y", .either), ("%d.%m.%y", .either),
            ("%Y/%m/%d", .either), ("%Y-%m", .either), ("%b %d %Y", .either), ("%b %d, %Y", .either),
            ("%d %b %Y", .either), ("%d %b, %Y", .either), ("%d-%b-%Y", .either), ("%d-%b-%y", .either),
            ("%a %b %d %Y", .either), ("%a, %b %d, %Y", .either), ("%a, %d %b %Y", .either), ("%b %Y", .either),
            ("%B, %Y", .either),
        ] as [(String, Candidate.Order)]).map { Candidate(format: DateFormat($0.0, timeMayFollow: true)!, order: $0.1) }

    /// A column's dates, or how many of its present values were dates and the first that was not.
    enum Outcome {
        case dates([Double], note: ReadingNote?)
        case text(parsed: Int, firstFailure: Int?)
    }

    /// Reads `cells` (nil: missing) with the first of `candidates` that reads every present cell.
    static func read(
        _ cells: [String?], name: String, candidates: [Candidate], dayFirst: Bool?, timeZone: TimeZone
    ) -> Outcome {
        var alive: [Int]?
        var parsed = 0
        var failures = 0
        var firstFailure: Int?
        // The values of the first candidate alive, while it stays first (most columns need no second pass).
        var values: [Double] = []
        values.reserveCapacity(cells.count)
        var valuesOf: Int?
        var single: Candidate?
        for (row, cell) in cells.enumerated() {
            guard let cell else {
                values.append(.nan)
                continue
            }
            var reading: [Int] = []
            var first = Double.nan
            if let single {
                // The usual case once the format is known: one parse, nothing to allocate.
                if let seconds = single.seconds(cell, timeZone: timeZone) {
                    parsed += 1
                    values.append(seconds)
                    continue
                }
            } else {
                for k in alive ?? Array(candidates.indices) {
                    guard let seconds = candidates[k].seconds(cell, timeZone: timeZone) else { continue }
                    if reading.isEmpty { first = seconds }
                    reading.append(k)
                }
            }
            if reading.isEmpty {
                failures += 1
                firstFailure = firstFailure ?? row
                // A column far from being dates is not read further.
                if failures >= 50, parsed < failures { break }
                values.append(.nan)
            } else {
                if valuesOf == nil, alive == nil { valuesOf = reading[0] }
                if reading[0] != valuesOf { valuesOf = -1 }
                alive = reading
                single = reading.count == 1 ? candidates[reading[0]] : nil
                parsed += 1
                values.append(first)
            }
        }
        guard failures == 0, let alive, let first = alive.first else {
            return .text(parsed: parsed, firstFailure: firstFailure)
        }
        var chosen = candidates[first]
        var note: ReadingNote?
        let dayFirstOne = alive.first { candidates[$0].order == .dayFirst }
        if chosen.order == .monthFirst, let dayFirstOne {
            if let dayFirst {
                if dayFirst { chosen = candidates[dayFirstOne] }
            } else {
                note = .ambiguousDates(
                    column: name, chosen: chosen.format!.text, other: candidates[dayFirstOne].format!.text)
            }
        }
        if valuesOf != first || chosen.format != candidates[first].format {
            values = cells.map { cell in cell.flatMap { chosen.seconds($0, timeZone: timeZone) } ?? .nan }
        }
        return .dates(values, note: note)
    }
}

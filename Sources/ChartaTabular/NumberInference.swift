/// Which decimal mark a column's numbers use, decided by the whole column as the issue of a column
/// can only be settled by all of its values: `1.5` is only a decimal point and `1,5` only a decimal
/// comma, `2,100,000` only grouped with commas, while `1,234` alone could be either.
///
/// A column that reads both ways with different values is read with the locale's mark, else with a
/// decimal comma when the text is separated by semicolons (the usual European CSV, as spreadsheets write
/// it) and a decimal point otherwise, with a ``ReadingNote`` (none for `1.250` read with a decimal point
/// from text that is not separated by semicolons: grouping with points there is too rare to mention).
enum NumberInference {
    /// A column's numbers, or how many of its present values were numbers and the first that was not.
    enum Outcome {
        case numbers([Double], note: ReadingNote?)
        case text(parsed: Int, firstFailure: Int?)
    }

    static func read(_ cells: [String?], name: String, mark given: DecimalMark?, delimiter: Character?) -> Outcome {
        var point: [Double] = []
        var comma: [Double] = []
        point.reserveCapacity(cells.count)
        comma.reserveCapacity(cells.count)
        var pointFailure: Int?
        var commaFailure: Int?
        var pointParsed = 0
        var commaParsed = 0
        var ambiguous: Int?
        var ambiguousComma = false
        var eitherParsed = 0
        var present = 0
        for (row, cell) in cells.enumerated() {
            guard let cell else {
                point.append(.nan)
                comma.append(.nan)
                continue
            }
            present += 1
            let number = NumberText(cell)
            if let p = number.point, given != .comma {
                point.append(p)
                pointParsed += 1
            } else {
                point.append(.nan)
                pointFailure = pointFailure ?? row
            }
            if let c = number.comma, given != .point {
                comma.append(c)
                commaParsed += 1
            } else {
                comma.append(.nan)
                commaFailure = commaFailure ?? row
            }
            if number.point != nil || number.comma != nil { eitherParsed += 1 }
            if number.isAmbiguous {
                // `1.250` in comma-separated text is a decimal point beyond reasonable doubt; `1,250` is not.
                if ambiguous == nil || (!ambiguousComma && cell.utf8.contains(UInt8(ascii: ","))) { ambiguous = row }
                ambiguousComma = ambiguousComma || cell.utf8.contains(UInt8(ascii: ","))
            }
            // A column far from being numbers is not read further.
            let failures = present - max(pointParsed, commaParsed)
            if failures >= 50, max(pointParsed, commaParsed) < failures { break }
        }
        switch (pointFailure, commaFailure) {
        case (nil, nil):
            guard let ambiguous else { return .numbers(point, note: nil) }
            if let given { return .numbers(given == .point ? point : comma, note: nil) }
            let mark: DecimalMark = delimiter == ";" ? .comma : .point
            guard mark == .comma || ambiguousComma else { return .numbers(point, note: nil) }
            let note = ReadingNote.ambiguousNumbers(
                column: name, row: ambiguous + 1, value: cells[ambiguous] ?? "", mark: mark)
            return .numbers(mark == .point ? point : comma, note: note)
        case (nil, _):
            return .numbers(point, note: nil)
        case (_, nil):
            return .numbers(comma, note: nil)
        case (let p?, let c?):
            // Numbers with either mark count: a column that mixes `21.5` and `19,0` is mostly numbers.
            return .text(parsed: eitherParsed, firstFailure: pointParsed >= commaParsed ? p : c)
        }
    }
}

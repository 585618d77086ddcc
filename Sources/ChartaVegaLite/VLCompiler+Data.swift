import Charta
import Foundation
import SwiftCSV

/// How `format.parse` (or Vega-Lite's implicit parsing) turns a field's values into typed values.
enum VLParse: Hashable, Sendable {
    case number
    case boolean
    /// A date, with a d3 time specifier (nil: JavaScript's parser), read as UTC or local time.
    case date(specifier: String?, utc: Bool)
    /// Leave the values as they are (`"parse": {"f": null}`).
    case none
}

/// The rows of a data source with the parse instructions of its `format`.
struct VLDataSource: Sendable {
    /// Each row is a JSON object (CSV cells are strings, numbers or booleans after type inference).
    var rows: [JSONValue]
    var parse: [String: VLParse]
    /// Whether the cells were text (CSV, TSV or DSV), so that a year-like number (0 to 9999) a temporal
    /// field reads is the date its text names (“1900” is the year 1900), as Vega parses the cell as a date.
    var fromText = false
}

/// Reading `data`: inline `values` (rows, a CSV/TSV/JSON string), a local `url`, or a named dataset.
extension VLCompiler {
    static let dataKeys: Set<String> = ["values", "url", "format", "name", "sequence"]

    mutating func readData(_ node: JSONNode?, datasets: JSONNode?) -> VLDataSource? {
        guard let node, !node.isNull else { return nil }
        guard let data = object(node) else { return nil }
        checkKeys(data, .data)
        let format = object(data["format"])
        let parse = readParse(format?["parse"])
        let type = string(format?["type"])
        var rows: [JSONValue]
        if let values = data["values"] {
            rows = inlineRows(values, type: type, format: format)
        } else if let url = data["url"] {
            guard let text = string(url) else { return nil }
            rows = fileRows(text, path: url.path, type: type, format: format)
        } else if let sequence = data["sequence"] {
            rows = sequenceRows(sequence)
        } else if let name = data["name"] {
            guard let key = string(name) else { return nil }
            if let table = options.namedData[key] {
                // A date column's values are dates wherever they are used (a category is labelled as a
                // date, not by its timestamp), unless the spec's own `parse` says otherwise.
                let dates = zip(table.names, table.columns).filter { $0.1.kind == .date && parse[$0.0] == nil }
                return VLDataSource(
                    rows: Self.rows(of: table),
                    parse: parse.merging(dates.map { ($0.0, VLParse.date(specifier: nil, utc: true)) }) { $1 })
            }
            guard let values = datasets?[key] else {
                fail("No dataset named “\(key)” in “datasets”.", at: name.path)
                return nil
            }
            rows = inlineRows(values, type: type, format: format)
        } else {
            fail("The data needs “values”, “url” or “name”.", at: data.path)
            return nil
        }
        rows = rows.filter { row in
            if case .object = row { return true }
            return false
        }
        let named = string(data["url"]) ?? ""
        let kind = type ?? ((named as NSString).pathExtension.lowercased())
        let text = ["csv", "tsv", "dsv"].contains(kind) && (data["url"] != nil || data["values"]?.value.string != nil)
        return VLDataSource(rows: rows, parse: parse, fromText: text)
    }

    /// The rows of a table bound to named data: NaN and nil are null, dates are JavaScript timestamps.
    static func rows(of table: DataTable) -> [JSONValue] {
        let cells: [(String, (Int) -> JSONValue)] = zip(table.names, table.columns).map { name, column in
            switch column {
            case .numbers(let v): (name, { v[$0].isNaN ? .null : .number(v[$0]) })
            case .dates(let v): (name, { v[$0].isNaN ? .null : .number(v[$0] * 1000) })
            case .strings(let v): (name, { v[$0].map(JSONValue.string) ?? .null })
            }
        }
        return (0..<table.rowCount).map { row in .object(JSONObject(cells.map { ($0.0, $0.1(row)) })) }
    }

    mutating func readParse(_ node: JSONNode?) -> [String: VLParse] {
        guard let node else { return [:] }
        if node.value.string == "auto" { return [:] }
        guard let obj = object(node) else { return [:] }
        var parse: [String: VLParse] = [:]
        for (key, value) in obj.members {
            if value.isNull {
                parse[key] = VLParse.none
                continue
            }
            guard let text = string(value) else { continue }
            switch text {
            case "number": parse[key] = .number
            case "boolean": parse[key] = .boolean
            case "string": parse[key] = VLParse.none
            default:
                if let (specifier, utc) = VLDateParser.instruction(text) {
                    parse[key] = .date(specifier: specifier, utc: utc)
                } else {
                    let types = ["number", "boolean", "date", "utc", "string"]
                    unknownName("parse type", text, in: types, listing: types, at: value.path, severity: .error)
                }
            }
        }
        return parse
    }

    /// Rows from inline values: an array of objects, an object walked with `format.property`, or text.
    mutating func inlineRows(_ values: JSONNode, type: String?, format: JSONNode?) -> [JSONValue] {
        switch values.value {
        case .string(let text):
            return textRows(text, type: type ?? "json", format: format, path: values.path)
        case .array(let a):
            return a.map { v in
                if case .object = v { return v }
                // Vega-Lite wraps primitive values as {"data": value}.
                return .object(JSONObject([("data", v)]))
            }
        case .object:
            return property(values.value, format: format, path: values.path)
        default:
            wrongType(values, expected: "an array, an object or a string")
            return []
        }
    }

    /// The array that `format.property` (“hits.hits”) points to inside a JSON value.
    mutating func property(_ value: JSONValue, format: JSONNode?, path: String) -> [JSONValue] {
        var v = value
        if let property = string(format?["property"]) {
            v = VLFieldPath(property).value(in: value)
        }
        if case .array(let a) = v { return a }
        fail("The data is not an array of rows; set “format.property” to the array inside it.", at: path)
        return []
    }

    mutating func textRows(_ text: String, type: String, format: JSONNode?, path: String) -> [JSONValue] {
        switch type {
        case "json":
            switch JSONParser.parse(Array(text.utf8), maxDepth: limits.nestingDepth) {
            case .success(let value):
                if case .array(let a) = value, format?["property"] == nil { return a }
                return property(value, format: format, path: path)
            case .failure(let e):
                fail("The JSON data is malformed at line \(e.line), column \(e.column): \(e.message).", at: path)
                return []
            }
        case "csv", "tsv", "dsv":
            var delimiter: Character = type == "tsv" ? "\t" : ","
            if type == "dsv" {
                guard let d = string(format?["delimiter"]), let c = d.first, d.count == 1 else {
                    fail("A “dsv” format needs a one-character “delimiter”.", at: format?.path ?? path)
                    return []
                }
                delimiter = c
            }
            return delimitedRows(text, delimiter: delimiter, path: path)
        default:
            warnUnsupported("The data format “\(type)”", at: format.map { JSONNode.join($0.path, "type") } ?? path)
            return []
        }
    }

    /// Rows of a CSV/TSV text (parsed with SwiftCSV), with Vega's type inference per column.
    mutating func delimitedRows(_ text: String, delimiter: Character, path: String) -> [JSONValue] {
        let csv: EnumeratedCSV
        do {
            csv = try EnumeratedCSV(string: text, delimiter: CSVDelimiter(unicodeScalarLiteral: delimiter))
        } catch {
            fail("The delimited text could not be parsed: \(error).", at: path)
            return []
        }
        let header = csv.header
        let rows = csv.rows
        var columns: [[JSONValue]] = header.indices.map { c in
            rows.map { row in c < row.count ? .string(row[c]) : .null }
        }
        for c in columns.indices { columns[c] = VLCompiler.inferTypes(columns[c]) }
        return rows.indices.map { r in
            .object(JSONObject(header.indices.map { (header[$0], columns[$0][r]) }))
        }
    }

    /// Vega's `inferTypes` for text columns: all booleans, all integers or all numbers become so;
    /// anything else stays text (dates are parsed later, when a field is used as temporal).
    static func inferTypes(_ column: [JSONValue]) -> [JSONValue] {
        let texts = column.compactMap(\.string).filter { !$0.isEmpty }
        if !texts.isEmpty, texts.allSatisfy({ $0 == "true" || $0 == "false" }) {
            return column.map { v in v.string.flatMap { $0.isEmpty ? nil : JSONValue.bool($0 == "true") } ?? .null }
        }
        if !texts.isEmpty, texts.allSatisfy({ Double($0) != nil && !$0.hasPrefix("+") }) {
            return column.map { v in v.string.flatMap(Double.init).map(JSONValue.number) ?? .null }
        }
        return column
    }

    mutating func fileRows(_ url: String, path: String, type: String?, format: JSONNode?) -> [JSONValue] {
        guard let location = dataFile(url, path: path) else { return [] }
        // One descriptor is stamped and read: what the stamp names is what was read. At most one byte
        // past the size limit is read, so that a huge file is reported instead of read.
        let read = location.open().flatMap { file in
            dataFilesRead.append(VegaLiteReader.DataFileStamp(location, file))
            return file.read(upTo: limits.jsonBytes + 1)
        }
        let data: Data
        switch read {
        case .success(let contents): data = contents
        case .failure(let failure):
            // Beneath a data folder the spec's own name is shown, never where the folder is.
            fail(
                failure == .leavesFolder
                    ? "The data file “\(url)” is refused: \(failure.reason)."
                    : "Cannot read the data file “\(url)”: \(failure.reason).", at: path)
            return []
        }
        guard data.count <= limits.jsonBytes else {
            exceeded(.jsonBytes, amount: nil, at: path)
            return []
        }
        let text = String(decoding: data, as: UTF8.self)
        let ext = location.pathExtension
        let kind = type ?? (["csv", "tsv", "json"].contains(ext) ? ext : "json")
        return textRows(text, type: kind, format: format, path: path)
    }

    mutating func sequenceRows(_ node: JSONNode) -> [JSONValue] {
        guard let seq = object(node), let start = number(seq["start"]), let stop = number(seq["stop"]) else {
            fail("A sequence needs numeric “start” and “stop”.", at: node.path)
            return []
        }
        let step = number(seq["step"]) ?? 1
        let name = string(seq["as"]) ?? "data"
        guard let values = range(start: start, stop: stop, step: step, at: node.path) else { return [] }
        var rows: [JSONValue] = []
        rows.reserveCapacity(values.count)
        for (i, v) in values.enumerated() {
            if stopped(atRow: i) { return [] }
            rows.append(.object(JSONObject([(name, .number(v))])))
        }
        return rows
    }

    /// d3-array's `range`: `start + i × step` while short of `stop` (so a step too small to move a large
    /// start still ends). More values than the `sequenceLength` limit is an error naming it.
    mutating func range(start: Double, stop: Double, step: Double, at path: String) -> [Double]? {
        let count = ((stop - start) / step).rounded(.up)
        guard step != 0, start.isFinite, stop.isFinite, step.isFinite, count.isFinite else {
            fail("The sequence needs finite numbers and a step other than 0.", at: path)
            return nil
        }
        guard count <= Double(limits.sequenceLength) else {
            exceeded(.sequenceLength, amount: count, at: path)
            return nil
        }
        return (0..<Int(clamped: count, to: 0...limits.sequenceLength)).map { start + Double($0) * step }
    }
}

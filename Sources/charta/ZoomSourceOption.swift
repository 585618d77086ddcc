import ArgumentParser
import Charta
import ChartaTabular
import Foundation

/// One `--zoom NAME=PATH` of `charta serve`: a line chart served at `/zoom/NAME`, drawn from a table file
/// (CSV, TSV or JSON, read as `charta plot` reads it, with `?x=COL&y=COL` naming the columns; the first
/// two by default) or a NumPy `.npy` file (``NumPyArray``).
struct ZoomSourceOption: Hashable {
    /// The name in the page's URL.
    var name: String
    /// The data file.
    var path: String
    /// The columns on x and y, when named.
    var x: String?
    var y: String?

    /// Reads `NAME=PATH` or `NAME=PATH?x=COL&y=COL` (column names may be percent-encoded). A path that
    /// names an existing file is taken whole, even with a `?` in it.
    init(_ argument: String) throws(ValidationError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("--zoom takes NAME=FILE (such as big=data.npy), not “\(argument)”.")
        }
        name = String(argument[..<equals])
        guard Self.isValidName(name) else {
            throw ValidationError(
                "--zoom: the name “\(name)” must be 1 to 64 letters, digits, “_” or “-” (it is part of the URL).")
        }
        path = String(argument[argument.index(after: equals)...])
        guard !FileManager.default.fileExists(atPath: path), let question = path.lastIndex(of: "?") else { return }
        for pair in path[path.index(after: question)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            let value = parts.count == 2 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            switch (parts.first, value.isEmpty) {
            case ("x"?, false): x = value
            case ("y"?, false): y = value
            default:
                throw ValidationError("--zoom \(name): the query takes x=COLUMN and y=COLUMN, not “\(pair)”.")
            }
        }
        path = String(path[..<question])
    }

    /// Whether `name` is 1 to 64 of `A-Z a-z 0-9 _ -`.
    static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { b in
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
                    || b == 0x2D
            }
    }

    /// Whether `path` is a NumPy file: by its extension, or by its first bytes.
    static func isNumPy(_ path: String, _ data: Data) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == "npy" || NumPyArray.isNumPy(data)
    }

    /// The zoomable line of the file.
    func load(reader: TabularReader) throws(CommandFailure) -> ZoomableLine {
        let label = "--zoom \(name) (\(path))"
        func failure(_ message: String) -> CommandFailure {
            CommandFailure(status: ExitStatus.usage, message: "\(label): \(message)")
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
            throw failure("cannot read it: \(FileProblem.reading(path))")
        }
        let table: DataTable
        if Self.isNumPy(path, data) {
            do { table = try NumPyArray.table(data) } catch { throw failure(error.message) }
        } else {
            guard let text = String(data: data, encoding: .utf8) else { throw failure("it is not UTF-8 text") }
            do {
                let reading = try reader.read(text, format: TabularFormat(path: path))
                for note in reading.notes { StandardError.line("\(label): \(note.diagnostic)") }
                table = reading.table
            } catch {
                throw failure(error.message)
            }
        }
        let names = table.names
        let chosenX = x ?? names.first { $0 != y } ?? "x"
        let chosenY = y ?? names.first { $0 != chosenX } ?? "y"
        let spec: ChartSpec
        do { spec = try QuickChart(x: chosenX, y: chosenY, mark: .line).spec(table) } catch {
            throw failure(error.message)
        }
        do { return try ZoomableLine(spec) } catch { throw failure(error.message) }
    }
}

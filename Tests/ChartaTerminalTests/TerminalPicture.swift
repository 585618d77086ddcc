import Charta

/// Terminal text read as a person reads it: a grid of characters in which runs of text are labels and
/// runs of lines, blocks and braille are drawing. It finds labels written down the page, labels glued
/// to their neighbours, and whether given labels stand alone on an axis's rows, in any chart.
struct TerminalPicture {
    /// A run of text characters on one row.
    struct Run: Hashable, CustomStringConvertible {
        var row: Int
        var column: Int
        var text: String
        var description: String { "“\(text)” at row \(row), column \(column)" }
    }

    /// One character a cell (the charts checked here have no wide characters).
    let rows: [[Character]]

    init(_ text: String) {
        rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Array($0) }
    }

    func character(_ column: Int, _ row: Int) -> Character? {
        guard rows.indices.contains(row), column >= 0, column < rows[row].count else { return nil }
        return rows[row][column]
    }

    /// Whether a character belongs to text: letters, digits, punctuation, symbols and the ellipsis; not
    /// blanks, box drawing, block elements, braille, geometric shapes (series markers) or grid dots.
    static func isText(_ c: Character?) -> Bool {
        guard let c, let scalar = c.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x20, 0xB7, 0x2500...0x25FF, 0x2800...0x28FF: return false
        default: return c.isLetter || c.isNumber || c.isPunctuation || c.isSymbol
        }
    }

    /// The maximal runs of text characters on a row, split at anything else.
    func runs(row: Int) -> [Run] {
        guard rows.indices.contains(row) else { return [] }
        var result: [Run] = []
        var current: Run?
        for (column, c) in rows[row].enumerated() {
            if Self.isText(c) {
                if current == nil { current = Run(row: row, column: column, text: "") }
                current?.text.append(c)
            } else if let run = current {
                result.append(run)
                current = nil
            }
        }
        if let current { result.append(current) }
        return result
    }

    /// The row of the bottom axis line: the lowest row with three pieces of horizontal line or more.
    var xAxisRow: Int? {
        rows.indices.last { row in rows[row].filter { "─┬┴┼└┘┌┐╷╵├".contains($0) }.count >= 3 }
    }

    /// Labels written down the page: letters with no text on either side, one above another.
    func verticalLabels() -> [Run] {
        func lone(_ column: Int, _ row: Int) -> Bool {
            guard let c = character(column, row), c.isLetter else { return false }
            return !Self.isText(character(column - 1, row)) && !Self.isText(character(column + 1, row))
        }
        var found: [Run] = []
        let width = rows.map(\.count).max() ?? 0
        for column in 0..<width {
            var row = 0
            while row < rows.count {
                guard lone(column, row), lone(column, row + 1) else {
                    row += 1
                    continue
                }
                var text = ""
                let start = row
                while lone(column, row) {
                    text.append(rows[row][column])
                    row += 1
                }
                found.append(Run(row: start, column: column, text: text))
            }
        }
        return found
    }

    /// Runs where one label runs into the next: a number directly followed by a word (`04Feb`,
    /// `2024March`), a time of day directly followed by more (`PMTue`), a closing bracket or an
    /// ellipsis directly followed by a letter or digit.
    func gluedLabels() -> [Run] {
        rows.indices.flatMap { runs(row: $0) }.filter { run in
            let c = Array(run.text)
            for i in c.indices.dropLast() {
                let next = c[i + 1]
                if c[i].isNumber, next.isLetter, i + 2 < c.count, c[i + 2].isLetter { return true }
                if i > 0, c[i].isUppercase, next.isLetter || next.isNumber, c[i] == "M",
                    c[i - 1] == "A" || c[i - 1] == "P",
                    i < 2 || !c[i - 2].isLetter
                {
                    return true
                }
                if c[i] == ")" || c[i] == "…", next.isLetter || next.isNumber { return true }
            }
            return false
        }
    }

    /// Where `label` stands alone on a row from `column` on: no text directly before or after it.
    func standalone(_ label: String, row: Int, from column: Int = 0, before end: Int = .max) -> Int? {
        guard rows.indices.contains(row), !label.isEmpty else { return nil }
        let line = rows[row]
        let needle = Array(label)
        var start = max(0, column)
        while start + needle.count <= min(line.count, end) {
            if Array(line[start..<(start + needle.count)]) == needle, !Self.isText(character(start - 1, row)),
                !Self.isText(character(start + needle.count, row))
            {
                return start
            }
            start += 1
        }
        return nil
    }

    /// Problems with the labels of a bottom axis: each of `labels`, left to right, must stand alone on
    /// the row under the axis line, after the one before it, and no other text may share the row.
    func bottomLabelProblems(_ labels: [String]) -> [String] {
        guard let axis = xAxisRow else { return labels.isEmpty ? [] : ["no x-axis line"] }
        let row = axis + 1
        var problems: [String] = []
        var cursor = 0
        var covered = Set<Int>()
        for label in labels {
            guard let at = standalone(label, row: row, from: cursor) else {
                problems.append("x label “\(label)” is not alone on row \(row): \(String(rows[row]))")
                continue
            }
            covered.formUnion(at..<(at + label.count))
            cursor = at + label.count + 1
        }
        for run in runs(row: row) where !(run.column..<(run.column + run.text.count)).allSatisfy(covered.contains) {
            problems.append("text that is no label under the x axis: \(run)")
        }
        return problems
    }

    /// Problems with the labels of a left axis: each of `labels` must stand alone on a row of its own,
    /// down to the x-axis line.
    func leftLabelProblems(_ labels: [String]) -> [String] {
        let last = xAxisRow.map { $0 + 1 } ?? rows.count
        var problems: [String] = []
        var used = Set<Int>()
        for label in labels {
            guard let row = (0..<last).first(where: { !used.contains($0) && standalone(label, row: $0) != nil }) else {
                problems.append("y label “\(label)” is not alone on a row of its own")
                continue
            }
            used.insert(row)
        }
        return problems
    }

    /// The character before each legend entry's name: its marker.
    func legendMarkers(_ names: [String]) -> [Character?] {
        names.map { name in
            for row in rows.indices {
                if let at = standalone(name, row: row), at >= 2, character(at - 1, row) == " " {
                    return character(at - 2, row)
                }
            }
            return nil
        }
    }
}

/// The tick labels a scene shows, by the side of the plot their axis is on, in axis order.
func shownAxisLabels(_ scene: Scene) -> [Edge: [String]] {
    var labels: [Edge: [String]] = [:]
    func visit(_ node: SceneNode, orient: Edge?, inLabels: Bool, opacity: Double) {
        switch node {
        case .group(let group):
            let orient = group.role == .axis ? group.orient : orient
            for child in group.children {
                visit(
                    child, orient: orient, inLabels: inLabels || group.role == .axisLabel,
                    opacity: opacity * group.opacity)
            }
        case .text(let text) where inLabels:
            guard let orient, case .color(let color)? = text.style.fill,
                color.alpha * text.style.opacity * opacity > 0.5, !text.text.isEmpty
            else { return }
            labels[orient, default: []].append(text.text)
        default: break
        }
    }
    visit(.group(scene.root), orient: nil, inLabels: false, opacity: 1)
    return labels
}

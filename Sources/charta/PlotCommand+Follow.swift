import ChartaTabular
import Foundation

/// `charta plot --follow`: redraws as lines arrive on standard input.
extension PlotCommand {
    /// Reads standard input line by line and redraws when no more input is waiting (or every 0.2 s
    /// while it keeps coming), keeping the header and the last `window` lines.
    func runFollowing(reader: TabularReader, settings: ChartOutput) throws(CommandFailure) {
        var header: String?
        var format = inputFormat
        var lines = RingBuffer<String>(capacity: window)
        var lastDraw = Date.distantPast
        var pending = false
        if settings.toTerminal { FileHandle.standardOutput.write(Data("\u{1B}[2J".utf8)) }
        func redraw() throws(CommandFailure) {
            let body = lines.elements.joined(separator: "\n")
            let text = header.map { $0 + "\n" + body } ?? body
            try draw(text, format: format, reader: reader, settings: settings, frame: true)
            lastDraw = Date()
            pending = false
        }
        while let line = Swift.readLine(strippingNewline: true) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if format == nil { format = TabularFormat.sniff(line[...]) }
            if header == nil, format == .csv || format == .tsv {
                header = line
                continue
            }
            lines.append(line)
            pending = true
            // Pipes get the last picture only; terminals and files every redraw.
            let live = settings.toTerminal || output != "-"
            if live, !Self.inputIsWaiting() || Date().timeIntervalSince(lastDraw) > 0.2 {
                do throws(CommandFailure) { try redraw() } catch { StandardError.line("charta: \(error.message)") }
            }
        }
        if pending || lines.elements.isEmpty { try redraw() }
    }

    /// Whether standard input has more to read right now.
    static func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}

/// The last `capacity` values appended, in order, in bounded memory.
struct RingBuffer<Element> {
    let capacity: Int
    private var storage: [Element] = []
    private var start = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    mutating func append(_ value: Element) {
        if storage.count < capacity {
            storage.append(value)
        } else {
            storage[start] = value
            start = (start + 1) % capacity
        }
    }

    /// Oldest first.
    var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}

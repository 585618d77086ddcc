import ArgumentParser
import Charta
import ChartaDatabase
import ChartaServer
import Foundation
import Logging
import ServiceLifecycle

/// `charta serve`: renders charts over HTTP until SIGTERM or SIGINT, then finishes the requests in
/// flight and exits.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract:
            "Render charts over HTTP: POST /render, GET /render?spec=…, POST /validate, /healthz, /metrics, /zoom/NAME.",
        discussion: """
            POST /render takes a Vega-Lite spec as the body; GET /render takes it in the “spec” query \
            parameter, URL-encoded JSON or base64url (for <img src>). The format comes from ?format= \
            (svg, png, pdf, html, json) or the Accept header, else SVG; PNG and PDF need a build with the \
            Cairo trait (else 501). ?width= and ?height= set the chart's size in points, ?scale= the PNG \
            pixel density, ?theme=dark the dark look. Errors are JSON {error, path, line, column} with \
            status 400 (bad request or JSON), 413 (too large), 415 (not JSON), 422 (invalid spec or a \
            render limit), 429 (queue full), 503 (deadline, or no free worker within --queue-timeout) or \
            501 (format not in this build). A rendered chart's Server-Timing header gives its wait for a \
            worker and its render time apart. \
            Responses carry an ETag; If-None-Match gives 304. Specs read data files only inside \
            --data-dir (none without it) and never from the network. Logs go to standard error, one \
            line per request with its id and time; SIGTERM or SIGINT stops accepting, finishes the \
            requests and renders in flight, and exits.

            --zoom NAME=FILE serves /zoom/NAME, a page that pans and zooms a line over FILE's rows \
            (10⁸ rows and more: each picture is drawn from the rows its window shows), and \
            /zoom/NAME/chart?x0=&x1=&y0=&y1=&width=&height=, the SVG of one window. FILE is CSV, TSV or \
            JSON, read as `charta plot` reads it (?x=COL&y=COL names the columns; default: the first two), \
            or a NumPy .npy array of shape (N, 2) (x, y) or (N,) (y over the row index). Each page's \
            address is printed at start.

            """
                + HelpText.examples([
                    (
                        "charta serve --port 8080 --data-dir data",
                        "serves on 127.0.0.1:8080, reading data files in data/"
                    ),
                    (
                        "curl --data-binary @chart.vl.json 'http://127.0.0.1:8080/render?format=svg'",
                        "a chart from the running server"
                    ),
                    (
                        "charta serve --zoom big=samples.npy --zoom temp='log.csv?x=time&y=celsius'",
                        "two zoomable pages, /zoom/big and /zoom/temp"
                    ),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "stopped by SIGTERM or SIGINT after the requests in flight"),
                    (1, "the server could not start (such as a port in use)"),
                    (
                        ExitStatus.usage,
                        "the command line is wrong, or a --zoom file could not be read or drawn as a line"
                    ),
                ]))

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port (0: any free port, printed at start).")
    var port = 8080

    @Option(name: .customLong("data-dir"), help: "The only folder specs may read data files from (default: none).")
    var dataDir: String?

    @OptionGroup var limits: LimitOptions

    @Option(name: .customLong("max-body"), help: "The largest spec in bytes (K, M, G suffixes allowed).")
    var maxBody = "1M"

    @Option(help: "Seconds a render may take once a worker starts it; past it the answer is 503.")
    var deadline = 10.0

    @Option(
        name: .customLong("queue-timeout"),
        help: "Seconds a render may wait for a free worker; past it the answer is 503 and it is not started.")
    var queueTimeout = 30.0

    @Option(help: "Renders that run at once (default: the number of cores).")
    var concurrency: Int?

    @Option(help: "Renders that may wait for a worker; beyond them the answer is 429.")
    var queue = 64

    @Option(name: .customLong("cache-bytes"), help: "The byte budget of the cache of rendered charts (0: off).")
    var cacheBytes = "64M"

    @Option(
        name: .customLong("max-memory"),
        help: """
            The server's memory budget, such as 2G (0: none; default: a quarter of the machine's memory, \
            at most 4G, plus what the --zoom data takes). Renders are refused past three quarters of it and \
            stopped past nine tenths.
            """)
    var maxMemory: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(
        name: .customLong("time-zone"),
        help: HelpText.timeZone("The time zone of local time in specs: dates without an offset and local-time axes"))
    var timeZone: String?

    @Option(
        help: ArgumentHelp(
            "A zoomable line chart at /zoom/NAME over FILE: CSV, TSV or JSON (?x=COL&y=COL; default: the first two columns) or NumPy .npy of shape (N, 2) or (N,). Repeatable.",
            valueName: "NAME=FILE"))
    var zoom: [String] = []

    @OptionGroup(title: "Reading --zoom data") var data: DataOptions

    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "Data that specs may name (\"data\": {\"name\": NAME}): a table or read-only query, sqlite:PATH?table=T or postgresql://USER@HOST/DB?table=T. Repeatable.",
            valueName: "NAME=URL"))
    var sources: [String] = []

    func validate() throws {
        for (name, value) in [("--deadline", deadline), ("--queue-timeout", queueTimeout)] {
            guard value.isFinite, value > 0 else {
                throw ValidationError("\(name) takes a positive number of seconds.")
            }
        }
        guard (concurrency ?? 1) >= 1, queue >= 0 else {
            throw ValidationError("--concurrency must be ≥ 1 and --queue ≥ 0.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535.") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("Unknown --log-level “\(logLevel)”.")
        }
        _ = try ServeCommand.bytes(maxBody, "--max-body")
        _ = try ServeCommand.bytes(cacheBytes, "--cache-bytes")
        if let maxMemory { _ = try ServeCommand.bytes(maxMemory, "--max-memory") }
        _ = try TimeZoneOption.resolve(timeZone)
        _ = try zoomSources()
        do {
            _ = try DataSourceURL.bindings(sources)
        } catch {
            throw ValidationError("--source: \(error)")
        }
        if let dataDir {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dataDir, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ValidationError("--data-dir “\(dataDir)” is not a folder.")
            }
        }
    }

    func run() async throws {
        var settings = ServerConfiguration()
        settings.host = host
        settings.port = port
        settings.timeZone = try TimeZoneOption.resolve(timeZone)
        settings.dataDirectory = dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        settings.limits = try limits.applied(to: ServerConfiguration.defaultLimits)
        settings.maxBodyBytes = try ServeCommand.bytes(maxBody, "--max-body")
        settings.deadline = .milliseconds(Int((deadline * 1000).rounded()))
        settings.queueTimeout = .milliseconds(Int((queueTimeout * 1000).rounded()))
        if let concurrency { settings.concurrency = concurrency }
        settings.queueLength = queue
        settings.cacheBytes = try ServeCommand.bytes(cacheBytes, "--cache-bytes")
        if let maxMemory {
            let bytes = try ServeCommand.bytes(maxMemory, "--max-memory")
            settings.maxMemory = bytes == 0 ? nil : bytes
        }
        settings.dataSources = (try? DataSourceURL.bindings(sources)) ?? [:]
        let reader = data.reader(timeZone: settings.timeZone)
        for source in try zoomSources() {
            do throws(CommandFailure) {
                settings.zoomSources[source.name] = try source.load(reader: reader)
            } catch {
                StandardError.line("charta: \(error.message)")
                throw ExitStatus.exit(error.status)
            }
        }
        // The zoomable lines stay in memory: the default budget is room for renders beside them.
        if maxMemory == nil, !settings.zoomSources.isEmpty, let budget = settings.maxMemory {
            settings.maxMemory = budget + (ChartServer.residentBytes() ?? 0)
        }
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "charta.serve")
        let server = ChartServer(configuration: settings, logger: logger)
        let app = server.application { port in
            logger.notice("listening", metadata: ["host": "\(host)", "port": "\(port)"])
            let notices = server.zoomPageNotices(port: port)
            if !notices.isEmpty { FileHandle.standardOutput.write(Data(notices.map { $0 + "\n" }.joined().utf8)) }
        }
        try await app.runService()
    }

    /// The `--zoom` sources, each name once.
    func zoomSources() throws(ValidationError) -> [ZoomSourceOption] {
        var names: Set<String> = []
        var sources: [ZoomSourceOption] = []
        for argument in zoom {
            let source = try ZoomSourceOption(argument)
            guard names.insert(source.name).inserted else {
                throw ValidationError("--zoom names “\(source.name)” twice; each chart needs a name of its own.")
            }
            sources.append(source)
        }
        return sources
    }

    /// A byte count with an optional K, M or G suffix (powers of 1024).
    static func bytes(_ text: String, _ option: String) throws -> Int {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = text.uppercased()
        var unit = 1
        if let last = digits.last, let u = units[last] {
            unit = u
            digits.removeLast()
        }
        guard let n = Int(digits), n >= 0, n <= Int.max / unit else {
            throw ValidationError("\(option) takes a byte count such as 1048576, 512K or 64M, not “\(text)”.")
        }
        return n * unit
    }
}

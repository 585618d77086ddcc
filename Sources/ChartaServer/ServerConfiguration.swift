import Charta
import ChartaDatabase
import Foundation

/// Everything `charta serve` can be told: where it listens, what a spec may read, and the bounds on
/// the work and memory one request and the whole server may take. The defaults are safe for a server
/// reachable by untrusted clients.
public struct ServerConfiguration: Sendable {
    /// The address to listen on (loopback unless told otherwise).
    public var host = "127.0.0.1"
    /// The TCP port (0 picks a free one).
    public var port = 8080
    /// The only folder data files may be read from; nil: specs may use inline data only.
    public var dataDirectory: URL?
    /// Bounds on the work of one chart (rows, marks, canvas, nesting, …); the server lowers the
    /// defaults of the command line (see ``defaultLimits``).
    public var limits = ServerConfiguration.defaultLimits
    /// The largest request body (a spec) in bytes; larger ones get 413.
    public var maxBodyBytes = 1 << 20
    /// How long a render may take, counted from the moment a worker starts it; past it the request is
    /// answered 503 and the render stops at its next check.
    public var deadline = Duration.seconds(10)
    /// How long a render may wait for a free worker; past it the request is answered 503 and the render
    /// is never started. Longer than the deadline, so that a quick chart queued behind slow ones (each
    /// stopped at the deadline) still gets its turn.
    public var queueTimeout = Duration.seconds(30)
    /// Renders that run at once (default: the machine's cores).
    public var concurrency = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Renders that may wait for a free worker; beyond running + waiting the request gets 429.
    public var queueLength = 64
    /// The byte budget of the in-memory cache of rendered charts (0 turns caching off).
    public var cacheBytes = 64 << 20
    /// The most resident memory the server may use, in bytes (default: a quarter of the machine's memory,
    /// at most 4 GiB; nil: no ceiling). Past three quarters of it a render is refused (503), and past
    /// nine tenths a running render is stopped at its next check, so that the process stays under it.
    public var maxMemory: Int? = Int(min(4 << 30, ProcessInfo.processInfo.physicalMemory / 4))
    /// The largest width, height (points) and scale a request may ask for.
    public var maxScale = 4.0
    /// The zoomable charts served at `/zoom/NAME`, by name; none by default.
    public var zoomSources: [String: ZoomableLine] = [:]
    /// Tables and queries in databases that specs may name as their data (`"data": {"name": NAME}`),
    /// by name; none by default. A spec names a source, never a connection.
    public var dataSources: [String: DataSourceURL] = [:]
    /// The time zone of local time in specs (dates without a zone, local-time axes); UTC unless set
    /// (`charta serve` sets the machine's zone, as its other commands use).
    public var timeZone = TimeZone(identifier: "UTC") ?? .current

    /// Creates the default configuration.
    public init() {}

    /// The server's default limits: the library's, with rows, marks and scene nodes lowered to sizes a
    /// shared server renders in well under a second, and a canvas of at most 4096 × 4096 points. A
    /// `sequence` may generate no more rows than a layer may hold, so that a spec asking for too many
    /// rows is refused before they take memory.
    public static var defaultLimits: RenderLimits {
        var limits = RenderLimits.default
        limits.rows = 1_000_000
        limits.sequenceLength = 1_000_000
        limits.marks = 1_000_000
        limits.sceneNodes = 500_000
        limits.canvasPixels = 4096 * 4096
        limits.jsonBytes = 64 << 20
        limits.expressionSteps = 20_000_000
        return limits
    }

    /// What a render stopped by its deadline reports.
    public var deadlineReason: String {
        "the render deadline of \(ServerConfiguration.milliseconds(deadline)) ms"
    }

    /// A byte count in mebibytes, for messages.
    static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }

    /// Whole milliseconds of a duration.
    static func milliseconds(_ d: Duration) -> Int64 {
        let (seconds, attoseconds) = d.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

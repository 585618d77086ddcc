import ChartaOutput
import HTTPTypes
import Metrics
import Prometheus

/// The server's metrics through swift-metrics, collected by its own Prometheus registry (so that two
/// servers in one process, as in tests, keep their numbers apart) and served as text by `GET /metrics`.
public struct ServerMetrics: Sendable {
    /// The registry the metrics are collected in.
    public let registry: PrometheusCollectorRegistry
    let factory: PrometheusMetricsFactory

    /// Creates the metrics with a fresh registry.
    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
            .seconds(2.5), .seconds(5), .seconds(10),
        ]
        self.factory = factory
    }

    /// Counts a finished request by route and status.
    func request(route: String, status: Int, duration: Duration) {
        let dimensions = [("route", route), ("status", String(status))]
        Counter(label: "charta_http_requests_total", dimensions: dimensions, factory: factory).increment()
        Timer(label: "charta_http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordInterval(duration)
    }

    /// Counts a cache lookup.
    func cache(hit: Bool) {
        Counter(label: "charta_cache_lookups_total", dimensions: [("result", hit ? "hit" : "miss")], factory: factory)
            .increment()
    }

    /// Records how long a render took on its worker and, apart, how long it waited for the worker.
    func render(duration: Duration, queued: Duration, format: ChartFormat) {
        Timer(label: "charta_render_duration_seconds", dimensions: [("format", format.rawValue)], factory: factory)
            .recordInterval(duration)
        Timer(label: "charta_render_queue_seconds", factory: factory).recordInterval(queued)
    }

    /// Records the cache's size and the renders in flight.
    func gauges(cacheBytes: Int, inFlight: Int) {
        Gauge(label: "charta_cache_bytes", factory: factory).record(cacheBytes)
        Gauge(label: "charta_renders_in_flight", factory: factory).record(inFlight)
    }

    /// The Prometheus text exposition of every metric.
    public func text() -> String { registry.emitToString() }
}

extension Timer {
    fileprivate func recordInterval(_ d: Duration) {
        let (seconds, attoseconds) = d.components
        recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

/// The `Server-Timing` header of a rendered chart: the wait for a worker and the render, in milliseconds
/// (W3C Server Timing), so that a client sees where the time went.
enum ServerTiming {
    static func header(queued: Duration, rendering: Duration) -> String {
        "queue;dur=\(milliseconds(queued)), render;dur=\(milliseconds(rendering))"
    }

    /// Milliseconds with one decimal.
    static func milliseconds(_ d: Duration) -> String {
        let (seconds, attoseconds) = d.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension HTTPField.Name {
    /// `Server-Timing`.
    static var serverTiming: Self { Self("Server-Timing")! }
}

import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

/// Specs and helpers shared by the server tests.
enum ServerFixtures {
    /// A small bar chart.
    static let bar = """
        {"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}]},
         "mark": "bar",
         "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}
        """

    /// A point chart of `rows` generated rows with a computed column: slow in proportion to `rows`.
    static func slow(rows: Int) -> String {
        """
        {"data": {"sequence": {"start": 0, "stop": \(rows), "as": "x"}},
         "transform": [{"calculate": "sin(datum.x) * cos(datum.x / 7)", "as": "y"}],
         "mark": "point",
         "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
        """
    }

    /// A bar chart with a point selection that dims the bars it does not pick.
    static let selecting = """
        {"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}]},
         "params": [{"name": "pick", "select": {"type": "point", "fields": ["a"]}}],
         "mark": "bar",
         "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"},
                      "opacity": {"condition": {"param": "pick", "value": 1}, "value": 0.3}}}
        """

    /// A chart that reads `url` as its data.
    static func reading(_ url: String) -> String {
        """
        {"data": {"url": "\(url)"}, "mark": "point",
         "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}
        """
    }

    /// A server whose log lines are dropped. Its deadline and queue timeout are minutes, not the
    /// default seconds: the test run shares two cores with suites that load databases, and a quick
    /// chart must not be refused for their sake. Tests of deadlines set their own.
    static func server(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> ChartServer {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.deadline = .seconds(120)
        configuration.queueTimeout = .seconds(240)
        change(&configuration)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return ChartServer(configuration: configuration, logger: logger)
    }

    /// The JSON object of an error response.
    static func json(_ response: TestResponse) -> [String: Any] {
        guard
            let object = try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
                as? [String: Any]
        else { return [:] }
        return object
    }

    /// The body as text.
    static func text(_ response: TestResponse) -> String {
        String(buffer: response.body)
    }

    /// `text` as base64url without padding.
    static func base64url(_ text: String) -> String {
        Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

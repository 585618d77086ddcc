import Charta
import Foundation

/// Reads Vega-Lite JSON into a `ChartSpec`: the single-view and layered subset of Vega-Lite, with its
/// documented defaults (plot sizes, band steps and paddings, tick counts, label formats, the tableau10
/// colour scheme, sort orders), so that a spec gives the same chart structure as Vega-Lite draws.
///
/// Data work happens here: inline or file data (CSV/TSV through SwiftCSV, JSON), `format.parse`, time
/// units, bins, aggregates, imputation, sort orders and stacking order all end up in the layers'
/// `DataTable` values. Parts the reader does not support give a warning naming their JSON path and are left
/// out; a malformed spec gives an error (with line and column for JSON syntax errors) and no chart.
/// The reader never traps.
public enum VegaLiteReader {
    /// Settings that Vega-Lite takes from its environment, injected instead.
    public struct Options: Hashable, Sendable {
        /// The time zone of “local time”: non-ISO date strings and non-UTC time units are read in it and
        /// local-time axes are labelled in it. UTC unless given (Vega-Lite uses the machine's zone).
        public var timeZone: TimeZone
        /// Colours and fonts; nil for Vega-Lite's default look.
        public var theme: Theme?
        /// Bounds on the work a spec may ask for; the chart read carries them on to layout.
        public var limits: RenderLimits
        /// Which data files the spec may read (any local file unless restricted).
        public var fileAccess: FileAccess
        /// Whether the chart is read for interactive output: a paint condition on selections is drawn
        /// with its side that encodes data and handed to the page, brushes are left to the page, and the
        /// selections with their initial values and those conditions go to
        /// `InteractionBehavior.parameters`. Filters and other conditions keep the initial values.
        public var interactive: Bool
        /// Tables bound from outside the spec to its named data (`"data": {"name": "sales"}`), by name.
        /// A bound name wins over the spec's own `datasets` of that name. Numbers that are NaN and
        /// strings that are nil are null; dates become JavaScript timestamps, as Vega-Lite reads them.
        public var namedData: [String: DataTable]

        /// Creates reader options.
        public init(
            timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, theme: Theme? = nil,
            limits: RenderLimits = .default, fileAccess: FileAccess = .anywhere, interactive: Bool = false,
            namedData: [String: DataTable] = [:]
        ) {
            self.timeZone = timeZone
            self.theme = theme
            self.limits = limits
            self.fileAccess = fileAccess
            self.interactive = interactive
            self.namedData = namedData
        }
    }

    /// Vega-Lite's default look: black text, grey axes and grids, the tableau10 palette.
    public static var lightTheme: Theme { VLTheme.light }

    /// A dark variant of Vega-Lite's look.
    public static var darkTheme: Theme { VLTheme.dark }

    /// Reads a Vega-Lite spec. `baseURL` is the folder that relative data URLs are resolved against.
    /// Returns the chart (nil when the spec has errors) and every diagnostic, each with its JSON path.
    public static func read(json: Data, baseURL: URL?) -> (ChartSpec?, [Diagnostic]) {
        read(json: json, baseURL: baseURL, options: Options())
    }

    /// Reads a Vega-Lite spec with explicit options.
    public static func read(json: Data, baseURL: URL?, options: Options) -> (ChartSpec?, [Diagnostic]) {
        let reading = reading(json: json, baseURL: baseURL, options: options)
        return (reading.chart, reading.diagnostics)
    }

    /// The path of the spec as a whole, for diagnostics about all of it (a JSONPath root).
    public static let rootPath = Diagnostic.wholeInput

    /// The diagnostic with the root path when it names no place: every diagnostic of a read has a path.
    static func placed(_ d: Diagnostic) -> Diagnostic {
        guard d.path?.isEmpty ?? true else { return d }
        var placed = d
        placed.path = rootPath
        return placed
    }

    /// What one read gives: the chart (nil when the spec has errors), every diagnostic, and the data
    /// files the spec read, each as it was when read (so that a cache can tell when one changes).
    public struct Reading: Sendable {
        /// The chart; nil when the spec has errors.
        public var chart: ChartSpec?
        /// Every diagnostic, each with its JSON path.
        public var diagnostics: [Diagnostic]
        /// The data files read, in the order read.
        public var dataFiles: [DataFileStamp]
    }

    /// Reads a Vega-Lite spec with explicit options, reporting the data files it read.
    public static func reading(json: Data, baseURL: URL?, options: Options) -> Reading {
        let root: JSONValue
        if let budget = options.limits.budget, budget.isExhausted {
            return Reading(chart: nil, diagnostics: [placed(budget.diagnostic)], dataFiles: [])
        }
        guard json.count <= options.limits.jsonBytes else {
            let kind = DiagnosticKind.limitExceeded(
                .jsonBytes, limit: Double(options.limits.jsonBytes), amount: Double(json.count))
            return Reading(
                chart: nil, diagnostics: [Diagnostic(kind, severity: .error, path: rootPath)], dataFiles: [])
        }
        switch JSONParser.parse([UInt8](json), maxDepth: options.limits.nestingDepth) {
        case .success(let value):
            root = value
        case .failure(let e):
            var diagnostic = Diagnostic(.notJSON(e.message), severity: .error, path: nil)
            (diagnostic.line, diagnostic.column) = (e.line, e.column)
            return Reading(chart: nil, diagnostics: [diagnostic], dataFiles: [])
        }
        var compiler = VLCompiler(options: options, baseURL: baseURL)
        var spec = compiler.compile(JSONNode(root, path: ""))
        _ = compiler.stopped()
        // Only the selections of a single view, or of the single views of one concatenation, become
        // interactive; selections inside nested compositions and facets keep their initial state, as
        // static output draws it.
        let interactive = Set(spec?.interaction.parameters?.selections.map(\.name) ?? [])
        if options.interactive, !Set(compiler.selections.keys).isSubset(of: interactive) {
            var still = options
            still.interactive = false
            return reading(json: json, baseURL: baseURL, options: still)
        }
        // Each diagnostic names its line too (the text is scanned once per diagnostic, for the first few).
        let bytes = [UInt8](json)
        spec?.limits = options.limits
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for d in compiler.diagnostics.map(placed) where seen.insert(d).inserted { diagnostics.append(d) }
        for i in diagnostics.indices.prefix(50) {
            if let path = diagnostics[i].path { diagnostics[i].line = JSONParser.line(of: path, in: bytes) }
        }
        return Reading(
            chart: compiler.hasErrors ? nil : spec, diagnostics: diagnostics, dataFiles: compiler.dataFilesRead)
    }
}

import ChartaScales

/// A line chart over many rows that draws any x window of itself from the rows in the window alone.
///
/// The rows are sorted by x once, and a min/max pyramid is built over y. The chart
/// of a window (``reducedChart(window:yDomain:size:pixelRatio:limits:)``) finds the window's rows by binary search and
/// reduces them with M4 in the plot's device columns: each column's first and last rows are its ends,
/// and its lowest and highest rows come from the pyramid, so a window over 10⁸ rows reads a few
/// thousand entries, not the rows. The answer is the same chart as the whole data with that window
/// (``chart(window:yDomain:size:pixelRatio:limits:)``), which layout reduces the same way: both pictures are identical.
/// Gaps in y (values that are not finite) are found in a sorted list of them and kept as M4 keeps them
/// (the first row of a gap in each column it crosses), so the pyramid serves the rows between them.
public struct ZoomableLine: Sendable {
    /// Why a chart can't be zoomed this way.
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong, for people.
        public var message: String
    }

    /// The whole chart: its one line layer over the x and y columns, sorted by x, with the rows whose x
    /// is not finite left out.
    public let chart: ChartSpec
    /// x and y of every row, x ascending.
    let x: [Double]
    let y: [Double]
    /// The rows whose y is not finite, ascending.
    let gaps: [Int]
    let pyramid: MinMaxPyramid
    let names: (x: String, y: String)
    let xIsDate: Bool

    /// Takes `chart`, a single line layer with x and y encoded by fields: x numbers or dates, y numbers,
    /// and no other field (one series).
    public init(_ chart: ChartSpec) throws(Failure) {
        guard chart.layers.count == 1, chart.facet == nil, chart.concat == nil, let layer = chart.layers.first else {
            throw Failure(message: "a zoomable chart has one layer (this one has \(chart.layers.count))")
        }
        guard layer.mark.kind == .line else {
            throw Failure(message: "a zoomable chart draws a line (this one draws \(layer.mark.kind.rawValue))")
        }
        guard layer.mark.drawsOnlyWhatItShows, layer.annotations.isEmpty else {
            throw Failure(
                message:
                    "a zoomable chart draws a plain straight line: no symbols, dashes, fill, offset, curve or annotations"
            )
        }
        guard case .field(let xName)? = layer.encoding[.x]?.source, case .field(let yName)? = layer.encoding[.y]?.source
        else { throw Failure(message: "a zoomable chart encodes x and y by fields") }
        guard xName != yName else { throw Failure(message: "a zoomable chart needs x and y from two columns") }
        let others = layer.encoding.filter { channel, encoding in
            ![.x, .y].contains(channel) && { if case .field = encoding.source { true } else { false } }()
        }
        if let other = others.keys.map(\.rawValue).sorted().first {
            throw Failure(
                message: "a zoomable chart draws one series from x and y; it can't encode \(other) by a field")
        }
        if layer.encoding[.x]?.aggregate != nil || layer.encoding[.y]?.aggregate != nil {
            throw Failure(message: "a zoomable chart draws its rows as they are, not aggregated")
        }
        let (xs, ys): ([Double], [Double])
        switch (layer.data[xName], layer.data[yName]) {
        case (.numbers(let a)?, .numbers(let b)?), (.dates(let a)?, .numbers(let b)?): (xs, ys) = (a, b)
        case (nil, _): throw Failure(message: "there is no column “\(xName)” for x")
        case (_, nil): throw Failure(message: "there is no column “\(yName)” for y")
        default: throw Failure(message: "a zoomable chart needs numbers or dates on x and numbers on y")
        }
        if case .dates? = layer.data[xName] { xIsDate = true } else { xIsDate = false }
        let (sortedX, sortedY) = Self.sortedByX(xs, ys)
        guard !sortedX.isEmpty else { throw Failure(message: "the chart has no row with a finite x") }
        (x, y) = (sortedX, sortedY)
        names = (xName, yName)
        gaps = sortedY.indices.filter { !sortedY[$0].isFinite }
        let finite = sortedY.lazy.filter(\.isFinite)
        yExtent = finite.min().flatMap { low in finite.max().map { low...$0 } }
        pyramid = sortedY.withUnsafeBufferPointer { MinMaxPyramid($0) }
        var whole = chart
        whole.layers[0].data = Self.table((xName, yName), x: sortedX, y: sortedY, dates: xIsDate)
        self.chart = whole
    }

    /// The number of rows.
    public var count: Int { x.count }
    /// The smallest and largest x.
    public var xExtent: ClosedRange<Double> { x[0]...x[x.count - 1] }
    /// The smallest and largest finite y, nil when none is finite.
    public let yExtent: ClosedRange<Double>?

    /// The whole chart showing the x window `window` (x units; seconds since 1970 for dates) with y over
    /// `yDomain`, `size` points in all: the picture ``reducedChart(window:yDomain:size:pixelRatio:limits:)`` draws.
    ///
    /// `pixelRatio` is the device pixels per point of the screen that shows the picture (1…4): the line
    /// is reduced to that many columns per point, as M4 reduces it to a screen's pixel columns (Jugel et
    /// al. 2014). The default, 4, is the ratio every chart is reduced at, and the picture stays the same
    /// on any screen; a lower ratio draws fewer rows, and the same picture on a screen of that ratio up
    /// to anti-aliasing along a few edges. The chart is drawn under `limits`.
    public func chart(
        window: ClosedRange<Double>, yDomain: ClosedRange<Double>, size: Size, pixelRatio: Int = 4,
        limits: RenderLimits = .default
    ) -> ChartSpec {
        var spec = chart
        spec.limits = limits
        spec.lineColumnsPerPoint = Double(min(max(pixelRatio, 1), 4))
        spec.visibleX = VisibleDomain(length: window.upperBound - window.lowerBound, start: window.lowerBound)
        spec.scales[.y, default: ScaleSpec()].domain = .numbers(yDomain)
        spec.clipsToPlot = true
        spec.size = ChartSize(width: .total(size.width), height: .total(size.height))
        return spec
    }

    /// The chart of `window` over only the rows it draws: M4 of the rows in the plot's columns and the
    /// nearest row on each side. The same picture as ``chart(window:yDomain:size:pixelRatio:limits:)``.
    ///
    /// Finding the rows stops once they are more than `limits` allow, or its budget runs out (a line
    /// with many gaps keeps rows for each; otherwise they are at most four a column): the chart then
    /// holds the rows found so far, and layout refuses it with the limit's or the budget's diagnostic.
    public func reducedChart(
        window: ClosedRange<Double>, yDomain: ClosedRange<Double>, size: Size, pixelRatio: Int = 4,
        limits: RenderLimits = .default
    ) -> ChartSpec {
        var spec = chart(window: window, yDomain: yDomain, size: size, pixelRatio: pixelRatio, limits: limits)
        let rows = reducedRows(spec)
        spec.layers[0].data = Self.table(names, x: rows.map { x[$0] }, y: rows.map { y[$0] }, dates: xIsDate)
        spec.describedRowCount = count
        return spec
    }

    /// The rows layout draws of `spec` (a window of this chart): all of them when the line is too short
    /// to be reduced, else M4 of the rows its plot shows.
    func reducedRows(_ spec: ChartSpec) -> [Int] {
        // The plot and the x scale depend on the axes (so on the domains) alone: a chart of two rows
        // fits the same ones, and its scene is not needed.
        var probe = spec
        probe.layers[0].data = Self.table(names, x: [x[0], x[count - 1]], y: [0, 0], dates: xIsDate)
        var laidOut = LayoutState(spec: probe, measurer: StandardTextMeasurer.shared)
        laidOut.resolveData(estimatingLargeLines: false)
        laidOut.fit(size: nil)
        guard spec.reduction.applies(rows: count, width: laidOut.plot.width),
            let (slope, intercept) = laidOut.x.affine
        else { return Array(0..<count) }
        let density = spec.lineColumnsPerPoint
        let columns = ReducedLine.columns(
            slope: slope, intercept: intercept, plotMinX: laidOut.plot.minX, density: density)
        let window = MarkBuilder.shownColumns(
            plot: laidOut.plot, lineWidth: spec.layers[0].mark.lineWidth, density: density)
        return x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                ZoomReduction(
                    x: xs, y: ys, gaps: gaps, pyramid: pyramid, columns: columns,
                    stop: .init(rows: spec.limits.rows, budget: spec.limits.budget)
                ).rows(in: window)
            }
        }
    }

    /// x and y with the rows whose x is not finite left out, in the order of x (rows of equal x keep
    /// their order).
    static func sortedByX(_ x: [Double], _ y: [Double]) -> ([Double], [Double]) {
        let n = min(x.count, y.count)
        var ascending = true
        var finite = true
        for i in 0..<n {
            finite = finite && x[i].isFinite
            if i > 0, !(x[i] >= x[i - 1]) { ascending = false }
        }
        // Copied into memory on huge pages where the system offers them: a window's column ends are
        // found by jumps across the whole of x, which then miss the TLB far less.
        if ascending, finite { return (.mapped(0..<n) { x[$0] }, .mapped(0..<n) { y[$0] }) }
        let order = (0..<n).filter { x[$0].isFinite }.sorted { (x[$0], $0) < (x[$1], $1) }
        return (.mapped(order) { x[$0] }, .mapped(order) { y[$0] })
    }

    static func table(_ names: (x: String, y: String), x: [Double], y: [Double], dates: Bool) -> DataTable {
        // Two distinct names of equal-length columns: the table can't be refused.
        (try? DataTable([(names.x, dates ? .dates(x) : .numbers(x)), (names.y, .numbers(y))])) ?? DataTable()
    }
}

import Charta

/// What the reader gathers while it compiles one view (a single, layered or faceted chart). Each view
/// starts with a fresh one, so nothing of one view leaks into the next.
struct VLViewState {
    /// The brushes of interval selections, drawn in static output.
    var brushes: [BrushSpec] = []
    /// The names of the selections the view defines, in order.
    var selections: [String] = []
    /// Conditions on selections that interactive pages restyle.
    var paramConditions: [ParamCondition] = []
    /// Whether the view's point filters may run live on the page (a single view, not faceted).
    var liveFilter = false
    /// The bin extents that the view's layers binning one field share.
    var sharedBinExtents: [String: (lo: Double, hi: Double)] = [:]
}

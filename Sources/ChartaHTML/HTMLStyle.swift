/// The style sheet of an interactive page: layout of the controls, stacked pictures, hidden states,
/// and the opacities item selection gives the selected and the other items.
enum HTMLStyle {
    /// Rules shared by every chart on the page.
    static let shared = """
        [hidden]{display:none!important}
        body{font-family:"Liberation Sans",Arial,Helvetica,sans-serif;margin:16px;color:#1c1c1e}
        h1{font-size:20px;margin:0 0 12px}
        .charta{display:inline-block;margin:0;outline:none}
        .charta:focus-visible .charta-stage{outline:2px solid #007aff;outline-offset:2px}
        .charta-controls{display:flex;align-items:center;gap:8px;margin:0 0 8px}
        .charta-controls button{font:inherit;font-size:18px;min-width:36px;height:32px;border:1px solid #c7c7cc;\
        border-radius:8px;background:#fff;color:#007aff;cursor:pointer}
        .charta-controls button:disabled{color:#c7c7cc;cursor:default}
        .charta-caption{min-width:8em;text-align:center;font-size:15px}
        .charta-stage{position:relative;max-width:100%;touch-action:pan-y;user-select:none;-webkit-user-select:none}
        .charta-picture{position:relative}
        .charta-picture svg{display:block;width:100%;height:auto}
        .charta-layer{position:absolute;left:0;top:0;width:100%;pointer-events:none}
        .charta-layer>svg>g{display:none}
        .charta-layer>svg>g.charta-on{display:inline}
        .charta-status{min-height:1.4em;margin:8px 0 0;font-size:13px;color:#3a3a3c}
        .charta-help{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        figcaption{font-size:13px;color:#3a3a3c;margin-top:4px;max-width:400px}

        """

    /// The item selection rules of one chart: the selected item's opacity, and the other selectable
    /// items' while something is selected (the engine multiplies paint alpha by the same factors).
    static func itemRules(id: String, selectedOpacity: Double, unselectedOpacity: Double) -> String {
        var rules = ""
        let selected = clamp(selectedOpacity)
        let unselected = clamp(unselectedOpacity)
        if selected != 1 {
            rules += "#\(id) [data-charta-item][aria-selected=\"true\"]{opacity:\(JSONValue.fixed(selected))}\n"
        }
        if unselected != 1 {
            rules +=
                "#\(id).charta-selecting [data-charta-item][aria-selected=\"false\"]"
                + "{opacity:\(JSONValue.fixed(unselected))}\n"
        }
        return rules
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 1 : min(max(v, 0), 1) }
}

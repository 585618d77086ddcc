import Charta
import ChartaSVG

/// Writes the markup of a page from a model: the chart element with its controls, pictures, overlay
/// layers, live region and tables, then the shared script.
struct HTMLPage {
    let model: HTMLModel
    let options: HTMLOptions
    /// Whether the page reacts to input (else the chart is embedded without script).
    let isInteractive: Bool
    /// The measurer the charts were laid out with (the SVG writer places text baselines with it).
    let measurer: any TextMeasurer

    private var id: String { options.sanitizedID }

    /// The whole document.
    func document() -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(HTMLText.escape(model.title))</title>\n<style>\n\(HTMLStyle.shared)"
        if isInteractive && model.marksItems {
            out += HTMLStyle.itemRules(
                id: id, selectedOpacity: model.selectedOpacity, unselectedOpacity: model.unselectedOpacity)
        }
        out += "</style>\n</head>\n<body>\n"
        if let heading = options.title, !heading.isEmpty { out += "<h1>\(HTMLText.escape(heading))</h1>\n" }
        out += figure()
        if isInteractive {
            let moves = model.animation.map { $0.duration > 0 } == true
            out += "<script>\((moves ? HTMLRenderer.animatedEngineScript : HTMLRenderer.engineScript))</script>\n"
        }
        if isInteractive && model.params != nil {
            out += "<script>\(HTMLRenderer.paramsScript)</script>\n<script>\(HTMLRenderer.zoomScript)</script>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    /// The chart element.
    func figure() -> String {
        let title = HTMLText.escape(model.title)
        var out = "<figure class=\"charta\" id=\"\(id)\""
        if isInteractive {
            out += " data-charta tabindex=\"0\" aria-roledescription=\"interactive chart\""
            out += " aria-label=\"\(title)\" aria-describedby=\"\(id)-help\""
        }
        out += ">\n"
        if isInteractive && !model.commands.isEmpty { out += controls() }
        out += "<div class=\"charta-stage\" style=\"width:\(JSONValue.fixed(model.size.width))px\">\n"
        for (v, view) in model.views.enumerated() { out += pictures(v, view) }
        out += "</div>\n"
        if isInteractive {
            out += "<p class=\"charta-status\" id=\"\(id)-status\" aria-live=\"polite\"></p>\n"
            out += "<p class=\"charta-help\" id=\"\(id)-help\">\(HTMLText.escape(help))</p>\n"
            out += "<script type=\"application/json\" id=\"\(id)-data\">\(model.json.text)</script>\n"
        }
        if let caption = options.caption, !caption.isEmpty {
            out += "<figcaption>\(HTMLText.escape(caption))</figcaption>\n"
        }
        out += "</figure>\n"
        return out
    }

    /// What the keys do, for assistive technology.
    private var help: String {
        var parts: [String] = []
        for command in model.commands where !command.keys.isEmpty {
            parts.append("\(command.keys.joined(separator: " or ")): \(command.label).")
        }
        switch model.mode {
        case .item: parts.append("Left and right arrows move the selection between items; Enter activates it.")
        case .x: parts.append("Left and right arrows move the selection along x; Enter activates it.")
        case .none: break
        }
        if model.mode != .none { parts.append("Escape clears the selection.") }
        return parts.joined(separator: " ")
    }

    /// The buttons, with the caption of the view in the middle.
    private func controls() -> String {
        let start = model.views.indices.contains(model.startView) ? model.views[model.startView] : nil
        var out = "<div class=\"charta-controls\">\n"
        let middle = model.commands.count / 2
        for (c, command) in model.commands.enumerated() {
            if c == middle { out += caption(start?.caption ?? "") }
            let disabled = (start?.targets.indices.contains(c) ?? false) && (start?.targets[c] ?? -1) < 0
            out += "<button type=\"button\" data-command=\"\(c)\" title=\"\(HTMLText.escape(command.label))\""
            out += " aria-label=\"\(HTMLText.escape(command.label))\"\(disabled ? " disabled" : "")>"
            out += "\(HTMLText.escape(command.symbol))</button>\n"
        }
        if middle >= model.commands.count { out += caption(start?.caption ?? "") }
        return out + "</div>\n"
    }

    private func caption(_ text: String) -> String {
        "<span class=\"charta-caption\" id=\"\(id)-caption\">\(HTMLText.escape(text))</span>\n"
    }

    /// The pictures of view `v`: the chart with its overlay layer, and the chart drawing each selection.
    private func pictures(_ v: Int, _ view: HTMLModel.View) -> String {
        let visible = isInteractive ? model.startView : 0
        let startScene = v == visible && view.selectionScenes[model.startSelection] != nil
        var out = "<div class=\"charta-picture\" id=\"\(id)-p\(v)\"\(v == visible && !startScene ? "" : " hidden")>\n"
        // A page without script plays the entry animation as the SVG's own CSS animation.
        let entry = isInteractive ? nil : model.animation.map { EntryAnimation($0, layers: view.entry) }
        out += svg(view.scene, prefix: "\(id)-p\(v)-", items: isInteractive && model.marksItems, entry: entry)
        if isInteractive && !view.overlays.isEmpty { out += layer(v, view) }
        out += "</div>\n"
        for s in view.selectionScenes.keys.sorted() {
            guard let scene = view.selectionScenes[s] else { continue }
            let shown = v == visible && s == model.startSelection
            out += "<div class=\"charta-picture\" id=\"\(id)-p\(v)-\(s)\"\(shown ? "" : " hidden")>\n"
            out += svg(scene, prefix: "\(id)-p\(v)-\(s)-", items: false)
            out += "</div>\n"
        }
        return out
    }

    /// The overlay layer of view `v`: one hidden group per selection.
    private func layer(_ v: Int, _ view: HTMLModel.View) -> String {
        let groups = view.overlays.keys.sorted().compactMap { s -> SceneNode? in
            guard let overlay = view.overlays[s] else { return nil }
            let gid = "\(id)-o\(v)-\(s)"
            return .group(Group(id: gid, children: [.group(overlay.prefixingIDs(gid + "-"))]))
        }
        let scene = Scene(size: model.size, root: Group(children: groups))
        var svg = svg(scene, prefix: "\(id)-o\(v)-", items: false, prefixGroups: false)
        if v == model.startView, view.overlays[model.startSelection] != nil {
            let gid = "<g id=\"\(id)-o\(v)-\(model.startSelection)\""
            svg = svg.replacingOccurrences(of: gid + ">", with: gid + " class=\"charta-on\">")
        }
        return "<div class=\"charta-layer\" aria-hidden=\"true\">\n\(svg)</div>\n"
    }

    private func svg(
        _ scene: Scene, prefix: String, items: Bool, prefixGroups: Bool = true, entry: EntryAnimation? = nil
    ) -> String {
        var scene = scene
        if prefixGroups { scene.root = scene.root.prefixingIDs(prefix) }
        let svgOptions = SVGOptions(
            measurer: measurer, precision: options.precision, interactive: items, idPrefix: prefix,
            entryAnimation: entry)
        return SVGRenderer(options: svgOptions).render(scene)
    }
}

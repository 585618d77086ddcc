import Charta
import ChartaHTML

/// The page of `GET /zoom/NAME`: one picture of the zoomable chart NAME as wide as the window, which
/// the page's one inline script (``script``) asks the server for again at every pan and zoom
/// (`GET /zoom/NAME/chart`). Nothing loads from elsewhere; the page's policy
/// (``ContentSecurityPolicy/zoomPage``) allows only that script, by its hash.
enum ZoomPage {
    /// The page of the zoomable line `line` named `name`.
    static func html(name: String, line: ZoomableLine) -> String {
        let title = HTMLText.escape(name)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · Charta</title>
            <link rel="icon" href="data:,">
            <style>\(style)</style>
            </head>
            <body data-domain="" data-pending="0" data-answers="0" data-x="\(xHoldsDates(line) ? "dates" : "numbers")">
            <header><h1>\(title)</h1><span>\(ZoomPage.grouped(line.count)) rows</span><span id="status"></span></header>
            <div id="stage" tabindex="0" role="img" aria-label="Zoomable line chart \(title)">\
            <img id="picture" alt=""><div id="clip"><img id="moving" alt=""></div></div>
            <p class="help">Wheel or pinch: zoom · drag or arrows: pan · with Shift: y too · + and −: zoom · \
            double-click or 0: the whole chart</p>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The page's look: the stage clips the picture; `#clip` covers the plot while a new picture is on
    /// its way, showing the old one moved and scaled to the new domain.
    static let style = """
        html,body{margin:0;background:#fff;color:#222;font:13px system-ui,sans-serif}\
        header{display:flex;gap:1.5em;align-items:baseline;padding:6px 10px}\
        h1{font-size:15px;margin:0}\
        #status{color:#666;font-variant-numeric:tabular-nums}\
        #stage{position:relative;overflow:hidden;touch-action:none;user-select:none;cursor:grab;outline:none}\
        #stage.dragging{cursor:grabbing}\
        #stage img{position:absolute;left:0;top:0;display:block;pointer-events:none;-webkit-user-drag:none}\
        #clip{position:absolute;overflow:hidden;background:#fff;display:none}\
        #clip img{transform-origin:0 0}\
        .help{color:#666;margin:0;padding:6px 10px}
        """

    /// Whether x holds dates (seconds since 1970), which the page names as dates.
    static func xHoldsDates(_ line: ZoomableLine) -> Bool {
        guard let layer = line.chart.layers.first, case .field(let name)? = layer.encoding[.x]?.source,
            case .dates? = layer.data[name]
        else { return false }
        return true
    }

    /// `n` with thin groups of three digits (10,000,000).
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }
}

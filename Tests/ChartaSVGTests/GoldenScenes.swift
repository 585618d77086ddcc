import ChartaScene

/// Scenes rendered into the golden files; together they use every node kind and every style feature.
enum GoldenScenes {
    /// Every node kind, with the edge cases of each: negative rect sizes, uniform, oversized and
    /// per-corner radii, every path verb, paths that are empty or start without a move, both symbol
    /// branches, and text in every anchor and baseline, bold and rotated.
    /// Every symbol shape, filled and outlined, on a 40-point grid.
    static var symbols: Scene {
        let shapes = SymbolShape.allCases
        var nodes: [SceneNode] = []
        for (i, shape) in shapes.enumerated() {
            let x = 20 + Double(i) * 40
            nodes.append(
                .symbol(SymbolNode(shape: shape, center: Point(x: x, y: 20), size: 200, style: .fill(.systemBlue))))
            nodes.append(
                .symbol(
                    SymbolNode(
                        shape: shape, center: Point(x: x, y: 60), size: 200, style: .stroke(.systemOrange, width: 2))))
        }
        return Scene(
            size: Size(width: Double(shapes.count) * 40, height: 80), background: .white, title: "Symbols",
            summary: "Every symbol shape, filled and outlined.",
            root: Group(role: .mark, markType: .symbol, children: nodes))
    }

    static var primitives: Scene {
        let blue = Style.fill(.systemBlue)
        var curves = Path()
        curves.move(to: Point(x: 10, y: 150))
        curves.line(to: Point(x: 30, y: 120))
        curves.quad(to: Point(x: 60, y: 150), control: Point(x: 45, y: 100))
        curves.cubic(to: Point(x: 110, y: 130), control1: Point(x: 70, y: 100), control2: Point(x: 95, y: 160))
        curves.close()
        curves.move(to: Point(x: 120.004, y: 140.125))
        curves.line(to: Point(x: 130.5, y: 150))
        var noMove = Path()
        noMove.line(to: Point(x: 140, y: 120))
        noMove.line(to: Point(x: 150, y: 130))
        let font = Font(family: "Liberation Sans", size: 10)
        return Scene(
            size: Size(width: 320, height: 200), background: .white, title: "Primitives",
            summary: "One of every scene node.",
            root: Group(children: [
                .rect(RectNode(rect: Rect(x: 10, y: 10, width: 40, height: 30), style: blue)),
                .rect(RectNode(rect: Rect(x: 100, y: 10, width: -40, height: 30), style: blue)),
                .rect(
                    RectNode(
                        rect: Rect(x: 110, y: 10, width: 40, height: 30), cornerRadii: CornerRadii(all: 4),
                        style: Style(fill: .color(.systemOrange), stroke: .color(.black)))),
                .rect(
                    RectNode(
                        rect: Rect(x: 160, y: 10, width: 40, height: 30), cornerRadii: CornerRadii(all: 50),
                        style: blue)),
                .rect(
                    RectNode(
                        rect: Rect(x: 210, y: 10, width: 30, height: 60),
                        cornerRadii: CornerRadii(topLeft: 8, topRight: 8), style: blue)),
                .rect(
                    RectNode(
                        rect: Rect(x: 250, y: 10, width: 40, height: 60),
                        cornerRadii: CornerRadii(topLeft: 30, topRight: 30, bottomRight: 10, bottomLeft: 0),
                        style: .fill(.systemGreen))),
                .line(LineNode(from: Point(x: 10, y: 60), to: Point(x: 190, y: 60), style: .stroke(.gray))),
                .path(PathNode(path: curves, style: Style(fill: .color(.systemPink), stroke: .color(.black)))),
                .path(PathNode(path: Path(), style: .stroke(.black))),
                .path(PathNode(path: noMove, style: .stroke(.systemRed, width: 2))),
                .symbol(
                    SymbolNode(shape: .circle, center: Point(x: 180, y: 130), size: 25 * .pi, style: blue)),
                .symbol(SymbolNode(shape: .square, center: Point(x: 200, y: 130), size: 64, style: blue)),
                .text(TextNode(text: "alphabetic", position: Point(x: 10, y: 80), font: font)),
                .text(TextNode(text: " spaced  out ", position: Point(x: 10, y: 110), font: font)),
                .text(
                    TextNode(
                        text: "top middle", position: Point(x: 100, y: 80), font: font, anchor: .middle,
                        baseline: .top)),
                .text(
                    TextNode(
                        text: "bottom end", position: Point(x: 190, y: 100), font: font, anchor: .end,
                        baseline: .bottom, style: .fill(.darkGray))),
                .text(
                    TextNode(
                        text: "Rotated", position: Point(x: 300, y: 150),
                        font: Font(family: "Liberation Sans", size: 12, weight: .bold), anchor: .middle,
                        baseline: .middle, angle: -90)),
            ]))
    }

    /// Every style feature: translucent colours, stroke width, dashes with an offset, caps and joins,
    /// the even-odd rule, shape opacity, no paint at all, shared and distinct linear and radial
    /// gradients (as fill and stroke), and invalid values that must be left out.
    static var styles: Scene {
        let sky = LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: 100),
            stops: [
                GradientStop(offset: 0, color: .systemBlue),
                GradientStop(offset: 1, color: Color(r: 0, g: 122, b: 255, alpha: 0.2)),
            ])
        let glow = RadialGradient(
            center: Point(x: 250, y: 50), radius: 40,
            stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 0.75, color: .systemOrange)])
        var ring = Path()
        ring.addRect(Rect(x: 20, y: 120, width: 60, height: 60))
        ring.addRect(Rect(x: 35, y: 135, width: 30, height: 30))
        let rect = Rect(x: 10, y: 10, width: 60, height: 90)
        return Scene(
            size: Size(width: 320, height: 200), title: "Styles", summary: "Fills, strokes and gradients.",
            root: Group(children: [
                .rect(RectNode(rect: rect, style: Style(fill: .linearGradient(sky)))),
                .rect(
                    RectNode(
                        rect: Rect(x: 80, y: 10, width: 60, height: 90),
                        style: Style(fill: .linearGradient(sky), stroke: .color(.black), strokeWidth: 0.5))),
                .rect(
                    RectNode(
                        rect: Rect(x: 150, y: 10, width: 60, height: 90),
                        style: Style(fill: .color(.systemGreen.opacity(0.5)), stroke: .linearGradient(sky))
                    )),
                .symbol(
                    SymbolNode(
                        shape: .circle, center: Point(x: 250, y: 50), size: 1600 * .pi,
                        style: Style(fill: .radialGradient(glow)))),
                .path(PathNode(path: ring, style: Style(fill: .color(.systemIndigo), fillRule: .evenOdd))),
                .line(
                    LineNode(
                        from: Point(x: 100, y: 120), to: Point(x: 300, y: 120),
                        style: Style(
                            stroke: .color(.systemRed), strokeWidth: 3, dash: [6, 3], dashOffset: 2,
                            lineCap: .round, lineJoin: .bevel))),
                .line(
                    LineNode(
                        from: Point(x: 100, y: 140), to: Point(x: 300, y: 140),
                        style: Style(
                            stroke: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.25)), strokeWidth: 2,
                            lineCap: .square, lineJoin: .round))),
                .line(
                    LineNode(
                        from: Point(x: 100, y: 160), to: Point(x: 300, y: 160),
                        style: Style(stroke: .color(.gray), strokeWidth: -1, dash: [4, -1], dashOffset: 3))),
                .line(
                    LineNode(
                        from: Point(x: 100, y: 170), to: Point(x: 300, y: 170),
                        style: Style(stroke: .color(.gray), dash: [0, 0]))),
                .rect(
                    RectNode(
                        rect: Rect(x: 100, y: 175, width: 40, height: 20),
                        style: Style(fill: .color(.systemPink), opacity: 0.4))),
                .rect(RectNode(rect: Rect(x: 150, y: 175, width: 40, height: 20), style: Style())),
                .rect(
                    RectNode(
                        rect: Rect(x: 200, y: 175, width: 40, height: 20),
                        style: Style(fill: .color(.black), strokeWidth: 4, opacity: .nan))),
                .text(
                    TextNode(
                        text: "gradient text", position: Point(x: 250, y: 190),
                        style: Style(fill: .radialGradient(glow), stroke: .color(.black), strokeWidth: 0.25))),
            ]))
    }

    /// A small bar chart built the way layout builds one: role groups for axes, grid, legend, title and
    /// marks; items with rows and series; translations, a rotation, a clip used twice, group opacity and
    /// ids; an empty role group and an attribute-less wrapper.
    static var chart: Scene {
        let plot = Rect(x: 0, y: 0, width: 200, height: 100)
        let values: [(String, Double)] = [("A", 30), ("B", 80), ("C", 55)]
        let bars: [SceneNode] = values.enumerated().map { i, entry in
            let height = entry.1
            return .rect(
                RectNode(
                    rect: Rect(x: 20 + Double(i) * 60, y: 100 - height, width: 40, height: height),
                    cornerRadii: CornerRadii(topLeft: 3, topRight: 3), style: .fill(.systemBlue),
                    item: ItemID(mark: 0, series: "sales", row: i)))
        }
        var line = Path()
        line.move(to: Point(x: 40, y: 60))
        line.line(to: Point(x: 100, y: 30))
        line.line(to: Point(x: 160, y: 45))
        let points: [SceneNode] = [(40.0, 60.0), (100, 30), (160, 45)].enumerated().map { i, p in
            .symbol(
                SymbolNode(
                    shape: .circle, center: Point(x: p.0, y: p.1), size: 9 * .pi,
                    style: Style(fill: .color(.white), stroke: .color(.systemOrange), strokeWidth: 2),
                    item: ItemID(mark: 1, series: "target", row: i)))
        }
        let ticks: [SceneNode] = values.enumerated().map { i, _ in
            .line(
                LineNode(
                    from: Point(x: 40 + Double(i) * 60, y: 0), to: Point(x: 40 + Double(i) * 60, y: 5),
                    style: .stroke(.gray)))
        }
        let labels: [SceneNode] = values.enumerated().map { i, entry in
            .text(
                TextNode(
                    text: entry.0, position: Point(x: 40 + Double(i) * 60, y: 7), anchor: .middle, baseline: .top,
                    style: .fill(.darkGray)))
        }
        let grid: [SceneNode] = [0.0, 50, 100].map { y in
            .line(LineNode(from: Point(x: 0, y: y), to: Point(x: 200, y: y), style: .stroke(Color(hex: "#ddd")!)))
        }
        let xAxis = Group(
            id: "x-axis", role: .axis, orient: .bottom, accessibilityLabel: "X-axis: product",
            transform: .translation(x: 0, y: 100),
            children: [
                .group(
                    Group(
                        role: .axisDomain,
                        children: [.line(LineNode(from: .zero, to: Point(x: 200, y: 0), style: .stroke(.gray)))])),
                .group(Group(role: .axisTick, children: ticks)),
                .group(Group(role: .axisLabel, children: labels)),
                .group(
                    Group(
                        role: .axisTitle,
                        children: [
                            .text(
                                TextNode(
                                    text: "Product", position: Point(x: 100, y: 22), anchor: .middle, baseline: .top))
                        ])),
            ])
        let yTitle = Group(
            id: "y-axis", role: .axis, orient: .left, accessibilityLabel: "Y-axis: units",
            transform: .translation(x: -8, y: 0),
            children: [
                .group(
                    Group(
                        role: .axisTitle, transform: .rotation(degrees: -90),
                        children: [
                            .text(TextNode(text: "Units", position: Point(x: -50, y: 0), anchor: .middle))
                        ]))
            ])
        let legend = Group(
            role: .legend, orient: .right, accessibilityLabel: "Legend: series",
            transform: .translation(x: 250, y: 30),
            children: [
                .group(
                    Group(
                        role: .legendSymbol,
                        children: [
                            .rect(RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.systemBlue))),
                            .symbol(
                                SymbolNode(
                                    shape: .circle, center: Point(x: 5, y: 20), size: 9 * .pi,
                                    style: .stroke(.systemOrange, width: 2))),
                        ])),
                .group(
                    Group(
                        role: .legendLabel,
                        children: [
                            .text(TextNode(text: "sales", position: Point(x: 14, y: 5), baseline: .middle)),
                            .text(TextNode(text: "target", position: Point(x: 14, y: 20), baseline: .middle)),
                        ])),
            ])
        let plotArea = Group(
            role: .plot, transform: .translation(x: 40, y: 30),
            children: [
                .group(Group(role: .axisGrid, opacity: 0.8, children: grid)),
                .group(Group(id: "bars", role: .mark, markType: .rect, clip: plot, children: bars)),
                .group(
                    Group(
                        role: .mark, markType: .line, item: ItemID(mark: 1, series: "target"), clip: plot,
                        children: [.path(PathNode(path: line, style: .stroke(.systemOrange, width: 2)))]
                            + points)),
                .group(Group(role: .mark, markType: .text)),
                .group(xAxis),
                .group(yTitle),
            ])
        return Scene(
            size: Size(width: 320, height: 180), background: .white, title: "Sales by product",
            summary: "Bar chart of sales for products A, B and C, with a target line.",
            root: Group(children: [
                .group(
                    Group(
                        role: .titleText,
                        children: [
                            .text(
                                TextNode(
                                    text: "Sales by product", position: Point(x: 160, y: 4),
                                    font: Font(size: 13, weight: .bold), anchor: .middle, baseline: .top))
                        ])),
                .group(plotArea),
                .group(legend),
                .group(
                    Group(
                        role: .annotation, transform: AffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0),
                        children: [
                            .text(
                                TextNode(
                                    text: "skewed note", position: Point(x: 200, y: 170),
                                    font: Font(size: 8), style: .fill(.gray)))
                        ])),
            ]))
    }
}

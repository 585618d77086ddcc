import Charta
import ChartaSVG
import ChartaScene
import Foundation

/// Renders a view, charts and all, into a scene for Charta's back ends (SVG, PNG/PDF with the Cairo
/// trait, terminal text, interactive HTML), the way SwiftUI's `ImageRenderer` renders a view into an
/// image. The renderer keeps the view's `@State` between renders, so a tap or drag fed to it changes
/// what the next render draws.
///
/// ```swift
/// let renderer = ViewRenderer(content: SalesChart(), width: 390)
/// let svg = renderer.svg()
/// renderer.tap(at: CGPoint(x: 120, y: 80))   // runs the view's own gesture closures
/// ```
@MainActor
public final class ViewRenderer<Content: View> {
    /// The view rendered.
    public let content: Content
    /// The width offered to the view, in points (an iPhone's 390 by default).
    public var width: Double
    /// The height offered to the view; nil lets it take its ideal height.
    public var height: Double?
    /// Measures text for layout; the default uses the bundled Liberation Sans metrics.
    public var measurer: any TextMeasurer
    let states = StateStore()
    var last: (scene: Scene, regions: [InputRegion], diagnostics: [Diagnostic], charts: [ChartProxy])?

    /// A renderer of a view offered `width` × `height` points.
    public init(
        content: Content, width: Double = 390, height: Double? = nil,
        measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) {
        self.content = content
        self.width = width
        self.height = height
        self.measurer = measurer
    }

    /// The view laid out and drawn as a scene.
    public var scene: Scene { rendered().scene }

    /// The charts of the view as laid out, with their proxies, in drawing order.
    public var charts: [ChartProxy] { rendered().charts }

    /// Problems met while rendering: chart diagnostics, unknown named colours, placeholder images, and
    /// pictures an interactive page had to leave out.
    public var diagnostics: [Diagnostic] { rendered().diagnostics + pageDiagnostics }

    /// Problems of the last interactive page.
    var pageDiagnostics: [Diagnostic] = []

    /// The view as a standalone SVG document.
    public func svg(options: SVGOptions = SVGOptions()) -> String { SVGRenderer(options: options).render(scene) }

    /// Feeds a tap at a point of the rendered view to the topmost view that responds to taps; returns
    /// whether one did. The next render shows the state the tap left.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let p = Point(point)
        guard let region = rendered().regions.last(where: { $0.frame.contains(p) && $0.handlers.tap != nil }) else {
            return false
        }
        region.handlers.tap?(CGPoint(x: p.x - region.frame.minX, y: p.y - region.frame.minY))
        last = nil
        return true
    }

    /// Feeds a drag from one point to another, in `steps` moves, to the topmost view under its start
    /// that responds to drags; returns whether one did.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4) -> Bool {
        let s = Point(start)
        guard
            let region = rendered().regions.last(where: {
                $0.frame.contains(s) && ($0.handlers.dragChanged != nil || $0.handlers.dragEnded != nil)
            })
        else { return false }
        let origin = region.frame.origin
        func local(_ p: CGPoint) -> CGPoint { CGPoint(x: Double(p.x) - origin.x, y: Double(p.y) - origin.y) }
        let n = max(1, steps)
        var value = DragGesture.Value(
            time: Date(timeIntervalSince1970: 0), location: local(start), startLocation: local(start))
        for i in 1...n {
            let t = Double(i) / Double(n)
            value.location = local(
                CGPoint(
                    x: Double(start.x) + (Double(end.x) - Double(start.x)) * t,
                    y: Double(start.y) + (Double(end.y) - Double(start.y)) * t))
            value.time = Date(timeIntervalSince1970: t)
            region.handlers.dragChanged?(value)
        }
        region.handlers.dragEnded?(value)
        last = nil
        return true
    }

    /// The places that respond to input, in the rendered view's coordinates.
    var regions: [InputRegion] { rendered().regions }

    /// Lays the view out, running `onAppear` actions the first time their views are laid out (and
    /// laying out again, at most a few times, when they change state).
    func rendered() -> (scene: Scene, regions: [InputRegion], diagnostics: [Diagnostic], charts: [ChartProxy]) {
        if let last { return last }
        var result = layOut()
        for _ in 0..<3 {
            let actions = result.context.pendingAppearActions
            guard !actions.isEmpty else { break }
            for action in actions { action() }
            result = layOut()
        }
        let done = (result.scene, result.canvas.regions, result.context.diagnostics, result.canvas.charts)
        last = done
        return done
    }

    private func layOut() -> (scene: Scene, canvas: SceneCanvas, context: RenderContext) {
        let context = RenderContext(states: states, measurer: measurer)
        let environment = ViewEnvironment(context: context)
        let element = layoutElement(of: content, in: environment)
        let size = element.size(for: ProposedSize(width: width, height: height))
        var canvas = SceneCanvas()
        element.place(in: Rect(origin: .zero, size: size), into: &canvas)
        let scene = Scene(
            size: size, background: .white, title: "\(Content.self)", summary: "A view of \(Content.self).",
            root: ChartaScene.Group(children: canvas.nodes))
        return (scene, canvas, context)
    }
}

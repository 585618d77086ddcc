/// One input to ``InteractionState``: pointer, touch and keyboard events in scene coordinates, and
/// commands from the host's own controls (page buttons, a reset button).
public enum InteractionEvent: Hashable, Sendable, Codable {
    /// A tap or click at a point.
    case tap(Point)
    /// A double tap or double click at a point: zooms in where zooming is enabled, else acts as a tap.
    case doubleTap(Point)
    /// A press that moves: began at a point, moved to a point, ended (or was cancelled) at a point.
    case drag(GesturePhase, Point)
    /// The pointer hovers at a point; nil when it leaves the chart.
    case hover(Point?)
    /// A scroll wheel or trackpad scroll by (dx, dy) points; vertical wheels scroll x when dx is 0.
    case scroll(Point)
    /// A two-finger pan; the point is the translation since the pan began.
    case pan(GesturePhase, Point)
    /// A pinch by `scale` (since the previous pinch event) around `anchor`.
    case pinch(scale: Double, anchor: Point)
    /// A key press.
    case key(InteractionKey)
    /// A command for the visible window.
    case viewport(ViewportCommand)
}

/// The phase of a continuous gesture.
public enum GesturePhase: String, Hashable, Sendable, Codable {
    /// The gesture started.
    case began
    /// The gesture moved.
    case moved
    /// The gesture ended normally (the finger lifted).
    case ended
    /// The system cancelled the gesture.
    case cancelled
}

/// The keys a chart responds to.
public enum InteractionKey: String, Hashable, Sendable, Codable {
    /// Move the selection to the previous x (or slide the window back when nothing is selectable).
    case left
    /// Move the selection to the next x (or slide the window on).
    case right
    /// Zoom in, where zooming is enabled.
    case up
    /// Zoom out, where zooming is enabled.
    case down
    /// Activate the selection.
    case enter
    /// Clear the selection.
    case escape
}

/// A host command for the visible window.
public enum ViewportCommand: Hashable, Sendable, Codable {
    /// Move by whole pages (negative: back).
    case page(by: Int)
    /// Move by whole steps of the snapping (one x unit without a step).
    case step(by: Int)
    /// Start the window at an x position.
    case scroll(to: Double)
    /// Zoom by a factor (> 1 zooms in) around an x position (nil: the window's centre).
    case zoom(by: Double, around: Double?)
    /// Back to the window the spec describes.
    case reset
}

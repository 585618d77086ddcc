import ChartaScene
import Foundation

extension Path {
    /// One step of a path (SwiftUI's `Path.Element`).
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { scenePath.isEmpty }

    /// The smallest rectangle holding what the path draws (curves by their extremes, not their control
    /// points; zero when empty).
    public var boundingRect: CGRect {
        guard let b = scenePath.bounds else { return .zero }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }

    /// Calls `body` with each element in drawing order.
    public func forEach(_ body: (Element) -> Void) {
        var next = 0
        func point() -> CGPoint {
            defer { next += 1 }
            let p = scenePath.points[next]
            return CGPoint(x: p.x, y: p.y)
        }
        for verb in scenePath.verbs {
            switch verb {
            case .move: body(.move(to: point()))
            case .line: body(.line(to: point()))
            case .quad:
                let control = point()
                body(.quadCurve(to: point(), control: control))
            case .cubic:
                let (c1, c2) = (point(), point())
                body(.curve(to: point(), control1: c1, control2: c2))
            case .close: body(.closeSubpath)
            }
        }
    }

    /// The part of the path from `from` to `to` of its length (each clamped to 0…1), as SwiftUI's
    /// `trimmedPath(from:to:)`: curves are flattened to straight segments within a quarter point, and
    /// a closed subpath counts the segment back to its start.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (Swift.min(Swift.max(from, 0), 1), Swift.min(Swift.max(to, 0), 1))
        let lines = scenePath.flattened().map { line in
            line.isClosed ? line.points + line.points.prefix(1) : line.points
        }
        func length(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }
        let total = lines.reduce(0) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
        }
        var trimmed = Path()
        guard total > 0, start < end else { return trimmed }
        let (low, high) = (start * total, end * total)
        var walked = 0.0
        for points in lines {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let step = length(a, b)
                defer { walked += step }
                guard step > 0, walked + step > low, walked < high else { continue }
                func at(_ distance: Double) -> CGPoint {
                    let t = Swift.min(Swift.max((distance - walked) / step, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    trimmed.move(to: at(Swift.max(low, walked)))
                    drawing = true
                }
                trimmed.addLine(to: at(Swift.min(high, walked + step)))
            }
        }
        return trimmed
    }
}

/// A shape drawn along part of its outline (SwiftUI's `Shape.trim(from:to:)`).
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// The shape's outline from `from` to `to` of its length (a progress ring's arc:
    /// `Circle().trim(from: 0, to: 0.4).stroke(.blue, lineWidth: 8)`).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: from, to: to)
    }
}

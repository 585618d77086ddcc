import ChartaScene
import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform of the plane (Core Graphics' `CGAffineTransform`, which SwiftUI code uses to
    /// rotate, scale and move paths; Foundation off Apple platforms has none). A point (x, y) maps to
    /// (a·x + c·y + tx, b·x + d·y + ty).
    public struct CGAffineTransform: Hashable, Sendable {
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// A transform from its six coefficients.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// A rotation by an angle in radians (clockwise on screen, where y grows down).
        public init(rotationAngle angle: CGFloat) {
            let (s, co) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
            self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
        }

        /// A scale by factors along x and y.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A move by offsets along x and y.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether the transform changes nothing.
        public var isIdentity: Bool { self == .identity }

        /// This transform, then `t`.
        public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
        }

        /// A rotation, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// A scale, then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A move, then this transform.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// The transform that undoes this one (this one when it cannot be undone).
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0 else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }

        /// The same transform as the scene's.
        var sceneTransform: ChartaScene.AffineTransform {
            ChartaScene.AffineTransform(
                a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
        }
    }

    extension CGPoint {
        /// The point mapped through a transform.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size mapped through a transform's scale and rotation (not its move).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension Path {
        /// The path with every point mapped through a transform.
        public func applying(_ transform: CGAffineTransform) -> Path {
            var copy = self
            copy.scenePath = scenePath.applying(transform.sceneTransform)
            return copy
        }
    }
#endif

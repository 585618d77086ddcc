import Foundation
import Testing

@testable import ChartaScene

/// Reading SVG path data (SVG 2 §9.3) into paths, and custom symbols drawn from it.
@Suite struct SVGPathDataTests {
    typealias S = CurveTestSupport

    func read(_ d: String) throws -> Path { try Path(svgPathData: d) }

    func error(_ d: String) -> SVGPathDataError? {
        do {
            _ = try Path(svgPathData: d)
            return nil
        } catch {
            return error
        }
    }

    @Test func linesAbsoluteAndRelative() throws {
        S.expectPath(try read("M1,2 L3,4 H5 V6 Z"), "M1,2L3,4L5,4L5,6Z")
        S.expectPath(try read("m1,2 l2,2 h2 v2 z"), "M1,2L3,4L5,4L5,6Z")
        // A first relative moveto is taken from the origin.
        S.expectPath(try read("m-1-2"), "M-1,-2")
    }

    @Test func repeatedParametersRepeatTheCommand() throws {
        // After a moveto, further pairs are linetos (absolute after M, relative after m).
        S.expectPath(try read("M0,0 1,1 2,3"), "M0,0L1,1L2,3")
        S.expectPath(try read("m1,1 1,1 1,2"), "M1,1L2,2L3,4")
        S.expectPath(try read("M0 0L1 1 2 2h1 1v1 1"), "M0,0L1,1L2,2L3,2L4,2L4,3L4,4")
        S.expectPath(try read("M0,0c1,0 1,1 0,1 1,0 1,1 0,1"), "M0,0C1,0,1,1,0,1C1,1,1,2,0,2")
    }

    @Test func numbersFollowTheGrammar() throws {
        // Signs and dots separate numbers; exponents in either case; "0.5.5" is two numbers.
        S.expectPath(try read("M.5-.5e1L1e2,2E-1 0.5.5"), "M0.5,-5L100,0.2L0.5,0.5")
        S.expectPath(try read("  M 1 , 2\n\tL+3 -4  "), "M1,2L3,-4")
    }

    @Test func smoothCubicsReflectThePreviousControlPoint() throws {
        S.expectPath(try read("M0,0 C1,2 3,4 5,6 S9,10 11,12"), "M0,0C1,2,3,4,5,6C7,8,9,10,11,12")
        S.expectPath(try read("M0,0 C1,2 3,4 5,6 s4,4 6,6"), "M0,0C1,2,3,4,5,6C7,8,9,10,11,12")
        // Without a cubic before it, the first control point is the current point.
        S.expectPath(try read("M1,1 L2,2 S3,3 4,2"), "M1,1L2,2C2,2,3,3,4,2")
    }

    @Test func smoothQuadraticsReflectThePreviousControlPoint() throws {
        S.expectPath(try read("M0,0 Q1,1 2,0 T4,0 T6,0"), "M0,0Q1,1,2,0Q3,-1,4,0Q5,1,6,0")
        S.expectPath(try read("m0,0 q1,1 2,0 t2,0"), "M0,0Q1,1,2,0Q3,-1,4,0")
        S.expectPath(try read("M0,0 L1,0 T2,1"), "M0,0L1,0Q1,0,2,1")
    }

    @Test func aDrawingCommandAfterClosepathStartsAtTheSubpathStart() throws {
        S.expectPath(try read("M1,1 L2,1 Z L3,3"), "M1,1L2,1ZM1,1L3,3")
        S.expectPath(try read("M1,1 L2,1 z m1,1 l1,0"), "M1,1L2,1ZM2,2L3,2")
    }

    /// The points of the path flattened finely, for checks against the exact curve.
    func samples(_ path: Path) -> [Point] { path.flattened(tolerance: 0.001).flatMap(\.points) }

    @Test func arcsBecomeCubicsOnTheirEllipse() throws {
        // A half circle from (0,0) to (2,0) with the sweep flag: clockwise on screen, over the top.
        let half = try read("M0,0 A1,1 0 0 1 2,0")
        #expect(half.verbs == [.move, .cubic, .cubic])
        #expect(half.currentPoint == Point(x: 2, y: 0))
        for p in samples(half) { #expect(abs(hypot(p.x - 1, p.y) - 1) < 1e-3) }
        #expect(samples(half).contains { abs($0.x - 1) < 0.02 && abs($0.y + 1) < 1e-3 })
        // The same arc, relative and with its flags written without separators; radii too small to span
        // the end points grow to just span them (SVG 1.1 F.6.6).
        S.expectPath(try read("m0,0a1,1 0 012,0"), S.svg(half))
        S.expectPath(try read("M0,0 A0.5,0.5 0 0 1 2,0"), S.svg(half))
        // Without the sweep flag it passes below; with the large-arc flag it takes the long way round.
        #expect(samples(try read("M0,0 A1,1 0 0 0 2,0")).contains { abs($0.x - 1) < 0.02 && abs($0.y - 1) < 1e-3 })
        let large = try read("M0,0 A2,2 0 1 1 2,0")
        #expect(large.verbs.count - 1 > 2)
        let center = Point(x: 1, y: -(3.0.squareRoot()))
        for p in samples(large) { #expect(abs(hypot(p.x - center.x, p.y - center.y) - 2) < 1e-3) }
    }

    @Test func rotatedEllipticalArcStaysOnItsEllipse() throws {
        // Radii 2 and 1 turned 90°: the major axis is vertical, from (0,0) to (0,4), centred at (0,2).
        let arc = try read("M0,0 A2,1 90 0 1 0,4")
        #expect(arc.currentPoint == Point(x: 0, y: 4))
        let points = samples(arc)
        for p in points { #expect(abs(p.x * p.x + (p.y - 2) * (p.y - 2) / 4 - 1) < 5e-3) }
        // Clockwise from the top on screen: through the right side.
        #expect(points.contains { abs($0.x - 1) < 1e-3 && abs($0.y - 2) < 0.05 })
    }

    @Test func degenerateArcs() throws {
        S.expectPath(try read("M0,0 A0,1 0 0 1 2,0"), "M0,0L2,0")
        S.expectPath(try read("M1,1 A1,1 0 0 1 1,1 L2,2"), "M1,1L2,2")
        // Radii too small keep their ratio as they grow: 0.5 and 0.25 become 1 and 0.5.
        for p in samples(try read("M0,0 A0.5,0.25 0 0 1 2,0")) {
            #expect(abs((p.x - 1) * (p.x - 1) + 4 * p.y * p.y - 1) < 5e-3)
        }
        // Negative radii count by their size.
        S.expectPath(try read("M0,0 A-1,-1 0 0 1 2,0"), S.svg(try read("M0,0 A1,1 0 0 1 2,0")))
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try read("").isEmpty)
        #expect(try read(" \n ").isEmpty)
    }

    @Test func malformedDataSaysWhereAndWhy() {
        #expect(error("L1,1") == SVGPathDataError(offset: 0, message: "path data must start with a moveto (M or m)"))
        #expect(error("M1") == SVGPathDataError(offset: 2, message: "expected a number"))
        #expect(error("M1,1 L") == SVGPathDataError(offset: 6, message: "expected a number"))
        #expect(error("M1,1 X2,2") == SVGPathDataError(offset: 5, message: "expected a path command letter"))
        #expect(error("M1,1 Z 3") == SVGPathDataError(offset: 7, message: "expected a path command letter"))
        #expect(error("M1,,2")?.offset == 3)
        #expect(error("M0,0 A1,1 0 2 1 2,0") == SVGPathDataError(offset: 12, message: "expected an arc flag (0 or 1)"))
        #expect(error("M1e999,0") == SVGPathDataError(offset: 1, message: "the number 1e999 is out of range"))
        #expect(error("M0,0 L1,1 2") == SVGPathDataError(offset: 11, message: "expected a number"))
        #expect(error("hexagon") != nil)
        // Offsets count UTF-8 bytes.
        #expect(error("M0,0 é")?.offset == 5)
    }
}

/// Custom symbols: SVG path data in a unit box, scaled as vega-scenegraph's `customSymbol` scales it.
@Suite struct CustomSymbolTests {
    typealias S = CurveTestSupport

    @Test func unitBoxIsScaledByHalfTheRootOfTheSize() throws {
        // Vega draws a custom path scaled by √size / 2: the unit box is a square of area `size`, the same
        // as the square symbol.
        let box = SymbolShape.custom(try SymbolPath("M-1,-1H1V1H-1Z"))
        for size in [4.0, 90, 100] {
            let custom = try #require(box.path(center: Point(x: 3, y: 4), size: size).bounds)
            let square = try #require(SymbolShape.square.path(center: Point(x: 3, y: 4), size: size).bounds)
            #expect(abs(custom.minX - square.minX) < 1e-9 && abs(custom.maxY - square.maxY) < 1e-9)
        }
    }

    @Test func matchesVegasRenderOfTheIsotypePerson() throws {
        // isotype_grid's person icon at size 90 as Vega renders it (translate(20,20), three decimals).
        let person = try SymbolPath(
            "M1.7 -1.7h-0.8c0.3 -0.2 0.6 -0.5 0.6 -0.9c0 -0.6 -0.4 -1 -1 -1c-0.6 0 -1 0.4 -1 1")
        let path = SymbolShape.custom(person).path(center: .zero, size: 90)
        S.expectPath(
            path,
            "M8.064,-8.064L4.269,-8.064C5.692,-9.012,7.115,-10.436,7.115,-12.333"
                + "C7.115,-15.179,5.218,-17.076,2.372,-17.076C-0.474,-17.076,-2.372,-15.179,-2.372,-12.333")
    }

    @Test func shapesRoundTripThroughTheirRawValueAndCoding() throws {
        let star = SymbolShape.custom(try SymbolPath("M0,-1L0.3,0.8L-0.9,-0.3H0.9L-0.3,0.8Z"))
        for shape in SymbolShape.allCases + [star] {
            #expect(SymbolShape(rawValue: shape.rawValue) == shape)
            let data = try JSONEncoder().encode([shape])
            #expect(try JSONDecoder().decode([SymbolShape].self, from: data) == [shape])
        }
        #expect(
            String(decoding: try JSONEncoder().encode([SymbolShape.boxTriangleUp]), as: UTF8.self)
                == #"["boxTriangleUp"]"#)
        #expect(SymbolShape(rawValue: "hexagon") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SymbolShape].self, from: Data(#"["M0"]"#.utf8))
        }
    }

    @Test func sizeZeroAndBadSizesCollapseOnTheCentre() throws {
        let shape = SymbolShape.custom(try SymbolPath("M-1,0A1,1 0 0 1 1,0Z"))
        for size in [0.0, -5, .nan, .infinity] {
            let p = shape.path(center: Point(x: 1, y: 2), size: size)
            #expect(!p.isEmpty && p.points.allSatisfy { $0 == Point(x: 1, y: 2) }, "\(size)")
        }
    }
}

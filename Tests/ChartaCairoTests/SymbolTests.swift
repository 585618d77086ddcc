#if Cairo
    import ChartaScene
    import Testing

    @testable import ChartaCairo

    /// Symbols have d3-shape's geometry, as in the SVG back end.
    @Suite struct SymbolTests {
        let white = Pixel(r: 255, g: 255, b: 255)

        @Test(arguments: SymbolShape.allCases.filter { $0 != .plus })
        func filledShapesCoverTheirCentreAndTheirArea(shape: SymbolShape) throws {
            let size = 900.0
            let node = SymbolNode(shape: shape, center: Point(x: 50, y: 50), size: size, style: .fill(.black))
            let image = try renderPNG(scene([.symbol(node)]), scale: 2)
            #expect(image.at(50, 50, scale: 2).isNear(.black))
            // d3's shapes enclose `size` square points: count the covered area (coverage-weighted).
            var covered = 0.0
            for y in 0..<image.height { for x in 0..<image.width { covered += Double(255 - image[x, y].r) / 255 } }
            let area = covered / 4
            #expect(abs(area - size) < size * 0.02, "\(shape) covers \(area)")
        }

        @Test func trianglesPointUpAndDown() throws {
            // For size 300, d3's triangle has its apex 2·√(300/(3√3)) ≈ 15.2 above the centre and its base
            // 7.6 below; the downward one is mirrored.
            let up = SymbolNode(shape: .triangleUp, center: Point(x: 25, y: 50), size: 300, style: .fill(.black))
            let down = SymbolNode(shape: .triangleDown, center: Point(x: 75, y: 50), size: 300, style: .fill(.black))
            let image = try renderPNG(scene([.symbol(up), .symbol(down)]), scale: 2)
            #expect(image.at(25, 40, scale: 2).isNear(.black, tolerance: 30))
            #expect(image.at(25, 60, scale: 2) == white)
            #expect(image.at(75, 60, scale: 2).isNear(.black, tolerance: 30))
            #expect(image.at(75, 40, scale: 2) == white)
        }

        @Test func customShapesDrawTheirPathInTheUnitBox() throws {
            // A half disc over the top of the box (an arc) and the box's left half: size 1600 gives a box
            // 40 wide (√1600), so radius 20 around each centre.
            let dome = try SymbolPath("M-1,0A1,1 0 0 1 1,0Z")
            let left = try SymbolPath("M-1,-1H0V1H-1Z")
            let image = try renderPNG(
                scene([
                    .symbol(
                        SymbolNode(shape: .custom(dome), center: Point(x: 25, y: 50), size: 1600, style: .fill(.black))),
                    .symbol(
                        SymbolNode(shape: .custom(left), center: Point(x: 75, y: 50), size: 1600, style: .fill(.black))),
                ]), scale: 2)
            #expect(image.at(25, 40, scale: 2).isNear(.black))
            #expect(image.at(25, 33, scale: 2).isNear(.black))
            #expect(image.at(25, 60, scale: 2) == white)
            #expect(image.at(8, 36, scale: 2) == white)  // outside the arc, inside the box
            #expect(image.at(65, 40, scale: 2).isNear(.black))
            #expect(image.at(65, 65, scale: 2).isNear(.black))
            #expect(image.at(85, 50, scale: 2) == white)
        }

        @Test func plusIsStrokeOnlyAndCirclesOfRadiusZeroDrawNothing() throws {
            let filledPlus = SymbolNode(shape: .plus, center: Point(x: 25, y: 25), size: 400, style: .fill(.black))
            let strokedPlus = SymbolNode(
                shape: .plus, center: Point(x: 75, y: 25), size: 400, style: .stroke(.black, width: 3))
            let dot = SymbolNode(
                shape: .circle, center: Point(x: 50, y: 75), size: 0,
                style: .stroke(.black, width: 10, cap: .round))
            let image = try renderPNG(scene([.symbol(filledPlus), .symbol(strokedPlus), .symbol(dot)]))
            #expect(image.at(25, 25) == white)
            #expect(image.at(75, 25).isNear(.black))
            #expect(image.at(75 + 15, 25).isNear(.black))  // an arm: r = √(400 − 2)·0.87559 ≈ 17.5
            #expect(image.at(75 + 10, 25 + 10) == white)
            #expect(image.at(50, 75) == white)
        }
    }
#endif

#if Cairo
    import ChartaScene
    import Testing

    @testable import ChartaCairo

    /// Pixel probes on hand-made scenes: each style feature lands where SVG would put it.
    @Suite struct ShapeProbeTests {
        let white = Pixel(r: 255, g: 255, b: 255)
        let red = Color(r: 255, g: 0, b: 0)
        let blue = Color(r: 0, g: 0, b: 255)

        @Test func solidFillAndStroke() throws {
            let rect = RectNode(
                rect: Rect(x: 20, y: 20, width: 60, height: 60),
                style: Style(fill: .color(red), stroke: .color(blue), strokeWidth: 10))
            let image = try renderPNG(scene([.rect(rect)]))
            #expect(image.at(50, 50).isNear(red))
            #expect(image.at(20, 50).isNear(blue))  // on the edge: the stroke, centred on it
            #expect(image.at(16, 50).isNear(blue))
            #expect(image.at(13, 50) == white)
            #expect(image.at(50, 86) == white)
        }

        @Test func zeroSizeRectanglesDrawNothingAsInSVG() throws {
            let style = Style(fill: .color(red), stroke: .color(blue), strokeWidth: 10)
            let image = try renderPNG(
                scene([
                    .rect(RectNode(rect: Rect(x: 50, y: 10, width: 0, height: 80), style: style)),
                    .rect(RectNode(rect: Rect(x: 10, y: 50, width: 80, height: 0), style: style)),
                ]))
            #expect(image.at(50, 30) == white)
            #expect(image.at(30, 50) == white)
        }

        @Test func cornerRadiiFollowTheSceneRule() throws {
            let uniform = RectNode(
                rect: Rect(x: 10, y: 10, width: 80, height: 35), cornerRadii: CornerRadii(all: 12),
                style: .fill(red))
            let topLeftOnly = RectNode(
                rect: Rect(x: 10, y: 55, width: 80, height: 35), cornerRadii: CornerRadii(topLeft: 15),
                style: .fill(blue))
            let image = try renderPNG(scene([.rect(uniform), .rect(topLeftOnly)]))
            #expect(image.at(11, 11) == white)  // rounded away
            #expect(image.at(88.5, 43.5) == white)
            #expect(image.at(50, 11).isNear(red))  // the straight part of the edge
            #expect(image.at(11, 56) == white)
            #expect(image.at(88.5, 56).isNear(blue))  // a square corner
            #expect(image.at(11, 88.5).isNear(blue))
        }

        @Test func oversizedRadiiAreScaledDownToACapsule() throws {
            // 1000 on every corner of an 80×40 rectangle scales to 20: a capsule (CSS's rule).
            let capsule = RectNode(
                rect: Rect(x: 10, y: 30, width: 80, height: 40), cornerRadii: CornerRadii(all: 1000), style: .fill(red))
            let image = try renderPNG(scene([.rect(capsule)]))
            #expect(image.at(50, 50).isNear(red))
            #expect(image.at(12, 50).isNear(red))  // the round end reaches the side at mid-height
            #expect(image.at(13, 33) == white)
            #expect(image.at(30, 31).isNear(red))  // where the straight edge starts
        }

        @Test func linearGradientInUserSpaceWithSVGStopOrder() throws {
            // Stops out of order: SVG raises the third offset (0.2) to the largest before it (0.8), so the
            // colour jumps to blue at 80%; sorting the stops instead would put green at 90%.
            let gradient = LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
                stops: [
                    GradientStop(offset: 0, color: red), GradientStop(offset: 0.8, color: Color(r: 0, g: 255, b: 0)),
                    GradientStop(offset: 0.2, color: blue),
                ])
            let node = RectNode(
                rect: Rect(x: 0, y: 0, width: 100, height: 100), style: Style(fill: .linearGradient(gradient)))
            let image = try renderPNG(scene([.rect(node)]))
            #expect(image.at(0, 50).isNear(red, tolerance: 4))
            #expect(image.at(40, 50).isNear(Color(r: 128, g: 128, b: 0), tolerance: 4))
            #expect(image.at(90, 50).isNear(blue, tolerance: 4))
            #expect(image.at(99, 50).isNear(blue, tolerance: 4))
        }

        @Test func gradientsFollowTheGroupTransform() throws {
            let gradient = LinearGradient(
                start: Point(x: 0, y: 0), end: Point(x: 50, y: 0),
                stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)])
            let node = RectNode(
                rect: Rect(x: 0, y: 0, width: 50, height: 100), style: Style(fill: .linearGradient(gradient)))
            let group = Group(transform: .translation(x: 50, y: 0), children: [.rect(node)])
            let image = try renderPNG(scene([.group(group)]))
            #expect(image.at(50, 50).isNear(red, tolerance: 6))
            #expect(image.at(99, 50).isNear(blue, tolerance: 6))
            #expect(image.at(25, 50) == white)
        }

        @Test func radialGradientPadsBeyondItsRadius() throws {
            let gradient = RadialGradient(
                center: Point(x: 50, y: 50), radius: 40,
                stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)])
            let node = RectNode(
                rect: Rect(x: 0, y: 0, width: 100, height: 100), style: Style(fill: .radialGradient(gradient)))
            let image = try renderPNG(scene([.rect(node)]))
            #expect(image.at(50, 50).isNear(.white, tolerance: 8))
            #expect(image.at(70, 50).isNear(Color(r: 128, g: 128, b: 128), tolerance: 8))
            #expect(image.at(1, 1).isNear(.black, tolerance: 2))
        }

        @Test func degenerateGradientsPaintTheirLastStopOrNothing() throws {
            let stops = [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: blue)]
            let zeroLength = LinearGradient(start: Point(x: 10, y: 10), end: Point(x: 10, y: 10), stops: stops)
            let zeroRadius = RadialGradient(center: Point(x: 50, y: 50), radius: 0, stops: stops)
            let noStops = LinearGradient(start: .zero, end: Point(x: 100, y: 0), stops: [])
            let image = try renderPNG(
                scene([
                    .rect(
                        RectNode(
                            rect: Rect(x: 0, y: 0, width: 30, height: 100),
                            style: Style(fill: .linearGradient(zeroLength)))),
                    .rect(
                        RectNode(
                            rect: Rect(x: 35, y: 0, width: 30, height: 100),
                            style: Style(fill: .radialGradient(zeroRadius)))),
                    .rect(
                        RectNode(
                            rect: Rect(x: 70, y: 0, width: 30, height: 100),
                            style: Style(fill: .linearGradient(noStops)))),
                ]))
            #expect(image.at(15, 50).isNear(blue))
            #expect(image.at(50, 50).isNear(blue))
            #expect(image.at(85, 50) == white)
        }

        @Test func dashesAndDashOffset() throws {
            let dashed = LineNode(
                from: Point(x: 0, y: 20), to: Point(x: 100, y: 20), style: .stroke(.black, width: 4, dash: [10, 10]))
            var shifted = Style.stroke(.black, width: 4, dash: [10, 10])
            shifted.dashOffset = 5
            let offset = LineNode(from: Point(x: 0, y: 50), to: Point(x: 100, y: 50), style: shifted)
            let invalid = LineNode(
                from: Point(x: 0, y: 80), to: Point(x: 100, y: 80), style: .stroke(.black, width: 4, dash: [-1, 5]))
            let image = try renderPNG(scene([.line(dashed), .line(offset), .line(invalid)]))
            #expect(image.at(5, 20).isNear(.black))
            #expect(image.at(15, 20) == white)
            #expect(image.at(25, 20).isNear(.black))
            #expect(image.at(2, 50).isNear(.black))  // 5 of the first dash are left
            #expect(image.at(8, 50) == white)
            #expect(image.at(17, 50).isNear(.black))
            #expect(image.at(15, 80).isNear(.black))  // a negative length: solid, as in SVG
        }

        @Test func lineCaps() throws {
            func line(_ y: Double, _ cap: LineCap) -> SceneNode {
                .line(
                    LineNode(
                        from: Point(x: 30, y: y), to: Point(x: 70, y: y), style: .stroke(.black, width: 12, cap: cap)))
            }
            let image = try renderPNG(scene([line(20, .butt), line(50, .round), line(80, .square)]))
            #expect(image.at(27, 20) == white)
            #expect(image.at(25.5, 50).isNear(.black))  // within the round cap (radius 6)
            #expect(image.at(24.5, 44.5) == white)  // outside the round cap's corner
            #expect(image.at(24.5, 74.5).isNear(.black))  // the square cap's corner
        }

        @Test func sharpJoinsBevelBeyondSVGsMiterLimit() throws {
            // A 14° apex: its miter would be 8 times the half width long, beyond SVG's limit of 4, so
            // it is bevelled (cairo's own default limit of 10 would draw the miter tip).
            var path = Path()
            path.move(to: Point(x: 40, y: 95))
            path.line(to: Point(x: 50, y: 40))
            path.line(to: Point(x: 60, y: 95))
            let image = try renderPNG(scene([.path(PathNode(path: path, style: .stroke(.black, width: 6)))]))
            #expect(image.at(50, 25) == white)
            #expect(image.at(50, 42).isNear(.black))
        }

        @Test func fillRules() throws {
            func rings(_ rule: FillRule, x: Double) -> SceneNode {
                var path = Path()
                path.addRect(Rect(x: x, y: 10, width: 40, height: 40))
                path.addRect(Rect(x: x + 10, y: 20, width: 20, height: 20))  // same winding direction
                return .path(PathNode(path: path, style: Style(fill: .color(.black), fillRule: rule)))
            }
            let image = try renderPNG(scene([rings(.nonZero, x: 5), rings(.evenOdd, x: 55)]))
            #expect(image.at(25, 30).isNear(.black))
            #expect(image.at(75, 30) == white)
            #expect(image.at(57, 12).isNear(.black))
        }

        @Test func clipIsInTheGroupsOwnCoordinates() throws {
            let fill = SceneNode.rect(
                RectNode(rect: Rect(x: -100, y: -100, width: 300, height: 300), style: .fill(red)))
            let group = Group(
                transform: .translation(x: 50, y: 0), clip: Rect(x: 0, y: 0, width: 25, height: 100), children: [fill])
            let image = try renderPNG(scene([.group(group)]))
            #expect(image.at(60, 50).isNear(red))
            #expect(image.at(45, 50) == white)
            #expect(image.at(80, 50) == white)
        }

        @Test func groupOpacityCompositesTheGroupOnce() throws {
            let a = SceneNode.rect(RectNode(rect: Rect(x: 10, y: 10, width: 50, height: 50), style: .fill(.black)))
            let b = SceneNode.rect(RectNode(rect: Rect(x: 40, y: 40, width: 50, height: 50), style: .fill(.black)))
            let image = try renderPNG(scene([.group(Group(opacity: 0.5, children: [a, b]))]))
            let single = image.at(20, 20)
            let overlap = image.at(50, 50)
            #expect(single.isNear(Color(r: 128, g: 128, b: 128), tolerance: 2))
            #expect(overlap == single, "overlapping children of a translucent group are not darker: \(overlap)")
        }

        @Test func styleOpacityAppliesToFillAndStrokeTogether() throws {
            let node = RectNode(
                rect: Rect(x: 20, y: 20, width: 60, height: 60),
                style: Style(fill: .color(.black), stroke: .color(.black), strokeWidth: 10, opacity: 0.5))
            let image = try renderPNG(scene([.rect(node)]))
            #expect(image.at(50, 50).isNear(Color(r: 128, g: 128, b: 128), tolerance: 2))
            #expect(image.at(22, 50) == image.at(50, 50))  // fill under the stroke: not darker
            #expect(image.at(17, 50) == image.at(50, 50))
        }

        @Test func translucentColours() throws {
            let node = RectNode(rect: Rect(x: 0, y: 0, width: 100, height: 100), style: .fill(red.opacity(0.5)))
            let image = try renderPNG(scene([.rect(node)]))
            #expect(image.at(50, 50).isNear(Color(r: 255, g: 128, b: 128), tolerance: 2))
        }

        @Test func singularAndNonFiniteInputDrawsLikeSVG() throws {
            let full = SceneNode.rect(RectNode(rect: Rect(x: 0, y: 0, width: 100, height: 100), style: .fill(red)))
            let flattened = Group(transform: .scale(x: 0, y: 1), children: [full])
            let notANumber = Group(
                transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), children: [full])
            // SVG writes NaN as 0: this rectangle sits at x = 0.
            let nanRect = RectNode(rect: Rect(x: .nan, y: 10, width: 20, height: 20), style: .fill(blue))
            let huge = RectNode(rect: Rect(x: -1e300, y: 60, width: 2e300, height: 10), style: .fill(.black))
            var badPath = Path()
            badPath.move(to: Point(x: .infinity, y: 0))
            badPath.line(to: Point(x: 50, y: .nan))
            let last = RectNode(rect: Rect(x: 80, y: 80, width: 10, height: 10), style: .fill(blue))
            let image = try renderPNG(
                scene([
                    .group(flattened), .group(notANumber), .rect(nanRect), .rect(huge),
                    .path(PathNode(path: badPath, style: .stroke(.black))), .rect(last),
                ]))
            #expect(image.at(50, 40) == white)
            #expect(image.at(10, 20).isNear(blue))
            #expect(image.at(50, 65).isNear(.black))
            #expect(image.at(85, 85).isNear(blue), "drawing goes on after bad input")
        }

        @Test func transparentBackgroundStaysTransparent() throws {
            let node = RectNode(rect: Rect(x: 0, y: 0, width: 50, height: 100), style: .fill(red.opacity(0.5)))
            let bytes = try CairoRenderer().png(scene(background: nil, [.rect(node)]))
            let image = try DecodedImage(png: bytes)
            #expect(image.at(75, 50).a == 0)
            let half = image.at(25, 50)
            #expect(abs(half.a - 128) <= 1 && half.r == 255 && half.g == 0)
            #expect(pngColorType(bytes) == 3)  // two colours: a palette with transparency
        }
    }
#endif

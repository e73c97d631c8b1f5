import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.9 and 30.7: a node's `shape:` replaces its rounded frame for the fill, the border, the clipping of its
/// children and its shadow, as a `CAShapeLayer` path set as a layer's mask and `shadowPath` does; and a text or image
/// without a fill casts the shadow of its drawn alpha, as Core Animation does when `shadowPath` is nil (Apple's
/// documentation of `CALayer.shadowPath`: "If you specify a value for this property, the layer creates its shadow
/// using the specified path instead of the layer's composited alpha channel").
@Suite struct ShapeDrawingTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    /// The lower-left triangle of a 100 × 100 view box: (0, 0), (100, 0), (0, 100).
    func triangle(mirrors: Bool = false) throws -> NodeShape {
        NodeShape(
            path: try PathData(parsing: "M0 0 H100 L0 100 Z"), viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
            mirrorsInRTL: mirrors)
    }

    func render(_ nodes: [Node], direction: LayoutDirection = .ltr) -> RGBAImage {
        let root = Node(id: "root", fixedHeight: 200, layout: .absolute, children: nodes)
        var environment = Environment(width: 200, scale: 1)
        environment.direction = direction
        let result = LayoutEngine.layout(
            root, name: "shape", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        return renderer.render(result)
    }

    func shaped(
        _ shape: NodeShape, background: Color? = .systemRed, shadow: Shadow? = nil, clips: Bool = false,
        children: [Node] = []
    ) -> Node {
        var node = Node(id: "badge", layout: .absolute, children: children)
        node.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        node.style.background = background
        var decoration = NodeDecoration(shadow: shadow, clipsToBounds: clips)
        decoration.shape = shape
        node.style.decoration = decoration
        return node
    }

    func isColor(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8)) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r == color.0 && p.g == color.1 && p.b == color.2
    }

    let red: (UInt8, UInt8, UInt8) = (255, 59, 48), white: (UInt8, UInt8, UInt8) = (255, 255, 255)

    @Test func theFillFollowsTheShapeStretchedToTheFrame() throws {
        let image = render([shaped(try triangle())])
        // The view box's triangle on a 100 × 50 frame: (0, 0), (100, 0), (0, 50).
        #expect(isColor(image, 10, 10, red) && isColor(image, 80, 5, red))
        #expect(isColor(image, 90, 40, white) && isColor(image, 60, 40, white))
    }

    @Test func rightToLeftMirrorsOnlyWhenAsked() throws {
        let mirrored = render([shaped(try triangle(mirrors: true))], direction: .rtl)
        #expect(isColor(mirrored, 90, 10, red) && isColor(mirrored, 10, 40, white))
        let kept = render([shaped(try triangle())], direction: .rtl)
        #expect(isColor(kept, 10, 10, red) && isColor(kept, 90, 40, white))
    }

    @Test func childrenAreClippedToTheShape() throws {
        var child = Node(id: "fill")
        child.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        child.style.background = .systemBlue
        let image = render([shaped(try triangle(), background: nil, clips: true, children: [child])])
        #expect(isColor(image, 10, 10, (0, 122, 255)))
        #expect(isColor(image, 90, 40, white))
    }

    @Test func theBorderLiesInsideTheShape() throws {
        var node = shaped(try triangle(), background: nil)
        node.style.borderColor = .systemGreen
        node.style.borderWidth = 4
        let image = render([node])
        let green: (UInt8, UInt8, UInt8) = (52, 199, 89)
        #expect(isColor(image, 50, 1, green) && isColor(image, 1, 20, green))  // the top and left edges, inside
        #expect(isColor(image, 20, 15, white))  // not filled
    }

    @Test func theShadowFollowsTheShape() throws {
        let shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 100), radius: 0)
        let image = render([shaped(try triangle(), shadow: shadow)])
        #expect(isColor(image, 10, 110, (0, 0, 0)))
        #expect(isColor(image, 90, 140, white))
    }

    @Test func aTextWithoutAFillCastsTheShadowOfItsGlyphs() {
        func text(shadow: Shadow?) -> Node {
            var node = Node(id: "title", kind: .text, text: TextContent("HELLO", style: .largeTitle))
            node.frame = Rect(x: 0, y: 0, width: 200, height: 50)
            node.style.decoration = NodeDecoration(shadow: shadow)
            return node
        }
        let shadow = Shadow(color: .systemRed, opacity: 1, offset: Size(width: 0, height: 100), radius: 0)
        let lit = render([text(shadow: shadow)]), plain = render([text(shadow: nil)])
        func reds(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 100..<150 { for x in 0..<200 where isColor(image, x, y, red) { count += 1 } }
            return count
        }
        func whites(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 100..<150 { for x in 0..<200 where isColor(image, x, y, white) { count += 1 } }
            return count
        }
        // The glyphs' shape in red 100 pt lower, not a red rectangle: most of the frame stays white.
        #expect(reds(plain) == 0)
        #expect(reds(lit) > 100)
        #expect(whites(lit) > 200 * 50 / 2)
        // The text itself is drawn over its shadow's place unchanged.
        let same = (0..<50).allSatisfy { y in
            (0..<200).allSatisfy { x in lit.pixel(x: x, y: y) == plain.pixel(x: x, y: y) }
        }
        #expect(same)
    }

    @Test func aBoxWithoutAFillStillCastsNoShadow() {
        var node = Node(id: "clear")
        node.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        node.style.decoration = NodeDecoration(
            shadow: Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 100), radius: 0))
        let image = render([node])
        #expect(isColor(image, 50, 125, white))
    }
}

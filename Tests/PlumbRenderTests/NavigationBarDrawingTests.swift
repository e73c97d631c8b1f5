import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.4: a navigation bar's back button drawn as UIKit draws it — `chevron.backward` at the bar's leading
/// edge and the previous title after it, in the bar's tint (`UINavigationBar.tintColor`, systemBlue by default),
/// mirrored under right-to-left layout (the symbol is one of those UIKit flips, `imageFlippedForRightToLeftLayout`).
@Suite struct NavigationBarDrawingTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func render(
        back: String?, tint: Color? = nil, direction: LayoutDirection = .ltr, appearance: String? = nil
    ) -> RGBAImage {
        var bar = Node(id: "nav", kind: .navigationBar, text: TextContent("General"))
        var content = ControlContent()
        content[NavigationBarKind.backTitle] = back
        content[NavigationBarKind.barAppearance] = appearance
        bar.control = content
        bar.style.tint = tint
        bar.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        let root = Node(id: "root", fixedHeight: 44, layout: .absolute, children: [bar])
        var environment = Environment(width: 375, scale: 2)
        environment.direction = direction
        let result = LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        return renderer.render(result)
    }

    /// The pixels in columns `xs` (points) of the bar's middle row band that are close to `color`.
    func count(_ image: RGBAImage, xs: ClosedRange<Double>, near color: (Int, Int, Int)) -> Int {
        var found = 0
        for y in 20..<68 {
            for x in Int(xs.lowerBound * 2)..<Int(xs.upperBound * 2) {
                let p = image.pixel(x: x, y: y)
                if abs(Int(p.r) - color.0) + abs(Int(p.g) - color.1) + abs(Int(p.b) - color.2) < 60 { found += 1 }
            }
        }
        return found
    }

    @Test func theChevronAndThePreviousTitleAreDrawnInTheTintAtTheLeadingEdge() {
        let blue = (0, 122, 255)
        let plain = render(back: nil)
        let back = render(back: "Settings")
        // The chevron's 12 pt slot, 8 pt in; the title after it.
        #expect(count(plain, xs: 8...20, near: blue) == 0)
        #expect(count(back, xs: 8...20, near: blue) > 40)
        #expect(count(back, xs: 26...90, near: blue) > 100)
        let red = render(back: "Settings", tint: .systemRed)
        #expect(count(red, xs: 8...20, near: blue) == 0 && count(red, xs: 8...20, near: (255, 59, 48)) > 40)
    }

    @Test func rightToLeftTheBackButtonIsMirrored() {
        let blue = (0, 122, 255)
        let rtl = render(back: "Settings", direction: .rtl)
        #expect(count(rtl, xs: 8...20, near: blue) == 0)
        #expect(count(rtl, xs: 355...367, near: blue) > 40)
        // The chevron points right: its tip (the middle row) is at its right end.
        let middle = 44
        let tipColumns = (710..<736).filter {
            let p = rtl.pixel(x: $0, y: middle)
            return abs(Int(p.r) - 0) + abs(Int(p.g) - 122) + abs(Int(p.b) - 255) < 60
        }
        #expect(tipColumns.min().map { $0 >= 725 } == true)
    }

    /// `standardAppearance` draws the bar material's opaque colour (#F9F9F9 in light) and a hairline at the bottom;
    /// `scrollEdgeAppearance`, as iOS 15 and later default it, neither (Apple's documentation of
    /// `UINavigationBar.scrollEdgeAppearance`: "When a navigation controller contains a navigation bar and a scroll
    /// view, part of the scroll view's content appears underneath the navigation bar… If not set, UIKit uses the
    /// standardAppearance, modified to have a transparent background").
    @Test func theScrollEdgeAppearanceHasNoBackgroundAndNoHairline() {
        let standard = render(back: nil), edge = render(back: nil, appearance: "scrollEdge")
        let corner = standard.pixel(x: 2, y: 2), edgeCorner = edge.pixel(x: 2, y: 2)
        #expect(corner.r == 249 && corner.g == 249 && corner.b == 249)
        #expect(edgeCorner.r == 255 && edgeCorner.g == 255 && edgeCorner.b == 255)
        // The hairline: the bottom device pixel row.
        #expect(standard.pixel(x: 2, y: 87).r < 240 && edge.pixel(x: 2, y: 87).r == 255)
    }
}

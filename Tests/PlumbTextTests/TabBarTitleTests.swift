import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// A tab bar item's title is drawn at 10 pt medium, UITabBarItem's default title font, at every content size.
///
/// Source: the default title font of a `UITabBarButtonLabel`, observed as `.SFUI-Medium` at 10.00 pt (Tencent/QMUI_iOS
/// issue 740, "iOS 13 … tabBarItem font larger than 10 is cut off"; Apple documents no size). Tab bar titles do not
/// follow Dynamic Type: UIKit shows the large content viewer instead (Human Interface Guidelines, "Tab bars").
@Suite struct TabBarTitleTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    /// The horizontal extent, in pixels, of the system-blue ink in `rows`.
    func inkWidth(_ image: RGBAImage, rows: Range<Int>) -> Int {
        var minX = Int.max, maxX = -1
        for y in rows {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if Int(p.b) - Int(p.r) > 60 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
        }
        return maxX < 0 ? 0 : maxX - minX + 1
    }

    func render(_ child: Node, height: Double, category: ContentSizeCategory) -> RGBAImage {
        let environment = Environment(width: 200, category: category, scale: 3)
        let root = Node(id: "root", fixedHeight: height, layout: .absolute, children: [child])
        return renderer.render(
            LayoutEngine.layout(
                root, name: "tabs", context: LayoutContext(environment: environment, measurer: renderer.measurer)))
    }

    /// The selected title's ink is as wide as the same word set at 10 pt medium, and narrower than at 11 pt
    /// (caption2 at Large, what the bar drew before); it keeps that width at AX5.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func titlesAreTenPointMedium(category: ContentSizeCategory) {
        var bar = Node(id: "tabs", kind: .tabBar, frame: Rect(x: 0, y: 0, width: 200, height: 49))
        bar.control = ControlContent(items: ["Favorites"], selectedIndex: 0)
        let title = inkWidth(render(bar, height: 49, category: category), rows: (32 * 3)..<(45 * 3))
        func reference(size: Double) -> Int {
            var text = TextContent(
                "Favorites", style: .caption2, weight: .medium, lines: 1, alignment: .center, color: .systemBlue)
            text.fontSize = size
            let node = Node(id: "t", kind: .text, text: text, frame: Rect(x: 0, y: 0, width: 200, height: 20))
            return inkWidth(render(node, height: 20, category: .large), rows: 0..<60)
        }
        let ten = reference(size: 10), eleven = reference(size: 11)
        #expect(ten > 0 && eleven > ten + 3, "10 pt: \(ten) px, 11 pt: \(eleven) px")
        #expect(abs(title - ten) <= 1, "the title is \(title) px wide; 10 pt medium is \(ten) px, 11 pt \(eleven) px")
        #expect(ControlMetrics.tabBarTitle("Favorites", color: .systemBlue).fontSize == 10)
    }
}

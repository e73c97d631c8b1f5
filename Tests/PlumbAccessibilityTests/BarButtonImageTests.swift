import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbSpec
@testable import PlumbText

/// Issue 28.13 / 28.17 and 30.4: bar button items with images (`{symbol: …}`, `{src: …}`), laid out, drawn and read
/// as UIKit shows a `UIBarButtonItem(image:…)`.
///
/// Sources: Apple's documentation of `UIBarButtonItem` (an image item's image is drawn in the bar's `tintColor`;
/// its `accessibilityLabel` defaults to its title, and "if you supply a custom image, you need to provide a label");
/// Apple's Human Interface Guidelines, "Layout" (a minimum tappable area of 44 × 44 pt); AccessibilitySnapshot's
/// recorded reference `testNavBarBackButtonTraitsWithTitles` (bar buttons read with "Button."). The drawing and the
/// accessibility model read one measured layout (`LayoutResult.Entry.navigationBar`).
@Suite struct BarButtonImageTests {
    let renderer: Renderer
    let folder: URL

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("symbols"), withIntermediateDirectories: true)
        // A filled square: every pixel of its canvas is ink, so the drawn square is the symbol's whole frame.
        let square =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#000"/></svg>"##
        try square.write(to: folder.appendingPathComponent("symbols/square.svg"), atomically: true, encoding: .utf8)
        // A red 20 × 20 pt SVG file: drawn as a template, it comes out in the tint, not red.
        let red =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#FF0000"/></svg>"##
        try red.write(to: folder.appendingPathComponent("share.svg"), atomically: true, encoding: .utf8)
    }

    func run(_ items: String, direction: LayoutDirection = .ltr) throws -> (LayoutResult, RGBAImage) {
        let path = folder.appendingPathComponent("bar.yaml").path
        let yaml = """
            symbols: symbols
            root: {id: nav, kind: navigationBar, text: Inbox, \(items)}
            """
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try SpecLoader().load(path: path)
        var environment = Environment(width: 375, scale: 2)
        environment.direction = direction
        let result = LayoutEngine.layout(
            spec.root(for: environment), name: "bar",
            context: LayoutContext(environment: environment, measurer: renderer.measurer))
        return (result, renderer.render(result))
    }

    /// The pixels of `rect` (points, at @2x) close to `color`.
    func count(_ image: RGBAImage, in rect: Rect, near color: (Int, Int, Int)) -> Int {
        var found = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image.pixel(x: x, y: y)
                if abs(Int(p.r) - color.0) + abs(Int(p.g) - color.1) + abs(Int(p.b) - color.2) < 60 { found += 1 }
            }
        }
        return found
    }

    @Test func aSymbolItemIsReadByItsLabelAsAButtonInAFortyFourPointTarget() throws {
        let (result, _) = try run("trailingItems: [{symbol: square, accessibilityLabel: Compose}, Edit]")
        let elements = AccessibilityHierarchy(result).elements
        #expect(elements.map(\.description) == ["Inbox, Heading", "Edit, Button", "Compose, Button"])
        let compose = try #require(elements.last)
        // 17 pt body's em wide, centred in a 44 pt target whose image starts at the 16 pt margin.
        #expect(compose.frame == Rect(x: 375 - 16 - 17 - 13.5, y: 0, width: 44, height: 44))
        // One source of truth: the frames VoiceOver reads are the laid-out ones drawing uses.
        let layout = try #require(result.entries.first?.navigationBar)
        #expect(elements.dropFirst().map(\.frame) == layout.trailing.reversed())
        #expect(
            layout
                == NavigationBarLayout.measured(
                    frame: result.entries[0].frame, content: result.entries[0].node.control!, title: "Inbox",
                    environment: result.environment, measurer: renderer.measurer))
    }

    @Test func barButtonTitlesAreMeasuredNotEstimated() throws {
        // "Edit" is 4 characters: the old estimate made it 36 pt wide; measured 17 pt body text is narrower.
        let (result, _) = try run("trailingItems: [Edit]")
        let edit = try #require(AccessibilityHierarchy(result).elements.last)
        #expect(edit.label == "Edit" && edit.frame.width != 36)
        #expect(edit.frame == result.entries[0].navigationBar?.trailing.first)
    }

    @Test func anImageIsDrawnAsATemplateInTheBarsTintCentredInItsTarget() throws {
        let blue = (0, 122, 255), red = (255, 0, 0)
        let (result, image) = try run("trailingItems: [{symbol: square, accessibilityLabel: Compose}]")
        let target = try #require(result.entries[0].navigationBar?.trailing.first)
        // The 17 pt square fills its centre; the target's padding around it stays the bar's colour.
        let square = Rect(x: target.midX - 8.5, y: 22 - 8.5, width: 17, height: 17)
        #expect(count(image, in: square.insetBy(1), near: blue) == 15 * 15 * 4)
        #expect(count(image, in: Rect(x: target.minX, y: 4, width: 10, height: 36), near: blue) == 0)
        // A red `src:` file is drawn in the tint too (template rendering), 20 pt as its file says.
        let (shared, sharedImage) = try run("leadingItems: [{src: share.svg, accessibilityLabel: Share}]")
        let slot = try #require(shared.entries[0].navigationBar?.leading.first)
        #expect(slot.width == 44 && slot.minX == 16 - 12)
        let drawn = Rect(x: slot.midX - 10, y: 12, width: 20, height: 20)
        #expect(count(sharedImage, in: drawn.insetBy(1), near: blue) == 18 * 18 * 4)
        #expect(count(sharedImage, in: drawn, near: red) == 0)
    }

    @Test func rightToLeftTheItemsMirror() throws {
        let (result, image) = try run(
            "trailingItems: [{symbol: square, accessibilityLabel: Compose}]", direction: .rtl)
        let target = try #require(result.entries[0].navigationBar?.trailing.first)
        #expect(target == Rect(x: 16 - 13.5, y: 0, width: 44, height: 44))
        #expect(count(image, in: Rect(x: 17, y: 15, width: 15, height: 15), near: (0, 122, 255)) == 15 * 15 * 4)
    }

    @Test func anImageWithATitleIsReadByTheTitle() throws {
        let (result, _) = try run("trailingItems: [{symbol: square, text: New message}]")
        #expect(AccessibilityHierarchy(result).elements.last?.description == "New message, Button")
    }
}

extension Rect {
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbLint
@testable import PlumbRender
@testable import PlumbSpec
@testable import PlumbText

/// Issue 30.5: image buttons and `UIButton.Configuration` (`configuration:`, `buttonSize:`, `cornerStyle:`,
/// `imagePlacement:`, `imagePadding:`, `contentInsets:`, `symbol:` / `src:` on a button), laid out, drawn with real
/// Cairo and Pango, and read by the VoiceOver model.
///
/// Sources: Apple's documentation of `UIButton.Configuration` (the styles `plain()`, `gray()` "a gray background",
/// `tinted()` "a tinted background color", `filled()` "a background filled with the button's tint color"; `buttonSize`;
/// `cornerStyle`, whose `capsule` "always set[s] the corner radius to generate a capsule"; `imagePlacement`;
/// `imagePadding`, "the distance between the button's image and text", which "doesn't affect the distance to the
/// button's edge"; `contentInsets`), WWDC21 "Meet the UIKit button system" (session 10064: the content insets around
/// image and title, the image padding between them). The numbers Apple does not document (insets per size, radii,
/// the tinted alpha) are approximations listed in docs/uikit-semantics.md, "Button configurations"; the expectations
/// here are the rules' arithmetic on the title as Pango measures it, not the engine's output.
@Suite struct ButtonConfigurationTests {
    let renderer: Renderer
    let folder: URL

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("symbols"), withIntermediateDirectories: true)
        // A filled square: its whole canvas is ink, so the drawn square is the image's frame.
        let square =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#000"/></svg>"##
        try square.write(to: folder.appendingPathComponent("symbols/square.svg"), atomically: true, encoding: .utf8)
        // A red 20 × 20 pt file: drawn as a template it comes out in the foreground colour, not red.
        let red =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#FF0000"/></svg>"##
        try red.write(to: folder.appendingPathComponent("red.svg"), atomically: true, encoding: .utf8)
    }

    /// Lays out and draws one button (`node`, a flow mapping's inside) at the top left of a 320 pt screen, at @2x.
    func run(
        _ node: String, direction: LayoutDirection = .ltr, category: ContentSizeCategory = .large
    ) throws -> (result: LayoutResult, image: RGBAImage, frame: Rect) {
        let path = folder.appendingPathComponent("button.yaml").path
        let yaml = """
            symbols: symbols
            root: {id: root, layout: absolute, children: [{id: b, kind: button, frame: [20, 20, 0, 0], \(node)}]}
            """
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try SpecLoader().load(path: path)
        var environment = Environment(width: 320, scale: 2)
        environment.direction = direction
        environment.category = category
        let context = LayoutContext(environment: environment, measurer: renderer.measurer)
        // The button at its intrinsic size, as a stack or constraints would give it.
        var root = spec.root(for: environment)
        let size = IntrinsicSize.of(root.children[0], proposedWidth: nil, context: context)
        root.children[0].frame = Rect(x: 20, y: 20, width: size.width, height: size.height)
        root.fixedHeight = 200
        let result = LayoutEngine.layout(root, name: "button", context: context)
        return (result, renderer.render(result), result.entries[1].frame)
    }

    /// The title's measured size in whole points: what UIKit's `titleLabel.intrinsicContentSize` contributes.
    func title(_ string: String, style: TextStyle = .body) -> Size {
        renderer.measurer.integralSize(
            of: TextContent(string, style: style), in: Environment(width: 320, scale: 2), width: nil)
    }

    /// The pixels of `rect` (points, at @2x) within a small distance of `color`.
    func count(_ image: RGBAImage, in rect: Rect, near color: (Int, Int, Int)) -> Int {
        var found = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image.pixel(x: x, y: y)
                if abs(Int(p.r) - color.0) + abs(Int(p.g) - color.1) + abs(Int(p.b) - color.2) < 12 { found += 1 }
            }
        }
        return found
    }

    static let blue = (0, 122, 255), white = (255, 255, 255)

    @Test func eachSizeIsItsTitleInItsFontPlusItsContentInsets() throws {
        // medium 7 / 12 around body, large 14 / 20 around body, small 5 / 10 around subheadline, mini 3 / 8 around
        // caption 1 (docs/uikit-semantics.md, "Button configurations").
        let cases: [(String, TextStyle, Double, Double)] = [
            ("medium", .body, 12, 7), ("large", .body, 20, 14), ("small", .subheadline, 10, 5),
            ("mini", .caption1, 8, 3),
        ]
        for (size, style, side, top) in cases {
            let (_, _, frame) = try run("text: Continue, configuration: filled, buttonSize: \(size)")
            let text = title("Continue", style: style)
            #expect(frame.size == Size(width: text.width + 2 * side, height: text.height + 2 * top), "\(size)")
        }
        // Without a configuration a button keeps the plain medium metrics it always had.
        let (_, _, plain) = try run("text: Continue")
        let (_, _, configured) = try run("text: Continue, configuration: plain")
        #expect(plain == configured)
        // `contentInsets:` replaces the size's, leading and trailing included.
        let (_, _, inset) = try run(
            "text: Go, configuration: gray, contentInsets: {top: 2, leading: 30, bottom: 4, trailing: 6}")
        #expect(inset.size == Size(width: title("Go").width + 36, height: title("Go").height + 6))
    }

    @Test func theStylesPaintTheirBackgroundsAndForegrounds() throws {
        // filled(): the tint behind a white title.
        let (_, filledImage, filled) = try run("text: Buy, configuration: filled")
        let inside = Rect(x: filled.minX + 4, y: filled.minY + 3, width: 4, height: filled.height - 6)
        #expect(count(filledImage, in: inside, near: Self.blue) == Int(inside.width * inside.height * 4))
        #expect(count(filledImage, in: filled, near: Self.white) > 40, "the white title")
        // tinted(): systemBlue at 15 % over white, #D9EBFF; the title in the tint.
        let (_, tintedImage, tinted) = try run("text: Buy, configuration: tinted")
        let tintedInside = Rect(x: tinted.minX + 4, y: tinted.minY + 3, width: 4, height: tinted.height - 6)
        #expect(count(tintedImage, in: tintedInside, near: (217, 235, 255)) == Int(tintedInside.height * 4 * 4))
        #expect(count(tintedImage, in: tinted, near: Self.blue) > 40, "the title in the tint")
        // gray(): tertiarySystemFill over white, #EEEEEF.
        let (_, grayImage, gray) = try run("text: Buy, configuration: gray")
        let grayInside = Rect(x: gray.minX + 4, y: gray.minY + 3, width: 4, height: gray.height - 6)
        #expect(count(grayImage, in: grayInside, near: (238, 238, 239)) == Int(grayInside.height * 4 * 4))
        // plain() and borderless(): no background at all; bordered styles look as their twins.
        let (_, plainImage, plain) = try run("text: Buy, configuration: borderless")
        #expect(count(plainImage, in: Rect(x: plain.minX, y: plain.minY, width: 6, height: 6), near: Self.white) == 144)
        let (_, prominent, _) = try run("text: Buy, configuration: borderedProminent")
        #expect(prominent.pixels == filledImage.pixels)
    }

    @Test func cornerStylesRoundTheBackground() throws {
        // capsule: half the height, so the corner pixel is the screen's white and the middle of the left edge is ink.
        let (_, capsuleImage, capsule) = try run("text: Buy, configuration: filled, cornerStyle: capsule")
        let corner = Rect(x: capsule.minX, y: capsule.minY, width: 3, height: 3)
        #expect(count(capsuleImage, in: corner, near: Self.white) == 36)
        let leftEdge = Rect(x: capsule.minX + 1, y: capsule.midY - 1, width: 1, height: 2)
        #expect(count(capsuleImage, in: leftEdge, near: Self.blue) == 8)
        // fixed uses the node's own `cornerRadius` as is: 0 leaves a square corner.
        let (_, fixedImage, fixed) = try run("text: Buy, configuration: filled, cornerStyle: fixed")
        #expect(count(fixedImage, in: Rect(x: fixed.minX, y: fixed.minY, width: 1, height: 1), near: Self.blue) == 4)
        // The radius of each named style: a capsule is never exceeded, dynamic grows with Dynamic Type.
        let frame = Rect(x: 0, y: 0, width: 100, height: 36)
        let radius = { (style: ButtonConfiguration.CornerStyle, category: ContentSizeCategory) in
            ButtonConfiguration(style: .filled, cornerStyle: style).cornerRadius(
                in: frame, environment: Environment(width: 320, category: category), ownRadius: 3)
        }
        #expect(radius(.capsule, .large) == 18 && radius(.fixed, .large) == 3 && radius(.large, .large) == 12)
        #expect(radius(.dynamic, .large) == 8 && radius(.dynamic, .accessibilityExtraExtraExtraLarge) == 18)
    }

    @Test func aSymbolSitsBesideTheTitleAndFlipsRightToLeft() throws {
        // Leading image: content inset, the 17 pt square, the padding, then the title; the button is their sum.
        let (_, image, frame) = try run("text: Play, symbol: square, configuration: filled, imagePadding: 8")
        let text = title("Play")
        #expect(frame.size == Size(width: 12 + 17 + 8 + text.width + 12, height: max(17, text.height) + 14))
        let square = Rect(x: frame.minX + 12, y: frame.midY - 8.5, width: 17, height: 17)
        #expect(count(image, in: square.insetBy(1), near: Self.white) == 15 * 15 * 4, "the symbol, white on the tint")
        // Right to left, the leading image is on the right, the title on the left.
        let (_, rtlImage, rtl) = try run(
            "text: Play, symbol: square, configuration: filled, imagePadding: 8", direction: .rtl)
        #expect(rtl.size == frame.size)
        let mirrored = Rect(x: rtl.maxX - 12 - 17, y: rtl.midY - 8.5, width: 17, height: 17)
        #expect(count(rtlImage, in: mirrored.insetBy(1), near: Self.white) == 15 * 15 * 4)
        #expect(count(rtlImage, in: square.insetBy(1), near: Self.white) < 15 * 15 * 4)
        // Top placement stacks them: widths take the larger, heights add up with the padding.
        let (_, _, top) = try run(
            "text: Play, symbol: square, configuration: tinted, imagePlacement: top, imagePadding: 4")
        #expect(top.size == Size(width: max(17, text.width) + 24, height: 17 + 4 + text.height + 14))
        // The symbol follows the title's Dynamic Type size (one em of body: 53 pt at AX5).
        let (_, _, large) = try run(
            "symbol: square, accessibilityLabel: Play", category: .accessibilityExtraExtraExtraLarge)
        #expect(large.size == Size(width: 53 + 24, height: 53 + 14))
    }

    @Test func aFileImageIsATemplateInTheForeground() throws {
        let (_, image, frame) = try run("src: red.svg, accessibilityLabel: Share, configuration: plain")
        #expect(frame.size == Size(width: 20 + 24, height: 20 + 14))
        let drawn = Rect(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20)
        #expect(count(image, in: drawn.insetBy(1), near: Self.blue) == 18 * 18 * 4)
        #expect(count(image, in: drawn, near: (255, 0, 0)) == 0)
    }

    @Test func voiceOverReadsTheLabelOrTitleAsAButton() throws {
        let (iconOnly, _, _) = try run("symbol: square, accessibilityLabel: Play, width: 44, height: 44")
        let element = try #require(AccessibilityHierarchy(iconOnly).elements.first)
        #expect(element.description == "Play, Button" && element.traits == .button)
        let (titled, _, _) = try run("text: Next, symbol: square, configuration: filled, imagePlacement: trailing")
        #expect(AccessibilityHierarchy(titled).elements.map(\.description) == ["Next, Button"])
    }

    @Test func theLintsHoldImageButtonsToFortyFourPointsAndKnowTheStylesColours() throws {
        func findings(_ node: String) throws -> [LintFinding] {
            let (result, _, _) = try run(node)
            return Linter.findings(in: result)
        }
        // Two 35 × 25 icon buttons side by side (a symbol of the small size's subheadline, 15 pt, and its 5 / 10 pt
        // insets): no room to grow to 44 × 44 pt.
        let path = folder.appendingPathComponent("row.yaml").path
        try """
        symbols: symbols
        root:
          id: row
          layout: stack
          children:
            - {id: back, kind: button, symbol: square, accessibilityLabel: Back, buttonSize: small}
            - {id: next, kind: button, symbol: square, accessibilityLabel: Next, buttonSize: small}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try SpecLoader().load(path: path)
        let context = LayoutContext(environment: Environment(width: 320), measurer: renderer.measurer)
        let row = LayoutEngine.layout(spec.root(for: context.environment), name: "row", context: context)
        #expect(row.entries[1].frame.size == Size(width: 35, height: 25))
        #expect(!Linter.findings(in: row).filter { $0.kind == .smallTarget }.isEmpty)
        // Given 44 × 44 pt, an icon button passes.
        let roomy = try findings("symbol: square, accessibilityLabel: Play, contentInsets: 13.5")
        #expect(!roomy.map(\.kind).contains(.smallTarget))
        // The tint on gray() and tinted() and white on filled() are Apple's own pairs: warnings, never errors.
        for style in ["gray", "tinted", "filled"] {
            let contrast = try findings("text: Continue, configuration: \(style), buttonSize: large").filter {
                $0.kind == .lowContrast
            }
            #expect(contrast.allSatisfy { $0.severity == .warning }, "\(style): \(contrast.map(\.message))")
        }
    }
}

extension Rect {
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbLint
@testable import PlumbRender
@testable import PlumbText

/// Where text sits in its frame and what the lints compare it with (issue 16, points 4 and 17).
///
/// Sources: a `UILabel` centres its text vertically in its bounds (`drawText(in:)` draws the text rect centred;
/// documented observation: a one-line label in a shorter frame overflows equally above and below, as
/// `clipsToBounds` is false). `UIButton.Configuration`'s default content insets are 7 pt above and below and
/// 12 pt at the sides (Apple Developer Forums thread 733541, a Frameworks engineer); a button made smaller than
/// its title plus those insets keeps its title whole and centred (documented observation: a 28 pt "GET" capsule
/// on device), so the insets give way before the title.
@Suite struct TextFrameRulesTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func layout(
        _ children: [Node], height: Double = 80, environment: Environment = Environment(width: 200)
    ) -> LayoutResult {
        let root = Node(id: "root", fixedHeight: height, layout: .absolute, children: children)
        return LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: renderer.measurer))
    }

    /// Rows of `image` with non-white pixels.
    func inkRows(_ image: RGBAImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in image.pixel(x: x, y: y).r < 200 } }
    }

    /// Point 4: a line 22 pt high in a 10 pt frame at y = 35 overflows by 6 pt above and 6 pt below, drawn and
    /// measured (the baseline moves up by the same 6 pt).
    @Test func textTallerThanItsFrameIsCentredAndOverflowsEqually() {
        let text = TextContent("Hxg", style: .body)
        let result = layout([Node(id: "t", kind: .text, text: text, frame: Rect(x: 10, y: 35, width: 180, height: 10))])
        let measurement = result.entry("t")!.text!
        #expect(measurement.top(inHeight: 10) == -6)
        let rows = inkRows(renderer.render(result))
        let above = 35 - rows.first!, below = rows.last! + 1 - 45
        #expect(above > 0 && below > 0, "ink above and below the frame: \(above), \(below)")
        let tall = inkRows(
            renderer.render(
                layout([Node(id: "t", kind: .text, text: text, frame: Rect(x: 10, y: 29, width: 180, height: 22))])))
        #expect(tall == rows, "the same pixels as the text in a frame of its own height, centred on the same line")
        #expect(
            StackBaselines.of(
                Node(id: "t", kind: .text, text: text), size: Size(width: 180, height: 10),
                context: LayoutContext(environment: Environment(width: 200), measurer: renderer.measurer))!.first
                == measurement.firstBaseline - 6)
    }

    /// Point 17: a 28 pt "GET" capsule is not clipped: its insets shrink to the 4 pt above and below it has.
    @Test func aSmallCapsuleButtonGivesUpItsInsetsNotItsTitle() {
        let get = TextContent("GET", style: .subheadline, weight: .bold)
        let frame = Rect(x: 20, y: 20, width: 72, height: 28)
        let title = ButtonTitle(get, in: frame, environment: Environment(width: 200), measurer: renderer.measurer)
        #expect(title.insets == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
        var capsule = Node(id: "get", kind: .button, text: get, frame: frame)
        capsule.style = NodeStyle(background: Color(hex: "#EEEEF0")!, cornerRadius: 14)
        let result = layout([capsule])
        #expect(Linter.findings(in: result).filter { $0.kind == .clippedText || $0.kind == .truncatedText }.isEmpty)
        // Narrower than title + 24: the side insets shrink too, and the title still fits on its line.
        let narrow = ButtonTitle(
            get, in: Rect(x: 0, y: 0, width: 40, height: 28), environment: Environment(width: 200),
            measurer: renderer.measurer)
        #expect(narrow.insets.left < 12 && narrow.insets.left == narrow.insets.right && narrow.insets.left > 0)
        #expect(
            renderer.measurer.measure(narrow.text, in: Environment(width: 200), width: narrow.box.width).lineCount == 1)
    }

    /// Across every category, the 28 pt capsule is reported exactly where its title is taller than the button
    /// itself (AX sizes), never because of the insets.
    @Test func theCapsuleIsClippedExactlyWhereItsTitleOutgrowsTheButton() {
        let get = TextContent("GET", style: .subheadline, weight: .bold)
        let frame = Rect(x: 20, y: 20, width: 72, height: 28)
        var clippedAt: [ContentSizeCategory] = [], expected: [ContentSizeCategory] = []
        for category in ContentSizeCategory.allCases {
            let environment = Environment(width: 200, category: category)
            let result = layout([Node(id: "get", kind: .button, text: get, frame: frame)], environment: environment)
            if Linter.findings(in: result).contains(where: { $0.kind == .clippedText }) { clippedAt.append(category) }
            let title = renderer.measurer.measure(get, in: environment, width: nil).size
            if title.height > 28.001 || title.width > 72.001 { expected.append(category) }
        }
        #expect(clippedAt == expected)
        #expect(
            clippedAt.count < ContentSizeCategory.allCases.count
                && clippedAt.contains(.accessibilityExtraExtraExtraLarge))
    }

    /// A title really larger than its button is reported, with the button's own frame in the message.
    @Test func aClippedButtonTitleNamesTheButtonsFrame() {
        let environment = Environment(width: 200, category: .accessibilityExtraExtraExtraLarge)
        let result = layout(
            [
                Node(
                    id: "get", kind: .button, text: TextContent("GET", style: .subheadline),
                    frame: Rect(x: 20, y: 20, width: 72, height: 28))
            ], environment: environment)
        let clipped = Linter.findings(in: result).filter { $0.kind == .clippedText }
        #expect(clipped.count == 1)
        let message = clipped.first?.message ?? ""
        #expect(message.contains("title of \"get\" needs") && message.contains("its frame 72 × 28 gives"), "\(message)")
        #expect(clipped.first?.rects.first == Rect(x: 20, y: 20, width: 72, height: 28))
    }

    /// A cut text is reported as truncated, saying how.
    @Test func cutAndEllipsizedTextAreReportedWithTheirMode() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running"
        var cut = TextContent(long, lines: 2)
        cut.lineBreakMode = .wordWrap
        var head = TextContent(long, lines: 1)
        head.lineBreakMode = .truncateHead
        let result = layout([
            Node(id: "cut", kind: .text, text: cut, frame: Rect(x: 0, y: 0, width: 120, height: 44)),
            Node(id: "head", kind: .text, text: head, frame: Rect(x: 0, y: 50, width: 120, height: 22)),
        ])
        let messages = Linter.findings(in: result).filter { $0.kind == .truncatedText }.map(\.message)
        #expect(
            messages.contains {
                $0.contains("\"cut\" is cut to 2 lines, the rest not shown") && $0.contains("lineBreakMode: wordWrap")
            })
        #expect(messages.contains { $0.contains("\"head\" is cut to 1 line and starts with \"…\"") })
        #expect(Linter.findings(in: result).filter { $0.kind == .clippedText }.isEmpty)
    }
}

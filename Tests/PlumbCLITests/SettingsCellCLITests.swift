import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbText

/// `plumb layout gallery:settings-cell` checked against docs/design.md §11.1's arithmetic and Pango's measured text height.
@Suite struct SettingsCellCLITests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    /// Pango's height for the title wrapped at `width`, rounded up to a whole point.
    func titleHeight(width: Double, category: ContentSizeCategory) -> Double {
        let text = TextContent("Larger Accessibility Sizes", style: .body, lines: 0)
        return measurer.measure(text, in: Environment(width: 0, category: category), width: width).size.height.rounded(
            .up)
    }

    func frames(_ width: Int, _ category: String, direction: String = "ltr") throws -> FramesDocument {
        let run = try PlumbProcess.run([
            "layout", "gallery:settings-cell", "--width", "\(width)", "--category", category, "--direction", direction,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        return try FramesDocument(json: Data(run.stdout.utf8))
    }

    @Test(arguments: [320, 375, 414])
    func horizontalAtLarge(width: Int) throws {
        let w = Double(width)
        let doc = try frames(width, "l")
        let textWidth = w - 16 - 51 - 8 - 16
        let textHeight = titleHeight(width: textWidth, category: .large)
        let row = max(textHeight, 31)
        let title = doc.nodes.first { $0.id == "title" }!, toggle = doc.nodes.first { $0.id == "toggle" }!
        #expect(toggle.frame == Rect(x: w - 16 - 51, y: 12 + (row - 31) / 2, width: 51, height: 31))
        #expect(title.frame == Rect(x: 16, y: 12 + (row - textHeight) / 2, width: textWidth, height: textHeight))
        #expect(doc.size == Size(width: w, height: max(title.frame.maxY, toggle.frame.maxY) + 12))
        #expect(doc.environment == .init(width: w, category: "large", scale: 1, direction: "ltr"))
        #expect(doc.nodes.map(\.parent) == [nil, "cell", "cell"])
    }

    @Test(arguments: [320, 375, 414])
    func verticalAtAX5(width: Int) throws {
        let w = Double(width)
        let doc = try frames(width, "ax5")
        let textHeight = titleHeight(width: w - 32, category: .accessibilityExtraExtraExtraLarge)
        #expect(textHeight >= 3 * 62)  // three lines of body AX5 at least: the words do not fit two to a line
        let title = doc.nodes.first { $0.id == "title" }!, toggle = doc.nodes.first { $0.id == "toggle" }!
        #expect(title.frame == Rect(x: 16, y: 12, width: w - 32, height: textHeight))
        #expect(toggle.frame == Rect(x: 16, y: 12 + textHeight + 8, width: 51, height: 31))
        #expect(doc.size.height == toggle.frame.maxY + 12)
        #expect(doc.environment.category == "accessibilityExtraExtraExtraLarge")
    }

    @Test func rightToLeftPutsTheSwitchOnTheLeft() throws {
        let doc = try frames(375, "l", direction: "rtl")
        #expect(doc.nodes.first { $0.id == "toggle" }!.x == 16)
        #expect(doc.environment.direction == "rtl")
    }

    @Test func outputIsTheContractJSONByteForByteAcrossRuns() throws {
        let first = try PlumbProcess.run(["layout", "gallery:settings-cell", "--width", "375"])
        let second = try PlumbProcess.run(["layout", "gallery:settings-cell", "--width", "375"])
        #expect(first.stdout == second.stdout)
        #expect(
            first.stdout.hasPrefix(
                "{\n  \"spec\": \"settings-cell\",\n  \"environment\": {\"width\": 375, \"category\": \"large\", \"scale\": 1, \"direction\": \"ltr\"},"
            ))
    }
}

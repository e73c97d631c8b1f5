import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// docs/examples/stack-row.yaml through `plumb layout`, checked against the stack rules by hand, with Pango's text
/// sizes: spec keys → parser → stack engine → frames JSON.
@Suite struct StackSpecCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/stack-row.yaml").standardizedFileURL.path
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func frames(width: Int, category: String, direction: String) throws -> [String: Rect] {
        let run = try PlumbProcess.run(
            ["layout", Self.example, "--width", "\(width)", "--category", category, "--direction", direction])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        #expect(document.nodes.map(\.id) == ["list", "row", "icon", "label", "badge", "toggle", "caption"])
        return Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0.frame) })
    }

    @Test(arguments: [320, 375, 414], ["l", "xxxl"])
    func framesFollowTheStackRules(width: Int, category: String) throws {
        let w = Double(width)
        let environment = Environment(width: w, category: ContentSizeCategory(name: category)!)
        let frames = try frames(width: width, category: category, direction: "ltr")
        // Row: inside padding 16 → 16 … W − 16; icon 29, its spacingAfter 12, label, (badge hidden: its gap
        // collapses), spacing 8, switch 51. The label hugs least and takes the rest: W − 32 − 29 − 12 − 8 − 51.
        let labelWidth = w - 32 - 29 - 12 - 8 - 51
        let label = TextContent("Wi-Fi", style: .body, lines: 0)
        let labelHeight = measurer.integralSize(of: label, in: environment, width: labelWidth).height
        let rowHeight = max(29, labelHeight, 31)
        #expect(frames["row"] == Rect(x: 16, y: 8, width: w - 32, height: rowHeight))
        #expect(frames["icon"] == Rect(x: 16, y: 8 + (rowHeight - 29) / 2, width: 29, height: 29))
        #expect(
            frames["label"]
                == Rect(x: 16 + 29 + 12, y: 8 + (rowHeight - labelHeight) / 2, width: labelWidth, height: labelHeight))
        #expect(frames["badge"] == Rect(x: 57 + labelWidth, y: 8, width: 0, height: 0))
        #expect(frames["toggle"] == Rect(x: w - 16 - 51, y: 8 + (rowHeight - 31) / 2, width: 51, height: 31))
        // Caption: alignSelf leading → its natural width, at most W − 32, height at that width; baseline-relative
        // spacing 24 runs from the row's bottom (no baseline) to the caption's first baseline.
        let caption = TextContent("Known networks are joined automatically.", style: .footnote, lines: 0)
        let captionWidth = min(measurer.integralSize(of: caption, in: environment, width: nil).width, w - 32)
        let measured = measurer.measure(caption, in: environment, width: captionWidth)
        let captionHeight = measured.size.height.rounded(.up)
        let firstBaseline = (captionHeight - measured.size.height) / 2 + measured.firstBaseline
        let captionY = 8 + rowHeight + (24 - firstBaseline)
        let actual = try #require(frames["caption"])
        #expect(actual.x == 16 && actual.width == captionWidth && actual.height == captionHeight)
        #expect(abs(actual.y - captionY) < 1e-4, "caption y \(actual.y), expected \(captionY)")
        #expect(abs(frames["list"]!.height - (captionY + captionHeight + 12)) < 1e-4)
    }

    /// Under right-to-left the row's frames are the mirror image. The caption keeps its natural width, which Pango
    /// shapes in the right-to-left paragraph direction and may find a fraction wider (255.09 against 254.65 at
    /// footnote L, so 256 against 255 once rounded up); its trailing edge is the mirror of the leading one.
    @Test(arguments: [320, 414])
    func rightToLeftIsTheMirrorImage(width: Int) throws {
        let w = Double(width)
        let ltr = try frames(width: width, category: "l", direction: "ltr")
        let rtl = try frames(width: width, category: "l", direction: "rtl")
        for id in ["list", "row", "icon", "label", "badge", "toggle"] {
            #expect(rtl[id] == ltr[id]!.mirrored(inWidth: w), "\(id)")
        }
        let caption = try #require(rtl["caption"])
        #expect(caption.maxX == w - 16 && caption.y == ltr["caption"]!.y)
    }
}

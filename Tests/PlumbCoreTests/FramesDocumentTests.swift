import Foundation
import Testing

@testable import PlumbCore

@Suite struct FramesDocumentTests {
    @Test func exampleFileRoundTripsByteForByte() throws {
        let url = fixtures.appendingPathComponent("frames-example.json")
        let original = try String(contentsOf: url, encoding: .utf8)
        let document = try FramesDocument(json: Data(original.utf8))
        #expect(document.spec == "settings-cell")
        #expect(document.environment.category == "large")
        #expect(document.nodes.map(\.id) == ["cell", "title", "toggle"])
        #expect(document.nodes[0].parent == nil)
        #expect(document.nodes[1].frame == Rect(x: 16, y: 16.5, width: 284, height: 22))
        #expect(document.jsonText == original)
    }

    /// A scroll container's node carries its content size; it reads back, and a node without one has none.
    @Test func contentSizeRoundTrips() throws {
        let document = FramesDocument(
            spec: "article", environment: .init(width: 390, category: "large", scale: 1, direction: "ltr"),
            size: Size(width: 390, height: 844),
            nodes: [
                .init(
                    id: "article", parent: nil, frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    contentSize: Size(width: 390, height: 2000.25)),
                .init(id: "p1", parent: "article", frame: Rect(x: 16, y: 47, width: 358, height: 100)),
            ])
        #expect(document.jsonText.contains(#""height": 844, "contentSize": {"width": 390, "height": 2000.25}}"#))
        let decoded = try FramesDocument(json: Data(document.jsonText.utf8))
        #expect(
            decoded.nodes[0].contentSize == Size(width: 390, height: 2000.25) && decoded.nodes[1].contentSize == nil)
        #expect(decoded.jsonText == document.jsonText)
    }

    /// A fitted width says `"fit": true`; a canvas adds its object after `size`; both read back. A plain document
    /// has neither (its bytes are those of every earlier version).
    @Test func fitAndCanvasRoundTrip() throws {
        let canvas = Canvas(padding: EdgeInsets(top: 16, left: 8, bottom: 16, right: 8), background: .transparent)
        let document = FramesDocument(
            spec: "chips", environment: .init(Environment(width: 137, scale: 2, fitsWidth: true)),
            size: Size(width: 137, height: 36),
            nodes: [.init(id: "chips", parent: nil, frame: Rect(x: 0, y: 0, width: 137, height: 36))],
            canvas: .init(canvas, around: Size(width: 137, height: 36)))
        #expect(document.jsonText.contains(#""direction": "ltr", "fit": true},"#))
        #expect(
            document.jsonText.contains(
                #"  "canvas": {"width": 153, "height": 68, "padding": {"top": 16, "left": 8, "bottom": 16, "right": 8}, "background": "transparent"},"#
            ))
        let decoded = try FramesDocument(json: Data(document.jsonText.utf8))
        #expect(decoded == document && decoded.jsonText == document.jsonText)
        let plain = FramesDocument(
            spec: "chips", environment: .init(Environment(width: 137)), size: Size(width: 137, height: 36), nodes: [])
        #expect(!plain.jsonText.contains("fit") && !plain.jsonText.contains("canvas"))
    }

    @Test func jsonTextDecodesToTheSameDocument() throws {
        let document = FramesDocument(
            spec: "a \"quoted\" name\n",
            environment: .init(width: 320.5, category: "accessibilityMedium", scale: 3, direction: "rtl"),
            size: Size(width: 320.5, height: 0.1 + 0.2),
            nodes: [.init(id: "root", parent: nil, frame: Rect(x: -0.0, y: 1e-7, width: 1 / 3, height: 2))])
        let decoded = try FramesDocument(json: Data(document.jsonText.utf8))
        #expect(decoded.spec == document.spec)
        #expect(decoded.size.height == 0.3)
        #expect(decoded.nodes[0].width == 0.3333)
        #expect(decoded.jsonText == document.jsonText)
    }

    @Test(arguments: [
        (16.5, "16.5"), (375, "375"), (0.1 + 0.2, "0.3"), (-0.00001, "0"), (1.0 / 3, "0.3333"), (-2.5, "-2.5"),
        (12.34567, "12.3457"), (100.0001, "100.0001"), (1e12, "1000000000000"),
    ])
    func numbersPrintWithAtMostFourDecimals(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }
}

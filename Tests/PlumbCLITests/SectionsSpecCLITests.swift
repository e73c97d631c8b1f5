import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// docs/examples/sections.yaml through `plumb layout`, checked against the compositional-layout rules by hand, with
/// Pango's text sizes: spec keys → parser → sections engine → frames JSON.
@Suite struct SectionsSpecCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/sections.yaml").standardizedFileURL.path
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func frames(width: Int, category: String, direction: String = "ltr") throws -> (frames: [String: Rect], size: Size)
    {
        let run = try PlumbProcess.run(
            ["layout", Self.example, "--width", "\(width)", "--category", category, "--direction", direction])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        #expect(
            document.nodes.map(\.id) == [
                "search", "popular", "popular-title", "card0", "card1", "card2", "kitchens", "kitchens-title",
                "georgian", "italian",
                "japanese", "mexican", "uzbek", "show-all",
            ])
        return (Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0.frame) }), document.size)
    }

    @Test(arguments: [320, 375, 414], ["l", "xxxl", "ax5"])
    func framesFollowTheSectionRules(width: Int, category: String) throws {
        let w = Double(width)
        let environment = Environment(width: w, category: ContentSizeCategory(name: category)!)
        func height(_ string: String, _ style: TextStyle, at width: Double) -> Double {
            measurer.integralSize(of: TextContent(string, style: style, lines: 0), in: environment, width: width).height
        }
        let (frames, size) = try frames(width: width, category: category)
        // Popular: the header spans the band W − 32 at x 16 and is as tall as its title there; the cards follow
        // the top inset 8, 200 wide and 12 apart from x 16, all as tall as the tallest card's text at 200.
        let titleHeight = height("Popular nearby", .title3, at: w - 32)
        #expect(frames["popular-title"] == Rect(x: 16, y: 0, width: w - 32, height: titleHeight))
        let cardTexts = [
            "Pelmeni House: dumplings, soups and twelve kinds of dough", "Green Bowl", "Night Market Noodles",
        ]
        let cardHeight = cardTexts.map { height($0, .body, at: 200) }.max()!
        for index in 0..<3 {
            #expect(
                frames["card\(index)"]
                    == Rect(x: 16 + Double(index) * 212, y: titleHeight + 8, width: 200, height: cardHeight))
        }
        let popularHeight = titleHeight + 8 + cardHeight
        #expect(frames["popular"] == Rect(x: 0, y: 0, width: w, height: popularHeight))
        // Kitchens, 24 below: header, top inset 8, rows of two (W − 44) / 2 wide, 128 high and 12 apart; five
        // items make three rows (408); bottom inset 8; the 44 pt footer across the band.
        let top = popularHeight + 24
        let kitchensTitle = height("Kitchens", .title3, at: w - 32)
        let itemWidth = (w - 44) / 2
        let content = top + kitchensTitle + 8
        for (index, id) in ["georgian", "italian", "japanese", "mexican", "uzbek"].enumerated() {
            let x = 16 + Double(index % 2) * (itemWidth + 12), y = content + Double(index / 2) * 140
            #expect(frames[id] == Rect(x: x, y: y, width: itemWidth, height: 128), "\(id)")
        }
        #expect(frames["show-all"] == Rect(x: 16, y: content + 408 + 8, width: w - 32, height: 44))
        #expect(frames["kitchens"] == Rect(x: 0, y: top, width: w, height: kitchensTitle + 8 + 408 + 8 + 44))
        #expect(size == Size(width: w, height: content + 408 + 8 + 44))
    }

    /// The gallery's search screen (docs/design.md §11.5) and the example are lint-clean across their matrices: no clipped
    /// or truncated text, overlaps, small targets or out-of-bounds frames — the orthogonal row's cards past the
    /// screen's edge are scrolled content, not out of bounds.
    @Test func searchScreenAndExampleAreLintClean() throws {
        let gallery = try PlumbProcess.run([
            "lint", "gallery:search-screen", "--width", "320,375,414", "--category", "all",
        ])
        #expect(gallery.status == 0 && gallery.stdout == "no findings\n", "\(gallery.stdout)\(gallery.stderr)")
        let example = try PlumbProcess.run(["lint", Self.example])
        #expect(example.status == 0 && example.stdout == "no findings\n", "\(example.stdout)\(example.stderr)")
    }

    /// Right-to-left mirrors every section: the first card's trailing edge is 16 from the right, and the row runs
    /// off to the left (the third card starts at W − 16 − 3 × 200 − 2 × 12).
    @Test func rightToLeftMirrorsTheRow() throws {
        let ltr = try frames(width: 375, category: "l").frames
        let rtl = try frames(width: 375, category: "l", direction: "rtl").frames
        #expect(rtl["card0"]!.maxX == 375 - 16)
        #expect(rtl["card2"]!.x == 375 - 16 - 600 - 24)
        for id in ["popular-title", "card1", "georgian", "italian", "show-all"] {
            #expect(rtl[id] == ltr[id]!.mirrored(inWidth: 375), "\(id)")
        }
    }
}

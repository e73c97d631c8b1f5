import Foundation
import Testing

@testable import PlumbCore

/// The UIKit trial screens (`Tests/Fixtures/uikit-trials`, README there) through the real `plumb`: each lays out
/// as UIKit would in every engine that can express it, and lints clean where UIKit draws it right.
@Suite struct UIKitTrialsCLITests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/uikit-trials").standardizedFileURL

    static func path(_ name: String) -> String { folder.appendingPathComponent(name + ".yaml").path }

    func layout(_ name: String, _ arguments: [String] = []) throws -> FramesDocument {
        let width = arguments.contains("--width") ? [] : ["--width", "390"]
        let run = try PlumbProcess.run(["layout", Self.path(name)] + width + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return try FramesDocument(json: Data(run.stdout.utf8))
    }

    func frame(_ document: FramesDocument, _ id: String) -> Rect? {
        document.nodes.first { $0.id == id }?.frame
    }

    /// A padded bar pinned over the home indicator of an 844-pt screen (bottom inset 34): 8 + 50 + 8 + 34 = 100 pt,
    /// the button at y = 752 — as a stack in a constraints screen, as a constraints container, and at the bottom
    /// of a stack column (UIKit: `insetsLayoutMarginsFromSafeArea` measures margins from the safe area).
    @Test(arguments: ["bottom-bar-stack", "bottom-bar-constraints", "bottom-bar-column"], ["l", "ax5"])
    func theBottomBarClearsTheHomeIndicator(name: String, category: String) throws {
        let document = try layout(name, ["--category", category])
        #expect(frame(document, "bar") == Rect(x: 0, y: 744, width: 390, height: 100), "\(name)")
        #expect(frame(document, "buy") == Rect(x: 8, y: 752, width: 374, height: 50), "\(name)")
        let lint = try PlumbProcess.run(["lint", Self.path(name)])
        #expect(lint.status == 0, "\(name): \(lint.stdout)")
    }

    /// A label and a switch with no priorities: the switch keeps 51 × 31 and the label takes the rest of the row,
    /// in both stack modes, at every width, size and direction of the spec's matrix.
    @Test func theSwitchKeepsItsSize() throws {
        for width in ["320", "414"] {
            for category in ["l", "ax5"] {
                for direction in ["ltr", "rtl"] {
                    let document = try layout(
                        "settings-row", ["--width", width, "--category", category, "--direction", direction])
                    let w = Double(width)!
                    for (label, toggle) in [("label", "toggle"), ("label2", "toggle2")] {
                        let switchFrame = try #require(frame(document, toggle)),
                            labelFrame = try #require(frame(document, label))
                        #expect(
                            switchFrame.size == Size(width: 51, height: 31),
                            "\(toggle) \(width) \(category) \(direction)")
                        #expect(labelFrame.width == w - 16 - 16 - 8 - 51, "\(label) \(width) \(category) \(direction)")
                        #expect(direction == "ltr" ? switchFrame.maxX == w - 16 : switchFrame.minX == 16)
                    }
                }
            }
        }
        let lint = try PlumbProcess.run(["lint", Self.path("settings-row")])
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    /// At AX5 the heading gives way to the button column, which stays 108 pt (two 50-pt buttons, 8 apart) with
    /// its buttons inside it, 16 above the home indicator.
    @Test func theButtonColumnHoldsAtAX5() throws {
        let document = try layout("login-ax5", ["--category", "ax5"])
        let column = try #require(frame(document, "buttons"))
        #expect(column == Rect(x: 16, y: 844 - 34 - 16 - 108, width: 358, height: 108))
        #expect(frame(document, "register")?.maxY == column.maxY && frame(document, "signIn")?.minY == column.minY)
        #expect(frame(document, "heading")?.maxY == column.minY - 16)
    }

    /// An article several screens long scrolls: its content size is in frames JSON, nothing is out of bounds,
    /// each paragraph's height is the same whatever the screen's height, and `render --full-content` (or the
    /// spec key) draws all of it.
    @Test func theArticleScrolls() throws {
        let document = try layout("scrolling-article", ["--category", "ax3"])
        let article = try #require(document.nodes.first { $0.id == "article" })
        let content = try #require(article.contentSize)
        #expect(content.height > article.height * 2 && content.width == 390)
        #expect(frame(document, "bar")?.maxY == 844)
        let taller = try layout("scrolling-article", ["--category", "ax3", "--height", "700"])
        for id in ["p1", "p2", "p3", "p4"] {
            #expect(frame(document, id)?.height == frame(taller, id)?.height, "\(id)")
        }
        let lint = try PlumbProcess.run(["lint", Self.path("scrolling-article")])
        #expect(lint.status == 0, "\(lint.stdout)")

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-trials-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let render = try PlumbProcess.run(
            ["render", Self.path("scrolling-article"), "--category", "ax3", "--full-content", "-o", output.path])
        #expect(render.status == 0, "\(render.stderr)")
        let frames = try FramesDocument(
            json: Data(contentsOf: output.appendingPathComponent("scrolling-article/390w-ax3.frames.json")))
        #expect(frames.size.height > 844 * 2, "\(frames.size)")
        let whole = try #require(frames.nodes.first { $0.id == "article" })
        #expect(abs(whole.height - content.height) < 0.001 && whole.contentSize == nil)
        let viewport = try PlumbProcess.run([
            "render", Self.path("scrolling-article"), "--category", "ax3", "-o", output.path,
        ])
        #expect(viewport.stdout.contains("390×844 pt"), "\(viewport.stdout)")
    }
}

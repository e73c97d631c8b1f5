import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// The safe area from the spec's matrix and the `--safe-area` / `--height` flags, through the real `plumb`, and the
/// onion modal rendered and linted as a user would.
@Suite struct SafeAreaCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/safe-area.yaml").standardizedFileURL.path
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func frames(_ arguments: [String]) throws -> (size: Size, frames: [String: Rect]) {
        let run = try PlumbProcess.run(["layout", Self.example] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        return (document.size, Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0.frame) }))
    }

    /// The spec's matrix gives a 600-pt screen with insets top 47, bottom 34, and the root adds 30:
    /// - header (0…120, a stack, padding leading 8 / trailing 24) inherits top 47 + 30 = 77: the title, its only
    ///   child, fills y 77…120 and x 8…W − 24 (mirrored under RTL: 24…W − 8);
    /// - footer (500…600) covers the 34-pt bottom band: the button's bottom is on 600 − 34, with the system
    ///   margins m = 16 (20 at 414) at the sides and 0 at the bottom (UIKit's `systemMinimumLayoutMargins` on
    ///   iPhone, observed as (0, 16, 0, 16)); its height is its title's + 14.
    @Test(arguments: [320, 414], ["ltr", "rtl"])
    func theSpecsMatrixSetsTheScreen(width: Int, direction: String) throws {
        let w = Double(width)
        let m = w >= 414 ? 20.0 : 16.0
        let (size, frames) = try frames(["--width", "\(width)", "--direction", direction])
        #expect(size == Size(width: w, height: 600))
        #expect(frames["title"] == Rect(x: direction == "ltr" ? 8 : 24, y: 77, width: w - 32, height: 120 - 77))
        let environment = Environment(width: w)
        let buttonHeight =
            measurer.integralSize(of: TextContent("Done", alignment: .center), in: environment, width: w - 2 * m - 24)
            .height + 14
        #expect(frames["done"] == Rect(x: m, y: 600 - 34 - buttonHeight, width: w - 2 * m, height: buttonHeight))
    }

    /// `--safe-area 0 --height 700` replaces the spec's screen: only the root's 30 remain at the top, and the
    /// footer's button sits on the bottom edge (the system's bottom margin is 0).
    @Test func flagsReplaceTheSpecsScreen() throws {
        let (size, frames) = try frames(["--width", "375", "--safe-area", "0", "--height", "700"])
        #expect(size == Size(width: 375, height: 700))
        #expect(frames["title"] == Rect(x: 8, y: 30, width: 375 - 32, height: 120 - 30))
        let done = try #require(frames["done"])
        #expect(done.y + done.height == 700.0)
        let four = try self.frames(["--width", "375", "--safe-area", "10,0,20,0"])
        let title = try #require(four.frames["title"])
        #expect(title.y == 10.0 + 30)
        let fourDone = try #require(four.frames["done"])
        #expect(fourDone.y + fourDone.height == 600.0 - 20)
    }

    @Test(arguments: [
        ["--safe-area", "10,20"], ["--safe-area", "-5"], ["--safe-area", "top"], ["--height", "0"],
        ["--height", "nan"],
    ])
    func badScreenFlagsAreBadInput(flags: [String]) throws {
        let run = try PlumbProcess.run(["layout", Self.example, "--width", "320"] + flags)
        #expect(run.status == 2)
        #expect(run.stderr.contains(flags[0]), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// `plumb render gallery:onion-modal` writes one 844-pt-high image per environment of its matrix, and
    /// `plumb lint` finds nothing in any of the twelve categories, left to right and right to left.
    @Test func theOnionModalRendersAndIsLintClean() throws {
        let folder = try TemporaryFolder()
        let render = try PlumbProcess.run([
            "render", "gallery:onion-modal", "-o", folder.url.path, "--category", "l,ax5",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let pngs = folder.contents.filter { $0.hasSuffix(".png") }
        #expect(
            pngs == [
                "onion-modal/320w-ax5.png", "onion-modal/320w-l.png", "onion-modal/375w-ax5.png",
                "onion-modal/375w-l.png",
                "onion-modal/414w-ax5.png", "onion-modal/414w-l.png",
            ])
        let frames = try FramesDocument(
            json: Data(contentsOf: folder.url.appendingPathComponent("onion-modal/375w-l.frames.json")))
        #expect(frames.size == Size(width: 375, height: 844))
        let lint = try PlumbProcess.run(["lint", "gallery:onion-modal", "--category", "all", "--direction", "ltr,rtl"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("no findings"))
    }
}

import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbRender

/// The feed cell through the real `plumb` binary: rendered to PNG at the size its frames give, deterministically;
/// the same frames from all three gallery builds; and the one lint finding it is known to have.
@Suite struct FeedCellCLITests {
    @Test(arguments: ["l", "ax5"])
    func renderWritesAPNGOfTheFramesSizeTwiceTheSame(category: String) throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        for folder in [first, second] {
            let run = try PlumbProcess.run([
                "render", "gallery:feed-cell", "--width", "375", "--category", category, "--scale", "2", "-o",
                folder.url.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let name = "feed-cell/375w-\(category)@2x"
        let frames = try FramesDocument(json: Data(contentsOf: first.url.appendingPathComponent(name + ".frames.json")))
        let png = try Data(contentsOf: first.url.appendingPathComponent(name + ".png"))
        let image = try PNGDecoder().decode([UInt8](png))
        // The image is ceil(size × scale) pixels (Renderer); the cell is as tall as its last row plus 8.
        #expect(image.width == 750 && image.height == Int((frames.size.height * 2).rounded(.up)))
        let lowest = frames.nodes.dropFirst().map { $0.y + $0.height }.max()!
        #expect(abs(frames.size.height - (lowest + 8)) <= 0.0001)
        #expect(frames.nodes.map(\.id) == ["cell"] + FeedCellModel.ID.leaves)
        #expect(try Data(contentsOf: second.url.appendingPathComponent(name + ".png")) == png)
    }

    @Test(arguments: [320, 390])
    func threeGalleryBuildsPrintTheSameLeafFrames(width: Int) throws {
        func leaves(_ entry: String) throws -> [String: Rect] {
            let run = try PlumbProcess.run(["layout", "gallery:\(entry)", "--width", "\(width)", "--category", "xl"])
            #expect(run.status == 0, "\(run.stderr)")
            let doc = try FramesDocument(json: Data(run.stdout.utf8))
            return Dictionary(
                uniqueKeysWithValues: doc.nodes.filter { FeedCellModel.ID.leaves.contains($0.id) }.map {
                    ($0.id, $0.frame)
                })
        }
        let manual = try leaves("feed-cell")
        #expect(manual.count == FeedCellModel.ID.leaves.count)
        for entry in ["feed-cell-constraints", "feed-cell-stack"] {
            let other = try leaves(entry)
            for (id, frame) in manual {
                let f = other[id] ?? .zero
                // Frames JSON prints 4 decimals, so two builds within 0.001 pt print within 0.0011 of each other.
                #expect(
                    max(
                        abs(f.x - frame.x), abs(f.y - frame.y), abs(f.width - frame.width), abs(f.height - frame.height)
                    ) <= 0.0011, "\(entry) \(id)")
            }
        }
    }

    /// §11.6's 24 × 24 options button sits 8 pt from the cell's trailing and top edges, so no 44 × 44 pt target fits
    /// around it: a real finding, and the only one across the lint matrix of the task.
    @Test func lintFindsOnlyTheSmallOptionsButton() throws {
        let run = try PlumbProcess.run([
            "lint", "gallery:feed-cell", "--width", "320,375,414", "--category", "all", "--json",
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 3 * 12)
        for finding in findings {
            #expect(
                finding["kind"] as? String == "smallTarget" && finding["nodes"] as? [String] == ["options"],
                "\(finding)")
        }
    }
}

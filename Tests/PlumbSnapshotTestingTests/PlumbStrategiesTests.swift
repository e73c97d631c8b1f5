import Foundation
import PlumbCore
import PlumbGallery
import PlumbSnapshotTesting
import PlumbTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies: image snapshots on Linux through Plumb's renderer and pixel diff.
@Suite struct PlumbStrategiesTests {
    static let cell = LayoutUnderTest(Gallery.entry(named: "settings-cell")!)

    /// Identical renders match; one changed pixel is reported with the count and a diff image attached.
    @Test func imageStrategyDiffsPixels() throws {
        let strategy = Snapshotting<LayoutUnderTest, Data>.plumbImage(width: 375, category: .accessibilityExtraExtraExtraLarge)
        var png: Data?
        strategy.snapshot(Self.cell).run { png = $0 }
        let reference = try #require(png)
        #expect(reference.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(strategy.pathExtension == "png")
        #expect(strategy.diffing.diffV2(reference, reference) == nil)

        var image = try PNGDecoderForTests.decode(reference)
        image.pixels[(5 * image.width + 5) * 4] = 0
        let changed = try PNGDecoderForTests.encode(image)
        let (message, attachments) = try #require(strategy.diffing.diffV2(reference, changed))
        #expect(message.hasPrefix("1 of \(image.width * image.height) pixels differ"), "\(message)")
        #expect(attachments.count == 1)
    }

    @Test func framesStrategyIsTheFramesJSON() throws {
        let strategy = Snapshotting<LayoutUnderTest, String>.plumbFrames(width: 375)
        var text: String?
        strategy.snapshot(Self.cell).run { text = $0 }
        let frames = try FramesDocument(json: Data(try #require(text).utf8))
        #expect(frames.spec == "snapshot" && frames.size.width == 375)
        #expect(frames.nodes.first { $0.id == "toggle" }?.frame == Rect(x: 375 - 16 - 51, y: 12, width: 51, height: 31))
        #expect(strategy.pathExtension == "frames.json")
    }

    /// `assertSnapshot` itself, recording into a temporary folder and then comparing against it.
    @Test func assertSnapshotRecordsThenMatches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = Node(id: "box", fixedHeight: 40, style: NodeStyle(background: .systemBlue))
        let first = verifySnapshot(of: node, as: .plumbImage(width: 100), named: "box", record: .all, snapshotDirectory: folder.path)
        #expect(first?.contains("Record mode is on") == true || first?.contains("recorded") == true, "\(first ?? "nil")")
        #expect(verifySnapshot(of: node, as: .plumbImage(width: 100), named: "box", record: .never, snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: node, as: .plumbFrames(width: 100), named: "frames", record: .all, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: node, as: .plumbFrames(width: 100), named: "frames", record: .never, snapshotDirectory: folder.path) == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["assertSnapshotRecordsThenMatches.box.png", "assertSnapshotRecordsThenMatches.frames.frames.json"])
    }
}

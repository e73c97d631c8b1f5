import Foundation
import PlumbCore
import PlumbGallery
import PlumbRender
import PlumbSnapshotTesting
import PlumbTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies: image snapshots on Linux through Plumb's renderer and pixel diff.
@Suite struct PlumbStrategiesTests {
    static let cell = LayoutUnderTest(Gallery.entry(named: "settings-cell")!)

    /// Identical renders match; one changed pixel is reported with the count and a diff image attached.
    @Test func imageStrategyDiffsPixels() throws {
        let strategy = Snapshotting<LayoutUnderTest, Data>.plumbImage(
            width: 375, category: .accessibilityExtraExtraExtraLarge)
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

    /// A flat #007AFF → #0066FF fill: exact by default, invisible to pixelmatch's threshold 0.1.
    @Test func imageDiffingIsExactByDefault() throws {
        func png(_ green: UInt8) throws -> Data {
            var pixels: [UInt8] = []
            for _ in 0..<(20 * 10) { pixels += [0, green, 255, 255] }
            return try PNGDecoderForTests.encode(RGBAImage(width: 20, height: 10, pixels: pixels))
        }
        let blue = try png(0x7A), darker = try png(0x66)
        let (message, _) = try #require(Diffing<Data>.plumbPNG().diffV2(blue, darker))
        #expect(message == "200 of 200 pixels differ (exact comparison, 0 allowed)")
        #expect(Diffing<Data>.plumbPNG(threshold: 0.1).diffV2(blue, darker) == nil)
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

    /// An Interface Builder document's root, its path taken from the working directory (the package's root under
    /// `swift test`): frames named by object ids, with each view's user label and class.
    @Test func framesStrategyTakesAnInterfaceBuilderRoot() throws {
        let strategy = Snapshotting<LayoutUnderTest, String>.plumbFrames(width: 320)
        var text: String?
        strategy.snapshot(.interfaceBuilder("Tests/Fixtures/interface-builder/ProfileCell.xib")).run { text = $0 }
        let frames = try FramesDocument(json: Data(try #require(text).utf8))
        #expect(frames.size.width == 320)
        let cell = try #require(frames.nodes.first)
        #expect(cell.id == "prf-cl-001" && cell.userLabel == "Profile Cell" && cell.className == "ProfileCell")
        #expect(frames.nodes.first { $0.id == "nam-lb-001" }?.className == "UILabel")
    }

    /// Issue 31.14: the strategies take appearance, contrast, device and locale as `assertLayoutSnapshot`'s matrix
    /// does, and lay out in the same environment (`FramesDocument.environment` names each axis).
    @Test func strategiesTakeAppearanceContrastDeviceAndLocale() throws {
        func frames(_ strategy: Snapshotting<LayoutUnderTest, String>) throws -> FramesDocument {
            var text: String?
            strategy.snapshot(Self.cell).run { text = $0 }
            return try FramesDocument(json: Data(try #require(text).utf8))
        }
        func png(_ strategy: Snapshotting<Node, Data>, _ node: Node) throws -> RGBAImage {
            var data: Data?
            strategy.snapshot(node).run { data = $0 }
            return try PNGDecoderForTests.decode(try #require(data))
        }
        let dark = try frames(.plumbFrames(width: 375, appearance: .dark, contrast: .high))
        #expect(dark.environment.appearance == "dark" && dark.environment.contrast == "high")
        let iphone = try #require(DevicePreset.named("iphone-16"))
        let device = try frames(.plumbFrames(device: iphone, locale: .pseudo))
        #expect(device.environment.device == "iphone-16" && device.size.width == 393, "\(device.environment)")
        #expect(device.environment.locale == "pseudo", "\(device.environment)")

        // A dynamic colour draws its dark and high-contrast variants; the device draws at its scale.
        let colour = Color.dynamic(
            light: .white, dark: .black, highContrastLight: Color(red: 255, green: 0, blue: 0),
            highContrastDark: Color(red: 0, green: 0, blue: 255))
        let box = Node(id: "box", fixedHeight: 10, style: NodeStyle(background: colour))
        let pixel = { (image: RGBAImage) in Array(image.pixels[0..<3]) }
        #expect(pixel(try png(.plumbImage(width: 20), box)) == [255, 255, 255])
        #expect(pixel(try png(.plumbImage(width: 20, appearance: .dark), box)) == [0, 0, 0])
        #expect(pixel(try png(.plumbImage(width: 20, contrast: .high), box)) == [255, 0, 0])
        #expect(pixel(try png(.plumbImage(width: 20, appearance: .dark, contrast: .high), box)) == [0, 0, 255])
        let onDevice = try png(.plumbImage(device: iphone, appearance: .dark), box)
        #expect(onDevice.width == 393 * 3 && pixel(onDevice) == [0, 0, 0], "\(onDevice.width)")
    }

    /// VoiceOver's elements as `render --accessibility` writes them; a renamed setting is the one line that differs.
    @Test func accessibilityStrategyWritesTheElements() throws {
        let strategy = Snapshotting<LayoutUnderTest, String>.plumbAccessibility(width: 375)
        var text: String?
        strategy.snapshot(Self.cell).run { text = $0 }
        let reference = try #require(text)
        #expect(
            reference.contains("\"description\": \"Larger Accessibility Sizes, Switch button, On\""), "\(reference)")
        #expect(strategy.pathExtension == "accessibility.json")
        #expect(strategy.diffing.diffV2(reference, reference) == nil)
        let renamed = reference.replacingOccurrences(
            of: "\"label\": \"Larger Accessibility Sizes\"", with: "\"label\": \"Bigger Text\"")
        let (message, _) = try #require(strategy.diffing.diffV2(reference, renamed))
        #expect(message.contains("Bigger Text"), "\(message)")
    }

    /// `assertSnapshot` itself, recording into a temporary folder and then comparing against it.
    @Test func assertSnapshotRecordsThenMatches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = Node(id: "box", fixedHeight: 40, style: NodeStyle(background: .systemBlue))
        let first = verifySnapshot(
            of: node, as: .plumbImage(width: 100), named: "box", record: .all, snapshotDirectory: folder.path)
        #expect(
            first?.contains("Record mode is on") == true || first?.contains("recorded") == true, "\(first ?? "nil")")
        #expect(
            verifySnapshot(
                of: node, as: .plumbImage(width: 100), named: "box", record: .never, snapshotDirectory: folder.path)
                == nil)
        #expect(
            verifySnapshot(
                of: node, as: .plumbFrames(width: 100), named: "frames", record: .all, snapshotDirectory: folder.path)
                != nil)
        #expect(
            verifySnapshot(
                of: node, as: .plumbFrames(width: 100), named: "frames", record: .never, snapshotDirectory: folder.path)
                == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            files == [
                "assertSnapshotRecordsThenMatches.box.png", "assertSnapshotRecordsThenMatches.frames.frames.json",
            ])
    }
}

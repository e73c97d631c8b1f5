import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender
@testable import PlumbText

/// The caches a process keeps across renders hold no more than their stated bounds, and a value dropped from one is
/// made again, the same as before.
@Suite struct ProcessCacheBoundTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func decodedImagesCountTheirBytesAgainst256MiB() throws {
        #expect(ImageAssets.cache.capacity == 256 << 20)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tile.png").path
        var image = RGBAImage(width: 30, height: 20)
        for index in 0..<(30 * 20) { image.pixels[4 * index + 3] = 255 }
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
        let asset = try ImageAssets.asset(path)
        #expect(asset.width == 30 && asset.height == 20)
        #expect(asset.byteCount == 30 * 20 * 4)
        #expect(try ImageAssets.asset(path) === asset)
        #expect(ImageAssets.cache.totalCost <= ImageAssets.cache.capacity)
    }

    @Test func fontDigestsKeepAtMost256AndAFingerprintAfterOverflowIsTheSame() throws {
        let fonts = try PinnedFonts.standard.get()
        let before = RendererFingerprint.current(fonts: fonts)
        #expect(RendererFingerprint.fontDigests.capacity == 256)
        for index in 0..<300 {
            RendererFingerprint.fontDigests.insert("digest \(index)", for: "/no/such/font\(index)|0|0")
        }
        #expect(RendererFingerprint.fontDigests.count <= 256)
        // The standard files' digests were pushed out by the 300 above: hashed again, to the same values.
        #expect(RendererFingerprint.current(fonts: fonts) == before)
        #expect(RendererFingerprint.fontDigests.count <= 256)
    }

    @Test func teamFontSetsKeepAtMost16AndADroppedSetIsBuiltAgain() throws {
        #expect(PinnedFonts.teamFontSets.capacity == 16)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for index in 0..<18 {
            let path = folder.appendingPathComponent("Team\(index).ttf").path
            try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: path)
            paths.append(path)
        }
        let first = try PinnedFonts.with(teamFiles: [paths[0]])
        for path in paths.dropFirst() { _ = try PinnedFonts.with(teamFiles: [path]) }
        #expect(PinnedFonts.teamFontSets.count <= 16)
        // The first set was dropped (17 newer ones): asked for again, it is built anew, with the same fonts.
        let again = try PinnedFonts.with(teamFiles: [paths[0]])
        #expect(again !== first)
        #expect(again.files == first.files)
        #expect(again.teamFamilies == first.teamFamilies && again.teamFamilies.contains("DejaVu Sans"))
        #expect(try PinnedFonts.with(teamFiles: [paths[0]]) === again)
    }
}

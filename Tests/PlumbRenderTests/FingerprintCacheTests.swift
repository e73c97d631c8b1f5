import Foundation
import Testing

@testable import PlumbRender
@testable import PlumbText

/// Font digests are kept for the process but never outlive the file they were made from: a font replaced on disk
/// is hashed again, and each digest is the file's SHA-256 as `sha256sum` computes it.
@Suite struct FingerprintCacheTests {
    static func sha256sum(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ")
            .first.map(String.init) ?? ""
    }

    @Test func aFontReplacedOnDiskIsHashedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let team = folder.appendingPathComponent("Team.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: team.path)
        let first = RendererFingerprint.current(fonts: try PinnedFonts.with(teamFiles: [team.path]))
        #expect(first.fonts["Team.ttf"] == (try Self.sha256sum(team.path)))
        #expect(RendererFingerprint.current(fonts: try PinnedFonts.with(teamFiles: [team.path])) == first)

        try FileManager.default.removeItem(at: team)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", toPath: team.path)
        let second = RendererFingerprint.current(fonts: try PinnedFonts.with(teamFiles: [team.path]))
        #expect(second.fonts["Team.ttf"] == (try Self.sha256sum(team.path)))
        #expect(second.fonts["Team.ttf"] != first.fonts["Team.ttf"])
    }
}

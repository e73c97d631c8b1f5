import Foundation
import Testing

/// `plumb diff` as a user runs it, on the pixelmatch oracle's fixture images.
@Suite struct DiffCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixeldiff")

    func path(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    @Test func identicalImagesExitZero() throws {
        let run = try PlumbProcess.run(["diff", path("text-shift-1px-x-expected.png"), path("text-shift-1px-x-expected.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("0 of "))
    }

    @Test func differingImagesExitOneAndWriteADiffImage() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("diff.png").path
        let run = try PlumbProcess.run(["diff", path("text-shift-1px-x-expected.png"), path("text-shift-1px-x-actual.png"), "-o", out, "--json"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("{\"differentPixels\": 125, \"antialiasedPixels\": 149, \"totalPixels\": 1152, \"sizeMismatch\": false"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func badFilesExitTwoNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.file("empty.png", "")
        let text = try folder.file("text.png", "not a png at all")
        for bad in [empty, text, "/nonexistent.png"] {
            let run = try PlumbProcess.run(["diff", bad, path("text-shift-1px-x-expected.png")])
            #expect(run.status == 2, "\(bad): \(run.stderr)")
            #expect(run.stderr.contains(bad))
        }
    }
}

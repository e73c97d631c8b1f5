import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// What `plumb render` writes where: `--overlay` beside the clean render, `--name` templates, `--no-frames`,
/// `--optimize`.
@Suite struct RenderOutputCLITests {
    static let spec = """
        name: card
        root:
          id: root
          layout: stack
          padding: 12
          spacing: 8
          background: "#F2F2F7"
          children:
            - {id: title, kind: text, text: "Dynamic Type everywhere", style: headline}
            - {id: ok, kind: button, text: "Continue", background: "#E5E5EA", cornerRadius: 10}
        """

    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
            }
        }
        return files
    }

    /// An overlay render goes to `<label>-overlay.png`; the clean render in the same folder keeps its bytes.
    @Test func overlayNeverReplacesTheCleanRender() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let clean = try PlumbProcess.run(["render", spec, "--width", "300", "--category", "l", "-o", out.path])
        #expect(clean.status == 0, "\(clean.stderr)")
        let before = Self.files(in: out)
        let overlay = try PlumbProcess.run([
            "render", spec, "--width", "300", "--category", "l", "--overlay", "-o", out.path,
        ])
        #expect(overlay.status == 0, "\(overlay.stderr)")
        #expect(overlay.stdout.contains("card/300w-l-overlay.png"))
        let after = Self.files(in: out)
        #expect(Set(after.keys) == Set(before.keys).union(["card/300w-l-overlay.png"]))
        for (name, bytes) in before { #expect(after[name] == bytes, "\(name)") }
        #expect(after["card/300w-l-overlay.png"] != before["card/300w-l.png"])
        // Clean again after the overlay: the overlay file is left alone.
        _ = try PlumbProcess.run(["render", spec, "--width", "300", "--category", "l", "-o", out.path])
        #expect(Self.files(in: out) == after)
    }

    /// `--name` places each file by the template, with folders; every placeholder is filled.
    @Test func nameTemplatesNameFilesByTheEnvironment() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "fit,320", "--category", "l,ax3", "--scale", "2", "--direction", "ltr,rtl",
            "--appearance", "dark",
            "--name", "docs/{spec}/{width}-{category}-{direction}-{appearance}-{locale}-{device}@{scale}x", "-o",
            out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let names = Set(Self.files(in: out).keys)
        var expected = Set<String>()
        for (width, device) in [("fit", "fit"), ("320", "320w")] {
            for category in ["l", "ax3"] {
                for direction in ["ltr", "rtl"] {
                    let base = "docs/card/\(width)-\(category)-\(direction)-dark-base-\(device)@2x"
                    expected.formUnion([base + ".png", base + ".frames.json"])
                }
            }
        }
        #expect(names == expected)
        let label = try PlumbProcess.run([
            "render", spec, "--width", "320", "--category", "l", "--name", "{label}.png", "-o", out.path,
        ])
        #expect(
            label.status == 0 && FileManager.default.fileExists(atPath: out.appendingPathComponent("320w-l.png").path))
    }

    /// A template that would give two environments one file is refused before anything is written, naming both and
    /// the placeholder that tells them apart.
    @Test func collidingTemplatesAreRefusedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "320", "--category", "l,ax3", "--name", "{spec}-{width}", "-o", out.path,
        ])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("320w-l and ")
                && run.stderr.contains("320w-ax3 would both be written to card-320.png; add {category}"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// `--no-frames` writes the images alone.
    @Test func noFramesWritesOnlyImages() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "320,fit", "--category", "l", "--no-frames", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(Self.files(in: out).keys) == ["card/320w-l.png", "card/fit-l.png"])
    }

    /// `--optimize` writes files that decode to exactly the default writer's pixels, are smaller, and are the same
    /// bytes on every run and with any number of threads.
    @Test func optimizedPNGsAreSmallerSamePixelsAndStable() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        func render(_ flags: [String], _ name: String) throws -> [String: Data] {
            let out = folder.url.appendingPathComponent(name)
            let run = try PlumbProcess.run(
                [
                    "render", spec, "gallery:settings-cell", "--width", "fit,375", "--category", "l,ax5", "--scale",
                    "1,3", "--canvas-background", "transparent", "-o", out.path,
                ]
                    + flags)
            #expect(run.status == 0, "\(run.stderr)")
            return Self.files(in: out).filter { $0.key.hasSuffix(".png") }
        }
        let fast = try render([], "fast")
        let optimized = try render(["--optimize", "--jobs", "1"], "optimized")
        let again = try render(["--optimize", "--jobs", "4"], "again")
        #expect(fast.count == 2 * 2 * 2 * 2)
        #expect(Set(optimized.keys) == Set(fast.keys))
        #expect(optimized == again)
        for (name, bytes) in fast {
            let small = try #require(optimized[name])
            #expect(small.count < bytes.count, "\(name): \(small.count) ≥ \(bytes.count)")
            #expect(try PNGDecoder().decode([UInt8](small)) == PNGDecoder().decode([UInt8](bytes)), "\(name)")
        }
    }
}

import Foundation
import Testing

/// librsvg and gdk-pixbuf are opened only when a spec draws an SVG or a JPEG (`ImageLibraries`): a verb that draws
/// none, `plumb --version` and `plumb diff` included, never maps them. Read from the dynamic loader's own account of
/// the files it opens (`LD_DEBUG=files`, glibc's ld.so(8)).
@Suite struct StartupLibrariesCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The libraries the loader opened while running `plumb arguments…`, by file name.
    static func librariesOpened(_ arguments: [String], in folder: URL) throws -> (status: Int32, names: Set<String>) {
        let output = try PlumbProcess.run(arguments, in: folder, environment: ["LD_DEBUG": "files"])
        var names = Set<String>()
        for line in output.stderr.split(separator: "\n") {
            guard let range = line.range(of: "file=") else { continue }
            names.insert(String(line[range.upperBound...].prefix { $0 != " " && $0 != "\t" && $0 != ";" }))
        }
        return (output.status, names)
    }

    @Test func versionAndDiffDoNotOpenTheImageLibraries() throws {
        let folder = try TemporaryFolder()
        let png = Self.fixtures.appendingPathComponent("pixeldiff")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: png.path).filter { $0.hasSuffix(".png") }
            .sorted()
        try #require(!pngs.isEmpty)
        let image = png.appendingPathComponent(pngs[0]).path
        for arguments in [["--version"], ["diff", image, image]] {
            let run = try Self.librariesOpened(arguments, in: folder.url)
            #expect(run.status == 0, "\(arguments)")
            // The loader's account is there: Pango is always opened.
            #expect(run.names.contains { $0.hasPrefix("libpango-1.0") }, "\(arguments): \(run.names.sorted())")
            #expect(!run.names.contains { $0.hasPrefix("librsvg") || $0.hasPrefix("libgdk_pixbuf") }, "\(arguments)")
        }
    }

    @Test func anSVGOpensLibrsvgWhenItIsRead() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("bad-input/assets/chevron.svg"),
            to: folder.url.appendingPathComponent("chevron.svg"))
        let spec = try folder.file(
            "icon.yaml",
            "name: icon\nroot: {id: list, layout: stack, axis: vertical, children: [{id: icon, kind: image, src: chevron.svg, width: 24, height: 24}]}\n"
        )
        let run = try Self.librariesOpened(
            ["render", spec, "-o", folder.url.appendingPathComponent("out").path], in: folder.url)
        #expect(run.status == 0)
        #expect(run.names.contains { $0.hasPrefix("librsvg-2.so") })
        #expect(folder.contents.contains { $0.hasSuffix(".png") })
    }
}

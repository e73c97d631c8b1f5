import Foundation
import Testing

@testable import PlumbSpec

/// The files `plumb preview` watches beside a spec: every scalar value that names an existing file.
@Suite struct SpecFileReferencesTests {
    @Test func scalarsNamingExistingFilesAreReferencesAndOthersAreNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("assets/logo.png"))
        try Data().write(to: folder.appendingPathComponent("Localizable.strings"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Fonts/.hidden"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Fonts/Brand.ttf"))
        try Data().write(to: folder.appendingPathComponent("Fonts/.DS_Store"))
        let spec = folder.appendingPathComponent("card.yaml").path
        try """
        name: card
        strings: Localizable.strings
        fonts: Fonts
        parent: ..
        here: .
        root:
          id: root
          children:
            - {id: logo, kind: image, image: assets/logo.png}
            - {id: missing, kind: image, image: assets/none.png}
            - {id: text, kind: text, text: "Version 1.2"}
            - {id: again, kind: image, image: assets/logo.png}
            - {id: folder, kind: image, image: assets}
        """.write(toFile: spec, atomically: true, encoding: .utf8)
        let base = folder.standardized.path
        #expect(
            SpecFileReferences.files(inSpecAt: spec) == [
                base + "/Localizable.strings", base + "/Fonts/Brand.ttf", base + "/assets/logo.png",
            ],
            "files named, and the visible files of a folder below the spec's; never the spec's own folder or one above it"
        )
        #expect(SpecFileReferences.files(inSpecAt: folder.appendingPathComponent("nope.yaml").path) == [])
    }
}

/// `plumb preview` re-renders a spec when a file it includes changes, however deep the include.
@Suite struct SpecIncludeReferencesTests {
    @Test func includedFilesAndTheirIncludesAreWatched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-refs-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "include: tokens.yaml\ncomponents: {}\n".write(
            to: folder.appendingPathComponent("lib/components.yaml"), atomically: true, encoding: .utf8)
        try "include: components.yaml\ntokens: {a: 1}\n".write(
            to: folder.appendingPathComponent("lib/tokens.yaml"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("screen.yaml").path
        try "include: lib/components.yaml\nroot: {id: r}\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let files = SpecFileReferences.files(inSpecAt: spec).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(files == ["components.yaml", "tokens.yaml"])
    }

    /// A YAML file a spec names is read for its own references only inside the spec's folder tree, and only when it
    /// is a regular file (issue 32, point 5): one outside (an absolute path) or a FIFO is watched, never read.
    @Test func namedYAMLOutsideTheTreeOrNotARegularFileIsNeverRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-refs-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("secret.png"))
        try "image: secret.png\n".write(
            to: root.appendingPathComponent("outside.yaml"), atomically: true, encoding: .utf8)
        try Data().write(to: folder.appendingPathComponent("inside.png"))
        try "image: inside.png\n".write(
            to: folder.appendingPathComponent("tokens.yaml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        let spec = folder.appendingPathComponent("card.yaml").path
        try """
        a: \(root.appendingPathComponent("outside.yaml").path)
        b: tokens.yaml
        c: pipe.yaml
        root: {id: root}
        """.write(toFile: spec, atomically: true, encoding: .utf8)
        let base = root.standardized.path
        #expect(
            SpecFileReferences.files(inSpecAt: spec) == [
                base + "/outside.yaml", base + "/project/tokens.yaml", base + "/project/pipe.yaml",
                base + "/project/inside.png",
            ], "outside.yaml is watched but not read, so secret.png beside it is not named; the FIFO is not opened")
    }
}

import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `include:` (relative paths, inside the spec's folder tree, no cycles) and `stories:` (spec format: "Includes",
/// "Stories"), with real files in a temporary folder.
@Suite struct IncludeSpecTests {
    /// A folder with `lib/tokens.yaml`, `lib/components.yaml` (including the tokens) and `outside.yaml` one level up.
    struct Files {
        let root: URL
        let specs: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-include-\(UUID().uuidString)")
            specs = root.appendingPathComponent("specs")
            try FileManager.default.createDirectory(
                at: specs.appendingPathComponent("lib"), withIntermediateDirectories: true)
            try write("specs/lib/tokens.yaml", "colors: {brand: \"#FF2D55\"}\ntokens: {space: {m: 12}}\n")
            try write(
                "specs/lib/components.yaml",
                """
                include: tokens.yaml
                components:
                  button:
                    params: [title, state: normal]
                    root: {id: button, kind: button, text: $title, state: $state, color: brand}

                """)
            try write("outside.yaml", "tokens: {far: 1}\n")
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }

        func load(_ text: String, roots: [String] = []) throws(SpecError) -> Spec {
            try? text.write(to: specs.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
            var loader = SpecLoader()
            loader.includeRoots = roots
            return try loader.load(path: specs.appendingPathComponent("spec.yaml").path)
        }

        var specPath: String { specs.appendingPathComponent("spec.yaml").path }
    }

    @Test func componentsAndColoursComeThroughNestedIncludes() throws {
        let files = try Files()
        defer { try? FileManager.default.removeItem(at: files.root) }
        let spec = try files.load("include: lib/components.yaml\nroot: {id: go, use: button, args: {title: Go}}\n")
        #expect(spec.root.kind == .button && spec.root.text?.string == "Go")
        #expect(spec.root.text?.color.hex == "#FF2D55")
    }

    @Test func includesStayInsideTheSpecsFolderTreeUnlessTheCommandLineAllowsMore() throws {
        let files = try Files()
        defer { try? FileManager.default.removeItem(at: files.root) }
        let text = "include: ../outside.yaml\nroot: {id: box, width: $far}\n"
        do {
            _ = try files.load(text)
            Issue.record("expected the include to be refused")
        } catch {
            guard case .component(.include(let at, let path, let problem)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(at == SpecLocation(file: files.specPath, line: 1, column: 10) && path == "../outside.yaml")
            #expect(problem.contains("outside the folder tree of the spec") && problem.contains("--include-root"))
        }
        let allowed = try files.load(text, roots: [files.root.path])
        #expect(allowed.root.fixedWidth == 1)
    }

    @Test func absoluteMissingAndCyclicIncludesAreRefused() throws {
        let files = try Files()
        defer { try? FileManager.default.removeItem(at: files.root) }
        for (text, phrase) in [
            ("include: \(files.root.path)/outside.yaml\nroot: {id: b}\n", "absolute paths are refused"),
            ("include: lib/nope.yaml\nroot: {id: b}\n", "no such file"),
            ("include: lib\nroot: {id: b}\n", "it is a folder"),
        ] {
            #expect(throws: SpecError.self) { try files.load(text) }
            do { _ = try files.load(text) } catch { #expect(error.description.contains(phrase), "\(error)") }
        }
        try files.write("specs/lib/a.yaml", "include: b.yaml\n")
        try files.write("specs/lib/b.yaml", "include: a.yaml\n")
        do {
            _ = try files.load("include: lib/a.yaml\nroot: {id: b}\n")
            Issue.record("expected a cycle")
        } catch {
            #expect(error.file.hasSuffix("lib/b.yaml"))
            #expect(error.description.contains("it includes this file again (a.yaml → b.yaml → a.yaml)"), "\(error)")
        }
    }

    @Test func aDefinitionGivenTwiceNamesBothPlaces() throws {
        let files = try Files()
        defer { try? FileManager.default.removeItem(at: files.root) }
        do {
            _ = try files.load("include: lib/tokens.yaml\ntokens: {space: {m: 8}}\nroot: {id: b}\n")
            Issue.record("expected a duplicate")
        } catch {
            #expect(
                error.description.contains(
                    "token `space` is already defined at \(files.specs.path)/lib/tokens.yaml:2:10"), "\(error)")
        }
    }

    @Test func storiesAreSpecsOfTheirOwnWithTheirArguments() throws {
        let files = try Files()
        defer { try? FileManager.default.removeItem(at: files.root) }
        let spec = try files.load(
            """
            include: lib/components.yaml
            name: button
            root: {id: cta, use: button, args: {title: Continue}}
            stories:
              Primary: {}
              Long title: {title: Continue to the next step}
              Disabled: {state: disabled}

            """)
        #expect(spec.stories.map(\.name) == ["Primary", "Long title", "Disabled"])
        #expect(spec.stories.map(\.spec.name) == ["button/primary", "button/long-title", "button/disabled"])
        #expect(spec.stories[1].spec.root.text?.string == "Continue to the next step")
        #expect(
            spec.stories[2].spec.root.text?.string == "Continue" && spec.stories[2].spec.root.controlState == .disabled)
        #expect(spec.stories[0].spec.root.id == "cta")
        do {
            _ = try files.load(
                "include: lib/components.yaml\nroot: {id: cta, use: button, args: {title: Go}}\nstories:\n  Bad: {titel: x}\n"
            )
            Issue.record("expected an unknown argument")
        } catch {
            guard case .component(.unknownArgument(let at, let argument, _, _, let definedAt)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(at == SpecLocation(file: files.specPath, line: 4, column: 9) && argument == "titel")
            #expect(definedAt.file.hasSuffix("lib/components.yaml") && definedAt.line == 3)
        }
    }

    @Test func storySlugsAreLowerCaseWordsJoinedByDashes() {
        #expect(SpecStory.slug("Long title") == "long-title")
        #expect(SpecStory.slug("  Disabled (AX)!") == "disabled-ax")
        #expect(SpecStory.slug("✓") == "")
    }
}

import PlumbCore
import Testing

@testable import PlumbSpec

/// The `lints:` key on nodes and at the top level: kinds and severities from `LintRules`, clear errors otherwise.
@Suite struct LintsSpecTests {
    @Test func aNodeAndTheTopLevelSetSeveritiesAndTheRootsOwnWins() throws {
        let spec = try SpecTestSupport.parse(
            """
            lints: {truncatedText: off, overlap: warning}
            root:
              id: root
              lints: {overlap: error}
              children:
                - {id: subject, kind: text, text: "Hello", lines: 1, frame: [0, 0, 100, 20], lints: {clippedText: warning}}
            """)
        #expect(
            spec.root.lintSeverities == ["truncatedText": .off, "overlap": .error],
            "the top level applies to the tree; the root's own overlap wins")
        #expect(spec.root.children[0].lintSeverities == ["clippedText": .warning])
    }

    @Test func anUnknownKindNamesItsPlaceTheKindsAndTheClosestOne() {
        SpecTestSupport.expectError(
            "root:\n  id: a\n  lints: {truncatedTxt: off}\n",
            .unknownKey(
                file: "s.yaml", line: 3, column: 11, key: "truncatedTxt", allowed: LintRules.kinds + ["contrast"]))
        do {
            _ = try SpecTestSupport.parse("root:\n  id: a\n  lints: {truncatedTxt: off}\n")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "s.yaml:3:11: unknown key `truncatedTxt` (did you mean `truncatedText`?) (expected one of: ambiguous, brokenWord, clippedText,"
                ))
        }
    }

    @Test func anUnknownSeverityListsTheSeverities() {
        SpecTestSupport.expectError(
            "lints:\n  overlap: eror\nroot: {id: a}\n",
            .invalidValue(
                file: "s.yaml", line: 2, column: 12, key: "lints.overlap", value: "eror",
                expected: "one of error, warning, note, off"))
        do { _ = try SpecTestSupport.parse("lints:\n  overlap: eror\nroot: {id: a}\n") } catch {
            #expect(
                error.description
                    == "s.yaml:2:12: `lints.overlap` is \"eror\" (did you mean `error`?), expected one of error, warning, note, off"
            )
        }
    }

    @Test func lintsMustBeAMapping() {
        SpecTestSupport.expectError(
            "root:\n  id: a\n  lints: off\n",
            .wrongType(
                file: "s.yaml", line: 3, column: 10, key: "lints",
                expected: "a mapping of lint kind to severity, e.g. {truncatedText: off}"))
    }

    @Test func overlapAllowancesStillWorkBesideLints() throws {
        let spec = try SpecTestSupport.parse("root:\n  id: a\n  overlap: allowed\n  lints: {overlap: warning}\n")
        #expect(spec.root.allowsOverlap && spec.root.lintSeverities == ["overlap": .warning])
    }
}

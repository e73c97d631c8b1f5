import Foundation
import Testing

@testable import PlumbSpec

/// What the spec-key test suites share: the path of a committed example spec, parsing text, and expecting an
/// exact error.
enum SpecTestSupport {
    /// `docs/examples/<name>`, from this test folder.
    static func examplePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/examples/" + name).standardizedFileURL.path
    }

    /// `text` parsed as the spec file `s.yaml`.
    static func parse(_ text: String) throws(SpecError) -> Spec {
        try SpecLoader().parse(text, file: "s.yaml")
    }

    /// Expects `text` to fail with exactly `expected`.
    static func expectError(
        _ text: String, _ expected: SpecError, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try parse(text)
            Issue.record("expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }
}

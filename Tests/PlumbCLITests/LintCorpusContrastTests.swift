import Foundation
import Testing

/// The lint corpus's contrast cases, `Tests/Fixtures/lint-corpus/contrast/cases.json`, through the real `plumb lint`:
/// the misses of issue 28.7 (text on a light gradient, on a photo, on a card over a photo) are found against the
/// pixels really behind the text, the gradient false alarm is gone, and Apple's own pairs are warnings at the
/// platform level and errors at `contrast: aa` (issue 28.2; WCAG 2.2 SC 1.4.3, Apple HIG "Color and contrast").
@Suite struct LintCorpusContrastTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lint-corpus/contrast")

    struct Corpus: Decodable {
        struct Expected: Decodable {
            var node: String
            var severity: String
            var message: String
        }
        struct Case: Decodable {
            var spec: String
            var lowContrast: [Expected]
        }
        var cases: [Case]
    }

    struct Finding: Decodable {
        var kind: String
        var nodes: [String]
        var message: String
        var severity: String
    }

    static func cases() throws -> [Corpus.Case] {
        try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: corpus.appendingPathComponent("cases.json"))).cases
    }

    @Test(arguments: try cases().map(\.spec))
    func eachCaseReportsExactlyItsContrastFindings(spec: String) throws {
        let expected = try #require(try Self.cases().first { $0.spec == spec }).lowContrast
        let run = try PlumbProcess.run([
            "lint", Self.corpus.appendingPathComponent(spec).path, "--width", "375", "--category", "l", "--json",
        ])
        #expect(run.status == (expected.contains { $0.severity == "error" } ? 1 : 0), "\(run.stderr)")
        let found = try JSONDecoder().decode([Finding].self, from: Data(run.stdout.utf8)).filter {
            $0.kind == "lowContrast"
        }
        #expect(found.map(\.nodes) == expected.map { [$0.node] }, "\(run.stdout)")
        for (finding, want) in zip(found, expected) {
            #expect(finding.severity == want.severity, "\(finding.message)")
            #expect(finding.message.contains(want.message), "\(finding.message) should contain \(want.message)")
        }
    }
}

import Foundation
import Testing

/// Every case of `Tests/Fixtures/lint-corpus/cases.json` through the real `plumb`: the exact findings `plumb lint`
/// reports (kind, nodes, severity, in every environment of the case), the exit code, and for layout cases the
/// frames `plumb layout` gives named nodes. Each case names the UIKit, VoiceOver or HIG rule it holds up and its
/// source, printed with any failure. False alarms are cases that expect nothing; misses are cases that expect the
/// finding.
@Suite struct LintCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lint-corpus")

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        /// The rule the case holds up, and where it is written.
        var rule: String
        var source: String
        var spec: String
        var args: [String]
        /// `KIND NODE,NODE SEVERITY @ ENVIRONMENT-LABEL`, one per finding, in any order.
        var findings: [String]
        /// Frames as `[x, y, width, height]` by node id, from `plumb layout` with `layoutArgs`.
        var frames: [String: [Double]]?
        var layoutArgs: [String]?

        var testDescription: String { name }
    }

    static func loadCases() throws -> [Case] {
        try JSONDecoder().decode([Case].self, from: Data(contentsOf: corpus.appendingPathComponent("cases.json")))
    }

    static let cases: [Case] = (try? loadCases()) ?? []

    @Test func theManifestReadsWithUniqueNamesAndEverySpecIsACase() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 8)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names must be unique")
        let specs = try FileManager.default.contentsOfDirectory(
            atPath: Self.corpus.appendingPathComponent("specs").path
        )
        .filter { $0.hasSuffix(".yaml") }
        #expect(
            Set(specs).isSubset(of: Set(cases.map(\.spec))),
            "specs without a case: \(Set(specs).subtracting(cases.map(\.spec)))")
    }

    @Test(arguments: cases)
    func theLintersFindingsAreExactlyTheExpectedOnes(_ testCase: Case) throws {
        let spec = Self.corpus.appendingPathComponent("specs").appendingPathComponent(testCase.spec).path
        let run = try PlumbProcess.run(["lint", spec] + testCase.args + ["--json"])
        let context = "\(testCase.name) (\(testCase.rule); \(testCase.source))\nstderr: \(run.stderr.prefix(2000))"
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(context)")
        let found = list.map { finding -> String in
            let environment = finding["environment"] as? [String: Any] ?? [:]
            return [
                finding["kind"] as? String ?? "", (finding["nodes"] as? [String] ?? []).joined(separator: ","),
                finding["severity"] as? String ?? "", "@", environment["label"] as? String ?? "",
            ].joined(separator: " ")
        }
        #expect(
            found.sorted() == testCase.findings.sorted(),
            "\(context)\nfound: \(found.sorted())\nmessages: \(list.map { $0["message"] as? String ?? "" })")
        let errors = list.contains { $0["severity"] as? String == "error" }
        #expect(run.status == (errors ? 1 : 0), "exit \(run.status) — \(context)")

        guard let frames = testCase.frames else { return }
        let layout = try PlumbProcess.run(["layout", spec] + (testCase.layoutArgs ?? []))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any], "\(layout.stderr)")
        let nodes = document["nodes"] as? [[String: Any]] ?? []
        for (id, expected) in frames {
            let node = try #require(nodes.first { $0["id"] as? String == id }, "\(context): no node \(id)")
            let actual = ["x", "y", "width", "height"].map { (node[$0] as? NSNumber)?.doubleValue ?? .nan }
            #expect(actual == expected, "\(context): \(id) is \(actual), expected \(expected)")
        }
    }
}

import Foundation
import PlumbCore
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import Testing

/// Lint baselines: recorded findings are known, only new error findings fail, gone ones are reported as fixed,
/// and baselines without lint files behave as before.
@Suite struct LintBaselineRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lints-\(UUID().uuidString)").path

    /// A 60 pt-wide, 16 pt-high badge: one line of caption text fits at `l`; at `ax5` it needs more height
    /// (`clippedText`, an error). `badge` names its text.
    func subject(
        badge: String = "Flag", categories: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]
    ) -> Subject {
        Subject(
            name: "row", source: "row.yaml", environments: Matrix(widths: [320], categories: categories).environments,
            tree: { _ in
                let text = Node(
                    id: "badge", kind: .text, text: TextContent(badge, style: .caption1, lines: 0),
                    frame: Rect(x: 8, y: 8, width: 60, height: 16))
                return Node(
                    id: "root", style: NodeStyle(background: Color(hex: "#FFFFFF")!), layout: .absolute,
                    children: [text])
            })
    }

    func run(
        _ subject: Subject, mode: RecordMode = .never, tolerance: SnapshotTolerance = SnapshotTolerance()
    ) throws -> SnapshotReport {
        try SnapshotRun(subjects: [subject], store: BaselineStore(rootPath: folder), mode: mode, tolerance: tolerance)
            .run()
    }

    @Test func aRecordedFindingIsKnownAndANewOneFailsAsNewLint() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let lints = try String(contentsOfFile: folder + "/row/320w-ax5.lints.json", encoding: .utf8)
        #expect(lints.contains("\"kind\" : \"clippedText\"") && lints.contains("\"badge\""), "\(lints)")
        let again = try run(subject())
        #expect(again.passed, "the clipped badge at ax5 is in the lint baseline: \(again.environments.map(\.messages))")
        #expect(again.environments[1].lintChanges?.known == ["clippedText badge"])

        // A longer text at l now needs a second line: a new finding there, a known one at ax5.
        let longer = try run(subject(badge: "Flagged urgent today"))
        #expect(longer.environments.map(\.status) == [.newLint, .changed])
        let verdict = longer.environments[0]
        #expect(verdict.outcome == .failed && verdict.lintChanges?.new == ["clippedText badge"])
        let message = verdict.messages.joined(separator: "\n")
        #expect(message.contains("new lint clippedText on \"badge\""), "\(message)")
        #expect(message.contains("add `lints: {clippedText: warning}` to node \"badge\""), "\(message)")
        #expect(
            !message.contains("re-record") && !message.contains("plumb record"),
            "a lint is never fixed by recording: \(message)")
    }

    @Test func aFindingThatIsGoneIsReportedAsFixedAndPasses() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(categories: [.accessibilityExtraExtraExtraLarge]), mode: .all)
        let wider = Subject(
            name: "row", source: "row.yaml",
            environments: Matrix(widths: [320], categories: [.accessibilityExtraExtraExtraLarge]).environments,
            tree: { _ in
                let text = Node(
                    id: "badge", kind: .text, text: TextContent("Flag", style: .caption1, lines: 0),
                    frame: Rect(x: 8, y: 8, width: 200, height: 200))
                return Node(
                    id: "root", style: NodeStyle(background: Color(hex: "#FFFFFF")!), layout: .absolute,
                    children: [text])
            })
        let report = try run(wider, tolerance: SnapshotTolerance(frameTolerance: 1000, failOnLints: true))
        let verdict = try #require(report.environments.first)
        #expect(verdict.lintChanges?.fixed == ["clippedText badge"])
        #expect(
            verdict.messages.contains {
                $0.hasPrefix("fixed lint (an error in the lint baseline, not one now): clippedText badge")
            }, "\(verdict.messages)")
    }

    @Test func baselinesWithoutLintFilesFailOnEveryErrorAsBefore() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        for label in ["320w-l", "320w-ax5"] {
            try FileManager.default.removeItem(atPath: folder + "/row/\(label).lints.json")
        }
        let report = try run(subject())
        #expect(report.environments.map(\.status) == [.passed, .newLint])
        #expect(report.environments[1].lintChanges == nil)
        #expect(try run(subject(), tolerance: SnapshotTolerance(failOnLints: false)).passed, "--ignore-lints")
    }

    @Test func theRunsSeverityAppliesAndIsRecorded() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all, tolerance: SnapshotTolerance(lints: ["clippedText": .warning]))
        let lints = try String(contentsOfFile: folder + "/row/320w-ax5.lints.json", encoding: .utf8)
        #expect(lints.contains("\"severity\" : \"warning\""), "\(lints)")
        for label in ["320w-l", "320w-ax5"] {
            try FileManager.default.removeItem(atPath: folder + "/row/\(label).lints.json")
        }
        #expect(
            try run(subject(), tolerance: SnapshotTolerance(lints: ["clippedText": .warning])).passed,
            "a warning never fails")
        #expect(try !run(subject()).passed)
    }
}

import Foundation
import Testing

/// Issue 28.5 through the real `plumb`: a header "title" above two rows placed from one Swift layout
/// (`manual: settings-cell` twice), whose nodes are "title" and "toggle" in each row. Matched by id alone, every
/// check after recording failed "VoiceOver reads it differently" on unchanged files (the rows' titles against the
/// header's label); matched by path and reading order it passes, and the repeated ids are a `duplicateID` warning.
@Suite struct RepeatedCellsAccessibilityCLITests {
    static let spec = """
        name: two-cells
        root:
          id: list
          layout: stack
          axis: vertical
          children:
            - {id: title, kind: text, text: Display, style: headline}
            - {id: row1, layout: manual, manual: settings-cell}
            - {id: row2, layout: manual, manual: settings-cell}
        """

    @Test func recordThenCheckOfTwoIdenticalCellsPasses() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("two-cells.yaml", Self.spec)
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let matrix = ["--width", "375", "--category", "l", "--baselines", baselines]
        let record = try PlumbProcess.run(["record", spec] + matrix)
        try #require(record.status == 0, "\(record.stdout)\(record.stderr)")
        let json = try String(contentsOfFile: baselines + "/two-cells/375w-l.accessibility.json", encoding: .utf8)
        #expect(json.contains("\"path\": [\"list\", \"row2\", \"title\"]"), "\(json)")
        #expect(
            json.contains("{\"order\": 1, \"node\": \"title\", \"nodes\": [\"title\"], \"path\": [\"list\", \"title\"]")
        )

        for _ in 0..<2 {
            let check = try PlumbProcess.run(["check", spec, "--record", "never"] + matrix)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("1 environment: 1 passed"), "\(check.stdout)")
            #expect(!check.stdout.contains("accessibility changed"), "\(check.stdout)")
        }
    }

    @Test func theRepeatedIDsAreAWarningNotAFailure() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("two-cells.yaml", Self.spec)
        let lint = try PlumbProcess.run(["lint", spec, "--width", "375", "--category", "l"])
        #expect(lint.status == 0, "a warning does not fail: \(lint.stdout)\(lint.stderr)")
        #expect(
            lint.stdout.contains(
                "\"title\" is the id of 3 nodes (list/title, list/row1/title, list/row2/title)"), "\(lint.stdout)")
        #expect(lint.stdout.contains("\"toggle\" is the id of 2 nodes"), "\(lint.stdout)")
        let strict = try PlumbProcess.run([
            "lint", spec, "--width", "375", "--category", "l", "--lint", "duplicateID=error",
        ])
        #expect(strict.status == 1, "\(strict.stdout)")
    }
}

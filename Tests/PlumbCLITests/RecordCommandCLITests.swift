import Foundation
import Testing

/// The `re-record:` command `check` prints for a changed environment records exactly that environment, whatever
/// axes made it: a device preset, dark appearance, a pseudo-locale that forces right-to-left, a story.
@Suite struct RecordCommandCLITests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static func spec(title: String, long: String) -> String {
        """
        name: banner
        matrix:
          devices: [iphone-se-3]
          appearances: [light, dark]
          categories: [l]
          locales: [base, pseudo-rtl]
        components:
          banner:
            params: [title]
            root: {id: banner, layout: stack, padding: {left: 16, right: 16}, children: [{id: t, text: $title}]}
        root: {id: b, use: banner, args: {title: \(title)}}
        stories:
          Primary: {}
          Long: {title: \(long)}

        """
    }

    @Test func everyPrintedCommandRecordsTheEnvironmentThatFailed() throws {
        _ = try folder.file("s.yaml", Self.spec(title: "Hello", long: "A much longer title"))
        let record = try PlumbProcess.run(["record", "s.yaml", "--baselines", "B"], in: folder.url)
        try #require(record.status == 0, "\(record.stderr)")
        _ = try folder.file("s.yaml", Self.spec(title: "Hi", long: "A longer title"))

        let check = try PlumbProcess.run(["check", "s.yaml", "--baselines", "B", "--record", "never"], in: folder.url)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let commands = check.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "re-record: ") else { return nil }
            return String(line[range.upperBound...])
        }
        // 2 stories × 2 appearances × 2 locales; "… and N more with the same change" lines name no command.
        #expect(commands.count >= 2, "\(check.stdout)")
        #expect(commands.contains { $0.contains("--device iphone-se-3") && $0.contains("--appearance dark") })
        #expect(commands.allSatisfy { $0.contains("--story ") && !$0.contains("--width") })
        #expect(commands.contains { $0.contains("--locale pseudo-rtl") && !$0.contains("--direction") })

        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            try #require(words.first == "plumb")
            let rerun = try PlumbProcess.run(Array(words.dropFirst()), in: folder.url)
            #expect(rerun.status == 0, "\(command): \(rerun.stderr)")
            let recorded = rerun.stdout.split(separator: "\n").filter { !$0.hasPrefix("orphan") }
            #expect(recorded.last?.hasSuffix("0 new, 1 changed, 0 unchanged") == true, "\(command): \(rerun.stdout)")
        }
        // Each command re-recorded its own environment, so the environments they named now pass.
        let after = try PlumbProcess.run(["check", "s.yaml", "--baselines", "B", "--record", "never"], in: folder.url)
        let failing = after.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        for command in commands {
            let label = try #require(Self.label(of: command, in: check.stdout))
            #expect(
                !failing.contains { $0.contains(" \(label) ") || $0.hasSuffix(" \(label)") },
                "\(label) still fails: \(after.stdout)")
        }
    }

    /// The environment label of the FAIL line just above `command` in `output`.
    static func label(of command: String, in output: String) -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasSuffix("re-record: " + command) }) else { return nil }
        guard let fail = lines[..<index].last(where: { $0.hasPrefix("FAIL") }) else { return nil }
        let words = fail.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 ? String(words[2]) : nil
    }
}

import Foundation
import Testing

/// The README's examples are real: each `$ plumb …` command in its console blocks is run from the repository
/// root and must print exactly what the README shows (stdout and stderr together, as a terminal would).
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func consoleExampleMatchesTheBinary() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```console\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        var commands: [(arguments: [String], expected: String)] = []
        // Each block ends in a newline, which is no line of output.
        for line in blocks.map({ $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }).joined(separator: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix("$ plumb ") {
                commands.append((line.dropFirst("$ plumb ".count).split(separator: " ").map(String.init), ""))
            } else if line.hasPrefix("$ ") {
                commands.append(([], ""))  // a shell command such as `echo $?`: its output is checked below
            } else if !commands.isEmpty {
                commands[commands.count - 1].expected += line + "\n"
            }
        }
        #expect(blocks.count >= 2 && commands.count >= 4)
        var lastStatus: Int32 = 0
        for command in commands {
            guard !command.arguments.isEmpty else {
                #expect(command.expected.trimmingCharacters(in: .whitespacesAndNewlines) == "\(lastStatus)")
                continue
            }
            let run = try PlumbProcess.run(command.arguments, in: Self.root)
            lastStatus = run.status
            #expect(run.stdout + run.stderr == command.expected, "plumb \(command.arguments.joined(separator: " "))")
        }
    }
}

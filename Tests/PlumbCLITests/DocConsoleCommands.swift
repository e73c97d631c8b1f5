import Foundation

/// The `$ plumb …` commands of a docs page's console blocks, each with the lines the page shows after it: what the
/// tests that keep a page true run, from the repository root, and compare with what the binary prints.
struct DocConsoleCommand {
    /// The arguments after `plumb`, split at spaces as the page writes them.
    var arguments: [String]
    /// The lines after the command, up to the next command or the end of its block, each ending in a newline.
    var expected: String

    /// The commands of the page at `path` (relative to the repository root).
    static func commands(inPage path: String) throws -> [DocConsoleCommand] {
        let page = try String(contentsOf: ReadmeTests.root.appendingPathComponent(path), encoding: .utf8)
        let blocks = page.components(separatedBy: "```console\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        var commands: [DocConsoleCommand] = []
        for line in blocks.joined().split(separator: "\n") {
            if line.hasPrefix("$ plumb ") {
                commands.append(
                    DocConsoleCommand(
                        arguments: line.dropFirst("$ plumb ".count).split(separator: " ").map(String.init),
                        expected: ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].expected += line + "\n"
            }
        }
        return commands
    }
}

import Foundation
import Testing

/// No message says `the list\'s viewport`: `\'` in a Swift string literal is an apostrophe, but in a raw string
/// (`#"…"#`), a doc page or a fixture it is printed with its backslash. Every Swift source line with `\'` outside
/// the two shell-quoting helpers (which write `'\''` on purpose, for a POSIX shell) and every doc page is searched.
@Suite struct MessageEscapesTests {
    @Test func noSourceOrDocWritesABackslashBeforeAnApostrophe() throws {
        let root = ReadmeTests.root
        var offenders: [String] = []
        for folder in ["Sources", "docs"] {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in files where ["swift", "md", "yaml"].contains(url.pathExtension) {
                let text = try String(contentsOf: url, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("\\'") && !line.contains("'\\\\''") && !line.contains("'\\''") {
                    offenders.append("\(url.path.dropFirst(root.path.count + 1)):\(number + 1): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}

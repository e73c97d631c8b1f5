import Foundation
import Testing

/// Escape sequences in spec names, node ids and texts never reach the terminal raw (issue 32, point 19): every
/// line the CLI prints, on stdout or stderr, shows them escaped (`\u{1B}`), and nothing else changes.
@Suite struct TerminalEscapeCLITests {
    /// YAML's `\e` is ESC: `ESC ] 52` would set the clipboard, `ESC [ 2 J` clear the screen, `\r` overwrite a line.
    static let spec = """
        name: "evil\\e]52;c;cm0gLXJmIH4=\\a"
        root:
          id: "row\\e[2J"
          layout: stack
          axis: vertical
          width: 200
          children:
            - {id: "label\\r", kind: text, text: "Hi\\e[31m red", width: 10, lines: 1}
        """

    @Test func namesIdsAndTextsArePrintedEscaped() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("evil.yaml", Self.spec)
        let runs = [
            try PlumbProcess.run(["layout", spec, "--width", "320"]),
            try PlumbProcess.run(["lint", spec, "--width", "320"]),
            try PlumbProcess.run(["lint", spec, "--width", "320", "--lint", "unknownKind=error"]),
            try PlumbProcess.run([
                "record", spec, "--width", "320", "--baselines", folder.url.appendingPathComponent("B").path,
            ]),
        ]
        for run in runs {
            let output = run.stdout + run.stderr
            #expect(
                !output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\r" },
                "\(output.debugDescription)")
        }
        #expect(runs[0].stdout.contains("\"row\\u001b[2J\""), "JSON escapes its own: \(runs[0].stdout)")
        #expect(
            runs[1].stdout.contains("evil\\u{1B}]52;c;cm0gLXJmIH4=\\u{7}  clippedText  label\\u{D}"),
            "\(runs[1].stdout)")
        #expect(runs[3].stdout.contains("2 baselines recorded"), "\(runs[3].stdout)")
    }
}

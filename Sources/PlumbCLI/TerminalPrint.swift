import Foundation
import PlumbCore

/// Every `print` of the CLI: the text with its control characters escaped (`TerminalText`), newlines and tabs kept.
///
/// Spec names, node ids, texts and report entries reach the terminal through these lines, and they come from files
/// anyone can write; an escape sequence in them must not act on the reader's terminal (issue 32, point 19). This
/// function shadows the standard library's inside PlumbCLI, so no printing path can forget it.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Swift.print(terminalSafe(items.map { "\($0)" }.joined(separator: separator)), terminator: terminator)
}

/// `text` with every control character but newline and tab escaped, so each of its lines prints as written.
func terminalSafe(_ text: String) -> String { TerminalText.escaped(text, keepingLines: true) }

/// Writes `line` and a newline to stderr with its control characters escaped, as `print` does on stdout: warnings
/// and waiting notices carry file names, node ids and other processes' command lines, which anyone can write.
func printToStderr(_ line: String) {
    FileHandle.standardError.write(Data((terminalSafe(line) + "\n").utf8))
}

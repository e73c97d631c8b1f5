import ArgumentParser
import Foundation
import PlumbCore
import PlumbSnapshot

/// The `plumb` command: headless layout, rendering and visual regression for iOS-style UIs.
///
/// Exit codes are a contract (docs/design.md §6): 0 ok, 1 a finding, 2 bad input or usage. This is the one place that
/// turns errors into text and exit codes: a `CLIFailure` carries its own, every library's `InputError` (a bad spec,
/// matrix axis, font, baseline or file) prints as `error: <description>` with exit 2, and argument-parser's own usage
/// errors (64) are mapped to 2. Commands just `try`; they do not catch to reword.
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Lay out, render and check iOS-style layouts headlessly, deterministically.",
        discussion: """
            SPEC is a spec file (YAML or JSON) or gallery:NAME for a built-in reference UI.
            Exit codes: 0 ok, 1 a finding, 2 bad input or usage.
            """,
        version: PlumbVersion.current,
        subcommands: [
            DemoCommand.self, RenderCommand.self, LayoutCommand.self, LintCommand.self, DiffCommand.self,
            RecordCommand.self, CheckCommand.self, AcceptCommand.self, PruneCommand.self, MergeReportsCommand.self,
            SheetCommand.self, ReviewCommand.self, PreviewCommand.self, BisectCommand.self,
        ],
        defaultSubcommand: DemoCommand.self
    )

    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            try UnknownVerb.check(arguments, verbs: configuration.subcommands.map { $0._commandName })
            // `plumb diff A B` is built directly, sparing argument-parser's reflection (DiffCommand+Plain.swift).
            var command: any ParsableCommand = try DiffCommand.plain(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            Foundation.exit(failure.exitCode)
        } catch let error as any InputError {
            let failure = CLIFailure.badInput(error.description)
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == .validationFailure ? 2 : (code.rawValue == 1 ? 1 : 2))
        }
    }
}

/// An error the CLI reports with its own message and exit code.
struct CLIFailure: Error {
    var message: String
    var exitCode: Int32

    /// Bad input or usage: exit 2.
    static func badInput(_ message: String) -> CLIFailure { CLIFailure(message: "error: " + message, exitCode: 2) }
    /// A finding (mismatch, lint): exit 1.
    static func finding(_ message: String) -> CLIFailure { CLIFailure(message: message, exitCode: 1) }
}

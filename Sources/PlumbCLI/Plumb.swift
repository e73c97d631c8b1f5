import ArgumentParser
import Foundation
import PlumbCore
import PlumbSnapshot

/// The `plumb` command: headless layout, rendering and visual regression for iOS-style UIs.
///
/// Exit codes are a contract (docs/design.md §6): 0 ok, 1 a finding, 2 bad input or usage. `main` is the one place
/// that turns errors into text and exit codes: `FindingsFailed` prints its message (if any) and exits 1; every
/// `InputError` — a library's (a bad spec, matrix value, font, baseline or file) or the CLI's own `UsageError` —
/// prints as `error: <description>` with exit 2; argument-parser's own usage errors (64) are mapped to 2. Commands
/// and libraries just throw; nothing catches to reword.
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Lay out, render and check iOS-style layouts headlessly, deterministically.",
        discussion: """
            SPEC is a spec file (YAML or JSON) or gallery:NAME for a built-in reference UI.
            Exit codes: 0 ok, 1 a finding, 2 bad input or usage.
            plumb --limits lists every budget Plumb keeps on untrusted input, and which --limits raises.
            """,
        version: PlumbVersion.current,
        subcommands: [
            DemoCommand.self, RenderCommand.self, LayoutCommand.self, LintCommand.self, DiffCommand.self,
            RecordCommand.self, CheckCommand.self, AcceptCommand.self, PruneCommand.self, StatsCommand.self,
            MergeReportsCommand.self,
            SheetCommand.self, ReviewCommand.self, PreviewCommand.self, BisectCommand.self, FontsCommand.self,
        ],
        defaultSubcommand: DemoCommand.self
    )

    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            // `plumb --limits`: every reader's budget for untrusted input, from one registry (`InputBudgets`).
            if arguments == ["--limits"] {
                print(InputBudgets.listing.joined(separator: "\n"))
                return
            }
            try UnknownVerb.check(arguments, verbs: configuration.subcommands.map { $0._commandName })
            // `plumb diff A B` is built directly, sparing argument-parser's reflection (DiffCommand+Plain.swift).
            var command: any ParsableCommand = try DiffCommand.plain(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch let failure as FindingsFailed {
            if let message = failure.message {
                FileHandle.standardError.write(Data((terminalSafe(message) + "\n").utf8))
            }
            Foundation.exit(1)
        } catch let error as any InputError {
            FileHandle.standardError.write(Data(("error: " + terminalSafe(error.description) + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((terminalSafe(message) + "\n").utf8)) }
            Foundation.exit(code == .validationFailure ? 2 : (code.rawValue == 1 ? 1 : 2))
        }
    }
}

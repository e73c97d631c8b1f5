import ArgumentParser
import Foundation
import PlumbCore
import PlumbSnapshot

/// `plumb accept ARTIFACTS_DIR [--only ID…] [--baselines DIR]`: promotes a finished check's actual images.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Promote the actual images and frames of a finished check into the baselines, without re-rendering.",
        discussion: """
            Reads ARTIFACTS_DIR/report.json (written by plumb check --artifacts ARTIFACTS_DIR) and copies each failed \
            environment's actual PNG and frames JSON over its baseline, atomically, with the run's renderer fingerprint. \
            Every file is validated before the first is written. ID is spec/label, e.g. settings-cell/375w-ax5. \
            The report is untrusted (CI artifacts may come from anyone's pull request): accept writes only into \
            --baselines DIR, else Baselines in the working directory (when the check used another folder, name it \
            with --baselines), and reads only regular files inside ARTIFACTS_DIR, each at most 512 MB.
            Exit codes: 0 accepted (or nothing to accept), 2 bad input.
            """
    )

    @Argument(help: "The artifacts folder of a finished plumb check.")
    var artifacts: String

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp("Accept only these environments (spec/label).", valueName: "ID"))
    var only: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The baselines folder to write into (default: Baselines; never the one report.json names).",
            valueName: "DIR"))
    var baselines: String?

    func run() throws {
        let result = try Acceptance.accepting(
            ArtifactStore(rootPath: artifacts), only: only, store: baselines.map { BaselineStore(rootPath: $0) },
            waiting: { printToStderr($0) })
        for verdict in result.verdicts {
            print("accepted \(TerminalText.escaped(verdict.id)) → \(result.destination(verdict))")
        }
        print(
            result.verdicts.isEmpty
                ? "nothing to accept: no failed environment in \(artifacts)"
                : "\(result.verdicts.count) baseline\(result.verdicts.count == 1 ? "" : "s") accepted")
    }
}

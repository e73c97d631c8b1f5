import ArgumentParser
import PlumbSnapshot

/// `plumb accept ARTIFACTS_DIR [--only ID…] [--baselines DIR]`: promotes a finished check's actual images.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Promote the actual images and frames of a finished check into the baselines, without re-rendering.",
        discussion: """
            Reads ARTIFACTS_DIR/report.json (written by plumb check --artifacts ARTIFACTS_DIR) and copies each failed \
            environment's actual PNG and frames JSON over its baseline, atomically, with the run's renderer fingerprint. \
            Every file is validated before the first is written. ID is spec/label, e.g. settings-cell/375w-ax5.
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
        name: .long, help: ArgumentHelp("The baselines folder (default: the one the check used).", valueName: "DIR"))
    var baselines: String?

    func run() throws {
        let accepted = try Acceptance.accept(
            ArtifactStore(rootPath: artifacts), only: only, store: baselines.map { BaselineStore(rootPath: $0) })
        let store = baselines.map(BaselineStore.init(rootPath:))
        for verdict in accepted {
            print("accepted \(verdict.id) → \(store?.imagePath(verdict.key) ?? verdict.baseline)")
        }
        print(
            accepted.isEmpty
                ? "nothing to accept: no failed environment in \(artifacts)"
                : "\(accepted.count) baseline\(accepted.count == 1 ? "" : "s") accepted")
    }
}

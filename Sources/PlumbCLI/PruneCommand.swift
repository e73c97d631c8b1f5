import ArgumentParser
import PlumbSnapshot

/// `plumb prune [SPEC…|DIR] [--baselines DIR] [--dry-run]`: removes baselines no spec × environment produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove baselines that no spec × environment produces.",
        discussion: """
            Give the same SPEC arguments and matrix flags as plumb check (no SPEC: the whole gallery). Orphans are \
            files in a spec's folder that none of its environments writes (and stray temporary files), and whole \
            folders that no given spec names. Nothing is rendered. --dry-run lists them without removing.
            Exit codes: 0 done, 2 bad input.
            """
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all (the default: the whole gallery).")
    var specs: [String] = []

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(name: .long, help: "The baselines folder.")
    var baselines: String = BaselineStore.defaultRoot

    @Flag(name: .customLong("dry-run"), help: "List the orphans without removing them.")
    var dryRun = false

    func run() throws {
        let subjects = try SnapshotSpecArguments.subjects(specs, matrix: matrixOptions)
        let store = BaselineStore(rootPath: baselines)
        let jobs: [SnapshotJob]
        do { jobs = try SnapshotRun(subjects: subjects, store: store).allJobs() } catch { throw CLIFailure.badInput("\(error)") }
        let orphans = store.orphans(expected: jobs.map { EnvironmentKey(folder: $0.subject.folderName, $0.environment) })
        if !dryRun {
            do { try store.remove(orphans: orphans) } catch { throw CLIFailure.badInput("\(error)") }
        }
        for orphan in orphans { print((dryRun ? "orphan " : "removed ") + orphan) }
        print(orphans.isEmpty ? "no orphans in \(baselines)" : "\(orphans.count) orphan\(orphans.count == 1 ? "" : "s") \(dryRun ? "found" : "removed")")
    }
}

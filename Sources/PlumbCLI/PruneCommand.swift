import ArgumentParser
import PlumbSnapshot

/// `plumb prune SPEC… [--all] [--baselines DIR] [--dry-run]`: removes baselines no spec × environment produces.
///
/// Scoped like `check`: with some specs, only files inside those specs' own baseline folders are touched, so
/// pruning after checking one spec can never delete another spec's baselines. Whole folders that no spec names
/// go only with `--all`, which says the given specs (or, with none, the whole gallery) are every spec there is.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove baselines that no spec × environment produces.",
        discussion: """
            Give the same SPEC arguments and matrix flags as plumb check. Orphans are files in a given spec's \
            folder that none of its environments writes (stray temporary files, and the accessibility pictures an older \
            Plumb recorded: the picture is now an artifact of a failed check, not a baseline). With --all, the given specs \
            (no SPEC: the whole gallery) are taken to be every spec, and folders no spec names are orphans too. \
            Without SPEC, --all is required. Nothing is rendered. --dry-run lists what would be removed.
            Exit codes: 0 done, 2 bad input.
            """
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all.")
    var specs: [String] = []

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(name: .long, help: ArgumentHelp("The baselines folder.", valueName: "DIR"))
    var baselines: String = BaselineStore.defaultRoot

    @Flag(name: .long, help: "The given specs are all the specs: also remove folders that no spec names.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "List what would be removed without removing it.")
    var dryRun = false

    func run() throws {
        guard !specs.isEmpty || all else {
            throw UsageError.pruneNeedsSpecs(baselines: baselines)
        }
        let subjects = try matrixOptions.subjects(specs.isEmpty ? ["gallery:all"] : specs)
        let store = BaselineStore(rootPath: baselines)
        let jobs: [SnapshotJob]
        jobs = try SnapshotRun(subjects: subjects, store: store).allJobs()
        let keys = jobs.map { EnvironmentKey(folder: $0.subject.folderName, $0.environment) }
        // Accessibility pictures recorded by an older Plumb are no baselines any more (docs/accessibility.md).
        let orphans =
            (store.orphans(expected: keys, scope: all ? .everyFolder : .specFolders)
            + store.retiredPictures(expected: keys))
            .sorted()
        if !dryRun {
            try store.remove(orphans: orphans)
        }
        for orphan in orphans { print((dryRun ? "would remove " : "removed ") + orphan) }
        print(
            orphans.isEmpty
                ? "no orphans in \(baselines)"
                : "\(orphans.count) orphan\(orphans.count == 1 ? "" : "s") \(dryRun ? "would be removed (dry run)" : "removed")"
        )
    }
}

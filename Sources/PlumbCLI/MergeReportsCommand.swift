import ArgumentParser
import Foundation
import PlumbSnapshot

/// `plumb merge-reports JSON… -o DIR`: joins the reports of sharded checks into one artifacts folder.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the JSON reports of sharded checks (--shard i/n) into one report.json, report.html and images.",
        discussion: """
            Give each shard's ARTIFACTS/report.json: the images beside it are copied into DIR, so DIR is the \
            artifacts folder the unsharded run would have written (plumb accept DIR works on it). Every shard \
            1/n … n/n of one run must be given (exit 2 naming the missing one) unless --allow-partial. Shard folders \
            are untrusted: every file a report names is read only inside the folder of that report.json (no .., no \
            absolute path, no symbolic link out, regular files of at most 512 MB) and written only inside DIR. \
            The shards' timings.json files (the seconds each environment took) are joined into DIR/timings.json, \
            for the next run's --shard-timings.
            Exit codes: 0 every environment passed, 1 a failure or recorded baseline in any shard, 2 bad input.
            """
    )

    @Argument(help: "The shards' report.json files.")
    var reports: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The merged artifacts folder.", valueName: "PATH"))
    var output: String

    @Option(
        name: .long,
        help: ArgumentHelp("Also write a JUnit XML report of the merged result to this file.", valueName: "FILE"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Also write a GitHub-flavoured Markdown summary to this file.", valueName: "FILE"))
    var summary: String?

    @Flag(
        name: .customLong("allow-partial"),
        help: "Merge an incomplete set of shards (by default a missing shard is an error).")
    var allowPartial = false

    func run() throws {
        var loaded: [(path: String, report: SnapshotReport)] = []
        for path in reports {
            loaded.append((path, try SnapshotReport(contentsOf: path)))
        }
        var merged: SnapshotReport
        merged = try SnapshotReport.merged(loaded, allowPartial: allowPartial)
        let destination = ArtifactStore(rootPath: output)
        let files = try ShardArtifacts.gather(loaded)
        // Each distinct image once, as the unsharded run writes them: later copies point at the first.
        let byPath = Dictionary(files.map { ($0.relative, $0.data) }, uniquingKeysWith: { first, _ in first })
        merged = merged.deduplicatingImages { byPath[$0] }
        let referenced = Set(merged.environments.flatMap { $0.artifacts?.all ?? [] })
        let timings = try ShardArtifacts.gatherTimings(loaded.map(\.path))
        try ShardArtifacts.write(files.filter { referenced.contains($0.relative) }, to: output)
        if let timings {
            try ShardArtifacts.write(
                [ShardArtifacts.File(relative: ShardTimings.fileName, data: timings.jsonData)], to: output)
        }
        try ReportWriter.write(merged, to: destination)
        try SnapshotCommandRun.writeReports(merged, json: nil, junit: junit, summary: summary, artifacts: output)
        SnapshotPrinter.printCheck(merged, artifacts: output)
        if !merged.passed { throw FindingsFailed() }
    }
}

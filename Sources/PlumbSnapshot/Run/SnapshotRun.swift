import Foundation
import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbText

/// A snapshot run: every subject × environment checked against a baselines folder, on all cores.
///
/// The steps: list the jobs in canonical order and keep this shard's; read each spec folder's renderer
/// fingerprint; when the mode can write, remove the temporary files that killed writers left; check the jobs on
/// worker threads (one Pango context per worker, jobs dealt round-robin); write fingerprints for folders that
/// got new baselines; list orphans; return the report in canonical order.
/// The report and every written file depend only on the inputs, never on the worker count.
///
/// ```swift
/// let subject = Subject(name: "settings-cell", source: "gallery:settings-cell", tree: node)
/// let report = try SnapshotRun(subjects: [subject], store: BaselineStore(rootPath: "__Baselines__/CellTests"),
///                              mode: .missing, artifacts: ArtifactStore(rootPath: "out/snapshots")).run()
/// for failure in report.problems { print(failure.id, failure.messages, failure.recordCommand) }
/// ```
public struct SnapshotRun: Sendable {
    public var subjects: [Subject]
    public var store: BaselineStore
    public var mode: RecordMode
    public var tolerance: SnapshotTolerance
    public var shard: Shard
    /// The seconds each environment took in an earlier run (`--shard-timings`), which balance the shards by cost;
    /// `nil` balances them by an estimate (`ShardCosts`). A sharded run with artifacts writes this run's timings
    /// beside its report, for `merge-reports` to join.
    public var shardTimings: ShardTimings? = nil
    /// Where failures' images and the reports go; `nil` for none.
    public var artifacts: ArtifactStore?
    /// Worker threads; default one per core.
    public var workers: Int
    /// Called after each finished job with (finished, total), from worker threads.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Called once with a sentence naming the holder when another writer holds the baselines folder's lock
    /// (`BaselineLock`, taken by the modes that overwrite: `all` and `failed`) and this run waits for it.
    public var onLockWait: (@Sendable (String) -> Void)? = nil
    /// The command the printed re-record commands start with, quoted for the shell: `plumb`, or a team's own CLI
    /// (`PlumbCommand.main(layouts:)`) as it was invoked, so each command runs as printed.
    public var programName = "plumb"

    public init(
        subjects: [Subject], store: BaselineStore = BaselineStore(), mode: RecordMode = .missing,
        tolerance: SnapshotTolerance = SnapshotTolerance(), shard: Shard = .whole, artifacts: ArtifactStore? = nil,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.subjects = subjects
        self.store = store
        self.mode = mode
        self.tolerance = tolerance
        self.shard = shard
        self.artifacts = artifacts
        self.workers = workers
        self.progress = progress
    }

    /// Every job of the run before sharding, in canonical order, each id once.
    ///
    /// - Throws: `SnapshotRunError.duplicateSpec` when two different sources share a baseline folder.
    public func allJobs() throws(SnapshotRunError) -> [SnapshotJob] {
        var sourceByFolder: [String: String] = [:]
        var jobs: [SnapshotJob] = []
        var seen = Set<String>()
        for subject in subjects {
            if let other = sourceByFolder[subject.folderName], other != subject.source {
                throw .duplicateSpec(folder: subject.folderName, sources: [other, subject.source])
            }
            sourceByFolder[subject.folderName] = subject.source
            for environment in subject.environments {
                let job = SnapshotJob(subject: subject, environment: environment)
                if seen.insert(job.id).inserted { jobs.append(job) }
            }
        }
        return SnapshotJob.canonicallyOrdered(jobs)
    }

    /// Runs the checks and returns the report (also written to the artifacts folder when there is one).
    ///
    /// - Throws: `SnapshotRunError` for missing fonts, clashing specs, or a file that cannot be read or written.
    public func run() throws(SnapshotRunError) -> SnapshotReport {
        let pipeline = Run(subjects: subjects, workers: workers)
        let fonts: PinnedFonts
        do { fonts = try pipeline.fonts() } catch { throw .fonts(error.description) }
        let all = try allJobs()
        let jobs = shard.count > 1 ? shard.select(all, costs: ShardCosts.costs(of: all, timings: shardTimings)) : all
        do {
            try pipeline.preflight(jobs: jobs.map { pipeline.job(subject: $0.subject, environment: $0.environment) })
        } catch {
            switch error {
            case .unregisteredManualLayout(let source, let missing):
                throw .unregisteredManualLayout(source: source, missing)
            default: throw .image(error.description)
            }
        }
        // Runs that overwrite baselines take the folder's lock, so two of them never interleave one environment's
        // files; runs that only add missing ones write the same bytes whichever comes first, and stay parallel.
        var lock: BaselineLock?
        if mode.recordsFailures {
            do { lock = try BaselineLock(store, waiting: onLockWait ?? { _ in }) } catch { throw .baseline(error) }
        }
        defer { withExtendedLifetime(lock) {} }
        let fingerprint = RendererFingerprint.current(fonts: fonts)
        let folders = Array(Set(jobs.map(\.subject.folderName))).sorted()
        var notes: [String: [String]] = [:]
        var hadFingerprint = Set<String>()
        var replaced: [String: String] = [:]
        for folder in folders {
            do {
                if let stored = try store.fingerprint(folder) {
                    hadFingerprint.insert(folder)
                    notes[folder] = fingerprint.differences(fromBaseline: stored)
                }
            } catch {
                // A damaged fingerprint is what a record replaces; anything else (a folder, no permission) and any
                // run that does not record everything stops here, naming the file and the command that replaces it.
                guard case .damagedFingerprint(let path, let reason, _) = error else { throw .baseline(error) }
                guard mode.recordsEverything else {
                    let source = subjects.first { $0.folderName == folder }?.source
                    throw .baseline(.damagedFingerprint(path: path, reason: reason, source: source))
                }
                replaced[folder] = "\(path) was damaged (\(reason)); replaced with this run's renderer fingerprint"
            }
        }
        if mode.recordsMissing {
            for folder in folders { store.removeAbandonedTemporaries(folder: folder) }
        }
        // Each run its own table of written images, so an image is never matched with a file an earlier run left.
        var artifacts = self.artifacts
        artifacts?.images = ArtifactImages()
        var check = EnvironmentCheck(
            store: store, mode: mode, tolerance: tolerance, artifacts: artifacts, fingerprintNotes: notes)
        check.programName = programName
        let (checked, seconds) = try checkAll(jobs, check: check, pipeline: pipeline, fonts: fonts)
        var verdicts = checked
        if let artifacts {
            // Every environment names the first job's copy of its images; later copies written first are removed.
            for index in verdicts.indices {
                verdicts[index].artifacts = verdicts[index].artifacts.map(artifacts.images.canonical)
            }
            artifacts.images.finish(in: artifacts)
        }
        for folder in folders where verdicts.contains(where: { $0.key.folder == folder && $0.outcome == .recorded }) {
            guard mode.recordsEverything || !hadFingerprint.contains(folder) else { continue }
            do { try store.write(fingerprint: fingerprint, folder: folder) } catch { throw .baseline(error) }
        }
        let specs = subjects.map {
            SnapshotReport.SpecEntry(
                name: $0.name, folder: $0.folderName, source: $0.source, fingerprintNotes: notes[$0.folderName] ?? [],
                fingerprintReplaced: replaced[$0.folderName])
        }
        var report = SnapshotReport(
            baselines: store.rootPath, recordMode: mode.rawValue, fingerprint: fingerprint, specs: specs,
            environments: verdicts,
            orphans: store.orphans(
                expected: all.map { EnvironmentKey(folder: $0.subject.folderName, $0.environment) }, scope: .specFolders
            ),
            shard: shard, specSet: Array(Set(all.map(\.subject.folderName))))
        report.program = programName == "plumb" ? nil : programName
        if let artifacts, !artifacts.failuresOnly || report.summary.failed > 0 {
            do { try ReportWriter.write(report, to: artifacts) } catch { throw .baseline(error) }
            if shard.count > 1 {
                let timings = ShardTimings(seconds: Dictionary(zip(jobs.map(\.id), seconds)) { first, _ in first })
                do { try artifacts.write(timings.jsonData, to: ShardTimings.fileName) } catch { throw .baseline(error) }
            }
        }
        return report
    }

    /// Checks `jobs` on worker threads; returns the verdicts and the seconds each job took, in job order.
    private func checkAll(
        _ jobs: [SnapshotJob], check: EnvironmentCheck, pipeline: Run, fonts: PinnedFonts
    ) throws(SnapshotRunError) -> (verdicts: [EnvironmentVerdict], seconds: [Double]) {
        let finished = Locked(0)
        let progress = self.progress
        let runJobs = jobs.enumerated().map { number, job in
            var runJob = pipeline.job(subject: job.subject, environment: job.environment)
            runJob.number = number
            return runJob
        }
        let timed = pipeline.timedMap(runJobs, fonts: fonts) { job, layout, renderer in
            let outcome = check.run(
                SnapshotJob(subject: job.subject, environment: job.environment), layout: layout, renderer: renderer,
                order: job.number)
            let done = finished.withLock { count -> Int in
                count += 1
                return count
            }
            progress?(done, jobs.count)
            return outcome
        }
        var verdicts: [EnvironmentVerdict] = []
        for outcome in timed.map(\.result) {
            switch outcome {
            case .success(let verdict): verdicts.append(verdict)
            case .failure(let error): throw .baseline(error)
            }
        }
        return (verdicts, timed.map(\.seconds))
    }
}

/// Why a run could not finish; each case says which file or spec.
public enum SnapshotRunError: Error, Hashable, Sendable, CustomStringConvertible {
    case fonts(String)
    /// An image file (`src:`) that cannot be read, named with its node.
    case image(String)
    case duplicateSpec(folder: String, sources: [String])
    case baseline(BaselineError)
    /// A subject's tree names a manual layout its `manualLayouts` does not hold (it would lay out as an empty box).
    case unregisteredManualLayout(source: String, UnregisteredManualLayout)

    public var description: String {
        switch self {
        case .fonts(let message), .image(let message): message
        case .duplicateSpec(let folder, let sources):
            "\(sources.joined(separator: " and ")) both store their baselines in the folder \(folder.debugDescription); give the specs different names"
        case .baseline(let error): error.description
        case .unregisteredManualLayout(let source, let missing): "\(source): \(missing)"
        }
    }
}

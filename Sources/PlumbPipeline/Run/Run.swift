import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Subjects × environments taken through Plumb's pipeline on worker threads: each job laid out (`EnvironmentRun`),
/// then handed, with the renderer of its worker, to what the caller does with it — lint, the accessibility
/// snapshot, render, compare with a baseline.
///
/// Every batch in Plumb is a run: `plumb render` and `demo` (`RenderBatch`), `sheet` (`SheetMaker`), `lint`,
/// `layout`, `record` and `check` (PlumbSnapshot's `SnapshotRun`, and so PlumbTesting), the swift-snapshot-testing
/// strategies, the preview server and the benchmarks. So there is one definition of the steps before a job's own
/// work: the fonts pinned (the standard chain and every subject's own), the pre-flight checks (images readable,
/// font families pinned, manual layouts registered), one `LayoutSession` for all workers, each worker with its own
/// Pango measurer, jobs dealt round-robin. The results come back in job order and depend only on the inputs,
/// never on the number of workers.
///
/// ```swift
/// let run = Run(subjects: try resolver.subjects(["Specs/"]))
/// let findings = try run.map { job, layout, _ in layout.lints() }
/// ```
public struct Run: Sendable {
    /// One subject in one environment.
    public struct Job: Sendable {
        /// The job's place in the run's `jobs`.
        public var number = 0
        /// The subject's index in `subjects`.
        public var index: Int
        public var subject: Subject
        public var environment: Environment

        /// The tree to lay out: the subject's for the environment, without scrolling when the run draws whole
        /// content (`Run.fullContent`).
        public var tree: Node { laidOut(subject.tree(for: environment)) }

        /// `tree`, the subject's tree for the environment given.
        func laidOut(_ tree: Node) -> Node { fullContent ? tree.withoutScrolling : tree }

        /// Whether the job draws the whole content of scroll containers (its environment then has no height).
        public var fullContent = false
    }

    /// The subjects, in order; each is laid out in its `environments`.
    public var subjects: [Subject]
    /// Worker threads; by default one per core.
    public var workers: Int
    /// What the layouts of the run may reuse from each other (constraint systems), shared by every worker.
    public var session: LayoutSession
    /// Draw the whole content of scroll containers for every subject (`--full-content`), else for the subjects
    /// that ask (`Subject.fullContent`) when `honoursFullContent` is set: nothing scrolls and the screen's height
    /// fits the content.
    public var fullContent = false
    /// Whether subjects' own `fullContent` applies (as `plumb render` draws them).
    public var honoursFullContent = false
    /// Draw each subject's `canvas` (padding and background) around its renders, as `plumb render` and
    /// `plumb sheet` do; snapshot checks compare renders without it.
    public var drawsCanvas = false
    /// The trees the pre-flight built, for the layouts to take instead of building them again.
    let preflightTrees = RunTrees()

    public init(
        subjects: [Subject], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        session: LayoutSession = LayoutSession()
    ) {
        self.subjects = subjects
        self.workers = workers
        self.session = session
    }

    /// Every job, subject by subject, each in its environments' order.
    public var jobs: [Job] {
        var jobs: [Job] = []
        for (index, subject) in subjects.enumerated() {
            for environment in subject.environments {
                var job = job(index: index, subject: subject, environment: environment)
                job.number = jobs.count
                jobs.append(job)
            }
        }
        return jobs
    }

    /// The job of `subject` in `environment`, whole content or not as the run says.
    public func job(index: Int = 0, subject: Subject, environment: Environment) -> Job {
        let whole = fullContent || (honoursFullContent && subject.fullContent)
        var environment = environment
        // The whole content: the screen as tall as what it holds.
        if whole { environment.height = nil }
        return Job(index: index, subject: subject, environment: environment, fullContent: whole)
    }

    /// Every team font file of the subjects, each once, in order.
    public var teamFonts: [String] {
        var files: [String] = []
        for subject in subjects { for file in subject.fonts where !files.contains(file) { files.append(file) } }
        return files
    }

    /// The fonts of the run: the standard chain and every subject's own.
    ///
    /// - Throws: `SubjectError.pinnedFonts` when the standard fonts are missing or a file cannot be pinned.
    public func fonts() throws(SubjectError) -> PinnedFonts {
        let systemFont = try SystemFonts.of(subjects)
        do { return try PinnedFonts.with(teamFiles: teamFonts, systemFont: systemFont) } catch {
            throw .pinnedFonts(error.description)
        }
    }

    /// Checks each subject before anything is laid out or written: every image its tree draws can be read, every
    /// `font:` names a family it pins or the standard chain has (its tree in its first environment), and every
    /// manual layout a job's tree names is registered, and every node a constraint names is in its constraint tree
    /// (a tree built in Swift can name any id; the engine would stop on it).
    ///
    /// - Throws: `SubjectError.preflight` with the check's message (naming the node), or
    ///   `SubjectError.unregisteredManualLayout`, `SubjectError.unknownConstraintNode`.
    public func preflight(jobs: [Job]? = nil) throws(SubjectError) {
        for subject in subjects {
            guard let environment = subject.environments.first else { continue }
            let tree = subject.tree(for: environment)
            if let problem = PinnedFonts.unknownFamilyProblem(in: tree, teamFiles: subject.fonts) {
                throw .preflight(problem)
            }
            if let problem = ImageAssets.check(tree) { throw .preflight(problem) }
        }
        for job in jobs ?? self.jobs {
            let tree = preflightTrees.keep(job.subject, job.environment)
            if let missing = job.subject.manualLayouts.unregistered(in: tree).first {
                throw .unregisteredManualLayout(source: job.subject.source, missing)
            }
            if let unknown = UnknownConstraintNode.all(in: tree).first {
                throw .unknownConstraintNode(source: job.subject.source, unknown)
            }
        }
    }

    /// Lays out `job` with `renderer`'s measurer (so text is measured as it will be drawn), its canvas set when the
    /// run draws canvases.
    public func layOut(_ job: Job, renderer: Renderer) -> EnvironmentRun {
        let tree = job.laidOut(preflightTrees.take(job.subject, job.environment))
        var run = EnvironmentRun(
            tree, name: job.subject.name, environment: job.environment, renderer: renderer,
            manualLayouts: job.subject.manualLayouts, session: session)
        if drawsCanvas { run.result.canvas = job.subject.canvas ?? .plain }
        run.result.chrome = job.subject.chrome
        return run
    }

    /// `body(job, layout, renderer)` for every job of `jobs` (every job of the run by default), each laid out on a
    /// worker with that worker's renderer; the results in job order.
    public func map<Result: Sendable>(
        _ jobs: [Job]? = nil, fonts: PinnedFonts,
        _ body: @Sendable (Job, EnvironmentRun, Renderer) -> Result
    ) -> [Result] {
        let jobs = jobs ?? self.jobs
        let run = self
        return RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            body(jobs[index], run.layOut(jobs[index], renderer: renderer), renderer)
        }
    }

    /// `map` after pinning the fonts and the pre-flight checks.
    ///
    /// - Throws: `SubjectError` from `fonts()` or `preflight()`.
    public func map<Result: Sendable>(
        _ body: @Sendable (Job, EnvironmentRun, Renderer) -> Result
    ) throws(SubjectError) -> [Result] {
        let fonts = try fonts()
        try preflight()
        return map(fonts: fonts, body)
    }
}

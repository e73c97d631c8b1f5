import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbPipeline
import PlumbRender

/// Checks one spec × environment against its baseline, in memory, then records or writes artifacts as told.
///
/// The steps: lay out and render to RGBA; lint at the run's and the spec's severities; find VoiceOver's elements;
/// decode the baseline PNG, frames JSON, lint and accessibility baselines; diff pixels, frames and elements, sort
/// the lint errors into new, known and fixed (`EnvironmentCheck+Accessibility` holds the accessibility part); decide
/// the outcome from the record mode and the status from what differs; only then encode and write — nothing at all
/// for a pass.
struct EnvironmentCheck: Sendable {
    var store: BaselineStore
    var mode: RecordMode
    var tolerance: SnapshotTolerance
    var artifacts: ArtifactStore?
    /// Plain-language renderer differences per spec folder, stated first in every failure of that folder.
    var fingerprintNotes: [String: [String]]
    /// The command the re-record commands start with (`SnapshotRun.programName`).
    var programName = "plumb"
    /// What one job rendered, before any comparison.
    struct Render {
        var image: RGBAImage
        var frames: FramesDocument
        var framesText: String
        var lints: [LintRecord]
        /// The layout the image was drawn from; `nil` when it was too large to render.
        var layout: LayoutResult? = nil
        /// Why the layout could not be rendered whole (`Renderer.sizeProblem`); the image is then cut.
        var sizeProblem: String? = nil
        /// VoiceOver's elements; `nil` when the run leaves accessibility snapshots out.
        var accessibility: AccessibilityRender? = nil
    }

    /// Checks `job`, laid out by the run (`layout`) and drawn with `renderer`, against its baselines; `order` is the
    /// job's place in the run's canonical order (which of identical artifact images is kept).
    func run(
        _ job: SnapshotJob, layout: EnvironmentRun, renderer: Renderer, order: Int = 0
    ) -> Result<EnvironmentVerdict, BaselineError> {
        if let threshold = job.subject.threshold, threshold != tolerance.threshold {
            var check = self
            check.tolerance.threshold = threshold
            return check.run(job, layout: layout, renderer: renderer, order: order)
        }
        let key = EnvironmentKey(folder: job.subject.folderName, job.environment)
        var render = Self.render(layout, renderer: renderer, policy: tolerance.lintPolicy)
        if tolerance.accessibility.isOn, let result = render.layout {
            render.accessibility = AccessibilityRender(result, renderer: renderer)
        }
        if let problem = render.sizeProblem {
            return .failure(.tooLarge(id: key.id, source: job.subject.source, problem: problem))
        }
        var verdict = EnvironmentVerdict(
            key: key, id: key.id, status: .passed, spec: job.subject.name, source: job.subject.source, outcome: .passed,
            messages: [], pixels: nil, frames: nil, lints: render.lints, lintChanges: nil,
            image: ImageSize(width: render.image.width, height: render.image.height, scale: job.environment.scale),
            baseline: store.imagePath(key), artifacts: nil,
            recordCommand: job.subject.recordCommand
                ?? recordCommand(
                    source: job.subject.source, environment: job.environment, siblings: job.subject.environments,
                    extra: job.subject.story.map { ["--story", $0.slug] } ?? [],
                    baselines: store.rootPath, program: programName))
        do {
            // A run that records everything encodes first: a baseline with the same bytes is the same image, so it
            // is neither decoded nor diffed (issue 31.5), and the bytes compared are the bytes written.
            let encoded = mode.recordsEverything ? try encode(render.image, for: store.imagePath(key)) : nil
            let comparison = compare(render, key: key, encoded: encoded, into: &verdict)
            try decide(render, key: key, comparison: comparison, encoded: encoded, verdict: &verdict)
            let failuresOnly = artifacts?.failuresOnly ?? false
            if verdict.outcome == .failed
                || (!failuresOnly && (verdict.outcome != .passed || verdict.status == .fixedLint))
            {
                try writeArtifacts(render, comparison: comparison, key: key, order: order, verdict: &verdict)
            }
        } catch {
            return .failure(error)
        }
        return .success(verdict)
    }

    /// What `run` (laid out with `renderer`'s measurer) renders, before any comparison.
    static func render(_ run: EnvironmentRun, renderer: Renderer, policy: LintPolicy) -> Render {
        let document = run.framesDocument
        let text = document.jsonText
        // Compare the frames as they will be stored (4 decimals), so a fresh baseline always matches itself.
        let stored = (try? FramesDocument(json: Data(text.utf8))) ?? document
        if let problem = run.sizeProblem {
            return Render(
                image: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]), frames: stored, framesText: text,
                lints: [], sizeProblem: problem)
        }
        let lints = run.lintRecords(policy: policy, renderer: renderer)
        return Render(
            image: run.image(with: renderer), frames: stored, framesText: text, lints: lints, layout: run.result)
    }

    /// Picks the outcome and the status from the comparison and the record mode; writes the baseline when recording.
    private func decide(
        _ render: Render, key: EnvironmentKey, comparison: Comparison, encoded: [UInt8]?,
        verdict: inout EnvironmentVerdict
    ) throws(BaselineError) {
        let lints = LintComparison(verdict.lints, baseline: comparison.lintBaseline)
        verdict.lintChanges = comparison.lintBaseline == nil ? nil : lints.changes
        let lintsFail = tolerance.failOnLints && !lints.new.isEmpty
        let accessibilityFails = verdict.accessibilityChanged
        let wouldRecord =
            mode.recordsEverything || (comparison.baselineMissing && mode.recordsMissing)
            || ((!comparison.matches || lintsFail || accessibilityFails) && mode.recordsFailures)
        // Recording would make these errors known findings that no later check fails on: refused when asked.
        let refused = wouldRecord && !tolerance.recordsLintErrors && !lints.new.isEmpty
        let record = wouldRecord && !refused
        if refused {
            verdict.status = .newLint
        } else if comparison.baselineMissing {
            verdict.status = record ? .newBaseline : .missingBaseline
        } else if lintsFail {
            // A new lint is a defect whatever else changed, so it names the status; the pixel and frame messages
            // and the accept command still come with it.
            verdict.status = .newLint
        } else if !comparison.matches {
            verdict.status = .changed
        } else if accessibilityFails {
            verdict.status = .accessibilityChanged
        } else if !lints.changes.fixed.isEmpty && comparison.lintBaseline != nil {
            verdict.status = .fixedLint
        }
        if record {
            let png: [UInt8]
            if let encoded { png = encoded } else { png = try encode(render.image, for: store.imagePath(key)) }
            try store.write(png: png, frames: Data(render.framesText.utf8), for: key)
            try store.write(lints: LintBaseline(records: verdict.lints), for: key)
            try recordAccessibility(render, key: key, verdict: &verdict)
            verdict.outcome = .recorded
            verdict.note(
                .baseline,
                comparison.baselineMissing
                    ? "recorded a new baseline \(store.imagePath(key)) (no baseline existed); check it in and run again"
                    : "recorded the baseline \(store.imagePath(key)) (record mode \(mode))")
            if let line = LintMessages.recordedAsKnown(lints.new) { verdict.note(.lints, line) }
        } else if refused {
            verdict.outcome = .failed
            verdict.note(.baseline, LintMessages.refused(lints.new, path: store.imagePath(key)))
        } else if comparison.baselineMissing {
            verdict.outcome = .failed
            verdict.note(
                .baseline,
                "no baseline \(store.imagePath(key)) and record mode \(mode) does not write one; record it with: \(verdict.recordCommand)"
            )
        } else if !comparison.matches || lintsFail || accessibilityFails {
            verdict.outcome = .failed
        }
        // A refused environment writes no file at all, not even a missing accessibility baseline.
        if !refused { try recordMissingAccessibility(render, key: key, verdict: &verdict) }
        if !record {
            for line in LintMessages.lines(
                lints, ignored: !tolerance.failOnLints && !refused, hasBaseline: comparison.lintBaseline != nil)
            {
                verdict.note(.lints, line, isDetail: line.hasPrefix(LintMessages.detailIndent))
            }
        }
        if verdict.outcome != .passed, let notes = fingerprintNotes[key.folder], !notes.isEmpty {
            verdict.note(
                .renderer, "renderer differs from the baselines': " + notes.joined(separator: "; "), first: true)
        }
    }

    /// Writes the actual render, frames and lints, and (when the pixels differ) the expected and diff images into
    /// the artifacts folder. A lint-only failure gets no expected image: it would equal the actual one. An image
    /// another job of the run already wrote is not written again (`ArtifactImages`).
    private func writeArtifacts(
        _ render: Render, comparison: Comparison, key: EnvironmentKey, order: Int, verdict: inout EnvironmentVerdict
    ) throws(BaselineError) {
        guard let artifacts else { return }
        let pixelsDiffer = comparison.pixels.map { !$0.result.isMatch } ?? false
        var files = ArtifactStore.files(
            for: key, expected: comparison.baselineImage != nil && pixelsDiffer, diff: pixelsDiffer)
        files.actualLints = key.folder + "/" + key.label + ".actual.lints.json"
        files.actual = try artifacts.writeImage(
            try encode(render.image, for: artifacts.path(files.actual)), to: files.actual, order: order)
        try artifacts.write(Data(render.framesText.utf8), to: files.actualFrames)
        try artifacts.write(LintBaseline(records: verdict.lints).jsonData, to: files.actualLints!)
        try writeAccessibilityArtifacts(
            render, key: key, artifacts: artifacts, files: &files, changed: verdict.accessibilityChanged,
            baselineImage: comparison.baselineImage, order: order)
        if let expected = files.expected, let image = comparison.baselineImage {
            files.expected = try artifacts.writeImage(
                try encode(image, for: artifacts.path(expected)), to: expected, order: order)
        }
        if let diff = files.diff, let pixels = comparison.pixels {
            files.diff = try artifacts.writeImage(
                try encode(pixels.diffImage(), for: artifacts.path(diff)), to: diff, order: order)
        }
        verdict.artifacts = files
    }

    /// The PNG of `image`, for the artifact or baseline at `path` (named when encoding fails).
    private func encode(_ image: RGBAImage, for path: String) throws(BaselineError) -> [UInt8] {
        do { return try PNGEncoder().encode(image) } catch {
            throw .cannotWrite(path: path, reason: "cannot encode the PNG: \(error)")
        }
    }
}

import Foundation
import PlumbCore
import PlumbDiff
import PlumbLayout
import PlumbRender

/// Checks one spec × environment against its baseline, in memory, then records or writes artifacts as told.
///
/// The steps: lay out and render to RGBA; lint; decode the baseline PNG and frames JSON; diff pixels and frames;
/// decide the outcome from the record mode; only then encode and write — nothing at all for a pass.
struct EnvironmentCheck: Sendable {
    var store: BaselineStore
    var mode: RecordMode
    var tolerance: SnapshotTolerance
    var artifacts: ArtifactStore?
    /// Plain-language renderer differences per spec folder, stated first in every failure of that folder.
    var fingerprintNotes: [String: [String]]

    /// What one job rendered, before any comparison.
    struct Render {
        var image: RGBAImage
        var frames: FramesDocument
        var framesText: String
        var lints: [LintFinding]
        /// Why the layout could not be rendered whole (`Renderer.sizeProblem`); the image is then cut.
        var sizeProblem: String? = nil
    }

    func run(_ job: SnapshotJob, renderer: Renderer) -> Result<EnvironmentVerdict, BaselineError> {
        let key = EnvironmentKey(folder: job.subject.folderName, job.environment)
        let render = Self.render(job, renderer: renderer)
        if let problem = render.sizeProblem { return .failure(.tooLarge(id: key.id, source: job.subject.source, problem: problem)) }
        var verdict = EnvironmentVerdict(
            key: key, spec: job.subject.name, source: job.subject.source, outcome: .passed, messages: [], pixels: nil,
            frames: nil, lints: render.lints.map(LintRecord.init),
            image: ImageSize(width: render.image.width, height: render.image.height, scale: job.environment.scale),
            baseline: store.imagePath(key), artifacts: nil,
            recordCommand: job.subject.recordCommand ?? recordCommand(source: job.subject.source, key: key, baselines: store.rootPath))
        do {
            let comparison = compare(render, key: key, into: &verdict)
            try decide(render, key: key, comparison: comparison, verdict: &verdict)
            if verdict.outcome != .passed { try writeArtifacts(render, comparison: comparison, key: key, verdict: &verdict) }
        } catch {
            return .failure(error)
        }
        return .success(verdict)
    }

    static func render(_ job: SnapshotJob, renderer: Renderer) -> Render {
        let context = LayoutContext(environment: job.environment, measurer: renderer.measurer, manualLayouts: job.subject.manualLayouts)
        let result = LayoutEngine.layout(job.subject.root(job.environment), name: job.subject.name, context: context)
        let document = result.framesDocument
        let text = document.jsonText
        // Compare the frames as they will be stored (4 decimals), so a fresh baseline always matches itself.
        let stored = (try? FramesDocument(json: Data(text.utf8))) ?? document
        if let problem = Renderer.sizeProblem(of: result) {
            return Render(image: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]), frames: stored, framesText: text, lints: [], sizeProblem: problem)
        }
        return Render(image: renderer.render(result), frames: stored, framesText: text, lints: Linter.findings(in: result))
    }

    /// The baseline's state and the diffs against it.
    struct Comparison {
        var baselineImage: RGBAImage?
        var pixels: PixelComparison?
        var baselineMissing: Bool
        var matches: Bool
    }

    /// Reads and diffs the baseline; fills `verdict.pixels`, `.frames` and their messages.
    private func compare(_ render: Render, key: EnvironmentKey, into verdict: inout EnvironmentVerdict) -> Comparison {
        var comparison = Comparison(baselineImage: nil, pixels: nil, baselineMissing: false, matches: true)
        let imagePath = store.imagePath(key), framesPath = store.framesPath(key)
        switch Result(catching: { try store.imageData(key) }) {
        case .success(nil):
            comparison.baselineMissing = true
        case .success(let bytes?):
            do {
                let image = try PNGDecoder().decode(bytes)
                let pixels = PixelDiff.compare(expected: image, actual: render.image, options: tolerance.pixelOptions)
                let passed = tolerance.accepts(pixels.result)
                comparison.baselineImage = image
                comparison.pixels = pixels
                verdict.pixels = PixelCheck(pixels.result, passed: passed, scale: key.scale)
                if !passed {
                    comparison.matches = false
                    verdict.messages.append(pixelMessage(pixels.result))
                }
            } catch {
                comparison.matches = false
                verdict.messages.append("pixels: the baseline \(imagePath) is not a readable PNG (\(error))")
            }
        case .failure(let error):
            comparison.matches = false
            verdict.messages.append("pixels: cannot read the baseline \(imagePath): \(error.localizedDescription)")
        }
        switch Result(catching: { try store.framesData(key) }) {
        case .success(nil):
            comparison.baselineMissing = true
        case .success(let data?):
            if let expected = try? FramesDocument(json: data) {
                let diff = FrameDiff(old: expected, new: render.frames, tolerance: tolerance.frameTolerance)
                verdict.frames = FrameCheck(diff)
                if !diff.isEmpty {
                    comparison.matches = false
                    verdict.messages.append("frames: " + diff.description.replacingOccurrences(of: "\n", with: "; "))
                }
            } else {
                comparison.matches = false
                verdict.messages.append("frames: the baseline \(framesPath) is not a frames JSON document")
            }
        case .failure(let error):
            comparison.matches = false
            verdict.messages.append("frames: cannot read the baseline \(framesPath): \(error.localizedDescription)")
        }
        if comparison.baselineMissing { comparison.matches = false }
        return comparison
    }

    private func pixelMessage(_ result: PixelDiffResult) -> String {
        if result.sizeMismatch {
            return "pixels: the image is \(result.actualSize), the baseline \(result.expectedSize) "
                + "(\(result.differentPixels) pixels differ when padded)"
        }
        return "pixels: \(result.differentPixels) of \(result.totalPixels) differ, at most \(result.maxDensity) in one "
            + "\(result.densityWindow)×\(result.densityWindow) window (\(tolerance.summary); "
            + "\(result.antialiasedPixels) anti-aliased ignored)"
    }

    /// Picks the outcome from the comparison and the record mode, and writes the baseline when recording.
    private func decide(_ render: Render, key: EnvironmentKey, comparison: Comparison, verdict: inout EnvironmentVerdict) throws(BaselineError) {
        let record = mode.recordsEverything || (comparison.baselineMissing && mode.recordsMissing)
            || (!comparison.matches && mode.recordsFailures)
        let lintErrors = verdict.lints.filter(\.isError)
        let lintsFail = tolerance.failOnLints && !lintErrors.isEmpty
        if record {
            let png: [UInt8]
            do { png = try PNGEncoder().encode(render.image) } catch {
                throw .cannotWrite(path: store.imagePath(key), reason: "cannot encode the PNG: \(error)")
            }
            try store.write(png: png, frames: Data(render.framesText.utf8), for: key)
            verdict.outcome = .recorded
            verdict.messages.append(
                comparison.baselineMissing
                    ? "recorded a new baseline \(store.imagePath(key)) (no baseline existed); check it in and run again"
                    : "recorded the baseline \(store.imagePath(key)) (record mode \(mode))")
        } else if comparison.baselineMissing {
            verdict.outcome = .failed
            verdict.messages.append("no baseline \(store.imagePath(key)) and record mode \(mode) does not write one; record it with: \(verdict.recordCommand)")
        } else if !comparison.matches || lintsFail {
            verdict.outcome = .failed
        }
        if lintsFail {
            verdict.messages += lintErrors.map { "lint \($0.kind) [\($0.nodes.joined(separator: ", "))]: " + $0.message.replacingOccurrences(of: "\n", with: " ") }
        }
        if verdict.outcome != .passed, let notes = fingerprintNotes[key.folder], !notes.isEmpty {
            verdict.messages.insert("renderer differs from the baselines': " + notes.joined(separator: "; "), at: 0)
        }
    }

    /// Writes the actual render and frames, the expected image and the diff image into the artifacts folder.
    private func writeArtifacts(_ render: Render, comparison: Comparison, key: EnvironmentKey, verdict: inout EnvironmentVerdict) throws(BaselineError) {
        guard let artifacts else { return }
        let files = ArtifactStore.files(for: key, expected: comparison.baselineImage != nil, diff: comparison.pixels.map { !$0.result.isMatch } ?? false)
        try artifacts.write(Data(try encode(render.image, for: files.actual)), to: files.actual)
        try artifacts.write(Data(render.framesText.utf8), to: files.actualFrames)
        if let expected = files.expected, let image = comparison.baselineImage {
            try artifacts.write(Data(try encode(image, for: expected)), to: expected)
        }
        if let diff = files.diff, let pixels = comparison.pixels {
            try artifacts.write(Data(try encode(pixels.diffImage(), for: diff)), to: diff)
        }
        verdict.artifacts = files
    }

    private func encode(_ image: RGBAImage, for path: String) throws(BaselineError) -> [UInt8] {
        do { return try PNGEncoder().encode(image) } catch {
            throw .cannotWrite(path: artifacts?.path(path) ?? path, reason: "cannot encode the PNG: \(error)")
        }
    }
}

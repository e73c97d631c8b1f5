import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Renders every job of a `Run` and writes its image and frames JSON (and, asked, its accessibility snapshot):
/// `plumb render` and `plumb demo`.
///
/// Jobs run on the run's workers; each job's files depend only on its input, so 1 or N workers give byte-identical
/// files. Every file is written atomically.
public struct RenderBatch: Sendable {
    /// One file written: the job and where its image and frames went.
    public struct Output: Sendable {
        public var job: Run.Job
        public var size: Size
        public var pngPath: String
        /// `nil` with `--no-frames`.
        public var framesPath: String?
    }

    /// The subjects × environments to render, with the run's workers, session and drawing options.
    public var run: Run
    public var outputFolder: URL
    /// Each job's path below the output folder, without an extension, in `run.jobs` order
    /// (`RenderNameTemplate`); `nil`: `<subject folder>/<label>`.
    public var paths: [String]?
    /// Draw frames, baselines and lint findings over each image.
    public var overlay = false
    /// Also write the accessibility snapshot (picture, elements JSON, AccessibilitySnapshot-shaped JSON).
    public var accessibility = false
    /// Write each environment's frames JSON (`--no-frames` turns it off).
    public var writesFrames = true
    /// The PNG writer: the fast default, or `.optimized` (`--optimize`).
    public var encoder = PNGEncoder()
    /// The image format written (`--format`): PNG, or SVG / PDF vectors.
    public var format = ImageFormat.png

    public init(run: Run, outputFolder: URL, paths: [String]? = nil) {
        self.run = run
        self.outputFolder = outputFolder
        self.paths = paths
    }

    /// Renders every job and writes its files; returns the outputs in job order.
    ///
    /// - Throws: `RenderBatchError` when the fonts are missing, a check fails, a layout cannot be rendered, or a
    ///   file cannot be written (the first such job's).
    public func write() throws(RenderBatchError) -> [Output] {
        let fonts: PinnedFonts
        do {
            fonts = try run.fonts()
            try run.preflight()
        } catch { throw RenderBatchError(error.description) }
        let jobs = run.jobs, batch = self
        let outcomes = run.map(jobs, fonts: fonts) { job, layout, renderer in
            batch.write(job, layout: layout, renderer: renderer, path: batch.paths?[job.number])
        }
        var outputs: [Output] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let output): outputs.append(output)
            case .failure(let error): throw error
            }
        }
        return outputs
    }

    /// Renders one laid-out job and writes its image and frames JSON atomically.
    func write(
        _ job: Run.Job, layout run: EnvironmentRun, renderer: Renderer, path: String?
    ) -> Result<Output, RenderBatchError> {
        if let problem = run.sizeProblem {
            return .failure(
                RenderBatchError("\(job.subject.source) at \(job.environment.label): cannot render: \(problem)"))
        }
        let base = outputFolder.appendingPathComponent(path ?? job.subject.folderName + "/" + job.environment.label)
        // An overlay render has a name of its own, so it never replaces the clean render.
        let suffix = overlay ? RenderNameTemplate.overlaySuffix : ""
        let png = URL(fileURLWithPath: base.path + suffix + "." + format.fileExtension)
        let frames = base.appendingPathExtension("frames.json")
        let encoded: [UInt8]
        do { encoded = try run.encoded(with: renderer, overlay: overlay, format: format, encoder: encoder) } catch {
            return .failure(
                RenderBatchError("\(png.path): cannot encode the \(format.rawValue.uppercased()): \(error)"))
        }
        var accessibilityFiles: [(URL, [UInt8])] = []
        if accessibility {
            let artifacts: AccessibilityArtifacts
            do { artifacts = try AccessibilityArtifacts(run.result, renderer: renderer) } catch {
                return .failure(RenderBatchError("\(png.path): cannot encode the accessibility picture: \(error)"))
            }
            accessibilityFiles = [
                (base.appendingPathExtension(AccessibilityArtifacts.imageSuffix), artifacts.png),
                (
                    base.appendingPathExtension(AccessibilityArtifacts.jsonSuffix),
                    Array(artifacts.document.jsonText.utf8)
                ),
                (
                    base.appendingPathExtension(AccessibilityArtifacts.snapshotFormatSuffix),
                    Array(artifacts.snapshotFormatJSON.utf8)
                ),
            ]
        }
        do {
            try AtomicFile.write(encoded, to: png)
            if writesFrames { try AtomicFile.write(Data(run.framesDocument.jsonText.utf8), to: frames) }
            for (url, bytes) in accessibilityFiles { try AtomicFile.write(bytes, to: url) }
        } catch {
            return .failure(RenderBatchError("cannot write \(error.path): \(error.reason)"))
        }
        return .success(
            Output(job: job, size: run.result.size, pngPath: png.path, framesPath: writesFrames ? frames.path : nil))
    }
}

/// Why a render batch stopped: missing fonts, a layout too large to render, or a file that cannot be written.
public struct RenderBatchError: InputError, Hashable, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

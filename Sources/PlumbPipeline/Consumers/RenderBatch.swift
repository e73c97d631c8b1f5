import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Lays out, renders and writes many spec × environment jobs on worker threads: `plumb render` and `plumb demo`.
///
/// Each worker owns its Pango measurer (font map + context are per thread); jobs are dealt to workers round-robin,
/// and each job's output depends only on its input, so 1 or N workers give byte-identical files. Each job goes
/// through `EnvironmentRun`, like every other consumer of the pipeline.
public struct RenderBatch: Sendable {
    public struct Job: Sendable {
        /// What the user named (`Specs/cell.yaml`, `gallery:NAME`), for messages.
        public var source: String
        public var name: String
        /// The folder under the output folder that gets this job's files.
        public var fileName: String
        public var root: Node
        public var environment: Environment
        /// Padding and background around the render.
        public var canvas: Canvas = .plain
        /// The file's path below the output folder, without an extension (`RenderNameTemplate`); `nil`:
        /// `<fileName>/<label>`.
        public var path: String? = nil

        public init(
            source: String, name: String, fileName: String, root: Node, environment: Environment,
            canvas: Canvas = .plain,
            path: String? = nil
        ) {
            self.source = source
            self.name = name
            self.fileName = fileName
            self.root = root
            self.environment = environment
            self.canvas = canvas
            self.path = path
        }
    }

    public struct Output: Sendable {
        public var job: Job
        public var size: Size
        public var pngPath: String
        /// `nil` with `--no-frames`.
        public var framesPath: String?
    }

    public var jobs: [Job]
    public var outputFolder: URL
    public var workers: Int
    /// The manual layouts the jobs' trees may name.
    public var manualLayouts: ManualLayoutRegistry
    /// Draw frames, baselines and lint findings over each image.
    public var overlay = false
    /// Also write the accessibility snapshot (picture, elements JSON, AccessibilitySnapshot-shaped JSON).
    public var accessibility = false
    /// Team font files of the specs rendered (`fonts:`, `--fonts`).
    public var teamFonts: [String] = []
    /// Write each environment's frames JSON (`--no-frames` turns it off).
    public var writesFrames = true
    /// The PNG writer: the fast default, or `.optimized` (`--optimize`).
    public var encoder = PNGEncoder()
    /// The image format written (`--format`): PNG, or SVG / PDF vectors.
    public var format = ImageFormat.png

    public init(
        jobs: [Job], outputFolder: URL, workers: Int, manualLayouts: ManualLayoutRegistry = .init(),
        overlay: Bool = false,
        accessibility: Bool = false, teamFonts: [String] = [], writesFrames: Bool = true,
        encoder: PNGEncoder = PNGEncoder(),
        format: ImageFormat = .png
    ) {
        self.writesFrames = writesFrames
        self.encoder = encoder
        self.format = format
        self.jobs = jobs
        self.outputFolder = outputFolder
        self.workers = workers
        self.manualLayouts = manualLayouts
        self.overlay = overlay
        self.accessibility = accessibility
        self.teamFonts = teamFonts
    }

    /// Runs every job; returns the outputs in job order.
    ///
    /// - Throws: `RenderBatchError` when the fonts are missing, a layout cannot be rendered, or a file cannot be
    ///   written (the first such job's).
    public func run() throws(RenderBatchError) -> [Output] {
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.with(teamFiles: teamFonts) } catch { throw RenderBatchError(error.description) }
        let jobs = self.jobs, folder = outputFolder, overlay = self.overlay, accessibility = self.accessibility
        let manualLayouts = self.manualLayouts, session = LayoutSession()
        let writesFrames = self.writesFrames, encoder = self.encoder, format = self.format
        let outcomes = RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            Self.run(
                jobs[index], renderer: renderer, manualLayouts: manualLayouts, session: session, folder: folder,
                overlay: overlay,
                accessibility: accessibility, writesFrames: writesFrames, encoder: encoder, format: format)
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

    /// Lays out one job, renders it and writes its PNG and frames JSON atomically.
    static func run(
        _ job: Job, renderer: Renderer, manualLayouts: ManualLayoutRegistry, session: LayoutSession, folder: URL,
        overlay: Bool,
        accessibility: Bool, writesFrames: Bool = true, encoder: PNGEncoder = PNGEncoder(), format: ImageFormat = .png
    ) -> Result<Output, RenderBatchError> {
        var run = EnvironmentRun(
            job.root, name: job.name, environment: job.environment, renderer: renderer, manualLayouts: manualLayouts,
            session: session)
        run.result.canvas = job.canvas
        if let problem = run.sizeProblem {
            return .failure(RenderBatchError("\(job.source) at \(job.environment.label): cannot render: \(problem)"))
        }
        let base = folder.appendingPathComponent(job.path ?? job.fileName + "/" + job.environment.label)
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

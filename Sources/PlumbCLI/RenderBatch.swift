import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbSnapshot
import PlumbText

/// Lays out, renders and writes many spec × environment jobs on worker threads.
///
/// Each worker owns its Pango measurer (font map + context are per thread); jobs are dealt to workers round-robin,
/// and each job's output depends only on its input, so 1 or N workers give byte-identical files.
struct RenderBatch {
    struct Job: Sendable {
        var source: String
        var name: String
        var fileName: String
        var root: Node
        var environment: Environment
        /// Padding and background around the render.
        var canvas: Canvas = .plain
        /// The file's path below the output folder, without an extension (`RenderNameTemplate`); `nil`:
        /// `<fileName>/<label>`.
        var path: String? = nil
    }

    struct Output: Sendable {
        var job: Job
        var size: Size
        var pngPath: String
        /// `nil` with `--no-frames`.
        var framesPath: String?
    }

    var jobs: [Job]
    var outputFolder: URL
    var workers: Int
    /// Draw frames, baselines and lint findings over each image.
    var overlay = false
    /// Also write the accessibility snapshot (picture, elements JSON, AccessibilitySnapshot-shaped JSON).
    var accessibility = false
    /// Team font files of the specs rendered (`fonts:`, `--fonts`).
    var teamFonts: [String] = []
    /// Write each environment's frames JSON (`--no-frames` turns it off).
    var writesFrames = true
    /// The PNG writer: the fast default, or `.optimized` (`--optimize`).
    var encoder = PNGEncoder()
    /// The image format written (`--format`): PNG, or SVG / PDF vectors.
    var format = ImageFormat.png

    /// Runs every job; returns the outputs in job order.
    ///
    /// - Throws: `CLIFailure.badInput` when the fonts are missing; the first write error otherwise.
    func run() throws -> [Output] {
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.with(teamFiles: teamFonts) } catch { throw CLIFailure.badInput(error.description) }
        let jobs = self.jobs, folder = outputFolder, overlay = self.overlay, accessibility = self.accessibility
        let writesFrames = self.writesFrames, encoder = self.encoder, format = self.format
        let outcomes = RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            Self.run(
                jobs[index], renderer: renderer, folder: folder, overlay: overlay, accessibility: accessibility, writesFrames: writesFrames,
                encoder: encoder, format: format)
        }
        return try outcomes.map { try $0.get() }
    }

    /// Lays out one job, renders it and writes its PNG and frames JSON atomically.
    static func run(
        _ job: Job, renderer: Renderer, folder: URL, overlay: Bool, accessibility: Bool = false, writesFrames: Bool = true,
        encoder: PNGEncoder = PNGEncoder(), format: ImageFormat = .png
    ) -> Result<Output, CLIFailure> {
        let context = LayoutContext(environment: job.environment, measurer: renderer.measurer, manualLayouts: CLIRegistry.shared.manualLayouts)
        var result = LayoutEngine.layout(job.root, name: job.name, context: context)
        result.canvas = job.canvas
        if let problem = Renderer.sizeProblem(of: result) {
            return .failure(.badInput("\(job.source) at \(job.environment.label): cannot render: \(problem)"))
        }
        let marks = overlay ? OverlayMarks.overlay(for: result) : nil
        let base = folder.appendingPathComponent(job.path ?? job.fileName + "/" + job.environment.label)
        // An overlay render has a name of its own, so it never replaces the clean render.
        let suffix = overlay ? RenderNameTemplate.overlaySuffix : ""
        let png = URL(fileURLWithPath: base.path + suffix + "." + format.fileExtension)
        let frames = base.appendingPathExtension("frames.json")
        let encoded: [UInt8]
        do { encoded = try renderer.encode(result, overlay: marks, format: format, title: job.name, encoder: encoder) } catch {
            return .failure(.badInput("\(png.path): cannot encode the \(format.rawValue.uppercased()): \(error)"))
        }
        var accessibilityFiles: [(URL, [UInt8])] = []
        if accessibility {
            let artifacts: AccessibilityArtifacts
            do { artifacts = try AccessibilityArtifacts(result, renderer: renderer) } catch {
                return .failure(.badInput("\(png.path): cannot encode the accessibility picture: \(error)"))
            }
            accessibilityFiles = [
                (base.appendingPathExtension(AccessibilityArtifacts.imageSuffix), artifacts.png),
                (base.appendingPathExtension(AccessibilityArtifacts.jsonSuffix), Array(artifacts.document.jsonText.utf8)),
                (base.appendingPathExtension(AccessibilityArtifacts.snapshotFormatSuffix), Array(artifacts.snapshotFormatJSON.utf8)),
            ]
        }
        do {
            try AtomicFile.write(encoded, to: png)
            if writesFrames { try AtomicFile.write(Data(result.framesDocument.jsonText.utf8), to: frames) }
            for (url, bytes) in accessibilityFiles { try AtomicFile.write(bytes, to: url) }
        } catch {
            return .failure(.badInput("cannot write \(error.path): \(error.reason)"))
        }
        return .success(Output(job: job, size: result.size, pngPath: png.path, framesPath: writesFrames ? frames.path : nil))
    }
}

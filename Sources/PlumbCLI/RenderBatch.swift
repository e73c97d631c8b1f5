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
    }

    struct Output: Sendable {
        var job: Job
        var size: Size
        var pngPath: String
        var framesPath: String
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
    /// The image format written (`--format`): PNG, or SVG / PDF vectors.
    var format = ImageFormat.png

    /// Runs every job; returns the outputs in job order.
    ///
    /// - Throws: `CLIFailure.badInput` when the fonts are missing; the first write error otherwise.
    func run() throws -> [Output] {
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.with(teamFiles: teamFonts) } catch { throw CLIFailure.badInput(error.description) }
        let jobs = self.jobs, folder = outputFolder, overlay = self.overlay, accessibility = self.accessibility, format = self.format
        let outcomes = RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            Self.run(jobs[index], renderer: renderer, folder: folder, overlay: overlay, accessibility: accessibility, format: format)
        }
        return try outcomes.map { try $0.get() }
    }

    /// Lays out one job, renders it and writes its PNG and frames JSON atomically.
    static func run(_ job: Job, renderer: Renderer, folder: URL, overlay: Bool, accessibility: Bool = false, format: ImageFormat = .png) -> Result<Output, CLIFailure> {
        let context = LayoutContext(environment: job.environment, measurer: renderer.measurer, manualLayouts: CLIRegistry.shared.manualLayouts)
        let result = LayoutEngine.layout(job.root, name: job.name, context: context)
        if let problem = Renderer.sizeProblem(of: result) {
            return .failure(.badInput("\(job.source) at \(job.environment.label): cannot render: \(problem)"))
        }
        let marks = overlay ? OverlayMarks.overlay(for: result) : nil
        let base = folder.appendingPathComponent(job.fileName).appendingPathComponent(job.environment.label)
        let png = base.appendingPathExtension(format.fileExtension)
        let frames = base.appendingPathExtension("frames.json")
        let encoded: [UInt8]
        do { encoded = try renderer.encode(result, overlay: marks, format: format, title: job.name) } catch {
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
            try AtomicFile.write(Data(result.framesDocument.jsonText.utf8), to: frames)
            for (url, bytes) in accessibilityFiles { try AtomicFile.write(bytes, to: url) }
        } catch {
            return .failure(.badInput("cannot write \(error.path): \(error.reason)"))
        }
        return .success(Output(job: job, size: result.size, pngPath: png.path, framesPath: frames.path))
    }
}

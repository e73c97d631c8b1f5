import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline
import PlumbRender

/// `plumb render SPEC… [matrix flags] [-o DIR]`: a PNG and a frames JSON for each spec × environment.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG (plus frames JSON) across a matrix of environments.",
        discussion: """
            Files are written as DIR/<spec>/<width>w-<category>[@<scale>x][-rtl].png (.svg, .pdf with --format) with a
            .frames.json beside each (--name TEMPLATE names them otherwise; --overlay renders end in -overlay.png).
            With --accessibility, each environment also gets .accessibility.png, .accessibility.json and
            .accessibility-snapshot.json (docs/accessibility.md). Every spec is read and checked before anything is written. Without matrix flags, each spec's own
            matrix: is used, else widths 320,375,414 × categories l,ax5.
            """
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String = "out"

    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp(
            "Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here).",
            valueName: "N"))
    var jobsOption: Int?

    /// `--jobs`, else one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    @Flag(
        name: .long, help: "Draw frames, baselines and lint findings (red outlines, hatched overlaps) over the images.")
    var overlay = false

    @Flag(
        name: .long,
        help:
            "Draw the whole content of scroll containers: nothing scrolls and the screen's height fits the content (also the spec key fullContent: true)."
    )
    var fullContent = false

    @Flag(
        name: .long,
        help:
            "Also write each environment's accessibility snapshot: <env>.accessibility.png (numbered VoiceOver elements and a legend), .accessibility.json and .accessibility-snapshot.json (AccessibilitySnapshot's shape)."
    )
    var accessibility = false

    @OptionGroup var canvasOptions: CanvasOptions

    @Option(
        name: .customLong("name"),
        help: ArgumentHelp(
            "File names below the output folder, e.g. \"{spec}-{category}@{scale}x\": {spec} {width} {category} {scale} {direction} {appearance} {locale} {device} {label}, / for folders (default {spec}/{label}).",
            valueName: "TEMPLATE"))
    var nameTemplate: String?

    @Flag(name: .customLong("no-frames"), help: "Write only the images, no .frames.json.")
    var noFrames = false

    @Flag(
        name: .long,
        help:
            "Write smaller PNGs for docs (palette or grey where lossless, per-row filters, maximum compression): slower, still the same bytes every run."
    )
    var optimize = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Image format: png (default), svg or pdf (vectors for documentation; PDF text stays selectable).",
            valueName: "FORMAT"))
    var format: String = "png"

    func run() throws {
        let imageFormat = try ImageFormatOption.parse(format)
        guard jobs >= 1 else { throw CLIFailure.badInput("--jobs \(jobs) must be at least 1") }
        let template: RenderNameTemplate
        do { template = try nameTemplate.map(RenderNameTemplate.init) ?? .default } catch {
            throw CLIFailure.badInput(error.description)
        }
        // A spec with `stories:` gives one subject per story, each with the spec as its source.
        var subjects = try matrixOptions.subjects(specs)
        for index in subjects.indices {
            subjects[index].canvas = try canvasOptions.canvas(over: subjects[index].canvas)
        }
        var run = Run(subjects: subjects, workers: jobs)
        run.fullContent = fullContent
        run.honoursFullContent = true
        run.drawsCanvas = true
        let paths: [String]
        do {
            paths = try template.names(
                for: run.jobs.map {
                    .init(spec: $0.subject.folderName, source: $0.subject.source, environment: $0.environment)
                })
        } catch { throw CLIFailure.badInput(error.description) }
        var batch = RenderBatch(run: run, outputFolder: URL(fileURLWithPath: output), paths: paths)
        batch.overlay = overlay
        batch.accessibility = accessibility
        batch.writesFrames = !noFrames
        batch.encoder = optimize ? .optimized : PNGEncoder()
        batch.format = imageFormat
        let outputs = try batch.write()
        for output in outputs {
            print("\(output.pngPath)  \(formatNumber(output.size.width))×\(formatNumber(output.size.height)) pt")
        }
    }
}

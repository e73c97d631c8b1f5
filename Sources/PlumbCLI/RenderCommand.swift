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

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "PATH"))
    var output: String = "out"

    @OptionGroup var jobsOption: JobsOption

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
        name: .customLong("background"),
        help: ArgumentHelp("Deprecated: use --canvas-background.", valueName: "COLOR", visibility: .hidden))
    var deprecatedBackground: String?

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
        let jobs = try jobsOption.workers()
        let template = try nameTemplate.map(RenderNameTemplate.init) ?? .default
        let background = try DeprecatedFlag.renderBackground.value(
            canvasOptions.canvasBackground, alias: deprecatedBackground)
        let backgroundFlag = DeprecatedFlag.renderBackground.spelling(aliasGiven: deprecatedBackground != nil)
        // A spec with `stories:` gives one subject per story, each with the spec as its source.
        var subjects = try matrixOptions.subjects(specs)
        for index in subjects.indices {
            subjects[index].canvas = try CanvasOptions.canvas(
                over: subjects[index].canvas, padding: canvasOptions.canvasPadding, background: background,
                backgroundFlag: backgroundFlag)
        }
        var run = Run(subjects: subjects, workers: jobs)
        run.fullContent = fullContent
        run.honoursFullContent = true
        run.drawsCanvas = true
        let paths = try template.names(
            for: run.jobs.map {
                .init(spec: $0.subject.folderName, source: $0.subject.source, environment: $0.environment)
            })
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

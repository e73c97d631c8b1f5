import ArgumentParser
import Foundation
import PlumbCore
import PlumbSnapshot

/// `plumb render SPEC… [matrix flags] [-o DIR]`: a PNG and a frames JSON for each spec × environment.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG (plus frames JSON) across a matrix of environments.",
        discussion: """
            Files are written as DIR/<spec>/<width>w-<category>[@<scale>x][-rtl].png with a .frames.json beside each.
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

    @Option(name: .customLong("jobs"), help: ArgumentHelp("Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here).", valueName: "N"))
    var jobsOption: Int?

    /// `--jobs`, else one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    @Flag(name: .long, help: "Draw frames, baselines and lint findings (red outlines, hatched overlaps) over the images.")
    var overlay = false

    @Flag(name: .long, help: "Draw the whole content of scroll containers: nothing scrolls and the screen's height fits the content (also the spec key fullContent: true).")
    var fullContent = false

    @Flag(name: .long, help: "Also write each environment's accessibility snapshot: <env>.accessibility.png (numbered VoiceOver elements and a legend), .accessibility.json and .accessibility-snapshot.json (AccessibilitySnapshot's shape).")
    var accessibility = false

    func run() throws {
        guard jobs >= 1 else { throw CLIFailure.badInput("--jobs \(jobs) must be at least 1") }
        let limits = try matrixOptions.specLimits()
        let specs = try SnapshotSpecArguments.expand(specs)
        let sources = try specs.map { try SpecSource.resolve($0, limits: limits) }
        var batchJobs: [RenderBatch.Job] = []
        for (argument, source) in zip(specs, sources) {
            let matrix = try matrixOptions.matrix(over: source.matrix ?? .default)
            for environment in matrix.environments {
                guard fullContent || source.fullContent else {
                    batchJobs.append(.init(source: argument, name: source.name, fileName: source.fileName, root: source.root(environment), environment: environment))
                    continue
                }
                // The whole content: no scrolling, and the screen as tall as what it holds.
                var fitting = environment
                fitting.height = nil
                batchJobs.append(
                    .init(source: argument, name: source.name, fileName: source.fileName, root: source.root(environment).withoutScrolling, environment: fitting))
            }
        }
        let teamFonts = try FontSetup.teamFontFiles(for: sources, options: matrixOptions)
        let outputs = try RenderBatch(
            jobs: batchJobs, outputFolder: URL(fileURLWithPath: output), workers: jobs, manualLayouts: CLIRegistry.shared.manualLayouts, overlay: overlay, accessibility: accessibility,
            teamFonts: teamFonts
        ).run()
        for output in outputs {
            print("\(output.pngPath)  \(formatNumber(output.size.width))×\(formatNumber(output.size.height)) pt")
        }
    }
}

import ArgumentParser
import Foundation
import PlumbCore
import PlumbRender
import PlumbSnapshot

/// `plumb sheet SPEC… [matrix flags] -o FILE.png`: one labelled contact sheet of every spec × environment.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render specs across a matrix into one labelled contact-sheet PNG (for documentation).",
        discussion: """
            Each spec gets a titled grid: one row per content-size category, one column per width (and scale,
            direction, locale), every render at its own pixel size. Labels use the pinned fonts, so the sheet is
            byte-identical on every machine. Written atomically.
            """
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(name: .shortAndLong, help: "Output PNG file.")
    var output: String

    @Option(name: .customLong("jobs"), help: ArgumentHelp("Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here).", valueName: "N"))
    var jobsOption: Int?

    /// `--jobs`, else one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws {
        guard jobs >= 1 else { throw CLIFailure.badInput("--jobs \(jobs) must be at least 1") }
        guard output.hasSuffix(".png") else { throw CLIFailure.badInput("-o \(output.debugDescription): the contact sheet is a PNG; give a file name ending in .png") }
        let limits = try matrixOptions.specLimits()
        let sources = try SnapshotSpecArguments.expand(specs).map { try SpecSource.resolve($0, limits: limits) }
        let specs = try sources.map { source in
            SheetBatch.Spec(name: source.name, environments: try matrixOptions.matrix(over: source.matrix ?? .default).environments, root: source.root)
        }
        let batch = SheetBatch(
            specs: specs, fonts: try FontSetup.pinnedFonts(for: sources, options: matrixOptions), workers: jobs,
            manualLayouts: CLIRegistry.shared.manualLayouts)
        let sheet = try batch.render()
        do {
            try AtomicFile.write(try PNGEncoder().encode(sheet), to: URL(fileURLWithPath: output))
        } catch let error as FileWriteError {
            throw CLIFailure.badInput("cannot write \(output): \(error.reason)")
        } catch {
            throw CLIFailure.badInput("cannot write \(output): \(error)")
        }
        print("\(output)  \(sheet.width)×\(sheet.height) px, \(batch.renderCount) renders")
    }
}

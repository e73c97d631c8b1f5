import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

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
        let sources = try SnapshotSpecArguments.expand(specs).map { try SpecSource.resolve($0, options: matrixOptions) }
        var grids: [SheetGrid] = []
        var jobs: [(root: Node, name: String, environment: Environment)] = []
        for source in sources {
            let grid = SheetGrid(source: source, environments: try matrixOptions.matrix(over: source.matrix ?? .default).environments)
            jobs += grid.environments.map { (source.root($0), source.name, $0) }
            grids.append(grid)
        }
        let fonts: PinnedFonts
        fonts = try FontSetup.pinnedFonts(for: sources, options: matrixOptions)
        let images = Self.render(jobs, fonts: fonts, workers: self.jobs)
        var offset = 0
        var sections: [ContactSheet.Section] = []
        for grid in grids {
            sections.append(grid.section(images: Array(images[offset..<offset + grid.environments.count])))
            offset += grid.environments.count
        }
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        let sheet: RGBAImage
        do { sheet = try ContactSheet(sections: sections).render(with: renderer) } catch { throw CLIFailure.badInput(error.description) }
        do {
            try AtomicFile.write(try PNGEncoder().encode(sheet), to: URL(fileURLWithPath: output))
        } catch let error as FileWriteError {
            throw CLIFailure.badInput("cannot write \(output): \(error.reason)")
        } catch {
            throw CLIFailure.badInput("cannot write \(output): \(error)")
        }
        print("\(output)  \(sheet.width)×\(sheet.height) px, \(jobs.count) renders")
    }

    /// Lays out and renders every job on `workers` threads (one Pango measurer each); images in job order.
    static func render(_ jobs: [(root: Node, name: String, environment: Environment)], fonts: PinnedFonts, workers: Int) -> [RGBAImage] {
        RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            let job = jobs[index]
            let context = LayoutContext(environment: job.environment, measurer: renderer.measurer, manualLayouts: CLIRegistry.shared.manualLayouts)
            return renderer.render(LayoutEngine.layout(job.root, name: job.name, context: context))
        }
    }
}

/// One spec's place on the sheet: its environments arranged as rows (categories) × columns (everything else).
struct SheetGrid {
    var title: String
    var environments: [Environment]
    var rows: [ContentSizeCategory] = []
    var columns: [String] = []

    init(source: SpecSource, environments: [Environment]) {
        title = source.name
        self.environments = environments
        for environment in environments {
            if !rows.contains(environment.category) { rows.append(environment.category) }
            let column = environment.columnLabel
            if !columns.contains(column) { columns.append(column) }
        }
    }

    func section(images: [RGBAImage]) -> ContactSheet.Section {
        var grid = [[RGBAImage?]](repeating: [RGBAImage?](repeating: nil, count: columns.count), count: rows.count)
        for (environment, image) in zip(environments, images) {
            grid[rows.firstIndex(of: environment.category)!][columns.firstIndex(of: environment.columnLabel)!] = image
        }
        return ContactSheet.Section(title: title, columnTitles: columns, rowTitles: rows.map(\.shortName), images: grid)
    }
}

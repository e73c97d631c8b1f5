import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline
import PlumbRender

/// `plumb sheet SPEC… [matrix flags] [sheet flags] -o FILE.png|.svg|.pdf`: one labelled contact sheet of every
/// spec × environment. The work is `SheetMaker`'s (PlumbSnapshot); this parses, prints and picks exit codes.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render specs across a matrix into one labelled contact sheet: PNG, SVG or PDF (for documentation).",
        discussion: """
            Each spec gets a titled grid: by default one row per content-size category, one column per width (and
            scale, direction, appearance, locale); --rows and --columns choose the axes, and naming `spec` puts
            several specs in one grid. The sheet is drawn at the largest scale of its renders (labels included),
            every render at its own pixel size; a PNG carries its scale in a pHYs chunk. SVG and PDF sheets draw
            the same layout as vectors (PDF text stays selectable text). Labels use the pinned fonts, so the sheet
            is byte-identical on every machine. Written atomically. A spec's canvas: (or --canvas-padding and
            --canvas-background) is drawn around each of its renders, as plumb render draws it; --sheet-background
            is the colour between them.
            """
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var sheetOptions: SheetOptions

    @OptionGroup var canvasOptions: CanvasOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .svg or .pdf.", valueName: "PATH"))
    var output: String

    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let jobs = try jobsOption.workers()
        guard let format = ImageFormat(fileName: output) else {
            throw UsageError.badPath(
                flag: "-o", value: output,
                problem: "a contact sheet is a .png, .svg or .pdf file; give a file name ending in one of them")
        }
        let rows = try sheetOptions.axes(sheetOptions.rows, flag: "--rows")
        let columns = try sheetOptions.axes(sheetOptions.columns, flag: "--columns")
        let style = try sheetOptions.style()
        var subjects = try matrixOptions.subjects(specs)
        for index in subjects.indices {
            subjects[index].canvas = try canvasOptions.canvas(over: subjects[index].canvas)
        }
        let run = Run(subjects: subjects, workers: jobs)
        var maker = SheetMaker(run: run)
        maker.rows = rows
        maker.columns = columns
        maker.title = sheetOptions.title
        maker.caption = sheetOptions.caption
        maker.style = style
        maker.format = format
        let fonts = try run.fonts()
        try run.preflight()
        let sheet = try maker.make(fonts: fonts)
        try AtomicFileWriter.write(sheet.bytes, to: output, content: "the contact sheet")
        let scale = Double(sheet.scale)
        let size =
            format.isVector
            ? "\(formatNumber(Double(sheet.pixelWidth) / scale))×\(formatNumber(Double(sheet.pixelHeight) / scale)) pt"
            : "\(sheet.pixelWidth)×\(sheet.pixelHeight) px" + (sheet.scale == 1 ? "" : " @\(sheet.scale)x")
        print("\(output)  \(size), \(sheet.renders) renders")
    }
}

import ArgumentParser
import Foundation
import PlumbCore
import PlumbDiff
import PlumbGallery
import PlumbLayout
import PlumbText

/// `plumb lint SPEC… [matrix flags] [--json]`: findings across the matrix, one per line; exit 1 if any.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report layout problems across a matrix: unsatisfiable and ambiguous constraints (more lints to come).",
        discussion: "Exit 0 when clean, 1 when any finding (notes such as violated optional constraints do not count), 2 for bad input."
    )

    @Argument(help: "Spec files, or gallery:NAME.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Flag(name: .long, help: "Print a JSON list of findings instead of lines.")
    var json = false

    func run() throws {
        let sources = try specs.map(SpecSource.resolve)
        let measurer: PangoTextMeasurer
        do { measurer = try PangoTextMeasurer() } catch { throw CLIFailure.badInput(error.description) }
        var findings: [(spec: String, finding: LintFinding)] = []
        for source in sources {
            for environment in try matrixOptions.matrix(over: source.matrix ?? .default).environments {
                let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let result = LayoutEngine.layout(source.root(environment), name: source.name, context: context)
                findings += Linter.findings(in: result).map { (source.name, $0) }
            }
        }
        if json {
            let items = findings.map { "  {\"spec\": \(jsonString($0.spec)), " + $0.finding.jsonText.dropFirst() }
            print(items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]")
        } else {
            for (spec, finding) in findings { print("\(spec)  \(finding.line)") }
            let errors = findings.filter { $0.finding.severity == .error }.count
            print(errors == 0 ? "no findings" : "\(errors) finding\(errors == 1 ? "" : "s")")
        }
        if findings.contains(where: { $0.finding.severity == .error }) { throw ExitCode(1) }
    }
}

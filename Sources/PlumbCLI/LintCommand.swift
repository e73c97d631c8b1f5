import ArgumentParser
import Foundation
import PlumbCore
import PlumbDiff
import PlumbLayout
import PlumbText

/// `plumb lint SPEC… [matrix flags] [--json]`: findings across the matrix, one per line; exit 1 if any.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report layout problems across a matrix: clipped or truncated text, overlaps, out-of-bounds, zero-size, small tap targets, unsatisfiable and ambiguous constraints.",
        discussion: "Exit 0 when clean, 1 when any finding (notes such as violated optional constraints do not count), 2 for bad input."
    )

    @Argument(help: "Spec files, or gallery:NAME.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Flag(name: .long, help: "Print a JSON list of findings instead of lines.")
    var json = false

    func run() throws {
        let limits = try matrixOptions.specLimits()
        let sources = try specs.map { try SpecSource.resolve($0, limits: limits) }
        let measurer: PangoTextMeasurer
        do { measurer = try PangoTextMeasurer() } catch { throw CLIFailure.badInput(error.description) }
        var findings: [(spec: String, finding: LintFinding)] = []
        var matrices: [String: [Environment]] = [:]
        for source in sources {
            let environments = try matrixOptions.matrix(over: source.matrix ?? .default).environments
            matrices[source.name] = environments
            for environment in environments {
                let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: CLIRegistry.shared.manualLayouts)
                let result = LayoutEngine.layout(source.root(environment), name: source.name, context: context)
                findings += Linter.findings(in: result).map { (source.name, $0) }
            }
        }
        if json {
            let items = findings.map { "  {\"spec\": \(jsonString($0.spec)), " + $0.finding.jsonText.dropFirst() }
            print(items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]")
        } else {
            let summary = LintSummary(findings)
            for group in summary.groups {
                let first = group.findings[0]
                let note = group.severity == .note ? " (note)" : ""
                print("\(group.spec)  \(group.kind.rawValue)\(note)  \(group.nodes.joined(separator: ", "))  at \(group.environments(outOf: matrices[group.spec] ?? []))")
                print("    \(first.environment.label): " + first.message.replacingOccurrences(of: "\n", with: "\n    "))
            }
            let errors = findings.filter { $0.finding.severity == .error }.count
            print(errors == 0 ? "no findings" : "\(errors) finding\(errors == 1 ? "" : "s") in \(summary.groups.filter { $0.severity == .error }.count) group\(summary.groups.count == 1 ? "" : "s")")
        }
        if findings.contains(where: { $0.finding.severity == .error }) { throw ExitCode(1) }
    }
}

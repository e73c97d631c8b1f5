import ArgumentParser
import Foundation
import PlumbBisect
import PlumbCore
import PlumbLint
import PlumbPipeline
import PlumbText

/// `plumb bisect SPEC… [--width MIN...MAX] [matrix flags] [--grow] [--json]`: the exact widths where each lint
/// finding holds, or each text's growth budget; exit 1 if any finding (or text already failing).
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract:
            "Find the exact widths (to one device pixel) at which each lint finding appears, or with --grow how much each text may grow.",
        discussion: """
            --width takes a range MIN...MAX (default: the spec's matrix widths, smallest to largest); the other \
            matrix flags choose the lanes (categories, scales, directions, locales). With --grow, --width is a list \
            as for lint, and each text node's budget is measured in every environment.
            Exit 0 when clean, 1 when any finding holds somewhere in the range (with --grow: when a text already \
            has a finding), 2 for bad input.
            """
    )

    @Argument(help: "Spec files, or gallery:NAME.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var lintOptions: LintOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Points between the widths of the coarse sweep before bisection (default 8).", valueName: "PT"))
    var step: String = "8"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only these lint kinds, comma-separated (e.g. clippedText,truncatedText; default: every kind).",
            valueName: "KIND"))
    var kind: [String] = []

    @Flag(
        name: .long,
        help: "Measure each text's growth budget (characters it may gain before a finding) instead of width edges.")
    var grow = false

    @OptionGroup var jobsOption: JobsOption

    @Flag(name: .long, help: "Print JSON instead of lines.")
    var json = false

    func run() throws {
        let jobs = try jobsOption.workers()
        let coarseStep = try BisectArguments.parseStep(step)
        let kinds = try BisectArguments.parseKinds(kind)
        let subjects = try matrixOptions.resolver().subjects(specs)
        var lanesOnly = matrixOptions
        lanesOnly.width = []
        let overrides = try grow ? matrixOptions.overrides(widths: .growList) : lanesOnly.overrides()
        // Every flag is read before anything is laid out, so bad input exits 2 with nothing printed.
        var plans: [(subject: Subject, matrix: Matrix, range: ClosedRange<Double>)] = []
        for subject in subjects {
            let base = subject.matrix
            let matrix = overrides.applied(to: base)
            let range: ClosedRange<Double>
            if grow || matrixOptions.width.isEmpty {
                range = (base.widths.min() ?? 320)...(base.widths.max() ?? 320)
            } else {
                range = try BisectArguments.parse(matrixOptions.width, scales: matrix.scales)
            }
            plans.append((subject, matrix, range))
        }
        // Text is measured with the system-font folder when one is given, else with the standard fonts.
        let systemFonts = subjects.contains { $0.systemFont != nil } ? try Run(subjects: subjects).fonts() : nil
        let makeMeasurer: (@Sendable () -> any TextMeasuring)? = systemFonts.map { fonts in
            { @Sendable in PangoTextMeasurer(fonts: fonts) }
        }
        let options = BisectOptions(
            coarseStep: coarseStep, workers: jobs, kinds: kinds, manualLayouts: CLIRegistry.shared.manualLayouts,
            makeMeasurer: makeMeasurer,
            policy: try lintOptions.policy())
        var outputs: [(text: String, json: String)] = []
        var failed = false
        for plan in plans {
            let subject = plan.subject
            if grow {
                let report = try GrowthBudgeter(matrix: plan.matrix, options: options).run([subject])
                outputs.append((report.description, report.jsonText))
                failed = failed || report.hasFailing
            } else {
                let report = try LintBisector(widths: plan.range, matrix: plan.matrix, options: options).run([subject])
                outputs.append((report.description, report.jsonText))
                failed = failed || report.hasErrors
            }
        }
        if json {
            print(
                grow
                    ? Self.joinedLists(outputs.map(\.json))
                    : "[\n" + outputs.map(\.json).joined(separator: ",\n") + "\n]")
        } else {
            print(outputs.map(\.text).joined(separator: "\n"))
        }
        if failed { throw FindingsFailed() }
    }

    /// Several JSON lists (`[…]`, one per spec) as one list.
    static func joinedLists(_ lists: [String]) -> String {
        let bodies = lists.map { $0.dropFirst().dropLast().trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
        return bodies.isEmpty ? "[]" : "[\n" + bodies.joined(separator: ",\n") + "\n]"
    }
}

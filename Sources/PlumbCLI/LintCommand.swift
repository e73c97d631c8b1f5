import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbPipeline

/// `plumb lint SPEC… [matrix flags] [--json]`: findings across the matrix, one per line; exit 1 if any.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Report layout problems across a matrix: clipped or truncated text, overlaps, out-of-bounds, zero-size, small tap targets, unsatisfiable and ambiguous constraints.",
        discussion:
            "Each finding has a severity: error fails, warning and note are printed only, off hides it (defaults: docs/spec-format.md; a spec's lints: or --lint KIND=SEVERITY change them). Exit 0 when no error, 1 when any error, 2 for bad input."
    )

    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Flag(name: .long, help: "Print a JSON list of findings instead of lines.")
    var json = false

    @OptionGroup var lintOptions: LintOptions

    func run() throws {
        let subjects = try matrixOptions.subjects(specs)
        let policy = try lintOptions.policy()
        let run = Run(subjects: subjects)
        /// Every finding, and where each node is written, for the `lints:` hint of an error group.
        let linted = try run.map { job, layout, renderer in
            (findings: layout.lints(policy: policy, renderer: renderer), sources: layout.nodeSources)
        }
        let jobs = run.jobs
        var findings: [(spec: String, finding: LintFinding)] = []
        var nodeSources: [String: [String: SpecLocation]] = [:]
        for (job, result) in zip(jobs, linted) {
            findings += result.findings.map { (job.subject.name, $0) }
            nodeSources[job.subject.name, default: [:]].merge(result.sources) { first, _ in first }
        }
        var matrices: [String: [Environment]] = [:]
        for subject in subjects { matrices[subject.name] = subject.environments }
        if json {
            let items = findings.map { "  {\"spec\": \(jsonString($0.spec)), " + $0.finding.jsonText.dropFirst() }
            print(items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]")
        } else {
            let summary = LintSummary(findings)
            for group in summary.groups {
                let first = group.findings[0]
                let note = group.severity == .error ? "" : " (\(group.severity.rawValue))"
                print(
                    "\(group.spec)  \(group.kind.rawValue)\(note)  \(group.nodes.joined(separator: ", "))  at \(group.environments(outOf: matrices[group.spec] ?? []))"
                )
                print("    \(first.environment.label): " + first.message.replacingOccurrences(of: "\n", with: "\n    "))
                if group.severity == .error, let node = group.nodes.first {
                    let place = nodeSources[group.spec]?[node].map { " at \($0)" } ?? ""
                    print(
                        "    by design? add `lints: {\(group.kind.rawValue): warning}` to node \(node.debugDescription)\(place)"
                    )
                }
            }
            let errors = findings.filter { $0.finding.severity == .error }.count
            let errorGroups = summary.groups.filter { $0.severity == .error }.count
            let warnings = findings.count { $0.finding.severity == .warning }
            let warningText =
                warnings == 0
                ? "" : warnings == 1 ? " (1 warning does not fail)" : " (\(warnings) warnings do not fail)"
            print(
                (errors == 0
                    ? "no findings"
                    : "\(errors) finding\(errors == 1 ? "" : "s") in \(errorGroups) group\(errorGroups == 1 ? "" : "s")")
                    + warningText)
        }
        if findings.contains(where: { $0.finding.severity == .error }) { throw FindingsFailed() }
    }
}

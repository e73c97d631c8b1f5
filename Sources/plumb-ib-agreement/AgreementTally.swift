import Foundation
import PlumbCore
import PlumbInterfaceBuilder

/// The counts and disagreements over every file, printed as a Markdown report.
struct AgreementTally {
    var files: [FileAgreement] = []

    mutating func add(_ file: FileAgreement) { files.append(file) }

    func report(title: String, files count: Int, details: Bool) -> String {
        let all = files.flatMap { file in file.comparisons.map { (file.file, $0.root, $0.1) } }
        func share(_ list: [(String, String, IBAgreement.Comparison)]) -> String {
            guard !list.isEmpty else { return "– (0 views)" }
            let agreeing = list.filter { $0.2.agrees }.count
            return String(
                format: "%.1f %% (%d of %d)", 100 * Double(agreeing) / Double(list.count), agreeing, list.count)
        }
        let textFree = all.filter { !$0.2.textDependent }
        let textDependent = all.filter { $0.2.textDependent }
        var lines = ["## \(title)", ""]
        lines.append("files: \(count), read: \(files.filter { $0.error == nil }.count)")
        lines.append(
            "within one device pixel: all \(share(all)); text-free \(share(textFree)); text-dependent \(share(textDependent))"
        )
        let canvas = files.map(\.agreeingWithCanvasSafeArea).reduce(0, +)
        lines.append(
            String(
                format:
                    "with the canvas's own safe area instead of the stored frames' (a default run): %.1f %% (%d of %d)",
                all.isEmpty ? 0 : 100 * Double(canvas) / Double(all.count), canvas, all.count))
        let scenes = files.flatMap(\.sceneSafeAreas)
        lines.append(
            "scene safe areas as the stored frames show them (top and bottom edges constraints name): "
                + "\(scenes.filter(\.agrees).count) of \(scenes.count)")
        let deviations = all.map(\.2.deviation).sorted()
        if !deviations.isEmpty {
            let median = deviations[deviations.count / 2]
            let p90 = deviations[min(deviations.count - 1, Int(Double(deviations.count) * 0.9))]
            lines.append(
                String(format: "deviation (largest of x, y, width, height): median %.2f pt, p90 %.2f pt", median, p90))
        }
        lines.append("")
        lines.append("| cause | views |")
        lines.append("|---|---|")
        for cause in IBAgreement.Cause.allCases {
            let n = all.filter { $0.2.cause == cause }.count
            if n > 0 { lines.append("| \(cause.rawValue) | \(n) |") }
        }
        for file in files where file.error != nil {
            lines.append("")
            lines.append("unread: \(file.file): \(file.error!)")
        }
        if details {
            lines.append("")
            for (file, root, comparison) in all where !comparison.agrees {
                let name = (file as NSString).lastPathComponent
                lines.append(
                    "- \(name)/\(root) \(comparison.id) <\(comparison.className)>\(comparison.userLabel.map { " \"\($0)\"" } ?? ""): "
                        + "stored \(format(comparison.stored)) plumb \(format(comparison.computed)) — \(comparison.cause!.rawValue)"
                )
            }
            lines.append("")
            lines.append("scene safe areas:")
            for file in files {
                for scene in file.sceneSafeAreas {
                    let name = (file.file as NSString).lastPathComponent
                    lines.append("- \(name)/\(scene.root): \(scene.agrees ? "agrees" : "differs"): \(scene.detail)")
                }
            }
            lines.append("")
            lines.append("notes:")
            var noteCounts: [String: Int] = [:]
            for file in files { for note in file.notes { noteCounts[note, default: 0] += 1 } }
            for (note, n) in noteCounts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                lines.append("- \(note) (\(n) files)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ rect: Rect) -> String {
        "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}

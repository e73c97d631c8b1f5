import ArgumentParser
import Foundation
import PlumbSnapshot

/// `plumb stats [DIR]`: what a baselines folder weighs, per spec, per kind of file and per matrix axis.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show what a baselines folder weighs: per spec, per kind of file and per matrix axis.",
        discussion: """
            Reads the files of DIR (default Baselines) and prints their count and bytes in all, per kind of file \
            (png, frames.json, lints.json, accessibility.json), per spec folder, and per value of each axis the \
            environments' names vary (width, device, category, scale, direction, appearance, contrast, locale), \
            costliest axis first: what recording a single value of that axis would save. Nothing is rendered.
            Exit codes: 0 done, 2 bad input.
            """
    )

    @Argument(help: ArgumentHelp("The baselines folder.", valueName: "DIR"))
    var baselines: String = BaselineStore.defaultRoot

    func run() throws {
        let stats = try BaselineStats.measure(root: baselines)
        print(StatsText.lines(stats).joined(separator: "\n"))
    }
}

/// `plumb stats`'s text: one summary line, then the kinds, the specs and the axes, each share with its percentage.
enum StatsText {
    static func lines(_ stats: BaselineStats) -> [String] {
        let total = stats.total
        let perEnvironment =
            stats.environments == 0
            ? ""
            : " (\(bytes(total.bytes / stats.environments)) and "
                + String(format: "%.1f", Double(total.files) / Double(stats.environments)) + " files per environment)"
        var lines = [
            "\(stats.root): \(count(stats.specs.count, "spec")), \(count(stats.environments, "environment")), "
                + "\(count(total.files, "file")), \(bytes(total.bytes))" + perEnvironment
        ]
        guard total.files > 0 else { return lines }
        let values = stats.axes.flatMap(\.values).map { $0.name.count + 2 }
        let width = (stats.kinds + stats.specs).map(\.name.count).reduce(values.max() ?? 0, max)
        lines.append("by kind:")
        lines += stats.kinds.map { row($0.name, width, files: $0.tally, of: total) }
        lines.append("by spec, heaviest first:")
        lines += stats.specs.map {
            row($0.name, width, files: $0.tally, of: total) + "  " + count($0.environments, "environment")
        }
        if !stats.axes.isEmpty {
            lines.append("by axis, costliest first (what recording one value of it would save):")
            for axis in stats.axes {
                let saved = percent(axis.savedBytes, of: total.bytes)
                lines.append(
                    "  \(pad(axis.axis.rawValue, 11)) saves \(bytes(axis.savedBytes)) (\(saved)) keeping \(axis.kept)")
                lines += axis.values.map { "  " + row($0.name, width - 2, files: $0.tally, of: total) }
            }
        }
        return lines
    }

    /// `  png                 432 files   25.1 MB   81%`, the name padded to `width`.
    private static func row(
        _ name: String, _ width: Int, files tally: BaselineStats.Tally, of total: BaselineStats.Tally
    ) -> String {
        "  \(pad(name, width)) \(leftPad(count(tally.files, "file"), 11)) \(leftPad(bytes(tally.bytes), 9)) "
            + leftPad(percent(tally.bytes, of: total.bytes), 4)
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }

    /// `812 B`, `9.6 KB`, `73 KB`, `25.1 MB`, `1.30 GB` (decimal units, as `du --si` and file managers show).
    static func bytes(_ n: Int) -> String {
        switch n {
        case ..<1000: "\(n) B"
        case ..<10_000: String(format: "%.1f KB", Double(n) / 1e3)
        case ..<1_000_000: String(format: "%.0f KB", Double(n) / 1e3)
        case ..<1_000_000_000: String(format: "%.1f MB", Double(n) / 1e6)
        default: String(format: "%.2f GB", Double(n) / 1e9)
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

import Foundation
import PlumbBisect
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbPipeline

/// The bisect row of BENCHMARKS.md (issue 22): the settings cell, the feed cell and the search screen, each
/// bisected over widths 280…1024 × all 12 categories at 1× (745 widths × 12 lanes = 8,940 environments each).
///
/// One sample is one `LintBisector.run` as `plumb bisect` makes it: new measurers (a cold text cache), lanes dealt
/// to `--workers` threads (default: every core). The `all` case bisects the three in one run. The `sweep` metric
/// lays out every one of the 8,940 widths instead (a coarse step of one pixel), once: what bisection saves; its
/// edges are checked equal to the bisection's (see Checks).
enum BisectBench {
    static let entries = ["settings-cell", "feed-cell", "search-screen"]

    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 5)
        let warmup = try arguments.int("warmup", default: 1)
        let workers = try arguments.int("workers", default: ProcessInfo.processInfo.activeProcessorCount)
        let sweep = (arguments.optionalString("sweep") ?? "yes") != "no"
        let matrix = Matrix(widths: [], categories: ContentSizeCategory.allCases)
        let widths = 280.0...1024.0
        let subjects = entries.map { name in
            let entry = Gallery.entry(named: name)!
            return Subject(name: name, tree: entry.tree(for:))
        }
        // The benched entries' own manual layouts together, as the CLI passes a gallery entry's.
        var registry = ManualLayoutRegistry()
        for name in entries {
            guard let layouts = Gallery.entry(named: name)?.manualLayouts else { continue }
            for layout in layouts.names { if let definition = layouts[layout] { registry.register(definition) } }
        }
        func bisector(step: Double) -> LintBisector {
            LintBisector(
                widths: widths, matrix: matrix,
                options: BisectOptions(coarseStep: step, workers: workers, manualLayouts: registry))
        }
        for (name, group) in [("all", subjects)] + subjects.map { ($0.name, [$0]) } {
            var report: BisectReport?
            let samples = try BenchClock.samples(warmup: warmup, repeats: repeats) {
                report = try bisector(step: 8).run(group)
            }
            let info = [
                "layouts": Double(report!.layouts), "environments": Double(report!.gridWidths),
                "findings": Double(report!.groups.count),
                "workers": Double(workers),
            ]
            BenchRecord(suite: "bisect", case: name, metric: "bisect", unit: "s", seconds: samples, info: info).emit()
            guard sweep, name != "all" else { continue }
            var every: BisectReport?
            let sweepSamples = try BenchClock.samples(warmup: 0, repeats: 1) {
                every = try bisector(step: 1).run(group)
            }
            BenchRecord(
                suite: "bisect", case: name, metric: "sweep", unit: "s", seconds: sweepSamples,
                info: ["layouts": Double(every!.layouts)]
            ).emit()
            let same =
                every!.jsonText.replacingOccurrences(of: "\"layouts\": \(every!.layouts)", with: "")
                == report!.jsonText.replacingOccurrences(of: "\"layouts\": \(report!.layouts)", with: "")
            BenchCheck(
                check: "bisect \(name) edges == every-pixel sweep", ok: same, maxError: same ? 0 : 1,
                detail: "\(report!.groups.count) findings; \(report!.layouts) vs \(every!.layouts) widths laid out"
            ).emit()
        }
    }
}

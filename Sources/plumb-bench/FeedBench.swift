import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbPipeline
import PlumbSnapshot
import PlumbText

/// The feed-cell row of BENCHMARKS.md (issue 7): the §11.6 cell for rows 0…99, laid out by each engine.
///
/// One sample lays out all 100 rows (`EnvironmentRun`, the pipeline's layout step, from the `Node` tree to every frame) and is reported
/// per cell. Two metrics per engine, with the real Pango measurer:
/// - **text**: the measurer's cache is emptied before each sample, so every distinct text request is shaped and
///   wrapped by Pango once in the sample (repeats within the sample hit the cache, as they would in an app);
/// - **layout**: the cache already holds every request of the sample (the previous sample made them), so text
///   costs one hash lookup of the `TextRequest` — the engine's own work, "excluding text".
/// The hit rate is the measurer's over one cold sample: lookups answered from the cache / all lookups. Before
/// timing, the three engines' frames are checked equal (0.001 pt) for all 100 rows.
enum FeedBench {
    static let rows = 0..<100

    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 20)
        let warmup = try arguments.int("warmup", default: 2)
        let width = Double(try arguments.int("width", default: 375))
        let environment = Environment(width: width, category: .large)
        let measurer = try PangoTextMeasurer()
        let cells = rows.map { index in
            let model = FeedCellModel(index: index)
            return (model: model, registry: FeedCell.manualLayouts(for: model))
        }
        // One session for the whole bench, as `plumb render` has one for its run: the cells update each other's
        // constraint systems.
        let session = LayoutSession()
        func layOut(_ engine: FeedCell.Engine) -> [LayoutResult] {
            cells.map { cell in
                EnvironmentRun(
                    FeedCell.root(engine, model: cell.model, environment: environment), name: "feed-cell",
                    environment: environment,
                    measurer: measurer, manualLayouts: cell.registry, session: session
                ).result
            }
        }
        check(FeedCell.Engine.allCases.map(layOut))
        let engines = try (arguments.optionalString("engines") ?? "manual,constraints,stack").split(separator: ",").map
        { name in
            guard let engine = FeedCell.Engine(rawValue: String(name)) else {
                throw BenchUsageError("feed: unknown engine \(name)")
            }
            return engine
        }
        // `--metrics layout` skips the cold samples, so a profile of the run shows the engines' own work alone.
        let metrics = Set((arguments.optionalString("metrics") ?? "text,layout").split(separator: ",").map(String.init))
        for engine in engines {
            measurer.clearCache()
            let (hits, misses) = (measurer.hits, measurer.misses)
            blackHole(layOut(engine))
            let lookups = Double(measurer.hits - hits + measurer.misses - misses)
            let hitRate = Double(measurer.hits - hits) / max(1, lookups)
            let info = [
                "cells": Double(rows.count), "width": width, "hitRate": hitRate,
                "lookups": lookups / Double(rows.count),
            ]
            if metrics.contains("text") {
                let cold = BenchClock.samples(warmup: warmup, repeats: repeats, prepare: { measurer.clearCache() }) {
                    blackHole(layOut(engine))
                }
                BenchRecord(
                    suite: "feed", case: engine.rawValue, metric: "text", unit: "us",
                    seconds: cold.map { $0 / Double(rows.count) }, info: info
                ).emit()
            }
            let warm = BenchClock.samples(warmup: warmup, repeats: repeats) { blackHole(layOut(engine)) }
            BenchRecord(
                suite: "feed", case: engine.rawValue, metric: "layout", unit: "us",
                seconds: warm.map { $0 / Double(rows.count) }, info: info
            ).emit()
        }
    }

    /// The constraint and stack builds must place every leaf where the manual one does, for the timing to count.
    static func check(_ results: [[LayoutResult]]) {
        var worst = 0.0, detail = "\(rows.count) rows × \(FeedCellModel.ID.leaves.count) leaves equal"
        for (engine, engineResults) in zip(FeedCell.Engine.allCases, results).dropFirst() {
            for (row, (actual, expected)) in zip(engineResults, results[0]).enumerated() {
                for id in FeedCellModel.ID.leaves {
                    guard let a = actual.frame(of: id), let e = expected.frame(of: id) else {
                        worst = .infinity
                        detail = "\(engine) row \(row): \(id) missing"
                        continue
                    }
                    let error = max(abs(a.x - e.x), abs(a.y - e.y), abs(a.width - e.width), abs(a.height - e.height))
                    if error > worst { (worst, detail) = (error, "\(engine) row \(row) \(id): \(a) vs manual \(e)") }
                }
            }
        }
        BenchCheck(
            check: "feed cell: constraints and stack frames == manual", ok: worst <= 1e-3, maxError: worst,
            detail: detail
        ).emit()
    }
}

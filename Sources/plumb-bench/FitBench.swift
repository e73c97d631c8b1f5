import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbRender
import PlumbText

/// The fit-to-content row of BENCHMARKS.md (issue 21): each gallery entry laid out and rendered at `--width fit`
/// against the same entry at a fixed width equal to its fitted width, so both draw the same image.
///
/// `plumb render --width fit` measures the root once with an open width, then lays it out as at a fixed width
/// (`FittedWidth`): the difference between the two rows is that one measure pass, which costs at most one layout —
/// the target is fit ≤ 2 × fixed for layout alone. **render** is layout + `Renderer.renderPNG`, as `plumb render`
/// runs a job. Before timing, the fitted and the fixed layout are checked to have the same frames. One measurer and
/// renderer, Pango's cache warm, as in a batch run; Scripts/bench pins the process to one core.
enum FitBench {
    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 20)
        let warmup = try arguments.int("warmup", default: 2)
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        for entry in Gallery.entries {
            let fit = Environment(width: 1024, category: .large, scale: 2, fitsWidth: true)
            let root = entry.root(for: fit)
            func layOut(_ environment: Environment) -> LayoutResult {
                LayoutEngine.layout(
                    root, name: entry.name, context: LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts))
            }
            let fitted = layOut(fit)
            var fixed = fitted.environment
            fixed.fitsWidth = false
            let same = layOut(fixed).entries.map(\.frame) == fitted.entries.map(\.frame)
            BenchCheck(
                check: "fit \(entry.name): frames at --width fit == frames at its fitted width", ok: same, maxError: same ? 0 : 1,
                detail: "fitted width \(formatNumber(fitted.size.width)) pt").emit()
            let info = ["width": fitted.size.width, "nodes": Double(fitted.entries.count)]
            for (metric, environment) in [("fit", fit), ("fixed", fixed)] {
                let layout = BenchClock.samples(warmup: warmup, repeats: repeats, clock: .wall) { blackHole(layOut(environment)) }
                let render = try BenchClock.samples(warmup: warmup, repeats: repeats, clock: .wall) {
                    blackHole(try renderer.renderPNG(layOut(environment)))
                }
                BenchRecord(suite: "fit", case: entry.name, metric: "layout-\(metric)", unit: "us", seconds: layout, info: info).emit()
                BenchRecord(suite: "fit", case: entry.name, metric: "render-\(metric)", unit: "us", seconds: render, info: info).emit()
            }
        }
    }
}

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
/// runs a job. Layouts share one `LayoutSession`, as every layout of a `plumb render` run does; the **fresh** rows
/// (`layout-fit-fresh`, `layout-fixed-fresh`) lay out without one, every constraint system solved from scratch,
/// as a caller of `LayoutEngine.layout` that passes no session. Before timing, the fitted and the fixed layout are
/// checked to have the same frames, with and without the session. One measurer and renderer, Pango's cache warm,
/// as in a batch run; Scripts/bench pins the process to one core.
enum FitBench {
    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 20)
        let warmup = try arguments.int("warmup", default: 2)
        // For profiling one entry's layout: `--entry NAME` runs only that entry, `--render 0` skips the render rows.
        let only = arguments.optionalString("entry")
        let renders = try arguments.int("render", default: 1) != 0
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        let session = LayoutSession()
        for entry in Gallery.entries where only == nil || entry.name == only {
            let fit = Environment(width: 1024, category: .large, scale: 2, fitsWidth: true)
            let root = entry.tree(for: fit)
            func layOut(_ environment: Environment, session: LayoutSession?) -> LayoutResult {
                LayoutEngine.layout(
                    root, name: entry.name,
                    context: LayoutContext(
                        environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts,
                        session: session))
            }
            let fitted = layOut(fit, session: nil)
            var fixed = fitted.environment
            fixed.fitsWidth = false
            for (mode, shared) in [("", session), (" (no session)", nil)] {
                let same =
                    layOut(fixed, session: shared).entries.map(\.frame)
                    == layOut(fit, session: shared).entries.map(\.frame)
                BenchCheck(
                    check: "fit \(entry.name): frames at --width fit == frames at its fitted width\(mode)", ok: same,
                    maxError: same ? 0 : 1,
                    detail: "fitted width \(formatNumber(fitted.size.width)) pt"
                ).emit()
            }
            let info = ["width": fitted.size.width, "nodes": Double(fitted.entries.count)]
            for (metric, environment) in [("fit", fit), ("fixed", fixed)] {
                let layout = BenchClock.samples(warmup: warmup, repeats: repeats, clock: .wall) {
                    blackHole(layOut(environment, session: session))
                }
                BenchRecord(
                    suite: "fit", case: entry.name, metric: "layout-\(metric)", unit: "us", seconds: layout, info: info
                ).emit()
                let fresh = BenchClock.samples(warmup: warmup, repeats: repeats, clock: .wall) {
                    blackHole(layOut(environment, session: nil))
                }
                BenchRecord(
                    suite: "fit", case: entry.name, metric: "layout-\(metric)-fresh", unit: "us", seconds: fresh,
                    info: info
                ).emit()
                guard renders else { continue }
                let render = try BenchClock.samples(warmup: warmup, repeats: repeats, clock: .wall) {
                    blackHole(try renderer.renderPNG(layOut(environment, session: session)))
                }
                BenchRecord(
                    suite: "fit", case: entry.name, metric: "render-\(metric)", unit: "us", seconds: render, info: info
                ).emit()
            }
        }
    }
}

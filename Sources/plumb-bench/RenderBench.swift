import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import PlumbText

/// Row 4 of BENCHMARKS.md: the 375×812 screen of `BenchScreen` laid out, drawn and encoded at @1x, @2x and @3x.
///
/// Stages: `layout` (`EnvironmentRun`, the pipeline's layout step); `draw`, `Renderer.render` (Cairo, then the RGBA image a snapshot check compares); `encode`,
/// `PNGEncoder.encode` of that image; `png`, `Renderer.renderPNG` (draw, then encode straight from Cairo's pixels, as
/// `plumb render` does); `total`, layout + png.
///
/// No peer: these rows size what one render job costs. Each stage is timed on its own, in the steady state of a
/// batch run — one measurer and renderer per process, Pango's layout cache filled by the warm-up, as
/// `plumb render` over a matrix is. Scripts/bench pins this process to one core.
enum RenderBench {
    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 2)
        guard let clock = BenchClock.Kind(rawValue: arguments.optionalString("clock") ?? "wall") else {
            throw BenchUsageError("--clock is wall or cpu")
        }
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        let root = BenchScreen.root()
        let encoder = PNGEncoder()
        let session = LayoutSession()
        for scale in Environment.supportedScales {
            let environment = Environment(width: 375, height: 812, scale: scale)
            let name = "screen-375x812@\(scale)x"
            let layout = BenchClock.samples(warmup: warmup, repeats: repeats, clock: clock) {
                blackHole(
                    EnvironmentRun(root, name: name, environment: environment, renderer: renderer, session: session))
            }
            let result = EnvironmentRun(
                root, name: name, environment: environment, renderer: renderer, session: session
            ).result
            let draw = BenchClock.samples(warmup: warmup, repeats: repeats, clock: clock) {
                blackHole(renderer.render(result))
            }
            let image = renderer.render(result)
            let encode = try BenchClock.samples(warmup: warmup, repeats: repeats, clock: clock) {
                blackHole(try encoder.encode(image))
            }
            let png = try renderer.renderPNG(result)
            let twoStep = try encoder.encode(image)
            precondition(png == twoStep, "renderPNG must write the bytes render + encode write")
            let info = ["pixels": Double(image.width * image.height), "bytes": Double(png.count)]
            let renderPNG = try BenchClock.samples(warmup: warmup, repeats: repeats, clock: clock) {
                blackHole(try renderer.renderPNG(result))
            }
            for (metric, samples) in [("layout", layout), ("draw", draw), ("encode", encode), ("png", renderPNG)] {
                BenchRecord(suite: "render", case: name, metric: metric, unit: "ms", seconds: samples, info: info)
                    .emit()
            }
            // `plumb render`'s path: layout, then `renderPNG` (draw and encode with no RGBA copy between them).
            let total = zip(layout, renderPNG).map { $0 + $1 }
            BenchRecord(suite: "render", case: name, metric: "total", unit: "ms", seconds: total, info: info).emit()
        }
    }
}

import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Row 4b of BENCHMARKS.md: PNG encoding alone, Plumb's writer against libpng at two settings.
///
/// Plumb encodes with its own run-matching writer (`PNGEncoder.Method.runs`); libpng at zlib level 1 with no row
/// filter was its setting before; cairo's own PNG writer (`cairo_surface_write_to_png`) keeps libpng's defaults,
/// level 6 with adaptive filtering over all five filters. Inputs: the bench screen at @1x and @3x.
enum PNGBench {
    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 1)
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        let settings: [(metric: String, encoder: PNGEncoder)] = [
            ("runs", PNGEncoder()),
            ("level1-none", PNGEncoder(compressionLevel: 1, filter: .none)),
            ("level6-all", PNGEncoder(compressionLevel: 6, filter: .all)),
        ]
        for scale in [1, 3] {
            let context = LayoutContext(
                environment: Environment(width: 375, height: 812, scale: scale), measurer: measurer)
            let image = renderer.render(LayoutEngine.layout(BenchScreen.root(), name: "screen", context: context))
            let name = "screen-375x812@\(scale)x"
            for (metric, encoder) in settings {
                let bytes = try encoder.encode(image).count
                let samples = try BenchClock.samples(warmup: warmup, repeats: repeats) {
                    blackHole(try encoder.encode(image))
                }
                BenchRecord(
                    suite: "png", case: name, metric: metric, unit: "ms", seconds: samples,
                    info: ["bytes": Double(bytes), "pixels": Double(image.width * image.height)]
                ).emit()
            }
        }
    }
}

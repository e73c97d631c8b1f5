import PlumbAccessibility
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbLint
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import PlumbText

/// The accessibility rows of BENCHMARKS.md §5 (issue 20): what the accessibility lints and snapshots add to a check
/// of the whole gallery matrix.
///
/// The gallery's every entry × its widths × all 12 categories is laid out once (real Pango measurer, one core);
/// then each sample runs, over all of those results:
/// - **lints**: `Linter.findings` without the accessibility lints (what `plumb check` linted before them);
/// - **lints+a11y**: `Linter.findings` with them;
/// - **elements**: the accessibility snapshot a check compares — the elements in reading order and both JSON texts;
/// - **picture**: the whole `AccessibilityArtifacts`, with the PNG picture (which renders the screen again), written
///   only when a snapshot is recorded or fails.
/// Scripts/bench-report sets (lints+a11y − lints + elements) against the `plumb check` row's wall time.
enum AccessibilityBench {
    static func run(_ arguments: BenchArguments) throws {
        // One session for the run, as Plumb's own runs have (`LayoutSession`).
        let session = LayoutSession()
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 1)
        let fonts = try PinnedFonts.standard.get()
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        var results: [LayoutResult] = []
        for entry in Gallery.entries {
            let matrix = Matrix(widths: entry.matrix.widths, categories: ContentSizeCategory.allCases)
            for environment in matrix.environments {
                let context = LayoutContext(
                    environment: environment, measurer: renderer.measurer, manualLayouts: Gallery.manualLayouts,
                    session: session)
                results.append(LayoutEngine.layout(entry.tree(for: environment), name: entry.name, context: context))
            }
        }
        let info = ["environments": Double(results.count)]
        let plain = BenchClock.samples(warmup: warmup, repeats: repeats) {
            for result in results { blackHole(Linter.findings(in: result, accessibility: false)) }
        }
        BenchRecord(suite: "accessibility", case: "gallery", metric: "lints", unit: "ms", seconds: plain, info: info)
            .emit()
        let withAccessibility = BenchClock.samples(warmup: warmup, repeats: repeats) {
            for result in results { blackHole(Linter.findings(in: result)) }
        }
        BenchRecord(
            suite: "accessibility", case: "gallery", metric: "lints+a11y", unit: "ms", seconds: withAccessibility,
            info: info
        ).emit()
        let elements = BenchClock.samples(warmup: warmup, repeats: repeats) {
            for result in results {
                let found = AccessibilityHierarchy(result).elements
                blackHole(AccessibilityDocument(result, elements: found).jsonText)
                blackHole(AccessibilitySnapshotFormat.jsonText(found))
            }
        }
        BenchRecord(
            suite: "accessibility", case: "gallery", metric: "elements", unit: "ms", seconds: elements, info: info
        ).emit()
        let pictures = try BenchClock.samples(warmup: warmup, repeats: max(1, repeats / 2)) {
            for result in results { blackHole(try AccessibilityArtifacts(result, renderer: renderer)) }
        }
        BenchRecord(
            suite: "accessibility", case: "gallery", metric: "picture", unit: "ms", seconds: pictures, info: info
        ).emit()
    }
}

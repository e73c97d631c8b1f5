import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbTesting

/// Lays out one layout in one environment for the swift-snapshot-testing strategies: a `Run` of one job, as every
/// verb and `assertLayoutSnapshot` lay out.
enum PlumbRendering {
    /// `body` of the layout laid out in `environment` (measured with the pinned fonts and the layout's own manual
    /// layouts) and the renderer that measured it.
    ///
    /// A strategy has no way to fail but to hand back a value, so when Plumb cannot render (the pinned fonts are
    /// missing, a spec does not read, the tree names a manual layout nobody registered) this records a test failure
    /// saying what to do and returns `nil`; the strategy then snapshots an empty value, which never matches a real
    /// reference.
    static func layout<Result: Sendable>(
        _ layout: LayoutUnderTest, in environment: Environment, name: String,
        _ body: @Sendable (EnvironmentRun, Renderer) -> Result
    ) -> Result? {
        var subject: Subject
        do { subject = try layout.subject(named: name, testFile: "") } catch {
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(error.description)")
            return nil
        }
        subject.environments = [environment]
        let run = Run(subjects: [subject], workers: 1)
        do { return try run.map { _, layout, renderer in body(layout, renderer) }.first } catch {
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(error.description)")
            return nil
        }
    }

    /// The one environment a strategy lays out in, made by `Matrix` as `assertLayoutSnapshot`'s are, so a strategy
    /// and the assertion given the same axes lay out alike (a `pseudo-rtl` locale runs right to left in both).
    static func environment(
        width: Double, category: ContentSizeCategory, scale: Int, direction: LayoutDirection, locale: Localization,
        appearance: Appearance, contrast: Contrast
    ) -> Environment {
        var matrix = Matrix(
            widths: [width], categories: [category], scales: [scale], directions: [direction], locales: [locale],
            appearances: [appearance])
        matrix.contrasts = [contrast]
        return matrix.environments[0]
    }

    /// `environment(width:…)` on a device preset: its width, height, scale and safe area.
    static func environment(
        device: DevicePreset, category: ContentSizeCategory, direction: LayoutDirection, locale: Localization,
        appearance: Appearance, contrast: Contrast
    ) -> Environment {
        var matrix = Matrix(
            devices: [device], categories: [category], directions: [direction], locales: [locale],
            appearances: [appearance])
        matrix.contrasts = [contrast]
        return matrix.environments[0]
    }
}

import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbSpec
import PlumbText

/// The localisation row of BENCHMARKS.md (issue 19): the inbox example (docs/examples/localisation/inbox.yaml, its
/// String Catalog) laid out and linted over widths 320, 375, 414 × all 12 categories in 1 locale and in 10.
///
/// One sample is what one `plumb lint` process does after start-up: load the spec and its strings, make a Pango
/// measurer (a cold text cache), then localise, lay out and lint every environment on one thread. The catalog has
/// English, German, Japanese and Arabic; the other six locales draw the development language (each key a
/// `missingTranslation` finding), which costs the same lookups. The check: a matrix over 10 locales costs at most
/// 1.5× per environment what one locale costs — linear in environments.
enum LocalisationBench {
    static let locales: [Localization] = ["en", "de", "ja", "ar", "fr", "es", "it", "pt-BR", "ru", "he"]

    static func run(_ arguments: BenchArguments) throws {
        let repeats = try arguments.int("repeats", default: 5)
        let warmup = try arguments.int("warmup", default: 1)
        let path = arguments.optionalString("spec") ?? "docs/examples/localisation/inbox.yaml"
        var perEnvironment: [Int: Double] = [:]
        for count in [1, 10] {
            let matrix = Matrix(
                widths: [320, 375, 414], categories: ContentSizeCategory.allCases, locales: Array(locales.prefix(count))
            )
            let environments = matrix.environments
            var findings = 0
            let samples = try BenchClock.samples(warmup: warmup, repeats: repeats) {
                let spec = try SpecLoader().load(path: path)
                let measurer = try PangoTextMeasurer()
                findings = 0
                for environment in environments {
                    let context = LayoutContext(
                        environment: environment, measurer: measurer, manualLayouts: ManualLayoutRegistry())
                    findings +=
                        Linter.findings(
                            in: LayoutEngine.layout(spec.root(for: environment), name: spec.name, context: context)
                        ).count
                }
            }
            let median = samples.sorted()[samples.count / 2]
            perEnvironment[count] = median / Double(environments.count)
            BenchRecord(
                suite: "localisation", case: "\(count)-locales", metric: "lint", unit: "s", seconds: samples,
                info: ["environments": Double(environments.count), "findings": Double(findings)]
            ).emit()
        }
        let growth = perEnvironment[10]! / perEnvironment[1]!
        BenchCheck(
            check: "localisation 10 locales linear in environments", ok: growth <= 1.5, maxError: growth,
            detail: String(
                format: "per environment: %.3f ms in 1 locale, %.3f ms in 10", perEnvironment[1]! * 1000,
                perEnvironment[10]! * 1000)
        ).emit()
    }
}

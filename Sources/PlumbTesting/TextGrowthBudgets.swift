import PlumbBisect
import PlumbCore
import PlumbLint
import PlumbPipeline

/// How many characters each text of `layout` may gain in each environment of `matrix` before a lint fires:
/// `plumb bisect --grow` from a test (docs/cli.md says how strings grow and how the budget is searched).
///
/// ```swift
/// @Test func titleLeavesRoomForTranslations() throws {
///     let budgets = try textGrowthBudgets(of: LayoutUnderTest(Gallery.entry(named: "feed-cell")!), matrix: Matrix(widths: [320, 375], categories: [.large]))
///     #expect(budgets.smallestBudget(of: "contentTitle")!.percent >= 40)  // German runs ~40 % longer
/// }
/// ```
///
/// - Parameters:
///   - matrix: the environments; `nil` for the layout's own matrix, else the default one.
///   - kinds: only these lint kinds end a budget; `nil` for every kind.
/// - Throws: `BisectError.fonts` when the pinned fonts are missing.
public func textGrowthBudgets(
    of layout: LayoutUnderTest, matrix: Matrix? = nil, kinds: Set<LintFinding.Kind>? = nil,
    named name: String = "layout", filePath: StaticString = #filePath
) throws(BisectError) -> GrowthReport {
    let subject: Subject
    do { subject = try layout.subject(named: name, testFile: "\(filePath)") } catch { throw .subject(error) }
    let options = BisectOptions(workers: 2, kinds: kinds, manualLayouts: subject.manualLayouts)
    return try GrowthBudgeter(matrix: matrix ?? subject.matrix, options: options).run([subject])
}

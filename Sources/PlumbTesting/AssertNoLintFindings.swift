import PlumbBisect
import PlumbCore
import PlumbLint
import PlumbPipeline

/// The exact widths, to one device pixel, at which `layout`'s lint findings hold over a range of widths, in every
/// category of `categories` (× `scales`, `directions`, `locales`): `plumb bisect` from a test.
///
/// The screen height and safe area come from the layout's own matrix (a spec's `matrix:`), as in snapshots.
///
/// - Throws: `BisectError` for a reversed or non-positive range, or missing fonts.
public func lintEdges(
    of layout: LayoutUnderTest,
    widths: ClosedRange<Double>,
    categories: ClosedRange<ContentSizeCategory> = .extraSmall ... .accessibilityExtraExtraExtraLarge,
    scales: [Int] = [1],
    directions: [LayoutDirection] = [.ltr],
    locales: [Localization] = [.base],
    kinds: Set<LintFinding.Kind>? = nil,
    step: Double = 8,
    named name: String = "layout",
    filePath: StaticString = #filePath
) throws(BisectError) -> BisectReport {
    let subject: Subject
    do { subject = try layout.subject(named: name, testFile: "\(filePath)") } catch { throw .subject(error) }
    let base = subject.matrix
    let matrix = Matrix(
        widths: [], categories: ContentSizeCategory.allCases.filter(categories.contains), scales: scales,
        directions: directions,
        height: base.height, safeAreaInsets: base.safeAreaInsets, locales: locales)
    let options = BisectOptions(coarseStep: step, workers: 2, kinds: kinds, manualLayouts: subject.manualLayouts)
    return try LintBisector(widths: widths, matrix: matrix, options: options).run([subject])
}

/// Asserts that no lint finding (of `kinds`, or of any kind) holds at any width in `widths` in any category of
/// `categories`: "this cell never clips at any width ≥ 320 pt up to xxxl".
///
/// Every width is covered to one device pixel without laying out each one (`LintBisector`: a sweep every `step`
/// points, then bisection where findings change), so a finding that holds only at a few isolated widths between
/// two samples can go unseen; `step: 1` lays out every point (at 1×) and misses nothing. The failure lists each
/// finding with its exact edges and the message at the edge, as `plumb bisect` prints them.
///
/// ```swift
/// @Test func settingsCellNeverClipsUpToXXXL() {
///     assertNoLintFindings(of: LayoutUnderTest(Gallery.entry(named: "settings-cell")!), widths: 320...1024,
///                          categories: .extraSmall ... .extraExtraExtraLarge, kinds: [.clippedText, .truncatedText])
/// }
/// ```
public func assertNoLintFindings(
    of layout: LayoutUnderTest,
    widths: ClosedRange<Double>,
    categories: ClosedRange<ContentSizeCategory> = .extraSmall ... .accessibilityExtraExtraExtraLarge,
    scales: [Int] = [1],
    directions: [LayoutDirection] = [.ltr],
    locales: [Localization] = [.base],
    kinds: Set<LintFinding.Kind>? = nil,
    step: Double = 8,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String
    do {
        let report = try lintEdges(
            of: layout, widths: widths, categories: categories, scales: scales, directions: directions,
            locales: locales, kinds: kinds, step: step, filePath: filePath)
        let failing = report.groups.filter { $0.severity == .error }
        guard !failing.isEmpty else { return }
        var shown = report
        shown.groups = failing
        message =
            "lint findings between \(formatNumber(widths.lowerBound)) and \(formatNumber(widths.upperBound)) pt, "
            + "\(categories.lowerBound.shortName)…\(categories.upperBound.shortName):\n" + shown.description
    } catch .subject(let error) {
        // A spec that does not read is the test's failure in its own words, as in `assertLayoutSnapshot`.
        message = error.description
    } catch {
        message = "could not bisect the layout: \(error.description)"
    }
    recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

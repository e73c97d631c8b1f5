import PlumbBisect
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbLint
import PlumbPipeline
import PlumbText
import Testing

/// On the gallery, with the real Pango measurer, the edges `LintBisector` reports are the edges a sweep of every
/// device pixel finds: each width of the range laid out and linted directly, the runs of each finding read off.
@Suite struct GalleryBruteForceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var entry: String
        var widths: ClosedRange<Double>
        var categories: [ContentSizeCategory]
        var scale: Int = 1
        var testDescription: String { "\(entry) \(widths) @\(scale)x" }
    }

    // Ranges around the edges the gallery has (the onion modal's body and buttons at AX4 and AX5, the feed cell's
    // action line and comment button), small enough to sweep every pixel.
    static let cases: [Case] = [
        Case(
            entry: "onion-modal", widths: 200...280,
            categories: [.accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]),
        Case(entry: "onion-modal", widths: 228...238, categories: [.accessibilityExtraExtraLarge], scale: 2),
        Case(
            entry: "feed-cell-constraints", widths: 200...230,
            categories: [.extraLarge, .extraExtraLarge, .extraExtraExtraLarge]),
        Case(entry: "feed-cell-stack", widths: 210...222, categories: [.extraExtraExtraLarge], scale: 3),
    ]

    @Test(arguments: cases)
    func bisectionAgreesWithEveryPixel(_ testCase: Case) throws {
        let entry = try #require(Gallery.entry(named: testCase.entry))
        // The entry's own screen (the onion modal's height and safe area), at the case's categories and scale.
        var matrix = entry.matrix
        (matrix.categories, matrix.scales) = (testCase.categories, [testCase.scale])
        let report = try LintBisector(
            widths: testCase.widths, matrix: matrix, options: BisectOptions(manualLayouts: Gallery.manualLayouts)
        )
        .run([Subject(name: entry.name, tree: entry.tree(for:))])
        let measurer = try PangoTextMeasurer()
        var edges = 0
        for lane in BisectLane.lanes(of: matrix) {
            let expected = Self.bruteForce(entry, lane: lane, widths: testCase.widths, measurer: measurer)
            var found: [FindingKey: [String]] = [:]
            for group in report.groups {
                for laneIntervals in group.lanes where laneIntervals.lane == lane {
                    found[group.key] = laneIntervals.intervals.map { Self.describe($0.from, $0.to, $0.below, $0.above) }
                }
            }
            #expect(found == expected, "\(testCase.entry) at \(lane.label)")
            edges += expected.values.joined().count
        }
        #expect(edges > 0, "the range holds a finding to compare")
        #expect(report.layouts < report.gridWidths, "bisection lays out fewer widths than the sweep")
    }

    /// Every pixel's findings, as runs.
    static func bruteForce(
        _ entry: Subject, lane: BisectLane, widths: ClosedRange<Double>, measurer: PangoTextMeasurer
    ) -> [FindingKey: [String]] {
        let scale = Double(lane.template.scale)
        let first = Int((widths.lowerBound * scale).rounded(.up)),
            last = Int((widths.upperBound * scale).rounded(.down))
        var runs: [FindingKey: [(from: Int, to: Int)]] = [:]
        for pixel in first...last {
            let environment = lane.environment(width: Double(pixel) / scale)
            let context = LayoutContext(
                environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
            let result = LayoutEngine.layout(entry.tree(for: environment), name: entry.name, context: context)
            for key in Set(Linter.findings(in: result).map { FindingKey(kind: $0.kind, nodes: $0.nodes) }) {
                if let last = runs[key]?.last, last.to == pixel - 1 {
                    runs[key]![runs[key]!.count - 1].to = pixel
                } else {
                    runs[key, default: []].append((pixel, pixel))
                }
            }
        }
        return runs.mapValues { list in
            list.map { run in
                describe(
                    Double(run.from) / scale, Double(run.to) / scale,
                    run.from > first ? Double(run.from - 1) / scale : nil,
                    run.to < last ? Double(run.to + 1) / scale : nil)
            }
        }
    }

    static func describe(_ from: Double, _ to: Double, _ below: Double?, _ above: Double?) -> String {
        "\(formatNumber(from))…\(formatNumber(to)) (below \(below.map(formatNumber) ?? "-"), above \(above.map(formatNumber) ?? "-"))"
    }
}

import PlumbBisect
import PlumbCore
import PlumbPipeline
import Testing

/// Edges worked out by hand: a one-line label of one word is cut ("…") when its frame (the width less the padding) is
/// narrower than the word, at 1 em (the body size) per character.
@Suite struct LintBisectorTests {
    @Test func aWordClipsBelowTheWidthThatHoldsIt() throws {
        // 10 characters × 17 pt (body at Large) = 170 pt of word; frame = W − 32, so it is cut for W < 202.
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcdefghij", padding: 16))
        let report = try LintBisector(
            widths: 150...400, matrix: BisectFixtures.lanes([.large, .extraSmall]),
            options: BisectFixtures.fixedAdvance()
        )
        .run([subject])
        let group = try #require(report.groups(of: .truncatedText).first)
        #expect(group.key == FindingKey(kind: .truncatedText, nodes: ["title"]))
        let byCategory = Dictionary(uniqueKeysWithValues: group.lanes.map { ($0.lane.template.category, $0.intervals) })
        let large = try #require(byCategory[.large]?.first)
        #expect(large.from == 150 && large.to == 201 && large.below == nil && large.above == 202)
        // Extra Small body is 14 pt: 140 pt of word, cut for W < 172.
        let small = try #require(byCategory[.extraSmall]?.first)
        #expect(BisectFixtures.bodyCharacter(.extraSmall) == 14)
        #expect(small.to == 171 && small.above == 172)
        #expect(group.summary == "width < 202 pt at l; < 172 pt at xs")
        #expect(
            report.layouts < report.gridWidths / 4,
            "only widths near an edge are laid out: \(report.layouts) of \(report.gridWidths)")
    }

    @Test func edgesAreFoundToOneDevicePixelAtEachScale() throws {
        // Padding 16.25: the 170 pt word fits from W = 202.5. At 1× the first width that fits is 203; at 2×, 202.5.
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcdefghij", padding: 16.25))
        for (scale, last, above) in [(1, 202.0, 203.0), (2, 202.0, 202.5), (3, 202.3333, 202.6667)] {
            let report = try LintBisector(
                widths: 190...220, matrix: BisectFixtures.lanes([.large], scale: scale),
                options: BisectFixtures.fixedAdvance()
            )
            .run([subject])
            let interval = try #require(report.groups.first?.lanes.first?.intervals.first)
            #expect(
                abs(interval.to - last) < 1e-4 && abs(interval.above! - above) < 1e-4, "@\(scale)x: \(interval.summary)"
            )
            #expect(interval.edgeFinding.environment.width == interval.to, "the message is the one at the edge")
        }
    }

    @Test func aFindingThatComesAndGoesIsReportedAsIntervals() throws {
        // A badge 400 pt wide in compact widths and 700 pt wide from 600 pt (a regular-width layout, as an iPad
        // cell switches on its size class): out of its parent below 400 pt and again from 600 to 699 pt.
        let subject = Subject(name: "banner") { environment in
            let badgeWidth = environment.width < 600 ? 400.0 : 700.0
            return Node(
                id: "banner", layout: .absolute,
                children: [
                    Node(
                        id: "badge", fixedHeight: 20, style: NodeStyle(background: .black),
                        frame: Rect(x: 0, y: 0, width: badgeWidth, height: 20))
                ])
        }
        let report = try LintBisector(
            widths: 300...800, matrix: BisectFixtures.lanes([.large], height: 100),
            options: BisectFixtures.fixedAdvance()
        )
        .run([subject])
        let group = try #require(report.groups(of: .outOfBounds).first)
        #expect(group.key.nodes == ["badge", "banner"])
        let intervals = group.lanes[0].intervals
        #expect(intervals.count == 2)
        #expect(intervals.map(\.from) == [300, 600] && intervals.map(\.to) == [399, 699])
        #expect(intervals.map(\.below) == [nil, 599] && intervals.map(\.above) == [400, 700])
        #expect(group.summary == "width < 400 pt, ≥ 600 and < 700 pt at l")
    }

    @Test func theReportIsTheSameForAnyNumberOfWorkers() throws {
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcdefghij", padding: 16))
        let matrix = BisectFixtures.lanes(ContentSizeCategory.allCases)
        let one = try LintBisector(widths: 100...600, matrix: matrix, options: BisectFixtures.fixedAdvance(workers: 1))
            .run([subject])
        let four = try LintBisector(widths: 100...600, matrix: matrix, options: BisectFixtures.fixedAdvance(workers: 4))
            .run([subject])
        #expect(one.jsonText == four.jsonText)
        #expect(one.description == four.description)
        #expect(one.groups.first?.lanes.count == 12)
    }

    @Test func kindsOutsideTheFilterAreNotReported() throws {
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcdefghij", padding: 16))
        let report = try LintBisector(
            widths: 150...400, matrix: BisectFixtures.lanes([.large]),
            options: BisectFixtures.fixedAdvance(kinds: [.overlap])
        ).run([subject])
        #expect(report.groups.isEmpty)
        #expect(
            report.description.hasSuffix(
                "cell: no findings at 150–400 pt in 1 lane (\(report.layouts) of 251 widths laid out)"))
    }

    @Test func aReversedRangeOrABadStepIsRefused() {
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("a", padding: 16))
        #expect(throws: BisectError.badRange(min: 0, max: 10)) {
            try LintBisector(
                widths: 0...10, matrix: BisectFixtures.lanes([.large]), options: BisectFixtures.fixedAdvance()
            ).run([subject])
        }
        #expect(throws: BisectError.badStep(0)) {
            try LintBisector(
                widths: 10...20, matrix: BisectFixtures.lanes([.large]), options: BisectFixtures.fixedAdvance(step: 0)
            ).run([subject])
        }
    }

    @Test func rangeEndsPrintedWithFourDecimalsNameTheirPixels() {
        let grid = WidthGrid(range: 345.3333...345.6667, scale: 3)
        #expect(grid.lower == 1036 && grid.upper == 1037)
        #expect(WidthGrid(range: 320.2...320.4, scale: 1).count == 0)
    }

    /// Random one-word rows (seeded): a word clips below one width, so the coarse sweep must find exactly what a
    /// sweep of every pixel finds, at every scale.
    @Test func randomRowsAgreeWithEveryPixel() throws {
        var random = SeededRandom(seed: 22)
        for _ in 0..<20 {
            let word = String(repeating: "m", count: Int.random(in: 3...30, using: &random))
            let padding = Double(Int.random(in: 0...80, using: &random)) / 4
            let scale = Int.random(in: 1...3, using: &random)
            let low = Double(Int.random(in: 50...300, using: &random)),
                high = low + Double(Int.random(in: 0...400, using: &random))
            let subject = Subject(name: "row", tree: BisectFixtures.paddedText(word, padding: padding))
            let matrix = BisectFixtures.lanes([.extraSmall, .large, .accessibilityExtraExtraExtraLarge], scale: scale)
            let bisected = try LintBisector(widths: low...high, matrix: matrix, options: BisectFixtures.fixedAdvance())
                .run([subject])
            let swept = try LintBisector(
                widths: low...high, matrix: matrix, options: BisectFixtures.fixedAdvance(step: 1.0 / Double(scale))
            ).run([subject])
            #expect(swept.layouts == swept.gridWidths)
            #expect(
                bisected.jsonText.replacingOccurrences(of: "\"layouts\": \(bisected.layouts)", with: "")
                    == swept.jsonText.replacingOccurrences(of: "\"layouts\": \(swept.layouts)", with: ""),
                "\(word.count) characters, padding \(padding), @\(scale)x, \(low)...\(high)")
        }
    }
}

/// A small deterministic generator (SplitMix64), so random cases are the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

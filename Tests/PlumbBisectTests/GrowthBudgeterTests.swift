import PlumbBisect
import PlumbCore
import PlumbGallery
import PlumbPipeline
import Testing

/// Budgets worked out by hand with 1-em characters: the frame of a 202 pt row padded by 16 holds 170 pt, ten body
/// characters at 17 pt.
@Suite struct GrowthBudgeterTests {
    static let matrix = Matrix(widths: [202], categories: [.large])

    @Test func theFillerIsThePseudoLocalesWords() {
        #expect(PseudoLocalizer.filler(characters: 9) == "one two t")
        #expect(PseudoLocalizer.filler(characters: 8) == "one two", "a trailing space is dropped")
        #expect(PseudoLocalizer.filler(characters: 0) == "")
    }

    @Test func aOneLineTextMayGrowUntilItWraps() throws {
        // "abcd" + 6 characters = "abcd one t": 10 characters, one line. "abcd one tw" wraps "tw" to a second line,
        // which a one-line label ends in "…": truncatedText. Budget: 6 characters, +150 %.
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcd", padding: 16, lines: 1))
        let report = try GrowthBudgeter(matrix: Self.matrix, options: BisectFixtures.fixedAdvance()).run([subject])
        let budget = try #require(report.budgets.first)
        #expect(report.budgets.count == 1)
        guard case .limited(let extra, let then) = budget.outcome else {
            Issue.record("expected a limited budget, got \(budget.outcome)")
            return
        }
        #expect(extra == 6 && budget.percent == 150)
        #expect(FindingKey(then) == FindingKey(kind: .truncatedText, nodes: ["title"]))
        #expect(budget.summary == "+150 % (6 characters), then truncatedText title")
    }

    @Test func textThatAlreadyClipsHasNoBudget() throws {
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcdefghijk", padding: 16))
        let report = try GrowthBudgeter(matrix: Self.matrix, options: BisectFixtures.fixedAdvance()).run([subject])
        guard case .failing(let finding) = try #require(report.budgets.first).outcome else {
            Issue.record("expected a failing budget")
            return
        }
        #expect(finding.kind == .truncatedText, "eleven characters in a ten-character line, cut with …")
        #expect(report.hasFailing)
    }

    @Test func wrappingTextInASelfSizingCellFitsUpToTheLimit() throws {
        let subject = Subject(name: "cell", tree: BisectFixtures.paddedText("abcd", padding: 16, lines: 0))
        let report = try GrowthBudgeter(matrix: Self.matrix, options: BisectFixtures.fixedAdvance()).run([subject])
        guard case .fits(let limit) = try #require(report.budgets.first).outcome else {
            Issue.record("expected no limit")
            return
        }
        #expect(limit == 20, "at least 20 characters are tried")
        #expect(!report.hasFailing)
    }

    @Test func theSettingsCellsTitleHasLessRoomAtLargerSizes() throws {
        let entry = try #require(Gallery.entry(named: "settings-cell"))
        let report = try GrowthBudgeter(
            matrix: Matrix(widths: [375], categories: [.large, .extraExtraExtraLarge]),
            options: BisectOptions(workers: 2, manualLayouts: Gallery.manualLayouts)
        ).run([Subject(name: entry.name, tree: entry.tree(for:))])
        let title = report.budgets.filter { $0.node == "title" }
        #expect(title.count == 2)
        #expect(title[0].extraCharacters >= title[1].extraCharacters, "\(report)")
        let again = try GrowthBudgeter(
            matrix: Matrix(widths: [375], categories: [.large, .extraExtraExtraLarge]),
            options: BisectOptions(workers: 1, manualLayouts: Gallery.manualLayouts)
        ).run([Subject(name: entry.name, tree: entry.tree(for:))])
        #expect(report.jsonText == again.jsonText)
    }

    /// Two labels showing one string grow together, as one translated string would, and say so.
    @Test func labelsWithTheSameStringGrowTogether() throws {
        let cell = Node(
            id: "cell",
            layout: .stack(
                StackParameters(
                    axis: .vertical, alignment: .fill, padding: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))),
            children: [
                .text("a", TextContent("abcd", style: .body, lines: 1)),
                .text("b", TextContent("abcd", style: .body, lines: 1)),
            ])
        let report = try GrowthBudgeter(matrix: Self.matrix, options: BisectFixtures.fixedAdvance()).run([
            Subject(name: "cell", tree: cell)
        ])
        #expect(report.budgets.map(\.node) == ["a", "b"])
        #expect(report.budgets.map(\.sharedWith) == [["b"], ["a"]])
        #expect(report.budgets.map(\.extraCharacters) == [6, 6])
        #expect(report.budgets[0].summary.hasSuffix("(grown with b, which shows the same string)"))
    }
}

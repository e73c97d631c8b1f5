import Foundation
import PlumbBisect
import PlumbCore
import PlumbGallery
import PlumbTesting
import Testing

/// `assertNoLintFindings` and `lintEdges`: `plumb bisect` from a team's test, on the real settings cell.
@Suite struct AssertNoLintFindingsTests {
    static let cell = LayoutUnderTest(Gallery.entry(named: "settings-cell")!)

    /// "This cell never clips at any width ≥ 320 pt up to xxxl": true of the settings cell.
    @Test func theSettingsCellNeverClipsFrom320UpToXXXL() {
        assertNoLintFindings(
            of: Self.cell, widths: 320...1024, categories: .extraSmall ... .extraExtraExtraLarge,
            kinds: [.clippedText, .truncatedText])
    }

    /// The onion modal cuts its buttons' titles and clips its body at AX5 below some width: the assertion fails,
    /// naming the edge.
    @Test func anAccessibilitySizeThatClipsFailsWithItsEdge() throws {
        let modal = LayoutUnderTest(Gallery.entry(named: "onion-modal")!)
        withKnownIssue {
            assertNoLintFindings(
                of: modal, widths: 200...1024,
                categories: .accessibilityExtraExtraExtraLarge ... .accessibilityExtraExtraExtraLarge)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("layout  clippedText  body  width < ") && $0.rawValue.contains(" pt at ax5")
            }
        }
        assertNoLintFindings(
            of: modal, widths: 300...1024,
            categories: .accessibilityExtraExtraLarge ... .accessibilityExtraExtraExtraLarge)
        let report = try lintEdges(
            of: modal, widths: 200...1024,
            categories: .accessibilityExtraExtraLarge ... .accessibilityExtraExtraExtraLarge)
        let group = try #require(report.groups(of: .clippedText).first)
        #expect(group.key.nodes == ["body"])
        let edges = group.lanes.map { $0.intervals.map(\.above) }
        #expect(edges.count == 2 && edges.allSatisfy { $0.count == 1 && $0[0] != nil }, "\(report)")
        #expect(edges[0][0]! < edges[1][0]!, "larger text needs a wider screen")
    }

    /// A spec file: a 20 pt frame holds one line of body text only up to Small (leading 20; Large's is 22).
    @Test func aSpecFileIsReadAndItsFindingNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bisect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("short.yaml")
        try """
        name: short
        root:
          id: root
          children:
            - {id: label, kind: text, text: "Hi", style: body, frame: [16, 10, 200, 20]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        assertNoLintFindings(of: .spec(spec.path), widths: 320...400, categories: .extraSmall ... .small)
        withKnownIssue {
            assertNoLintFindings(of: .spec(spec.path), widths: 320...400, categories: .extraSmall ... .large)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("clippedText  label  always at m–l") }
        }
    }

    /// The feed cell's "Comment" button title is one line: growing, it ends in "…" (GrowthBudgeterTests checks the
    /// exact budget against Pango).
    @Test func growthBudgetsFromATest() throws {
        let budgets = try textGrowthBudgets(
            of: LayoutUnderTest(Gallery.entry(named: "feed-cell")!), matrix: Matrix(widths: [375], categories: [.large])
        )
        let comment = try #require(budgets.smallestBudget(of: "comment"))
        #expect(comment.extraCharacters > 0)
        guard case .limited(_, let then) = comment.outcome else {
            Issue.record("expected a limit: \(budgets)")
            return
        }
        #expect(then.kind == .truncatedText && then.nodes == ["comment"])
    }
}

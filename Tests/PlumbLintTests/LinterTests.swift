import Testing

@testable import PlumbCore
@testable import PlumbLint

/// Geometry lints on hand-built results: every expected number follows from the frames written here.
@Suite struct LinterTests {
    let environment = Environment(width: 300)

    /// A root with the given children (depth 1) at the given frames.
    func result(
        _ children: [(Node, Rect)], root: Node = Node(id: "root"), size: Size = Size(width: 300, height: 200),
        safeArea: EdgeInsets = .zero
    ) -> LayoutResult {
        var env = environment
        env.safeAreaInsets = safeArea
        var entries = [LayoutResult.Entry(node: root, parent: nil, depth: 0, frame: Rect(origin: .zero, size: size))]
        for (node, frame) in children { entries.append(.init(node: node, parent: 0, depth: 1, frame: frame)) }
        return LayoutResult(name: "t", environment: env, size: size, entries: entries)
    }

    func box(_ id: String) -> Node { Node(id: id, style: NodeStyle(background: .black)) }

    @Test func siblingsOverlappingBy10x50AreReportedWithTheSharedRect() {
        let findings = Linter.findings(
            in: result([
                (box("a"), Rect(x: 0, y: 0, width: 100, height: 50)),
                (box("b"), Rect(x: 90, y: 0, width: 100, height: 50)),
            ]))
        #expect(findings.count == 1)
        #expect(findings[0].kind == .overlap && findings[0].nodes == ["a", "b"])
        #expect(findings[0].rects.last == Rect(x: 90, y: 0, width: 10, height: 50))
    }

    @Test func touchingFramesDoNotOverlapAndAllowancesSilenceTheLint() {
        #expect(
            Linter.findings(
                in: result([
                    (box("a"), Rect(x: 0, y: 0, width: 100, height: 50)),
                    (box("b"), Rect(x: 100, y: 0, width: 100, height: 50)),
                ])
            ).isEmpty)
        var root = Node(id: "root")
        root.allowsOverlap = true
        #expect(
            Linter.findings(
                in: result(
                    [
                        (box("a"), Rect(x: 0, y: 0, width: 100, height: 50)),
                        (box("b"), Rect(x: 90, y: 0, width: 100, height: 50)),
                    ], root: root)
            ).isEmpty)
        var badge = box("badge")
        badge.overlapsWith = ["avatar"]
        #expect(
            Linter.findings(
                in: result([
                    (box("avatar"), Rect(x: 0, y: 0, width: 40, height: 40)),
                    (badge, Rect(x: 30, y: 0, width: 16, height: 16)),
                ])
            ).isEmpty)
    }

    @Test func hiddenNodesAreNeverLinted() {
        var hidden = box("b")
        hidden.hidden = true
        #expect(
            Linter.findings(
                in: result([
                    (box("a"), Rect(x: 0, y: 0, width: 100, height: 50)),
                    (hidden, Rect(x: 50, y: 0, width: 500, height: 0)),
                ])
            ).isEmpty)
    }

    @Test func outOfBoundsNamesTheNodeAndItsParent() {
        let findings = Linter.findings(in: result([(box("a"), Rect(x: 250, y: 10, width: 100, height: 20))]))
        #expect(findings.map(\.kind) == [.outOfBounds])
        #expect(findings[0].nodes == ["a", "root"])
        #expect(
            findings[0].rects == [
                Rect(x: 250, y: 10, width: 100, height: 20), Rect(x: 0, y: 0, width: 300, height: 200),
            ])
    }

    @Test func contentUnderTheSafeAreaInsetIsOutOfBounds() {
        let findings = Linter.findings(
            in: result([(box("a"), Rect(x: 10, y: 10, width: 100, height: 20))], safeArea: EdgeInsets(top: 47)))
        #expect(findings.map(\.kind) == [.outOfBounds])
        #expect(findings[0].message.contains("outside the safe area [0, 47, 300, 153]"))
    }

    @Test func zeroSizedContentIsReported() {
        let findings = Linter.findings(
            in: result([(Node(id: "s", kind: .switch), Rect(x: 10, y: 10, width: 0, height: 31))]))
        #expect(findings.map(\.kind).contains(.zeroSize))
    }

    /// A 51 × 31 switch in a 55 pt row can grow to 51 × 44 (y 5.5…49.5): fine. In a 31 pt row it cannot.
    @Test func switchNeedsRoomForA44PointTarget() {
        let roomy = result(
            [(Node(id: "s", kind: .switch), Rect(x: 10, y: 12, width: 51, height: 31))],
            size: Size(width: 300, height: 55))
        #expect(Linter.findings(in: roomy).isEmpty)
        let cramped = result(
            [(Node(id: "s", kind: .switch), Rect(x: 10, y: 0, width: 51, height: 31))],
            size: Size(width: 300, height: 31))
        let findings = Linter.findings(in: cramped)
        #expect(findings.map(\.kind) == [.smallTarget])
        #expect(findings[0].rects[1] == Rect(x: 10, y: 15.5 - 22, width: 51, height: 44))
    }

    /// Text measured 120 × 66 in a 100 × 44 frame: 20 more width and 22 more height; ellipsized → truncated too.
    @Test func textNeedingMoreRoomIsClippedAndEllipsizedIsTruncated() {
        var entry = LayoutResult.Entry(
            node: .text("t", TextContent("x", lines: 2)), parent: 0, depth: 1,
            frame: Rect(x: 0, y: 0, width: 100, height: 44))
        entry.text = TextMeasurement(
            size: Size(width: 120, height: 66), firstBaseline: 16, lastBaseline: 60, lineCount: 2, isEllipsized: true)
        var r = result([])
        r.entries.append(entry)
        let findings = Linter.findings(in: r)
        #expect(findings.map(\.kind) == [.clippedText, .truncatedText])
        #expect(findings[0].message.contains("needs 20 pt more width and 22 pt more height"))
    }

    @Test func summaryGroupsEnvironmentsIntoCategoryRanges() {
        #expect(
            LintSummary.ranges([
                .accessibilityExtraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .large,
            ]) == "l, ax3–ax5")
        let matrix = Matrix(widths: [320, 375], categories: ContentSizeCategory.allCases).environments
        let finding = { (env: Environment) in
            LintFinding(kind: .clippedText, nodes: ["t"], environment: env, rects: [], message: "")
        }
        let hits = matrix.filter {
            $0.width == 320 && $0.category >= .accessibilityExtraLarge
                || $0.width == 375 && $0.category == .accessibilityExtraExtraExtraLarge
        }
        let summary = LintSummary(hits.map { ("s", finding($0)) })
        #expect(summary.groups.count == 1)
        #expect(summary.groups[0].environments(outOf: matrix) == "320w × ax3–ax5; 375w × ax5")
    }

    /// Issue 32: plain `plumb lint` output grouped 200 overlapping nodes' findings in minutes, since each finding
    /// searched every group. Grouping is by key now: 20,000 findings over 10,000 node pairs in two environments
    /// group into 10,000 groups of two, in first-finding order (a hang here is the old quadratic grouping).
    @Test func summaryGroupsManyFindingsByKeyInFirstFindingOrder() {
        let matrix = Matrix(widths: [320, 375], categories: [.large]).environments
        var findings: [(spec: String, finding: LintFinding)] = []
        for environment in matrix {
            for pair in 0..<10_000 {
                findings.append(
                    (
                        "s",
                        LintFinding(
                            kind: .overlap, nodes: ["a\(pair)", "b\(pair)"], environment: environment, rects: [],
                            message: "")
                    ))
            }
        }
        let summary = LintSummary(findings)
        #expect(summary.groups.count == 10_000)
        #expect(summary.groups.allSatisfy { $0.findings.count == 2 })
        #expect(summary.groups.first?.nodes == ["a0", "b0"] && summary.groups.last?.nodes == ["a9999", "b9999"])
        #expect(summary.groups[0].environments(outOf: matrix) == "all 2 environments")
    }
}

import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout

/// A constraint system updated to new numbers (`ConstraintSystemPool`) gives the frames a fresh solve gives.
///
/// The oracle is the fresh solve itself, built from nothing for each tree (the path every layout took before systems
/// were reused), compared with one pool threaded through many trees of the same shapes in an order that makes
/// every number change: rows, widths, categories (two button arrangements) and both directions.
@Suite struct ConstraintSystemReuseTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    struct Case: CustomStringConvertible {
        var row: Int
        var width: Double
        var category: ContentSizeCategory
        var direction: LayoutDirection
        var height: Double?
        var description: String { "row \(row) at \(width)×\(height.map { "\($0)" } ?? "fit") \(category) \(direction)" }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        let categories: [ContentSizeCategory] = [
            .large, .extraSmall, .extraExtraExtraLarge, .accessibilityLarge, .large,
        ]
        for row in 0..<12 {
            for width in [375.0, 320, 414, 600, 280] {
                let category = categories[(row + Int(width)) % categories.count]
                cases.append(Case(row: row, width: width, category: category, direction: row % 3 == 0 ? .rtl : .ltr))
                // Placed at its fitting height: the tops come out ambiguous (by rounding), so these are solved fresh;
                // they check that the fallback gives the same frames.
                cases.append(Case(row: row, width: width, category: category, direction: .ltr, height: 0))
            }
        }
        return cases
    }()

    func solve(_ testCase: Case, pool: ConstraintSystemPool?) -> (ConstraintTree, ConstraintSystem) {
        var testCase = testCase
        if testCase.height == 0 {
            var fitting = testCase
            fitting.height = nil
            testCase.height = solve(fitting, pool: nil).1.frame(of: FeedCellModel.ID.cell).height
        }
        let environment = Environment(width: testCase.width, category: testCase.category, direction: testCase.direction)
        let root = FeedCellConstraints.root(model: FeedCellModel(index: testCase.row), environment: environment)
        let context = LayoutContext(environment: environment, measurer: measurer)
        let tree = ConstraintTree(top: root)
        let system = ConstraintLayout.solve(
            tree, context: context, width: testCase.width, height: testCase.height, safeArea: .zero, pool: pool)
        return (tree, system)
    }

    @Test func updatedSystemsGiveTheFreshFrames() {
        let pool = ConstraintSystemPool()
        var reused = 0
        var given: Set<ObjectIdentifier> = []
        for testCase in Self.cases {
            let (tree, fresh) = solve(testCase, pool: nil)
            let (_, updated) = solve(testCase, pool: pool)
            let key = ConstraintSystemPool.Key(tree, width: testCase.width, height: testCase.height == nil ? nil : 1)
            if testCase.height == nil, given.contains(ObjectIdentifier(updated)) { reused += 1 }
            for id in [tree.containers[0].id] + tree.items.map(\.id) {
                let a = updated.frame(of: id), e = fresh.frame(of: id)
                let error = max(abs(a.x - e.x), abs(a.y - e.y), abs(a.width - e.width), abs(a.height - e.height))
                #expect(error <= 1e-9, "\(testCase) \(id): updated \(a), fresh \(e)")
            }
            pool.give(updated, for: key)
            given.insert(ObjectIdentifier(updated))
        }
        // Most fitted trees must really have been solved by updating a system, else this compared fresh with fresh.
        let fitted = Self.cases.filter { $0.height == nil }.count
        #expect(reused >= fitted * 3 / 4, "only \(reused) of \(fitted) fitting solves reused a system")
    }

    @Test func layoutIssuesAreTheSameWithAReusedSystem() {
        // Two systems of this shape, one ambiguous (no horizontal position for `b`) at every width.
        let pool = ConstraintSystemPool()
        for width in [300.0, 320, 340] {
            let root = Node(
                id: "root",
                layout: .constraints(constraints(["H:|-8-[a]", "V:|-8-[a]-8-|", "b.top == a.top", "b.width == 20"])),
                children: [
                    Node(id: "a", kind: .box, intrinsicWidth: width / 10, intrinsicHeight: 10),
                    Node(id: "b", kind: .box, fixedHeight: 10),
                ])
            let context = LayoutContext(environment: Environment(width: width), measurer: measurer)
            let tree = ConstraintTree(top: root)
            var reports: [[LayoutIssue]] = []
            for usesPool in [false, true] {
                let system = ConstraintLayout.solve(
                    tree, context: context, width: width, height: nil, safeArea: .zero, pool: usesPool ? pool : nil)
                let collector = LayoutIssueCollector()
                system.reportIssues(to: collector)
                reports.append(collector.issues)
                if usesPool { pool.give(system, for: ConstraintSystemPool.Key(tree, width: width, height: nil)) }
            }
            #expect(reports[0] == reports[1])
            #expect(reports[1] == [.ambiguous(container: "root", node: "b", attribute: "horizontal position")])
        }
    }

    @Test func boundsOnFixedWidthsKeepTheFreshFramesAndIssues() {
        // `label` sits between two required edges, so the required equalities fix its width: its intrinsic width's
        // hugging and compression cannot move a frame, and an update leaves their constants (no pivots). The text
        // is sometimes wider than the frame, sometimes narrower. The spec's own optional bound on the same width is
        // not left: its violation must be the one a fresh solve reports.
        let pool = ConstraintSystemPool()
        let texts = [
            "short", String(repeating: "a long line of text ", count: 20), "mid-length text", "x",
            String(repeating: "wide ", count: 80),
        ]
        for (index, text) in (texts + texts.reversed()).enumerated() {
            let limit = 120 + Double(index % 4) * 40
            let root = Node(
                id: "root",
                layout: .constraints(
                    constraints(["H:|-8-[label]-8-|", "V:|-8-[label]-8-|", "label.width <= \(limit) @500"])),
                children: [Node(id: "label", kind: .text, text: TextContent(text, style: .body, lines: 0))])
            let width = 300.0
            let context = LayoutContext(environment: Environment(width: width), measurer: measurer)
            let tree = ConstraintTree(top: root)
            var results: [(frame: Rect, issues: [LayoutIssue])] = []
            for usesPool in [false, true] {
                let system = ConstraintLayout.solve(
                    tree, context: context, width: width, height: nil, safeArea: .zero, pool: usesPool ? pool : nil)
                let collector = LayoutIssueCollector()
                system.reportIssues(to: collector)
                results.append((system.frame(of: "label"), collector.issues))
                if usesPool { pool.give(system, for: ConstraintSystemPool.Key(tree, width: width, height: nil)) }
            }
            #expect(results[1].frame == results[0].frame, "\(index)")
            #expect(results[1].issues == results[0].issues, "\(index)")
            guard case .violated(_, _, _, let error) = results[1].issues.first else {
                Issue.record("\(index): the spec's bound (\(limit)) should be reported violated")
                continue
            }
            #expect(abs(error - (width - 16 - limit)) < 1e-9)
        }
    }

    @Test func treesOfOneKeyButAnotherShapeGiveTheFreshFrames() {
        // The same ids and given dimensions (one pool key), but items that ask for other implicit constraints — a
        // fixed width, another hugging priority, an image with or without an intrinsic size — or other spec
        // constants: a pooled system's plan must not be used for them unless it fits, and every solve must give the
        // fresh solve's frames.
        let pool = ConstraintSystemPool()
        let width = 320.0
        func root(_ variant: Int) -> Node {
            var label = Node(
                id: "label", kind: .text,
                text: TextContent(String(repeating: "word ", count: 3 + variant * 7), lines: 0))
            if variant % 3 == 1 { label.fixedWidth = 150 }
            if variant % 4 == 2 { label.hugging = AxisPriorities(horizontal: 800, vertical: 250) }
            let image =
                variant % 2 == 0
                ? Node(id: "image", kind: .image, intrinsicWidth: 40, intrinsicHeight: 30 + Double(variant))
                : Node(id: "image", kind: .image)
            let gap = variant % 5 == 3 ? 20 : 8
            return Node(
                id: "root",
                layout: .constraints(
                    constraints([
                        "H:|-\(gap)-[image]-8-[label]-(>=8)-|", "V:|-8-[label]-8-|", "image.top == label.top",
                        "image.width == 40 @500",
                    ])),
                children: [image, label])
        }
        for variant in (0..<12).map({ $0 * 5 % 12 }) {
            let context = LayoutContext(environment: Environment(width: width), measurer: measurer)
            let tree = ConstraintTree(top: root(variant))
            let fresh = ConstraintLayout.solve(
                tree, context: context, width: width, height: nil, safeArea: .zero, pool: nil)
            let pooled = ConstraintLayout.solve(
                tree, context: context, width: width, height: nil, safeArea: .zero, pool: pool)
            for id in ["root", "image", "label"] {
                #expect(pooled.frame(of: id) == fresh.frame(of: id), "variant \(variant) \(id)")
            }
            pool.give(pooled, for: ConstraintSystemPool.Key(tree, width: width, height: nil))
        }
    }
}

import Foundation
import PlumbSpec
import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Every spec of the constraint oracle (Tests/Fixtures/constraints, 100+ random layouts of six families), laid out
/// again and again through one pool while its numbers change — the width, the direction, every box's intrinsic
/// size — must give exactly the frames a fresh solve gives each time.
///
/// This is the feed's path (`ConstraintSystemPool`: a system's plan read off the next tree, constants moved in
/// place, bounds on fixed widths left alone, determination certificates kept) on layouts nobody wrote for it. A
/// layout the fresh solve finds ambiguous may be re-solved either way, so those are compared only for sizes the
/// fresh solve determines; the oracle's cases are unambiguous by construction anyway.
@Suite struct ConstraintReuseOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/constraints")

    static func specs() throws -> [Spec] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        return try files.map { try SpecLoader().load(path: folder.appendingPathComponent($0).path) }
    }

    /// `node` with every intrinsic size scaled by `factor` (rounded to a quarter point, so some land on ties).
    static func scaled(_ node: Node, by factor: Double) -> Node {
        var node = node
        if let width = node.intrinsicWidth { node.intrinsicWidth = (width * factor * 4).rounded() / 4 }
        if let height = node.intrinsicHeight { node.intrinsicHeight = (height * factor * 4).rounded() / 4 }
        node.children = node.children.map { scaled($0, by: factor) }
        return node
    }

    @Test func pooledSolvesOfTheOracleSpecsGiveTheFreshFrames() throws {
        let specs = try Self.specs()
        #expect(specs.count >= 100)
        let measurer = FixedAdvanceMeasurer(advance: 0.5)
        let pool = ConstraintSystemPool()
        var updated = 0
        var solves = 0
        // Numbers that move every constant: widths from narrow to wide and back, intrinsic sizes from half to double.
        let steps: [(width: Double, direction: LayoutDirection, factor: Double)] = [
            (320, .ltr, 1), (414, .ltr, 1.5), (375, .rtl, 0.5), (320, .ltr, 2), (600, .rtl, 1.25), (280, .ltr, 0.75),
            (320, .ltr, 1),
        ]
        for spec in specs {
            var given: Set<ObjectIdentifier> = []
            for step in steps {
                let root = Self.scaled(spec.root, by: step.factor)
                let context = LayoutContext(
                    environment: Environment(width: step.width, direction: step.direction), measurer: measurer)
                let tree = ConstraintTree(top: root)
                let fresh = ConstraintLayout.solve(
                    tree, context: context, width: step.width, height: nil, safeArea: .zero)
                let pooled = ConstraintLayout.solve(
                    tree, context: context, width: step.width, height: nil, safeArea: .zero, pool: pool)
                solves += 1
                if given.contains(ObjectIdentifier(pooled)) { updated += 1 }
                let collector = LayoutIssueCollector()
                fresh.reportIssues(to: collector)
                let ambiguous = Set(
                    collector.issues.compactMap { issue -> String? in
                        if case .ambiguous(_, let node, _) = issue { return node }
                        return nil
                    })
                for id in [tree.containers[0].id] + tree.items.map(\.id) where !ambiguous.contains(id) {
                    let a = pooled.frame(of: id), e = fresh.frame(of: id)
                    let error = max(abs(a.x - e.x), abs(a.y - e.y), abs(a.width - e.width), abs(a.height - e.height))
                    #expect(error <= 1e-9, "\(spec.name) at \(step): \(id) pooled \(a), fresh \(e)")
                }
                pool.give(pooled, for: ConstraintSystemPool.Key(tree, width: step.width, height: nil))
                given.insert(ObjectIdentifier(pooled))
            }
        }
        // Most solves after a spec's first must have updated a pooled system, or this compared fresh with fresh.
        let later = solves - specs.count
        #expect(updated >= later / 2, "only \(updated) of \(later) later solves updated a pooled system")
    }
}

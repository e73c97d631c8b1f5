import PlumbCore
import Testing

@testable import PlumbDiff

@Suite struct FrameDiffTests {
    func document(_ nodes: [(String, String?, Rect)], size: Size = Size(width: 375, height: 100)) -> FramesDocument {
        FramesDocument(
            spec: "card", environment: .init(width: 375, category: "large", scale: 1, direction: "ltr"), size: size,
            nodes: nodes.map { FramesDocument.NodeFrame(id: $0.0, parent: $0.1, frame: $0.2) })
    }

    var old: FramesDocument {
        document([
            ("root", nil, Rect(x: 0, y: 0, width: 375, height: 100)),
            ("title", "root", Rect(x: 16, y: 20, width: 120, height: 22)),
            ("icon", "root", Rect(x: 300, y: 20, width: 44, height: 44)),
            ("badge", "root", Rect(x: 340, y: 10, width: 20, height: 20)),
        ])
    }

    @Test func listsAddedRemovedMovedAndResizedWithDeltas() {
        let new = document([
            ("root", nil, Rect(x: 0, y: 0, width: 375, height: 100)),
            ("title", "root", Rect(x: 16, y: 24, width: 120, height: 22)),  // moved down 4
            ("icon", "root", Rect(x: 298, y: 20, width: 48, height: 40)),  // moved and resized
            ("subtitle", "root", Rect(x: 16, y: 50, width: 200, height: 18)),  // added; badge removed
        ])
        let diff = FrameDiff(old: old, new: new)
        #expect(diff.added.map(\.id) == ["subtitle"])
        #expect(diff.removed.map(\.id) == ["badge"])
        #expect(diff.moved.map(\.id) == ["title", "icon"])
        #expect(diff.resized.map(\.id) == ["icon"])
        let title = diff.changed[0], icon = diff.changed[1]
        #expect(title.dx == 0 && title.dy == 4 && !title.resized)
        #expect(icon.dx == -2 && icon.dy == 0 && icon.dWidth == 4 && icon.dHeight == -4)
        #expect(diff.rootSize == nil)
        #expect(
            diff.description == """
                removed   badge  (340, 10) 20×20
                added     subtitle  (16, 50) 200×18
                moved     title  (16, 20) → (16, 24)  Δ (0, +4)
                moved     icon  (300, 20) → (298, 20)  Δ (-2, 0)
                resized   icon  44×44 → 48×40  Δ (+4, -4)
                """)
    }

    @Test func changesWithinAThousandthOfAPointAreNotChanges() {
        var nodes = old.nodes
        nodes[1].x += 0.0009
        nodes[2].height -= 0.001
        let same = FrameDiff(
            old: old, new: FramesDocument(spec: "card", environment: old.environment, size: old.size, nodes: nodes))
        #expect(same.isEmpty)
        #expect(same.description == "no layout changes")
        nodes[1].x += 0.0002  // now 0.0011 away
        let moved = FrameDiff(
            old: old, new: FramesDocument(spec: "card", environment: old.environment, size: old.size, nodes: nodes))
        #expect(moved.moved.map(\.id) == ["title"])
        #expect(abs(moved.moved[0].dx - 0.0011) < 1e-12)
    }

    @Test func reportsRootSizeAndReparenting() {
        var nodes = old.nodes
        nodes[3].parent = "icon"
        let diff = FrameDiff(
            old: old, new: document(nodes.map { ($0.id, $0.parent, $0.frame) }, size: Size(width: 375, height: 120)))
        #expect(
            diff.rootSize
                == FrameDiff.SizeChange(old: Size(width: 375, height: 100), new: Size(width: 375, height: 120)))
        #expect(diff.changed.map(\.id) == ["badge"])
        #expect(diff.changed[0].reparented && !diff.changed[0].moved && !diff.changed[0].resized)
        #expect(diff.description == "root size (375, 100) → (375, 120)\nreparented badge  root → icon")
    }

    @Test func repeatedIdsUseTheFirstNode() {
        let doubled = document([
            ("a", nil, Rect(x: 0, y: 0, width: 10, height: 10)), ("a", nil, Rect(x: 5, y: 5, width: 1, height: 1)),
        ])
        let single = document([("a", nil, Rect(x: 0, y: 0, width: 10, height: 10))])
        #expect(FrameDiff(old: single, new: doubled).isEmpty)
    }
}

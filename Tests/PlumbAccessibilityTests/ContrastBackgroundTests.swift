import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbLint

/// What counts as "behind" a text: ancestors' fills, its own, and earlier siblings that can overlap it.
@Suite struct ContrastBackgroundTests {
    func background(of id: String, in tree: HandLaidTree) -> String? {
        ContrastCheck.measurements(in: tree.result).first { $0.node == id }?.background.hex
    }

    @Test func anEarlierSiblingUnderTheTextInAnAbsoluteContainerIsItsBackground() {
        var tree = HandLaidTree(root: Node(id: "root", layout: .absolute))
        tree.add(
            Node(id: "card", style: NodeStyle(background: Color(hex: "#1C1C1E")!)),
            Rect(x: 0, y: 0, width: 375, height: 100))
        tree.add(text("title", "On the card", color: .white), Rect(x: 16, y: 16, width: 200, height: 22))
        #expect(background(of: "title", in: tree) == "#1C1C1E")
    }

    @Test func aLaterSiblingIsNotBehindAndAnImageBehindSkipsTheCheck() {
        var tree = HandLaidTree(root: Node(id: "root", layout: .absolute))
        tree.add(text("title", "Above"), Rect(x: 16, y: 16, width: 200, height: 22))
        tree.add(Node(id: "later", style: NodeStyle(background: .black)), Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(background(of: "title", in: tree) == "#FFFFFF")
        var photo = HandLaidTree(root: Node(id: "root", layout: .absolute))
        photo.add(Node(id: "photo", kind: .image), Rect(x: 0, y: 0, width: 375, height: 200))
        photo.add(text("caption", "On a photo"), Rect(x: 16, y: 160, width: 200, height: 22))
        #expect(background(of: "caption", in: photo) == nil)
    }

    @Test func translucentFillsCompositeInDrawingOrder() {
        // White, then #000000 at 0x80 (→ #7F7F7F), then #FF0000 at 0x80 over that: red 255·128/255 + 127·127/255.
        var tree = HandLaidTree(root: Node(id: "root", style: NodeStyle(background: Color(hex: "#00000080")!)))
        tree.add(
            Node(id: "tint", style: NodeStyle(background: Color(hex: "#FF000080")!)),
            Rect(x: 0, y: 0, width: 375, height: 100))
        tree.add(text("label", "Label"), Rect(x: 16, y: 16, width: 200, height: 22), under: "tint")
        #expect(background(of: "label", in: tree) == "#BF3F3F")
    }

    /// 20,000 rows: the background of each text is found through its ancestors (`DrawnNeighbours`), not by scanning
    /// every earlier node — done by scanning, this took seconds; now it is linear.
    @Test func aLongListIsMeasuredRowByRow() {
        var entries = [
            LayoutResult.Entry(
                node: Node(id: "list", layout: .stack(StackParameters(axis: .vertical))), parent: nil, depth: 0,
                frame: Rect(x: 0, y: 0, width: 375, height: 20_000 * 44))
        ]
        for row in 0..<20_000 {
            let y = Double(row) * 44
            entries.append(
                .init(
                    node: Node(id: "row\(row)", style: NodeStyle(background: Color(hex: "#F2F2F7")!)), parent: 0,
                    depth: 1, frame: Rect(x: 0, y: y, width: 375, height: 44)))
            entries.append(
                .init(
                    node: text("text\(row)", "Row \(row)", color: Color(hex: "#8E8E93")!), parent: entries.count - 1,
                    depth: 2, frame: Rect(x: 16, y: y + 11, width: 300, height: 22)))
        }
        let result = LayoutResult(
            name: "list", environment: Environment(width: 375), size: entries[0].frame.size, entries: entries)
        let measured = ContrastCheck.measurements(in: result)
        #expect(measured.count == 20_000)
        #expect(measured.allSatisfy { $0.background.hex == "#F2F2F7" && $0.fails })
        // Every accessibility lint over the same list (unreachable looks only at siblings that can overlap, the
        // tap-area spacing sweeps): one lowContrast per row and nothing else.
        let findings = AccessibilityLints.findings(LintView(result))
        #expect(findings.count == 20_000 && findings.allSatisfy { $0.kind == .lowContrast })
    }
}

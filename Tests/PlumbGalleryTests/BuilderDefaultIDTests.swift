import PlumbBuilder
import PlumbCore
import PlumbGallery
import Testing

/// An element written without `id:` is named by its kind and its place among its siblings, below its container's id
/// (docs/swift.md, "Ids"): the same in every build, unique in the tree, and explicit ids are never changed.
@Suite struct BuilderDefaultIDTests {
    /// A settings screen where only the root and one leaf have ids.
    static func screen(rows: Int = 3) -> Node {
        VStackView(id: "settings", spacing: 8) {
            TextLabel("Settings", id: "title", style: .title1)
            for row in 0..<rows {
                HStackView(spacing: 8, alignment: .center) {
                    ImageView(width: 29, height: 29)
                    TextLabel("Row \(row)")
                    Switch(isOn: row.isMultiple(of: 2))
                }
            }
            Separator()
            TextLabel("Footer", style: .footnote)
            Box {
                TextLabel("Badge").frame(x: 0, y: 0, width: 20, height: 20)
            }
        }
        .node
    }

    @Test func idsFollowKindAndPosition() {
        let root = Self.screen(rows: 2)
        #expect(
            root.depthFirst.map(\.id) == [
                "settings", "title",
                "settings.stackView1", "settings.stackView1.imageView1", "settings.stackView1.label1",
                "settings.stackView1.switch1",
                "settings.stackView2", "settings.stackView2.imageView1", "settings.stackView2.label1",
                "settings.stackView2.switch1",
                "settings.separator1", "settings.label1", "settings.view1", "settings.view1.label1",
            ])
    }

    @Test func idsAreTheSameInEveryBuildAndUnique() {
        let first = Self.screen(rows: 12), second = Self.screen(rows: 12)
        #expect(first == second)
        let ids = first.depthFirst.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    /// A container written without an id names its children below its own provisional name, which its parent
    /// settles later: the ids are those of the same tree written at once.
    @Test func containersBuiltApartGetTheSameIds() {
        let row = HStackView {
            TextLabel("A"); TextLabel("B")
        }
        #expect(row.node.depthFirst.map(\.id) == [".stackView", ".stackView.label1", ".stackView.label2"])
        let placed = VStackView(id: "list") {
            row; row
        }.node
        #expect(
            placed.depthFirst.map(\.id) == [
                "list", "list.stackView1", "list.stackView1.label1", "list.stackView1.label2", "list.stackView2",
                "list.stackView2.label1", "list.stackView2.label2",
            ])
    }

    @Test func explicitIdsAreNeverChanged() {
        let root = VStackView(id: "list") {
            HStackView(id: "row") {
                TextLabel("A", id: "a"); TextLabel("B")
            }
            HStackView { TextLabel("C", id: "c") }
        }
        #expect(root.node.depthFirst.map(\.id) == ["list", "row", "a", "row.label1", "list.stackView1", "c"])
        // Every builder tree of the gallery writes its ids: none is a default one.
        for entry in Gallery.builderEntries {
            let ids = entry.root(for: Environment(width: 375)).depthFirst.map(\.id)
            #expect(!ids.contains { $0.hasPrefix(".") || $0.contains(".") }, "\(entry.name)")
        }
    }
}

import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// What each element and attribute becomes in Plumb's tree.
@Suite struct IBTreeTests {
    private func loginTree(_ options: IBTreeOptions = IBTreeOptions()) throws -> IBTree {
        let document = try IBFixtures.document("Login.storyboard")
        return try IBTreeBuilder.tree(of: document.roots[0], in: document, options: options)
    }

    private func node(_ id: String, in tree: IBTree) throws -> Node {
        try #require(tree.root.depthFirst.first { $0.id == id }, "no node \(id)")
    }

    @Test func nodeIdsAreInterfaceBuilderObjectIds() throws {
        let tree = try loginTree()
        #expect(tree.root.id == "lgn-vw-001")
        #expect(tree.root.depthFirst.map(\.id).contains("sgn-bt-001"))
    }

    /// `UICTFontTextStyleHeadline` is Dynamic Type's headline; `type="system" weight="medium" pointSize="17"` a
    /// fixed 17 pt medium system font (`UIFont.systemFont(ofSize:weight:)`).
    @Test func labelsKeepTheirTextFontAndLines() throws {
        let tree = try loginTree()
        let title = try #require(try node("ttl-lb-001", in: tree).text)
        #expect(title.string == "Welcome back")
        #expect(title.style == .headline)
        #expect(title.fontSize == nil, "a text style follows Dynamic Type")
        #expect(title.lines == 0)
        let remember = try #require(try node("rem-lb-001", in: tree).text)
        #expect(remember.fontSize == 17)
        #expect(remember.weight == .medium)
        #expect(remember.lines == 1, "UILabel's default numberOfLines")
    }

    @Test func stackViewsKeepTheirAttributesAndHiddenArrangedSubviews() throws {
        let tree = try loginTree()
        let form = try node("frm-st-001", in: tree)
        guard case .stack(let parameters) = form.layout else {
            Issue.record("the form is not a stack: \(form.layout)")
            return
        }
        #expect(parameters.axis == .vertical)
        #expect(parameters.spacing == 12)
        #expect(parameters.distribution == .fill)
        #expect(form.children.map(\.id) == ["eml-tf-001", "err-lb-001", "sgn-bt-001"])
        #expect(try node("err-lb-001", in: tree).hidden)
        #expect(try node("eml-tf-001", in: tree).fixedHeight == 44, "an arranged subview's own height constraint")
    }

    @Test func placeholderConstraintsAndExcludedVariationsAreRemoved() throws {
        let tree = try loginTree()
        guard case .constraints(let parameters) = tree.root.layout else {
            Issue.record("the root is not a constraints container")
            return
        }
        let ids = parameters.declarations.map(\.text)
        #expect(!ids.contains("rml-pl-001"), "placeholder=\"YES\" is removed at build time")
        #expect(!ids.contains("ttl-cx-001"), "excluded by <variation key=\"default\">")
        #expect(ids.contains("ttl-ld-001"))
        // At a regular width the variation swaps them.
        let regular = try loginTree(IBTreeOptions(traits: IBTraits(widthClass: .regular, heightClass: .regular)))
        guard case .constraints(let wide) = regular.root.layout else { return }
        #expect(wide.declarations.map(\.text).contains("ttl-cx-001"))
        #expect(!wide.declarations.map(\.text).contains("ttl-ld-001"))
    }

    /// `secondItem="<safe area guide>"` becomes the container's `safeArea`, `leadingMargin` its `margins`.
    @Test func guidesAndMarginAttributesBecomeTheContainersItems() throws {
        let tree = try loginTree()
        guard case .constraints(let parameters) = tree.root.layout else { return }
        let leading = try #require(parameters.declarations.first { $0.text == "ttl-ld-001" })
        #expect(leading.item1 == .node("ttl-lb-001"))
        #expect(leading.item2 == .safeArea)
        #expect(leading.constant == 20)
        let map = try #require(parameters.declarations.first { $0.text == "map-ld-001" })
        #expect(map.item2 == .margins)
        #expect(map.attribute2 == .leading)
        let trailing = try #require(parameters.declarations.first { $0.text == "ttl-tr-001" })
        #expect(trailing.relation == .greaterThanOrEqual)
        #expect(trailing.item1 == .safeArea)
    }

    @Test func namedColoursComeFromTheResourcesThenTheDocumentThenThePlaceholder() throws {
        struct Catalog: InterfaceBuilderResources {
            func color(named name: String, appearance: Appearance) -> Color? {
                name == "BrandText" ? Color(red: 1, green: 2, blue: 3) : nil
            }
            func image(named name: String) -> InterfaceBuilderImage? { nil }
        }
        let document = try IBFixtures.document("Login.storyboard")
        let tree = try IBTreeBuilder.tree(of: document.roots[0], in: document, resources: Catalog())
        #expect(try node("rem-lb-001", in: tree).text?.color == Color(red: 1, green: 2, blue: 3))
        #expect(tree.root.style.background == Color(red: 247, green: 245, blue: 240), "the document's <namedColor>")
        #expect(try node("ftr-vw-001", in: tree).style.background == InterfaceBuilderPlaceholders.color)
        #expect(tree.notes.filter { $0.contains("Missing Colour") }.count == 1)
    }

    @Test func anUnknownClassIsAPlaceholderViewReportedOnce() throws {
        let tree = try loginTree()
        let map = try node("map-mv-001", in: tree)
        #expect(map.kind == .box)
        #expect(map.accessibility.label == "mapView")
        #expect(tree.notes.contains("unknown class <mapView> drawn as a placeholder view"))
    }

    /// `--text-sizes stored`: a text view's stored size is its intrinsic size.
    @Test func storedTextSizesBecomeIntrinsicSizes() throws {
        let tree = try loginTree(IBTreeOptions(textSizes: .stored))
        let title = try node("ttl-lb-001", in: tree)
        #expect(title.intrinsicWidth == 120)
        #expect(title.intrinsicHeight == 20)
        #expect(tree.textDependent.contains("ttl-lb-001"))
        #expect(!tree.textDependent.contains("rem-sw-001"))
    }
}

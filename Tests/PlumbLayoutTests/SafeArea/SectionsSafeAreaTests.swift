import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// A sections container insets its content by its safe area at the top and bottom, as a `UICollectionView`'s
/// adjusted content inset does: two 300-wide sections of one 50-pt item each, spacing 10.
@Suite struct SectionsSafeAreaTests {
    func root(additionalTop: Double = 0) -> Node {
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50))))
        var list = SectionsTest.container(
            [
                SectionsTest.section(layout, [Node(id: "a")], id: "first"),
                SectionsTest.section(layout, [Node(id: "b")], id: "second"),
            ],
            spacing: 10)
        list.additionalSafeAreaInsets = EdgeInsets(top: additionalTop)
        return list
    }

    func layout(_ root: Node, safeArea: EdgeInsets) -> LayoutResult {
        let environment = Environment(width: 300, safeAreaInsets: safeArea)
        return LayoutEngine.layout(
            root, name: "s", context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer()))
    }

    /// Top 47, bottom 34: first section at y 47, second at 47 + 50 + 10 = 107; fitting height 107 + 50 + 34 = 191.
    @Test func theFirstSectionStartsBelowTheNotch() {
        let result = layout(root(), safeArea: EdgeInsets(top: 47, bottom: 34))
        #expect(result.frame(of: "first") == Rect(x: 0, y: 47, width: 300, height: 50))
        #expect(result.frame(of: "second") == Rect(x: 0, y: 107, width: 300, height: 50))
        #expect(result.size.height == 191)
    }

    /// With no safe area nothing moves; `additionalSafeAreaInsets` on the container count like the screen's.
    @Test func noSafeAreaNoInsetAndAdditionalInsetsCount() {
        #expect(layout(root(), safeArea: .zero).frame(of: "first") == Rect(x: 0, y: 0, width: 300, height: 50))
        let bar = layout(root(additionalTop: 30), safeArea: EdgeInsets(top: 47))
        #expect(bar.frame(of: "first") == Rect(x: 0, y: 47 + 30, width: 300, height: 50))
        #expect(bar.size.height == 77 + 50 + 10 + 50)
    }
}

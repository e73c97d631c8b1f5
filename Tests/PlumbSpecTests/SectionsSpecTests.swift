import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `layout: sections` and `section:`: docs/examples/sections.yaml parses into the parameters it spells out, and
/// every mistake names its file, line, column and what was expected.
@Suite struct SectionsSpecTests {
    static let example = SpecTestSupport.examplePath("sections.yaml")

    func parse(_ text: String) throws(SpecError) -> Spec { try SpecTestSupport.parse(text) }

    func expectError(_ text: String, _ expected: SpecError, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        SpecTestSupport.expectError(text, expected, sourceLocation: sourceLocation)
    }

    @Test func theExampleParsesIntoItsParameters() throws {
        let spec = try SpecLoader().load(path: Self.example)
        #expect(spec.name == "sections")
        #expect(spec.root.layout == .sections(.container(SectionsConfiguration(interSectionSpacing: 24))))
        let popular = spec.root.children[0], kitchens = spec.root.children[1]
        #expect(
            popular.layout
                == .sections(
                    .section(
                        SectionLayout(
                            group: SectionGroup(
                                axis: .horizontal, size: LayoutSize(width: .estimated(600), height: .estimated(216)),
                                subitems: [
                                    SectionItem(
                                        size: LayoutSize(
                                            width: .absolute(200), height: .uniformAcrossSiblings(estimate: 216)))
                                ],
                                interItemSpacing: .fixed(12)),
                            contentInsets: EdgeInsets(top: 8, left: 16, bottom: 0, right: 16), isOrthogonal: true,
                            boundaryItems: [
                                BoundaryItem(
                                    id: "popular-title",
                                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
                                    alignment: .topLeading)
                            ]))))
        #expect(popular.children.map(\.id) == ["popular-title", "card0", "card1", "card2"])
        #expect(
            kitchens.layout
                == .sections(
                    .section(
                        SectionLayout(
                            group: SectionGroup(
                                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(128)), count: 2,
                                interItemSpacing: .fixed(12)),
                            contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), interGroupSpacing: 12,
                            boundaryItems: [
                                BoundaryItem(
                                    id: "kitchens-title",
                                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
                                    alignment: .topLeading),
                                BoundaryItem(
                                    id: "show-all", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                    alignment: .bottom),
                            ]))))
        #expect(kitchens.children.last?.kind == .button)
    }

    @Test func everyDimensionAndSpacingSpelling() throws {
        let spec = try parse(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section:
                    supplementariesFollowContentInsets: false
                    contentInsets: 4
                    group:
                      axis: vertical
                      width: fractionalWidth 0.5
                      height: absolute 300
                      interItemSpacing: flexible 8
                      items:
                        - {width: fractionalHeight 1, height: estimated 20, contentInsets: {leading: 2}, edgeSpacing: {leading: fixed 1, top: flexible 2, trailing: 3, bottom: flexible 0}}
                        - {width: 42, height: uniformAcrossSiblings 60}
                  children: [{id: a}]
            """)
        guard case .sections(.section(let section)) = spec.root.children[0].layout else {
            Issue.record("not a section: \(spec.root.children[0].layout)")
            return
        }
        #expect(!section.supplementariesFollowContentInsets && section.contentInsets == EdgeInsets(all: 4))
        #expect(section.group.axis == .vertical && section.group.interItemSpacing == .flexible(8))
        #expect(section.group.size == LayoutSize(width: .fractionalWidth(0.5), height: .absolute(300)))
        #expect(
            section.group.subitems == [
                SectionItem(
                    size: LayoutSize(width: .fractionalHeight(1), height: .estimated(20)),
                    contentInsets: EdgeInsets(left: 2),
                    edgeSpacing: EdgeSpacing(
                        leading: .fixed(1), top: .flexible(2), trailing: .fixed(3), bottom: .flexible(0))),
                SectionItem(size: LayoutSize(width: .absolute(42), height: .uniformAcrossSiblings(estimate: 60))),
            ])
    }

    @Test func aHeaderMustNameAChildOfItsSection() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section: {header: {id: nope}}
                  children: [{id: title, kind: text, text: Hi}, {id: item}]
            """,
            .invalidValue(
                file: "s.yaml", line: 6, column: 30, key: "id", value: "nope",
                expected: "one of title, item (the section's children)"))
    }

    @Test func aFooterMustSitAtTheBottom() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section: {footer: {id: item, alignment: topLeading}}
                  children: [{id: item}]
            """,
            .invalidValue(
                file: "s.yaml", line: 6, column: 47, key: "alignment", value: "topLeading",
                expected: "one of bottom, bottomLeading, bottomTrailing for a footer"))
    }

    @Test func childrenOfASectionsContainerMustBeSections() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - {id: loose}
            """,
            .missingKey(
                file: "s.yaml", line: 5, column: 7, key: "section",
                context: "a child of a `layout: sections` container (node \"loose\")"))
    }

    @Test func aSectionOutsideASectionsContainerIsRejected() {
        expectError(
            """
            root:
              id: row
              layout: stack
              children:
                - {id: s, section: {}}
            """,
            .unsupported(
                file: "s.yaml", line: 5, column: 15, feature: "`section`",
                reason: "it applies to the children of a `layout: sections` container"))
    }

    @Test func aDimensionMustBeANumberOrKindAndValue() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - {id: s, section: {group: {width: fractional 0.5}}}
            """,
            .invalidValue(
                file: "s.yaml", line: 5, column: 40, key: "width", value: "fractional 0.5",
                expected: SectionsParser.dimensionSyntax))
    }

    @Test func aCountGroupComputesItsItemsLength() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section:
                    group: {count: 2, items: [{width: 100}]}
            """,
            .unsupported(
                file: "s.yaml", line: 7, column: 36, feature: "an item `width` in a `count` group",
                reason: "with `count`, the items share the group's width equally"))
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section:
                    group: {width: estimated 100, count: 2}
            """,
            .unsupported(
                file: "s.yaml", line: 7, column: 46, feature: "`count` in a group whose width is estimated",
                reason: "the items share the group's length, so it must be absolute or fractional"))
    }

    @Test func unknownSectionAndGroupKeysListTheAllowedOnes() {
        expectError(
            """
            root:
              id: list
              layout: sections
              children:
                - {id: s, section: {group: {spacing: 4}}}
            """,
            .unknownKey(file: "s.yaml", line: 5, column: 33, key: "spacing", allowed: SectionsParser.groupKeys))
        expectError(
            """
            root:
              id: list
              layout: stack
              interSectionSpacing: 8
            """,
            .unsupported(
                file: "s.yaml", line: 4, column: 3, feature: "`interSectionSpacing`",
                reason: "it applies to `layout: sections` containers, and this node's layout is stack"))
    }
}

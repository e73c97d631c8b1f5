import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `minWidth`, `maxWidth`, `minHeight`, `maxHeight` in a spec: parsed into `Node.sizeBounds`, overridable by
/// `when:`, and refused where they can never hold (the engines' behaviour is `SizeBoundsTests`).
@Suite struct SizeBoundsSpecTests {
    @Test func boundsParseOnAnyNode() throws {
        let spec = try SpecTestSupport.parse(
            """
            root:
              id: list
              layout: stack
              axis: vertical
              children:
                - {id: row, kind: text, text: Wi-Fi, minHeight: 44, maxWidth: 300.5}
                - {id: card, minWidth: 100, maxHeight: 200, width: 150}
            """)
        #expect(spec.root.children[0].sizeBounds == SizeBounds(maxWidth: 300.5, minHeight: 44))
        #expect(spec.root.children[1].sizeBounds == SizeBounds(minWidth: 100, maxHeight: 200))
        #expect(spec.root.sizeBounds == .none)
    }

    /// A larger minimum row height at the accessibility sizes, as a `traitCollectionDidChange` would set.
    @Test func whenOverridesABound() throws {
        let spec = try SpecTestSupport.parse(
            """
            root:
              id: row
              minHeight: 44
              when:
                - if: {category: ">= ax1"}
                  minHeight: 64
            """)
        #expect(spec.root(for: Environment(width: 375, category: .large)).minHeight == 44)
        #expect(spec.root(for: Environment(width: 375, category: .accessibilityMedium)).minHeight == 64)
    }

    @Test func aMinimumAboveItsMaximumIsRefused() {
        SpecTestSupport.expectError(
            "root: {id: r, minWidth: 120, maxWidth: 80}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 40, key: "maxWidth", value: "80",
                expected: "a number of at least `minWidth` (120): both bounds are required"))
    }

    @Test func aFixedSizeOutsideItsBoundsIsRefused() {
        SpecTestSupport.expectError(
            "root: {id: r, height: 80, minHeight: 20, maxHeight: 60}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 23, key: "height", value: "80",
                expected: "a height of at least 20 (`minHeight`) and at most 60 (`maxHeight`), or no `height`"))
    }

    @Test func aNegativeBoundIsRefused() {
        SpecTestSupport.expectError(
            "root: {id: r, maxHeight: -1}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 26, key: "maxHeight", value: "-1",
                expected: "a number from 0 to 1000000"))
    }
}

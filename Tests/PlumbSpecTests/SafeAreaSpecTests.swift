import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// The safe-area and margins keys: `layoutMargins`, `additionalSafeAreaInsets`, `insetsLayoutMarginsFromSafeArea`
/// on containers, and the matrix's `height` and `safeArea`.
@Suite struct SafeAreaSpecTests {
    static let example = SpecTestSupport.examplePath("safe-area.yaml")

    func parse(_ text: String) throws(SpecError) -> Spec { try SpecTestSupport.parse(text) }

    func expectError(_ text: String, _ expected: SpecError, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        SpecTestSupport.expectError(text, expected, sourceLocation: sourceLocation)
    }

    @Test func theExampleReadsItsScreenAndInsets() throws {
        let spec = try SpecLoader().load(path: Self.example)
        #expect(spec.matrix?.height == 600)
        #expect(spec.matrix?.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(
            spec.matrix?.environments.allSatisfy {
                $0.height == 600 && $0.safeAreaInsets == EdgeInsets(top: 47, bottom: 34)
            } == true)
        #expect(spec.root.additionalSafeAreaInsets == EdgeInsets(top: 30))
        #expect(spec.root.layoutMargins == nil)
        #expect(spec.root.insetsLayoutMarginsFromSafeArea)
        #expect(spec.root.children[1].layoutMargins == .system)
    }

    @Test func marginsAreANumberAMappingOrSystem() throws {
        let spec = try parse(
            """
            root:
              id: root
              layout: constraints
              layoutMargins: 12
              insetsLayoutMarginsFromSafeArea: false
              children:
                - id: panel
                  layout: constraints
                  layoutMargins: {top: 4, leading: 10, trailing: 30}
                - id: column
                  layout: stack
                  axis: vertical
                  layoutMargins: system
            """)
        #expect(spec.root.layoutMargins == .insets(EdgeInsets(all: 12)))
        #expect(!spec.root.insetsLayoutMarginsFromSafeArea)
        #expect(spec.root.children[0].layoutMargins == .insets(EdgeInsets(top: 4, left: 10, right: 30)))
        #expect(spec.root.children[1].layoutMargins == .system)
    }

    @Test func aLeafHasNoMargins() {
        expectError(
            """
            root:
              id: root
              children:
                - {id: title, kind: text, text: "Hi", frame: [0, 0, 10, 10], layoutMargins: 8}
            """,
            .unsupported(
                file: "s.yaml", line: 4, column: 66, feature: "`layoutMargins`",
                reason: "it applies to containers (nodes with a `layout` or `children`), and \"title\" is a leaf"))
    }

    @Test func marginsNameTheirForms() {
        expectError(
            """
            root:
              id: root
              layout: constraints
              layoutMargins: wide
            """,
            .invalidValue(
                file: "s.yaml", line: 4, column: 18, key: "layoutMargins", value: "wide",
                expected: "a number, a mapping of top, leading, bottom, trailing (or left, right), or `system`"))
    }

    @Test func aStackTakesPaddingOrLayoutMarginsNotBoth() {
        expectError(
            """
            root:
              id: row
              layout: stack
              padding: 8
              layoutMargins: 16
            """,
            .unsupported(
                file: "s.yaml", line: 4, column: 3, feature: "`padding` together with `layoutMargins`",
                reason: "a stack's `padding` is its layout margins; give one of them"))
    }

    /// A safe area is physical: `leading` has no meaning for a notch.
    @Test func safeAreaInsetsAreTopLeftBottomRight() {
        expectError(
            """
            root:
              id: root
              layout: constraints
              additionalSafeAreaInsets: {leading: 8}
            """,
            .unknownKey(
                file: "s.yaml", line: 4, column: 30, key: "leading", allowed: ["top", "left", "bottom", "right"]))
        expectError(
            """
            matrix:
              safeArea: {top: -4}
            root: {id: root}
            """,
            .invalidValue(
                file: "s.yaml", line: 2, column: 19, key: "top", value: "-4", expected: "a number from 0 to 1000000"))
        expectError(
            """
            matrix:
              height: 0
            root: {id: root}
            """,
            .invalidValue(
                file: "s.yaml", line: 2, column: 11, key: "height", value: "0", expected: "a number from 1 to 100000"))
    }
}

import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// The deprecated spec keys (docs/spec-format.md, "One name per meaning"): each old name still reads exactly as its
/// new one, and the loader returns a warning naming where it is written and the new name.
@Suite struct SpecKeyAliasTests {
    /// The single node of `root:` in `text`, parsed as `s.yaml`, and the spec's warnings.
    func node(_ text: String) throws -> (node: PlumbCore.Node, warnings: [SpecWarning]) {
        let spec = try SpecTestSupport.parse(text)
        return (spec.root, spec.warnings)
    }

    func deprecated(_ line: Int, _ column: Int, _ key: String, _ replacement: String, _ scope: String) -> SpecWarning {
        .deprecatedKey(file: "s.yaml", line: line, column: column, key: key, replacement: replacement, scope: scope)
    }

    /// A control's deprecated key, its new name, the node (`OLD` stands for the key) and what reading it sets.
    struct ControlAlias: Sendable, CustomTestStringConvertible {
        let old: String, new: String, node: String
        let wasRead: @Sendable (ControlContent) -> Bool
        var testDescription: String { "\(old) → \(new)" }
    }

    static let controlAliases = [
        ControlAlias(
            old: "current", new: "selected", node: "{id: p, kind: pageControl, pages: 5, OLD: 2}",
            wasRead: { $0.selectedIndex == 2 }),
        ControlAlias(
            old: "progress", new: "value", node: "{id: p, kind: progressView, OLD: 0.25}",
            wasRead: { $0.value == 0.25 }),
        ControlAlias(
            old: "widths", new: "segmentWidths",
            node: "{id: s, kind: segmentedControl, segments: [A, Bb], OLD: proportional}",
            wasRead: { $0.proportionalWidths }),
    ]

    @Test(arguments: controlAliases)
    func aControlsOldKeyReadsAsItsNewOne(alias: ControlAlias) throws {
        let old = try node("root: " + alias.node.replacingOccurrences(of: "OLD", with: alias.old) + "\n")
        let new = try node("root: " + alias.node.replacingOccurrences(of: "OLD", with: alias.new) + "\n")
        let control = try #require(old.node.control)
        #expect(alias.wasRead(control) && control == new.node.control)
        let column = "root: ".count + alias.node.components(separatedBy: "OLD")[0].count + 1
        #expect(old.warnings == [deprecated(1, column, alias.old, alias.new, "on a \(old.node.kind.rawValue)")])
        #expect(new.warnings.isEmpty)
    }

    @Test func aControlKeyAndItsDeprecatedNameTogetherAreRefused() {
        SpecTestSupport.expectError(
            "root: {id: p, kind: pageControl, pages: 5, selected: 1, current: 2}\n",
            .unsupported(
                file: "s.yaml", line: 1, column: 57, feature: "`current` beside `selected`",
                reason: "`current` is the deprecated name of `selected`; give `selected` only"))
        SpecTestSupport.expectError(
            "root: {id: p, kind: progressView, value: 0.5, progress: 0.5}\n",
            .unsupported(
                file: "s.yaml", line: 1, column: 47, feature: "`progress` beside `value`",
                reason: "`progress` is the deprecated name of `value`; give `value` only"))
    }

    @Test func theOldNamesStayTheirKindsOwn() {
        // `current` is still a page control's only: on a slider it is refused as it always was.
        SpecTestSupport.expectError(
            "root: {id: s, kind: slider, current: 1}\n",
            .unsupported(
                file: "s.yaml", line: 1, column: 29, feature: "`current`",
                reason: "it belongs to `kind: pageControl`, and this node is a slider"))
    }

    @Test func leftAndRightInDirectionalInsetsAreLeadingAndTrailing() throws {
        let old = try node(
            """
            root:
              id: row
              layout: stack
              padding: {top: 1, left: 8, bottom: 2, right: 4}
              children: [{id: a, width: 10, height: 10}]
            """)
        let new = try node(
            """
            root:
              id: row
              layout: stack
              padding: {top: 1, leading: 8, bottom: 2, trailing: 4}
              children: [{id: a, width: 10, height: 10}]
            """)
        guard case .stack(let oldStack) = old.node.layout, case .stack(let newStack) = new.node.layout else {
            Issue.record("not stacks")
            return
        }
        #expect(oldStack.padding == EdgeInsets(top: 1, left: 8, bottom: 2, right: 4) && oldStack == newStack)
        #expect(
            old.warnings == [
                deprecated(4, 21, "left", "leading", "in `padding`"),
                deprecated(4, 41, "right", "trailing", "in `padding`"),
            ])
        #expect(new.warnings.isEmpty)
    }

    @Test func layoutMarginsAndContentInsetsWarnToo() throws {
        let margins = try node(
            "root: {id: c, layout: constraints, layoutMargins: {left: 20}, children: [{id: a}], constraints: []}\n")
        #expect(margins.node.layoutMargins == .insets(EdgeInsets(left: 20)))
        #expect(margins.warnings == [deprecated(1, 52, "left", "leading", "in `layoutMargins`")])
        let sections = try node(
            """
            root:
              id: list
              layout: sections
              children:
                - id: s
                  section:
                    contentInsets: {right: 16}
                    group: {items: [{contentInsets: {left: 2}}]}
                  children: [{id: a, height: 10}]
            """)
        #expect(
            sections.warnings == [
                deprecated(7, 25, "right", "trailing", "in `contentInsets`"),
                deprecated(8, 42, "left", "leading", "in `contentInsets`"),
            ])
    }

    @Test func physicalInsetsKeepLeftAndRight() throws {
        let spec = try SpecTestSupport.parse(
            """
            matrix: {widths: [320], safeArea: {top: 47, left: 1, right: 2}}
            canvas: {padding: {left: 5, right: 6}}
            root:
              id: c
              additionalSafeAreaInsets: {left: 3}
              cornerRadius: {left: 4}
              children: [{id: a, frame: [0, 0, 1, 1]}]
            """)
        #expect(spec.warnings.isEmpty, "left is the physical side in safe areas, canvases and corners")
    }

    @Test func anOverrideAndAStoryWarnOnceAtTheirOwnLines() throws {
        let overridden = try node(
            """
            root:
              id: p
              kind: pageControl
              pages: 4
              when:
                - if: {category: ">= ax1"}
                  current: 3
                - if: {width: ">= 414"}
                  current: 1
            """)
        #expect(
            overridden.warnings == [
                deprecated(7, 7, "current", "selected", "on a pageControl"),
                deprecated(9, 7, "current", "selected", "on a pageControl"),
            ])
        let stories = try SpecTestSupport.parse(
            """
            components:
              dots:
                params: [insets]
                root: {id: row, layout: stack, padding: $insets, children: [{id: a}]}
            root: {id: dots, use: dots, args: {insets: {leading: 4}}}
            stories:
              Wide: {insets: {right: 9}}
              Narrow: {}
            """)
        #expect(stories.warnings == [deprecated(7, 19, "right", "trailing", "in `padding`")])
        #expect(stories.stories.map(\.spec.warnings.count) == [1, 0])
    }

    @Test func aDeprecatedKeyInAnArgumentIsTheUsingFilesOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("lib.yaml").path
        try """
        components:
          row:
            params: [insets]
            root: {id: row, layout: stack, padding: $insets, children: [{id: pages, kind: pageControl, current: 1}]}
        """.write(toFile: library, atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("spec.yaml").path
        try """
        include: lib.yaml
        root:
          id: list
          layout: stack
          axis: vertical
          children:
            - {id: one, use: row, args: {insets: {left: 1}}}
            - {id: two, use: row, args: {insets: {top: 2}}}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try SpecLoader().load(path: path)
        #expect(
            spec.warnings == [
                .deprecatedKey(
                    file: library, line: 4, column: 96, key: "current", replacement: "selected",
                    scope: "on a pageControl"),
                .deprecatedKey(
                    file: path, line: 7, column: 43, key: "left", replacement: "leading", scope: "in `padding`"),
            ])
    }

    @Test func theWarningIsOneLineNamingThePlaceAndTheNewName() {
        #expect(
            deprecated(3, 5, "current", "selected", "on a pageControl").description
                == "s.yaml:3:5: `current` on a pageControl is deprecated: write `selected`, which means the same "
                + "(docs/spec-format.md, \"One name per meaning\")")
    }
}

import Foundation
import PlumbCore
import PlumbTesting
import Testing

/// The depth limit holds where PlumbTesting runs: inside a test, on the test runner's threads, in a debug build
/// (issue 32, point 7). A chain of 199 nested components (200 levels with the root, the default limit) is read,
/// laid out and linted there without running out of stack; before the parser had its own stack, 155 crashed.
@Suite struct DeepSpecStackTests {
    /// `count` components, each using the next, the root using the first.
    static func nestedComponents(_ count: Int) -> String {
        let definitions = (0..<count).map { level in
            let child = level == count - 1 ? "{id: leaf, size: [1, 1]}" : "{id: c, use: c\(level + 1)}"
            return "  c\(level):\n    root: {id: r, layout: stack, children: [\(child)]}\n"
        }
        return "components:\n" + definitions.joined() + "root: {id: home, use: c0}\n"
    }

    @Test func aChainOf199NestedComponentsIsLaidOutAndLintedInATest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("nested.yaml")
        try Self.nestedComponents(199).write(to: spec, atomically: true, encoding: .utf8)
        let report = try lintEdges(
            of: .spec(spec.path), widths: 320...321, categories: .large ... .large, kinds: [.clippedText], step: 1)
        #expect(report.groups.isEmpty, "a one-point leaf clips nothing")
    }
}

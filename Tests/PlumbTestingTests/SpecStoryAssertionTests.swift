import Foundation
import PlumbCore
import PlumbTesting
import Testing

/// `.spec(path, story:)`: a test snapshots one of a spec's `stories:`, its arguments applied.
@Suite struct SpecStoryAssertionTests {
    @Test func aStoryIsSnapshottedWithItsArguments() throws {
        let folder = try TemporaryBaselines()
        let spec = folder.url.appendingPathComponent("button.yaml")
        try """
        name: button
        components:
          button:
            params: [title, state: normal]
            root: {id: button, kind: button, text: $title, state: $state}
        root: {id: cta, use: button, args: {title: Continue}}
        stories:
          Primary: {}
          Disabled: {state: disabled}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let matrix = Matrix(widths: [320], categories: [.large])
        let none: [String: String] = [:]
        // Recorded, then matched.
        #expect(
            verifyLayoutSnapshot(
                of: .spec(spec.path, story: "Primary"), matrix: matrix, named: "primary", baselines: folder.path,
                environment: none) != nil)
        #expect(
            verifyLayoutSnapshot(
                of: .spec(spec.path, story: "primary"), matrix: matrix, named: "primary", baselines: folder.path,
                environment: none) == nil)
        // The disabled story draws a dimmed title: it does not match the primary baseline.
        let different = verifyLayoutSnapshot(
            of: .spec(spec.path, story: "Disabled"), matrix: matrix, named: "primary", baselines: folder.path,
            environment: none)
        #expect(different != nil)
        let unknown = try #require(
            verifyLayoutSnapshot(
                of: .spec(spec.path, story: "Destructive"), matrix: matrix, named: "x", baselines: folder.path,
                environment: none))
        #expect(
            unknown.message.contains("no story \"Destructive\"") && unknown.message.contains("primary, disabled"),
            "\(unknown.message)")
    }
}

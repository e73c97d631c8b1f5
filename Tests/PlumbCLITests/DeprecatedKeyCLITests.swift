import Foundation
import Testing

/// A deprecated spec key (docs/spec-format.md, "One name per meaning") still works through the real `plumb`, which
/// prints one line naming where it is written and the key to write instead; the new name prints nothing.
@Suite struct DeprecatedKeyCLITests {
    static func spec(selectedKey: String, leadingKey: String) -> String {
        """
        name: row
        root:
          id: row
          layout: stack
          padding: {\(leadingKey): 16}
          children:
            - {id: pages, kind: pageControl, pages: 3, \(selectedKey): 2}
        """
    }

    @Test func theOldNamesWarnOnStderrAndLayOutAsTheNewOnes() throws {
        let folder = try TemporaryFolder()
        _ = try folder.file("old.yaml", Self.spec(selectedKey: "current", leadingKey: "left"))
        let new = try folder.file("new.yaml", Self.spec(selectedKey: "selected", leadingKey: "leading"))
        let oldRun = try PlumbProcess.run(["layout", "old.yaml", "--width", "320"], in: folder.url)
        let newRun = try PlumbProcess.run(["layout", new, "--width", "320"])
        #expect(oldRun.status == 0 && newRun.status == 0, "\(oldRun.stderr)\(newRun.stderr)")
        let note = "which means the same (docs/spec-format.md, \"One name per meaning\")"
        #expect(
            oldRun.stderr
                == "warning: old.yaml:5:13: `left` in `padding` is deprecated: write `leading`, \(note)\n"
                + "warning: old.yaml:7:48: `current` on a pageControl is deprecated: write `selected`, \(note)\n")
        #expect(newRun.stderr.isEmpty, "\(newRun.stderr)")
        #expect(!oldRun.stdout.isEmpty && oldRun.stdout == newRun.stdout)
    }
}

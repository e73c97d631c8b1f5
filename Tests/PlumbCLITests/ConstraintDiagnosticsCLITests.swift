import Foundation
import Testing

/// Unsatisfiable and ambiguous constraint specs: `plumb lint` exits 1 naming the culprits and their spec lines;
/// `plumb layout` still prints frames (Auto Layout recovers) and states the problem on stderr.
@Suite struct ConstraintDiagnosticsCLITests {
    static let spec = """
        name: conflict
        root:
          id: cell
          layout: constraints
          constraints:
            - "H:|-16-[title]-16-|"
            - "V:|-12-[title]-12-|"
            - "title.width == 200"
            - "toggle.centerY == title.centerY"
          children:
            - {id: title, kind: text, text: "Hello", style: body}
            - {id: toggle, kind: switch}
        """

    @Test func lintNamesTheMinimalConflictTheBrokenConstraintAndTheAmbiguity() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("conflict.yaml", Self.spec)
        let run = try PlumbProcess.run(["lint", path, "--width", "375", "--category", "l"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("conflict  unsatisfiable  title, cell  at 375w × l\n"))
        #expect(
            run.stdout.contains("title.leading == superview.leading + 16  (from \"H:|-16-[title]-16-|\")  at \(path):6")
        )
        #expect(run.stdout.contains("title.width == 200  at \(path):8"))
        #expect(run.stdout.contains("recovered by breaking: title.width == 200  at \(path):8"))
        #expect(
            !run.stdout.contains("title.top == superview.top"), "the vertical constraints are not part of the conflict")
        #expect(
            run.stdout.contains(
                "conflict  ambiguous  toggle  at 375w × l\n    375w-l: ambiguous layout in \"cell\": the horizontal position of \"toggle\""
            ))
        // Where the ambiguous switch happens to land (x = 0) it also covers the title: reported as such.
        #expect(run.stdout.contains("conflict  overlap  title, toggle  at 375w × l"))
    }

    @Test func lintJSONListsFindingsWithKindsNodesAndRects() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("conflict.yaml", Self.spec)
        let run = try PlumbProcess.run(["lint", path, "--width", "375,414", "--category", "l", "--json"])
        #expect(run.status == 1)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let list = all.filter { ["unsatisfiable", "ambiguous"].contains($0["kind"] as? String ?? "") }
        #expect(list.count == 4)
        #expect(list.map { $0["kind"] as? String } == ["unsatisfiable", "ambiguous", "unsatisfiable", "ambiguous"])
        #expect((list[1]["nodes"] as? [String]) == ["toggle"])
        #expect(((list[2]["environment"] as? [String: Any])?["width"] as? Double) == 414)
        #expect((list[0]["rects"] as? [[String: Double]])?.first?["width"] == 343)
    }

    @Test func layoutStillPrintsFramesAndWarnsOnStderr() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("conflict.yaml", Self.spec)
        let run = try PlumbProcess.run(["layout", path, "--width", "375"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "{\"id\": \"title\", \"parent\": \"cell\", \"x\": 16, \"y\": 12, \"width\": 343, \"height\": 22}"))
        #expect(run.stderr.contains("warning: unsatisfiable constraints in \"cell\""))
        #expect(run.stderr.contains("warning: ambiguous layout in \"cell\""))
    }

    @Test func constraintSyntaxErrorsPointAtTheColumnInTheFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file(
            "bad.yaml",
            """
            root:
              id: cell
              layout: constraints
              constraints:
                - "title.widht == 10"
                - H:|-[title
              children:
                - {id: title, kind: text, text: "Hi"}
            """)
        let run = try PlumbProcess.run(["layout", path, "--width", "375"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: \(path):5:14: cannot parse linear relation \"title.widht == 10\": expected an attribute (left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline)\n"
        )
        let unknown = try folder.file(
            "unknown.yaml",
            "root:\n  id: cell\n  layout: constraints\n  constraints: [\"ghost.width == 10\"]\n  children: [{id: a}]\n")
        let second = try PlumbProcess.run(["lint", unknown, "--width", "375"])
        #expect(second.status == 2)
        #expect(
            second.stderr.contains(
                "\(unknown):4:18: constraint \"ghost.width == 10\" refers to \"ghost\", which is not a node (expected superview, margins, safeArea or one of: a)"
            ))
    }
}

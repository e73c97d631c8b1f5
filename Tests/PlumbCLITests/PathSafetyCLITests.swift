import Foundation
import Testing

/// Hostile spec names, node ids and report entries never make `render -o`, `record`, `check --artifacts` or
/// `accept` write outside their folder: every file a run makes is one safe name inside one safe spec folder.
@Suite struct PathSafetyCLITests {
    /// Names that would escape or confuse a path if used as written. NUL is written as YAML's `\0` escape.
    static let hostileNames: [String] = [
        "../../escape", "/tmp/plumb-absolute", "..", ".", "a/../../b", "a\\0b", String(repeating: "long", count: 80),
        "\u{FF0E}\u{FF0E}\u{FF0F}fullwidth", "\u{2024}\u{2024}/one-dot-leaders", "\u{FE52}\u{FE52}/small-full-stops",
        "e\u{301}/..", "~/home", "C:\\\\windows",
    ]

    @Test(arguments: hostileNames)
    func hostileSpecNamesAndIDsStayInsideTheirFolder(name: String) throws {
        let folder = try TemporaryFolder()
        let work = folder.url.appendingPathComponent("a/b/work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let spec = work.appendingPathComponent("spec.yaml")
        try Data(
            "name: \"\(name)\"\nroot:\n  id: \"\(name)\"\n  width: 20\n  height: 10\n  layout: stack\n  children:\n    - {id: \"\(name)-child\", size: [4, 4]}\n"
                .utf8
        ).write(to: spec)
        let flags = ["--width", "320", "--category", "l"]

        let render = try PlumbProcess.run(["render", spec.path, "-o", "out"] + flags, in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let record = try PlumbProcess.run(["record", spec.path, "--baselines", "Baselines"] + flags, in: work)
        #expect(record.status == 0, "\(record.stderr)")
        try Data("name: \"\(name)\"\nroot: {id: x, width: 30, height: 10}\n".utf8).write(to: spec)
        let check = try PlumbProcess.run(
            ["check", spec.path, "--baselines", "Baselines", "--artifacts", "art"] + flags, in: work)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let accept = try PlumbProcess.run(["accept", "art"], in: work)
        #expect(accept.status == 0, "\(accept.stderr)")

        for path in folder.contents where path != "a" && path != "a/b" {
            let parts = path.split(separator: "/").map(String.init)
            #expect(
                parts.count >= 3 && parts[0] == "a" && parts[1] == "b" && parts[2] == "work",
                "\(path) was written outside the working folder")
            guard parts.count > 4, ["out", "Baselines", "art"].contains(parts[3]) else { continue }
            // <folder>/<spec>/<file>: the spec folder is one component of safe characters, at most 100 of them.
            let specFolder = parts[4]
            #expect(
                specFolder.count <= 100
                    && specFolder.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) },
                "\(path)")
            #expect(specFolder != "." && specFolder != "..", "\(path)")
            #expect(parts.count <= 6, "\(path) is nested deeper than <folder>/<spec>/<file>")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/plumb-absolute"))
    }

    /// (A NUL cannot reach `--only`: the operating system ends each argument at the first NUL.)
    @Test(arguments: [
        "../../escape/320w-l", "/etc/passwd", "ok/../../../x", "ok/\u{FF0E}\u{FF0E}/x", "ok/320w-l/../320w-l",
    ])
    func acceptOnlyWithHostileIDsChangesNothing(id: String) throws {
        let (folder, work) = try Self.failedCheck()
        let before = folder.contents
        let accept = try PlumbProcess.run(["accept", "art", "--only", id], in: work)
        #expect(accept.status == 2)
        #expect(accept.stderr.contains("no such environment in art/report.json"), "\(accept.stderr)")
        #expect(folder.contents == before)
    }

    /// A hand-edited report.json whose key or artifact path points outside: refused before anything is read or written.
    @Test(arguments: [
        ("folder", "../../escape"), ("folder", "/tmp/plumb-escape"), ("label", "../320w-l"), ("label", ".."),
        ("actual", "../../../../etc/passwd"), ("actual", "/etc/passwd"), ("actualFrames", "ok/../../x.frames.json"),
    ])
    func acceptRefusesAReportPointingOutside(field: String, value: String) throws {
        let (folder, work) = try Self.failedCheck()
        let reportURL = work.appendingPathComponent("art/report.json")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: reportURL)) as! [String: Any]
        var environments = report["environments"] as! [[String: Any]]
        let index = environments.firstIndex { $0["outcome"] as? String == "failed" }!
        let section = ["folder", "label"].contains(field) ? "key" : "artifacts"
        var entry = environments[index][section] as! [String: Any]
        entry[field] = value
        environments[index][section] = entry
        report["environments"] = environments
        try JSONSerialization.data(withJSONObject: report).write(to: reportURL)
        let before = Self.snapshot(folder)

        let accept = try PlumbProcess.run(["accept", "art"], in: work)
        #expect(accept.status == 2, "\(accept.stdout)\(accept.stderr)")
        #expect(
            accept.stderr.contains("art/report.json: ") && accept.stderr.contains(value.debugDescription),
            "\(accept.stderr)")
        #expect(accept.stderr.contains("which would leave the artifacts or baselines folder"), "\(accept.stderr)")
        #expect(Self.snapshot(folder) == before, "accept changed files")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/plumb-escape"))
    }

    /// A folder `a/b/work` holding Baselines/ok recorded from one spec and `art/` from a failed check of a changed one.
    static func failedCheck() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let work = folder.url.appendingPathComponent("a/b/work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let spec = work.appendingPathComponent("ok.yaml")
        try Data("root: {id: ok, width: 40, height: 20, background: \"#336699\"}\n".utf8).write(to: spec)
        let flags = ["--width", "320", "--category", "l"]
        let record = try PlumbProcess.run(["record", "ok.yaml", "--baselines", "Baselines"] + flags, in: work)
        try #require(record.status == 0, "\(record.stderr)")
        try Data("root: {id: ok, width: 40, height: 20, background: \"#FF0000\"}\n".utf8).write(to: spec)
        let check = try PlumbProcess.run(
            ["check", "ok.yaml", "--baselines", "Baselines", "--artifacts", "art"] + flags, in: work)
        try #require(check.status == 1, "\(check.stdout)\(check.stderr)")
        return (folder, work)
    }

    static func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: folder.contents.map {
                ($0, (try? Data(contentsOf: folder.url.appendingPathComponent($0))) ?? Data())
            })
    }
}

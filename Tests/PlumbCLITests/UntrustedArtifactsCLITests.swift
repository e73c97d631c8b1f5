import Foundation
import Testing

/// Artifacts folders are CI uploads of pull requests anyone can open (issue 32, points 1 and 2): `accept` writes
/// only into the baselines folder named on its command line (else `Baselines`), never the one report.json names,
/// and reads only regular files inside the artifacts folder; `merge-reports` reads only inside each shard's folder
/// and writes only inside `-o`. Each test runs the real `plumb` and lists the files it may have touched.
@Suite struct UntrustedArtifactsCLITests {
    /// A report whose `baselines` points outside the project: accept refuses unless the folder is named, and then
    /// writes there, printing the real destination.
    @Test(arguments: ["../../escape", "/tmp/plumb-report-baselines", "elsewhere"])
    func acceptNeverWritesWhereTheReportSays(baselines: String) throws {
        let (folder, work) = try PathSafetyCLITests.failedCheck()
        try Self.editReport(work.appendingPathComponent("art/report.json")) { $0["baselines"] = baselines }
        let before = PathSafetyCLITests.snapshot(folder)

        let refused = try PlumbProcess.run(["accept", "art"], in: work)
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "art/report.json: the check compared with the baselines folder \(baselines.debugDescription), but accept writes only into a baselines folder named on its command line"
            ), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(PathSafetyCLITests.snapshot(folder) == before, "a refused accept changed files")

        let accepted = try PlumbProcess.run(["accept", "art", "--baselines", "Baselines"], in: work)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == "accepted ok/320w-l → Baselines/ok/320w-l.png\n1 baseline accepted\n")
        let changed = Set(PathSafetyCLITests.snapshot(folder).filter { before[$0.key] != $0.value }.keys)
        #expect(changed.contains("a/b/work/Baselines/ok/320w-l.png"), "\(changed)")
        #expect(changed.allSatisfy { $0.hasPrefix("a/b/work/Baselines/ok/320w-l.") }, "\(changed)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/plumb-report-baselines"))
    }

    /// An artifact path that is a plain name but a symbolic link out of the folder, or a FIFO: refused at once.
    @Test(arguments: ["symlink", "fifo"])
    func acceptReadsOnlyRegularFilesInsideTheArtifacts(kind: String) throws {
        let (folder, work) = try PathSafetyCLITests.failedCheck()
        let actual = work.appendingPathComponent("art/ok/320w-l.actual.png")
        try FileManager.default.removeItem(at: actual)
        if kind == "symlink" {
            try Data("secret".utf8).write(to: folder.url.appendingPathComponent("secret.png"))
            try FileManager.default.createSymbolicLink(
                atPath: actual.path, withDestinationPath: folder.url.appendingPathComponent("secret.png").path)
        } else {
            #expect(mkfifo(actual.path, 0o644) == 0)
        }
        let logs = folder.url.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let before = Self.snapshot(folder).filter { !$0.key.hasPrefix("logs") }
        let accept = try BoundedProcess.run(["accept", "art"], in: work, logs: logs, seconds: 20)
        #expect(!accept.timedOut, "accept blocked on a \(kind)")
        #expect(accept.status == 2, "\(accept.stdout)\(accept.stderr)")
        if kind == "symlink" {
            #expect(
                accept.stderr.contains(
                    "art/report.json: \"ok/320w-l\" names the path \"ok/320w-l.actual.png\", which would leave the artifacts or baselines folder: a symbolic link leads it to"
                ), "\(accept.stderr)")
        } else {
            #expect(
                accept.stderr.contains("art/ok/320w-l.actual.png: cannot read: not a regular file"), "\(accept.stderr)")
        }
        #expect(Self.snapshot(folder).filter { !$0.key.hasPrefix("logs") } == before, "accept changed files")
    }

    /// A shard report naming `../` paths, absolute paths or a link out of its folder: refused, nothing written.
    @Test(arguments: [
        ("actual", "../../outside/secret.png"), ("actual", "/etc/hostname"), ("diff", "ok/../../x.png"),
        ("link", "ok/320w-l.actual.png"),
    ])
    func mergeReadsOnlyInsideEachShardFolder(field: String, value: String) throws {
        let (folder, work) = try PathSafetyCLITests.failedCheck()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("a/outside"), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: folder.url.appendingPathComponent("a/outside/secret.png"))
        if field == "link" {
            let actual = work.appendingPathComponent("art/" + value)
            try FileManager.default.removeItem(at: actual)
            try FileManager.default.createSymbolicLink(
                atPath: actual.path, withDestinationPath: folder.url.appendingPathComponent("a/outside/secret.png").path
            )
        } else {
            try Self.editReport(work.appendingPathComponent("art/report.json")) { report in
                var environments = report["environments"] as! [[String: Any]]
                let index = environments.firstIndex { $0["outcome"] as? String == "failed" }!
                var files = environments[index]["artifacts"] as! [String: Any]
                files[field] = value
                environments[index]["artifacts"] = files
                report["environments"] = environments
            }
        }
        let before = PathSafetyCLITests.snapshot(folder)
        let merge = try PlumbProcess.run(["merge-reports", "art/report.json", "-o", "merged"], in: work)
        #expect(merge.status == 2, "\(merge.stdout)\(merge.stderr)")
        #expect(
            merge.stderr.contains(
                "art/report.json: \"ok/320w-l\" names the path \(value.debugDescription), which would leave the shard's folder"
            ),
            "\(merge.stderr)")
        #expect(merge.stderr.contains("nothing was merged"), "\(merge.stderr)")
        #expect(PathSafetyCLITests.snapshot(folder) == before, "a refused merge wrote files")
    }

    /// A crafted merge: `-o` already holds a symbolic link where a spec folder goes, leading outside. The merge
    /// refuses to write through it, and this lists every file that exists afterwards.
    @Test func aCraftedMergeCreatesOnlyTheseFiles() throws {
        let (folder, work) = try PathSafetyCLITests.failedCheck()
        let outside = folder.url.appendingPathComponent("a/outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("merged"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: work.appendingPathComponent("merged/ok").path, withDestinationPath: outside.path)
        let before = folder.contents

        let merge = try PlumbProcess.run(["merge-reports", "art/report.json", "-o", "merged"], in: work)
        #expect(merge.status == 2, "\(merge.stdout)\(merge.stderr)")
        #expect(
            merge.stderr.contains("merged/ok/320w-l.actual.png: merged/ok exists and is not a folder"),
            "\(merge.stderr)")
        #expect(folder.contents == before, "the merge created \(Set(folder.contents).subtracting(before).sorted())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

        // The same shard into a fresh folder: exactly the unsharded artifacts, nothing else anywhere.
        let clean = try PlumbProcess.run(["merge-reports", "art/report.json", "-o", "fresh"], in: work)
        #expect(clean.status == 1, "\(clean.stdout)\(clean.stderr)")
        let created = Set(folder.contents).subtracting(before).sorted()
        #expect(
            created == [
                "a/b/work/fresh", "a/b/work/fresh/ok", "a/b/work/fresh/ok/320w-l.actual.accessibility.json",
                "a/b/work/fresh/ok/320w-l.actual.accessibility.png", "a/b/work/fresh/ok/320w-l.actual.frames.json",
                "a/b/work/fresh/ok/320w-l.actual.lints.json", "a/b/work/fresh/ok/320w-l.actual.png",
                "a/b/work/fresh/ok/320w-l.expected.png",
                "a/b/work/fresh/report.html", "a/b/work/fresh/report.json",
            ])
        // The same files as the shard's own folder holds: nothing added, nothing dropped.
        let shard = Set(
            folder.contents.filter { $0.hasPrefix("a/b/work/art/") }.map { $0.dropFirst("a/b/work/art/".count) })
        #expect(
            Set(created.filter { $0.hasPrefix("a/b/work/fresh/") }.map { $0.dropFirst("a/b/work/fresh/".count) })
                == shard)
    }

    /// Every file below the folder and its bytes; a FIFO is not opened (that would block) but listed.
    static func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: folder.contents.map { path in
                let url = folder.url.appendingPathComponent(path)
                var status = stat()
                if lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO {
                    return (path, Data("<fifo>".utf8))
                }
                return (path, (try? Data(contentsOf: url)) ?? Data())
            })
    }

    static func editReport(_ url: URL, _ change: (inout [String: Any]) -> Void) throws {
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        change(&report)
        try JSONSerialization.data(withJSONObject: report).write(to: url)
    }
}

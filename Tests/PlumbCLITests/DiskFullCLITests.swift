import Foundation
import Testing

/// A full disk as a user meets it: `plumb` writing into a small tmpfs (1 MiB) that fills mid-write exits 2 naming the file
/// and the system's "No space left on device", leaves no partial or temporary file, and keeps the baselines that
/// were there; with space freed, the same command succeeds.
///
/// Mounting needs root. CI runs as root, so there a refused mount fails the test; elsewhere it is reported as a
/// known issue (visible in the test output), never a silent pass.
@Suite(.serialized) struct DiskFullCLITests {
    static func spec(_ title: String, _ color: String) -> String {
        """
        name: card
        root:
          id: root
          background: "\(color)"
          children:
            - {id: title, kind: text, text: "\(title)", style: body, lines: 0, frame: [16, 12, 260, 160]}
            - {id: toggle, kind: switch, on: true, frame: [290, 12, 51, 31]}
        """
    }

    static let oldSpec = spec("Version one, a shorter title", "#FFFFFF")
    static let newSpec = spec(
        "Version two has a much longer title that wraps over several lines of the card", "#E5E5EA")
    /// Two environments at @3x: each PNG is far larger than the 4 KiB left free.
    static let matrix = ["--width", "360,400", "--category", "l", "--scale", "3"]
    static let noSpace = "No space left on device"

    @Test func renderOntoAFullDiskExits2NamingTheFileAndLeavesNoFile() throws {
        guard let disk = try SmallDisk.mount() else { return }
        defer { disk.unmount() }
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.newSpec)
        try disk.fill(leaving: 4096)
        let out = disk.url.appendingPathComponent("out")
        let render = try PlumbProcess.run(["render", spec, "-o", out.path] + Self.matrix)
        #expect(render.status == 2, "\(render.stdout)\(render.stderr)")
        #expect(render.stderr.contains(Self.noSpace), "\(render.stderr)")
        #expect(
            render.stderr.contains(out.path + "/card/360w-l@3x.png")
                || render.stderr.contains(out.path + "/card/400w-l@3x.png"),
            "the message names the file: \(render.stderr)")
        #expect(
            !render.stderr.contains("could not be completed") && !render.stderr.contains("Domain="), "\(render.stderr)")
        #expect(SnapshotFiles.contents(of: out).isEmpty, "no partial PNG and no temporary file")

        disk.removeFiller()
        let again = try PlumbProcess.run(["render", spec, "-o", out.path] + Self.matrix)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(SnapshotFiles.contents(of: out).count == 4)
    }

    @Test func recordOntoAFullDiskExits2AndKeepsTheOldBaselines() throws {
        guard let disk = try SmallDisk.mount() else { return }
        defer { disk.unmount() }
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.oldSpec)
        let baselines = disk.url.appendingPathComponent("Baselines")
        let first = try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix)
        try #require(first.status == 0, "\(first.stderr)")
        let old = SnapshotFiles.contents(of: baselines)
        try #require(
            old.count == 9,
            "a PNG, frames, lint baseline and accessibility JSON per environment (no picture), and the fingerprint")

        _ = try folder.file("card.yaml", Self.newSpec)
        try disk.fill(leaving: 4096)
        let record = try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix)
        #expect(record.status == 2, "\(record.stdout)\(record.stderr)")
        #expect(record.stderr.contains(Self.noSpace), "\(record.stderr)")
        #expect(record.stderr.contains(baselines.path + "/card/"), "the message names the file: \(record.stderr)")
        #expect(
            !record.stderr.contains("could not be completed") && !record.stderr.contains("Domain="), "\(record.stderr)")
        #expect(SnapshotFiles.contents(of: baselines) == old, "the old baselines, whole, and no temporary file")

        disk.removeFiller()
        let again = try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix)
        #expect(again.status == 0, "\(again.stderr)")
        let new = SnapshotFiles.contents(of: baselines)
        #expect(
            Set(new.keys) == Set(old.keys)
                && new.filter { $0.key.hasSuffix(".png") && old[$0.key] != $0.value }.count == 2,
            "two screens (the accessibility pictures are artifacts, not baselines)")
    }

    @Test func acceptOntoAFullDiskExits2AndLeavesEveryBaselineWhole() throws {
        guard let disk = try SmallDisk.mount() else { return }
        defer { disk.unmount() }
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.oldSpec)
        let baselines = disk.url.appendingPathComponent("Baselines")
        try #require(try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix).status == 0)
        let old = SnapshotFiles.contents(of: baselines)
        _ = try folder.file("card.yaml", Self.newSpec)
        let artifacts = folder.url.appendingPathComponent("artifacts")
        let check = try PlumbProcess.run(
            ["check", spec, "--baselines", baselines.path, "--record", "never", "--artifacts", artifacts.path]
                + Self.matrix)
        try #require(check.status == 1, "\(check.stderr)")

        try disk.fill(leaving: 4096)
        let accept = try PlumbProcess.run(["accept", artifacts.path, "--baselines", baselines.path])
        #expect(accept.status == 2, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stderr.contains(Self.noSpace), "\(accept.stderr)")
        #expect(
            accept.stderr.contains(baselines.path + "/card/360w-l@3x.png"),
            "the message names the file: \(accept.stderr)")
        #expect(
            SnapshotFiles.contents(of: baselines) == old,
            "the first write failed, so every baseline is the old one and no temporary file is left")

        disk.removeFiller()
        let again = try PlumbProcess.run(["accept", artifacts.path, "--baselines", baselines.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            SnapshotFiles.contents(of: baselines).filter { old[$0.key] != $0.value }.keys.sorted()
                == ["360w-l@3x", "400w-l@3x"].flatMap {
                    ["card/\($0).accessibility.json", "card/\($0).png"]
                }, "both PNGs and accessibility snapshots accepted (the frames and the fingerprint are unchanged)")
    }

    @Test func checkArtifactsOntoAFullDiskExits2NamingTheArtifact() throws {
        guard let disk = try SmallDisk.mount() else { return }
        defer { disk.unmount() }
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.oldSpec)
        let baselines = folder.url.appendingPathComponent("Baselines")
        try #require(try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix).status == 0)
        _ = try folder.file("card.yaml", Self.newSpec)
        try disk.fill(leaving: 4096)
        let artifacts = disk.url.appendingPathComponent("artifacts")
        let check = try PlumbProcess.run(
            ["check", spec, "--baselines", baselines.path, "--record", "never", "--artifacts", artifacts.path]
                + Self.matrix)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.contains(artifacts.path + "/card/")
                && check.stderr.contains("cannot write the artifact: " + Self.noSpace), "\(check.stderr)")
        #expect(
            SnapshotFiles.contents(of: artifacts).keys.filter { $0.hasSuffix(".tmp") } == [],
            "no temporary file is left")
    }
}

/// A small tmpfs mounted on a fresh folder for one test; `unmount()` it in a `defer`.
final class SmallDisk {
    let url: URL
    private let folder: TemporaryFolder
    private var filler: URL { url.appendingPathComponent("filler") }

    private init(folder: TemporaryFolder) {
        self.folder = folder
        url = folder.url.appendingPathComponent("disk")
    }

    /// Mounts a tmpfs of `size`; returns `nil` after recording why when mounting is refused: a failure under CI
    /// (which runs as root), a known issue elsewhere.
    static func mount(size: String = "1m") throws -> SmallDisk? {
        let disk = SmallDisk(folder: try TemporaryFolder())
        try FileManager.default.createDirectory(at: disk.url, withIntermediateDirectories: true)
        let mount = try PlumbProcess.run(
            ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", disk.url.path],
            executable: URL(fileURLWithPath: "/bin/mount"))
        guard mount.status != 0 else { return disk }
        let why = Comment(
            rawValue:
                "cannot mount a \(size) tmpfs to fill (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines))): "
                + "the disk-full tests need root; CI runs them as root")
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record(why)
        } else {
            withKnownIssue(why) { Issue.record(why) }
        }
        return nil
    }

    /// Fills the disk with one file until only `bytes` remain free.
    func fill(leaving bytes: Int) throws {
        let handle = try FileHandle(
            forWritingTo: {
                FileManager.default.createFile(atPath: filler.path, contents: nil); return filler
            }())
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        while freeBytes > bytes { try handle.write(contentsOf: chunk) }
        try #require(freeBytes == bytes, "the disk has \(freeBytes) bytes free, not \(bytes)")
    }

    func removeFiller() { try? FileManager.default.removeItem(at: filler) }

    /// Free bytes as the file system reports them.
    var freeBytes: Int {
        var stats = statvfs()
        guard statvfs(url.path, &stats) == 0 else { return 0 }
        return Int(stats.f_bavail) * Int(stats.f_frsize)
    }

    func unmount() {
        _ = try? PlumbProcess.run([url.path], executable: URL(fileURLWithPath: "/bin/umount"))
    }
}

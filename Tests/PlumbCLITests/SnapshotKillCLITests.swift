import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbRender

/// Baselines survive a real `plumb record` or `plumb accept` killed with SIGKILL at seeded moments spread over a
/// measured uninterrupted run, and two records at once: every file is byte for byte the old or the new version,
/// and a killed writer's temporary file is recognisable and removed by the next run.
@Suite(.serialized) struct SnapshotKillCLITests {
    static func spec(_ title: String, _ color: String) -> String {
        """
        name: kill-card
        root:
          id: root
          background: "\(color)"
          children:
            - {id: title, kind: text, text: "\(title)", style: body, lines: 0, frame: [16, 12, 200, 120]}
            - {id: toggle, kind: switch, on: true, frame: [230, 12, 51, 31]}
        """
    }

    static let matrix = ["--width", "300,320,340,360,380,400", "--category", "all"]
    /// The kill trials' smaller matrix, so 60 runs stay quick on two cores: 6 widths × 4 categories.
    static let killMatrix = ["--width", "300,320,340,360,380,400", "--category", "xs,l,ax1,ax5"]
    /// The kill trials' files: a PNG, a frames JSON, a lint baseline and an accessibility JSON per environment, and
    /// the fingerprint.
    static let fileCount = 6 * 4 * 4 + 1

    /// Records the old and the new version into their own folders; returns (spec path, old files, new files).
    func versions(
        in folder: TemporaryFolder, matrix: [String] = matrix
    ) throws -> (spec: String, old: [String: Data], new: [String: Data]) {
        let spec = try folder.file("kill-card.yaml", Self.spec("Version one, a shorter title", "#FFFFFF"))
        let old = folder.url.appendingPathComponent("old").path, new = folder.url.appendingPathComponent("new").path
        try #require(try PlumbProcess.run(["record", spec, "--baselines", old] + matrix).status == 0)
        _ = try folder.file(
            "kill-card.yaml", Self.spec("Version two has a noticeably longer title that wraps", "#E5E5EA"))
        try #require(try PlumbProcess.run(["record", spec, "--baselines", new] + matrix).status == 0)
        return (
            spec, SnapshotFiles.contents(of: URL(fileURLWithPath: old)),
            SnapshotFiles.contents(of: URL(fileURLWithPath: new))
        )
    }

    /// Whether `name` is a temporary file of `AtomicFile.write` (`.<target>.<pid>.<n>.tmp`), never a baseline.
    static func isTemporary(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return name.hasPrefix(".") && parts.count >= 5 && parts.last == "tmp"
            && parts[parts.count - 3].allSatisfy(\.isNumber)
            && parts[parts.count - 2].allSatisfy(\.isNumber)
    }

    /// Every baseline file is whole — the PNGs decode — and byte-equal to the old or the new version; every other
    /// file is a recognisable temporary file. Returns how many files are new-only, old-only and temporary.
    @discardableResult
    func expectWhole(
        _ folder: URL, old: [String: Data], new: [String: Data], _ context: String
    ) -> (new: Int, old: Int, temporary: Int) {
        var tally = (new: 0, old: 0, temporary: 0)
        for (path, data) in SnapshotFiles.contents(of: folder) {
            if Self.isTemporary((path as NSString).lastPathComponent) {
                tally.temporary += 1  // a killed writer's temporary file, never a baseline
                continue
            }
            #expect(
                data == old[path] || data == new[path], "\(context): \(path) is neither the old nor the new version")
            if data == new[path] && data != old[path] { tally.new += 1 }
            if data == old[path] && data != new[path] { tally.old += 1 }
            if path.hasSuffix(".png") {
                #expect((try? PNGDecoder().decode([UInt8](data))) != nil, "\(context): \(path) does not decode")
            }
        }
        return tally
    }

    /// What the kill trials of one command saw.
    struct KillTally: CustomStringConvertible {
        var trials = 0
        /// Trials whose process died of the SIGKILL rather than finishing first.
        var killed = 0
        /// Trials that left some baselines new and some old: the kill landed while baselines were being written.
        var mixed = 0
        /// Trials that left a temporary file behind.
        var leftTemporaries = 0
        var description: String {
            "\(trials) trials: \(killed) killed mid-run, \(mixed) mid-write (old and new mixed), \(leftTemporaries) left a temporary file"
        }
    }

    /// Runs `arguments` twice uninterrupted from the `old` folder to time it, then `count` times killed with SIGKILL
    /// after a seeded delay drawn uniformly from that duration, checking the baselines after each kill; finally the
    /// same command run to the end over the last killed run's leftovers (plus a planted temporary file of a dead
    /// writer) must leave exactly the new version and no temporary file.
    func killTrials(
        _ arguments: [String], count: Int, seed: UInt64, baselines: URL, from oldFolder: URL, old: [String: Data],
        new: [String: Data]
    ) throws -> KillTally {
        func reset() throws {
            try? FileManager.default.removeItem(at: baselines)
            try FileManager.default.copyItem(at: oldFolder, to: baselines)
        }
        func start() throws -> Process {
            let process = Process()
            process.executableURL = PlumbProcess.executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // Timed twice, the faster run counts: the first run of a command on a busy machine (cold caches, other
        // builds) can take twice as long as the rest, which would put most kill moments after the command ended.
        var fullRun = Double.infinity
        for _ in 0..<2 {
            try reset()
            let started = Date()
            let full = try start()
            full.waitUntilExit()
            fullRun = min(fullRun, Date().timeIntervalSince(started))
            try #require(full.terminationStatus == 0, "the uninterrupted \(arguments[0]) fails")
            #expect(
                SnapshotFiles.contents(of: baselines) == new,
                "an uninterrupted \(arguments[0]) writes exactly the new version")
        }

        var generator = SeededGenerator(seed: seed)
        var tally = KillTally()
        var deadWriter: Int32 = 0
        // Kills that land while baselines are being written are what this is about. When none of the `count`
        // trials spread over the whole run hits that window (a loaded machine stretches start-up), up to `count`
        // more narrow in on it: between the latest kill that left every file old and the earliest that left
        // every file new.
        var window = 0.0..<fullRun
        var trial = 0
        while trial < count || (tally.mixed == 0 && trial < 2 * count && !window.isEmpty) {
            try reset()
            let delay = Double.random(in: trial < count ? 0..<fullRun : window, using: &generator)
            let process = try start()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            deadWriter = process.processIdentifier
            tally.trials += 1
            if process.terminationReason == .uncaughtSignal { tally.killed += 1 }
            let files = expectWhole(
                baselines, old: old, new: new, "\(arguments[0]) trial \(trial) killed after \(Int(delay * 1000)) ms")
            if files.new > 0 && files.old > 0 { tally.mixed += 1 }
            if files.new == 0, delay > window.lowerBound { window = delay..<max(delay, window.upperBound) }
            if files.old == 0, delay < window.upperBound { window = window.lowerBound..<max(window.lowerBound, delay) }
            if files.temporary > 0 { tally.leftTemporaries += 1 }
            trial += 1
        }

        let planted = baselines.appendingPathComponent("kill-card/.300w-l.png.\(deadWriter).12345.tmp")
        try Data("half a PNG".utf8).write(to: planted)
        let rerun = try PlumbProcess.run(arguments)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let after = SnapshotFiles.contents(of: baselines)
        #expect(
            after.keys.filter { Self.isTemporary(($0 as NSString).lastPathComponent) } == [],
            "the next run removes dead writers' temporary files")
        #expect(after == new, "the next run leaves exactly the new version")
        return tally
    }

    @Test func sigkillDuringRecordAtSeededMomentsLeavesEveryBaselineOldOrNew() throws {
        let folder = try TemporaryFolder()
        let (spec, old, new) = try versions(in: folder, matrix: Self.killMatrix)
        #expect(old.count == Self.fileCount && Set(old.keys) == Set(new.keys))
        #expect(
            old.keys.filter { $0.hasSuffix(".png") && old[$0] != new[$0] }.count == 6 * 4,
            "the versions differ in every image")
        let baselines = folder.url.appendingPathComponent("Baselines")
        let tally = try killTrials(
            ["record", spec, "--baselines", baselines.path] + Self.killMatrix, count: 30, seed: 6, baselines: baselines,
            from: folder.url.appendingPathComponent("old"), old: old, new: new)
        #expect(tally.killed >= 15, "most trials must kill the record while it runs: \(tally)")
        #expect(tally.mixed >= 1, "some kills must land while baselines are written: \(tally)")
    }

    @Test func sigkillDuringAcceptAtSeededMomentsLeavesEveryBaselineOldOrNew() throws {
        let folder = try TemporaryFolder()
        let (spec, old, new) = try versions(in: folder, matrix: Self.killMatrix)
        let checked = folder.url.appendingPathComponent("checked"),
            artifacts = folder.url.appendingPathComponent("artifacts")
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("old"), to: checked)
        let check = try PlumbProcess.run(
            ["check", spec, "--baselines", checked.path, "--record", "never", "--artifacts", artifacts.path]
                + Self.killMatrix)
        try #require(check.status == 1, "the new version fails against the old baselines: \(check.stderr)")
        let baselines = folder.url.appendingPathComponent("Baselines")
        let tally = try killTrials(
            ["accept", artifacts.path, "--baselines", baselines.path], count: 30, seed: 8, baselines: baselines,
            from: folder.url.appendingPathComponent("old"), old: old, new: new)
        #expect(tally.killed >= 15, "most trials must kill the accept while it runs: \(tally)")
        #expect(tally.mixed >= 1, "some kills must land while baselines are written: \(tally)")
    }

    @Test func twoConcurrentRecordsLeaveValidBaselines() throws {
        let folder = try TemporaryFolder()
        let (spec, old, new) = try versions(in: folder)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("other"), withIntermediateDirectories: true)
        let other = try folder.file("other/kill-card.yaml", Self.spec("Version one, a shorter title", "#FFFFFF"))
        let baselines = folder.url.appendingPathComponent("Baselines")
        let processes = [spec, other].map { path -> Process in
            let process = Process()
            process.executableURL = PlumbProcess.executable
            process.arguments = ["record", path, "--baselines", baselines.path] + Self.matrix
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        let files = SnapshotFiles.contents(of: baselines)
        #expect(Set(files.keys) == Set(old.keys), "every baseline is there, and no temporary file is left")
        expectWhole(baselines, old: old, new: new, "concurrent records")
    }
}

/// SplitMix64: the same "random" kill moments on every run.
typealias SeededGenerator = SplitMix64

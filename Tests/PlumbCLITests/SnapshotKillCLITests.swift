import Foundation
import Testing

@testable import PlumbRender

/// Baselines survive a real `plumb record` killed with SIGKILL at random moments, and two records at once.
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

    /// Records the old and the new version into their own folders; returns (spec path, old files, new files).
    func versions(in folder: TemporaryFolder) throws -> (spec: String, old: [String: Data], new: [String: Data]) {
        let spec = try folder.file("kill-card.yaml", Self.spec("Version one, a shorter title", "#FFFFFF"))
        let old = folder.url.appendingPathComponent("old").path, new = folder.url.appendingPathComponent("new").path
        try #require(try PlumbProcess.run(["record", spec, "--baselines", old] + Self.matrix).status == 0)
        _ = try folder.file("kill-card.yaml", Self.spec("Version two has a noticeably longer title that wraps", "#E5E5EA"))
        try #require(try PlumbProcess.run(["record", spec, "--baselines", new] + Self.matrix).status == 0)
        return (spec, SnapshotFiles.contents(of: URL(fileURLWithPath: old)), SnapshotFiles.contents(of: URL(fileURLWithPath: new)))
    }

    /// Every baseline file is whole — the PNGs decode — and byte-equal to the old or the new version.
    func expectWhole(_ folder: URL, old: [String: Data], new: [String: Data], _ context: String) {
        for (path, data) in SnapshotFiles.contents(of: folder) {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") && name.hasSuffix(".tmp") { continue }  // a killed writer's temporary file, never a baseline
            #expect(data == old[path] || data == new[path], "\(context): \(path) is neither the old nor the new version")
            if path.hasSuffix(".png") {
                #expect((try? PNGDecoder().decode([UInt8](data))) != nil, "\(context): \(path) does not decode")
            }
        }
    }

    @Test func sigkillAtRandomMomentsNeverLeavesATruncatedBaseline() throws {
        let folder = try TemporaryFolder()
        let (spec, old, new) = try versions(in: folder)
        #expect(old.count == 6 * 12 * 2 + 1 && Set(old.keys) == Set(new.keys))
        #expect(old.keys.filter { $0.hasSuffix(".png") && old[$0] != new[$0] }.count == 6 * 12, "the versions differ in every image")
        let baselines = folder.url.appendingPathComponent("Baselines")
        let started = Date()
        _ = try PlumbProcess.run(["record", spec, "--baselines", baselines.path] + Self.matrix)
        let fullRun = Date().timeIntervalSince(started)
        var generator = SeededGenerator(seed: 6)
        var killedMidRun = 0
        for trial in 0..<24 {
            try? FileManager.default.removeItem(at: baselines)
            try FileManager.default.copyItem(at: folder.url.appendingPathComponent("old"), to: baselines)
            let process = Process()
            process.executableURL = PlumbProcess.executable
            process.arguments = ["record", spec, "--baselines", baselines.path] + Self.matrix
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double.random(in: 0.02...max(0.05, fullRun), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killedMidRun += 1 }
            expectWhole(baselines, old: old, new: new, "trial \(trial)")
        }
        #expect(killedMidRun >= 12, "most trials must kill the record while it runs (\(killedMidRun) of 24)")
    }

    @Test func twoConcurrentRecordsLeaveValidBaselines() throws {
        let folder = try TemporaryFolder()
        let (spec, old, new) = try versions(in: folder)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("other"), withIntermediateDirectories: true)
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
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

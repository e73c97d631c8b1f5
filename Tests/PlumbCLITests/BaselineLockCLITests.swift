import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A `record` (or `check --record all|failed`, or `accept`) takes the baselines folder's lock, waits while
/// another writer holds it, and says who that is (issue 32, point 17): here the test process holds the lock.
@Suite struct BaselineLockCLITests {
    @Test(arguments: [["record"], ["check", "--record", "all"]])
    func aWriterWaitsForTheFoldersLockAndNamesItsHolder(verb: [String]) throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines")
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        let held = open(baselines.path, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        var released = false
        defer { if !released { close(held) } }

        let err = folder.url.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = PlumbProcess.executable
        process.arguments =
            [verb[0], "gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines.path]
            + verb.dropFirst()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let deadline = Date().addingTimeInterval(60)
        var message = ""
        while !message.contains("waiting:") && process.isRunning && Date() < deadline {
            usleep(100_000)
            message = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        }
        #expect(
            message.contains(
                "waiting: \(baselines.path) is being written by another plumb (pid \(getpid()): "),
            "\(message)")
        usleep(500_000)
        #expect(process.isRunning, "the run went on while the folder was locked")
        #expect(
            !FileManager.default.fileExists(atPath: baselines.appendingPathComponent("settings-cell").path),
            "nothing is written while another holds the lock")

        close(held)
        released = true
        let end = Date().addingTimeInterval(120)
        while process.isRunning && Date() < end { usleep(100_000) }
        #expect(!process.isRunning)
        process.waitUntilExit()
        #expect([0, 1].contains(process.terminationStatus), "\(message)")
        #expect(
            FileManager.default.fileExists(
                atPath: baselines.appendingPathComponent("settings-cell/320w-l.png").path))
    }
}

import Foundation
import Testing

/// Every case of `Tests/Fixtures/bad-input/cases.json`, run with the real `plumb` binary: the exact exit code, the
/// key phrases of the message (file, line and column, key or node, what was expected), no crash, no hang (each run
/// is killed after 20 s, or its own bound) and no file left behind that the case does not allow.
@Suite struct BadInputCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bad-input")

    static func loadCases() throws -> [BadInputCase] {
        try JSONDecoder().decode(
            [BadInputCase].self, from: Data(contentsOf: corpus.appendingPathComponent("cases.json")))
    }

    static let cases: [BadInputCase] = (try? loadCases()) ?? []

    @Test func theManifestReadsAndHasAtLeastSixtyUniquelyNamedCases() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 60)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names must be unique")
    }

    @Test(arguments: cases)
    func badInputGetsAClearRefusal(_ testCase: BadInputCase) throws {
        let folder = try TemporaryFolder()
        // The command runs two levels down, so a write that escapes with `../` still lands inside the watched folder.
        let work = folder.url.appendingPathComponent("a/work")
        let logs = folder.url.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let asRoot = getuid() == 0
        defer { Self.restorePermissions(folder.url) }
        let held = HeldResources()
        defer { held.release() }
        for step in testCase.setup { try Self.perform(step, in: work, holding: held) }
        let before = Self.snapshot(folder.url)
        let expand = { (text: String) in Self.expand(text).replacingOccurrences(of: "@port", with: held.port) }

        let run = try BoundedProcess.run(testCase.args.map(expand), in: work, logs: logs, seconds: testCase.seconds)
        let context =
            "\(testCase.name): plumb \(testCase.args.joined(separator: " "))\nstdout: \(run.stdout.prefix(2000))\nstderr: \(run.stderr.prefix(2000))"
        #expect(!run.timedOut, "hung past \(testCase.seconds) s — \(context)")
        #expect(!run.crashed, "crashed — \(context)")
        #expect(run.status == testCase.exit, "exit \(run.status), expected \(testCase.exit) — \(context)")
        let phrases = (asRoot ? testCase.stderrAsRoot : nil) ?? testCase.stderr
        for phrase in phrases.map(expand) {
            #expect(run.stderr.contains(phrase), "stderr lacks \(phrase.debugDescription) — \(context)")
        }
        for phrase in ((asRoot ? testCase.stdoutAsRoot : nil) ?? testCase.stdout).map(expand) {
            #expect(run.stdout.contains(phrase), "stdout lacks \(phrase.debugDescription) — \(context)")
        }
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Stack dump"), "\(context)")

        let after = Self.snapshot(folder.url)
        let allowed = testCase.writes.map { "a/work/" + $0 }
        let changed = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] && !$0.hasPrefix("logs") }
        let unexpected = changed.filter { path in !allowed.contains { path == $0 || path.hasPrefix($0 + "/") } }
            .sorted()
        #expect(unexpected.isEmpty, "files written or changed that the case does not allow: \(unexpected) — \(context)")
    }

    /// `@specs/…`, `@images/…`, `@strings/…`, `@assets/…`, `@xcassets/…` and `@interface-builder/…`, anywhere in
    /// the text → the corpus file's absolute path.
    static func expand(_ text: String) -> String {
        ["specs", "images", "strings", "assets", "xcassets", "interface-builder"].reduce(text) { text, folder in
            text.replacingOccurrences(of: "@\(folder)/", with: corpus.appendingPathComponent(folder).path + "/")
        }
    }

    static func perform(_ step: BadInputCase.Step, in work: URL, holding held: HeldResources) throws {
        let manager = FileManager.default
        func at(_ path: String) -> URL { work.appendingPathComponent(path) }
        if let kind = step.generate, let to = step.to {
            let from = try step.from.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: expand($0)))) }
            try Data(BadInputGenerator.file(kind, count: step.count ?? 0, from: from)).write(to: at(to))
        }
        if let source = step.copy, let to = step.to {
            try manager.createDirectory(at: at(to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: URL(fileURLWithPath: expand(source)), to: at(to))
        }
        if let path = step.write {
            try manager.createDirectory(at: at(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((step.text ?? "").utf8).write(to: at(path))
        }
        if let path = step.remove { try manager.removeItem(at: at(path)) }
        if let path = step.symlink, let target = step.target {
            try manager.createSymbolicLink(atPath: at(path).path, withDestinationPath: target)
        }
        if let path = step.fifo { try #require(mkfifo(at(path).path, 0o644) == 0, "mkfifo \(path)") }
        if let path = step.mkdir { try manager.createDirectory(at: at(path), withIntermediateDirectories: true) }
        if let path = step.unreadable {
            if getuid() == 0 {
                try manager.removeItem(at: at(path))
                try manager.createDirectory(at: at(path), withIntermediateDirectories: true)
            } else {
                try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: at(path).path)
            }
        }
        if let path = step.lock {
            let descriptor = open(at(path).path, O_RDONLY | O_DIRECTORY)
            try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0, "lock \(path)")
            held.hold(descriptor, releasingAfter: step.releaseAfter)
        }
        if step.listen == true { try held.listen() }
        if let arguments = step.plumb {
            let run = try PlumbProcess.run(arguments.map(expand), in: work)
            try #require(
                run.status == (step.plumbExit ?? 0),
                "setup `plumb \(arguments.joined(separator: " "))` failed: \(run.stderr)")
        }
    }

    /// Every file and folder below `root`, relative path → its bytes (folders map to an empty marker).
    static func snapshot(_ root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        for case let relative as String in enumerator {
            let url = root.appendingPathComponent(relative)
            // A FIFO a case made is not read (that would block); its existence is what counts.
            var status = stat()
            if lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO {
                result[relative] = Data("<fifo>".utf8)
                continue
            }
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            result[relative] =
                isFolder.boolValue ? Data("<folder>".utf8) : ((try? Data(contentsOf: url)) ?? Data("<unreadable>".utf8))
        }
        return result
    }

    /// Gives back read permission to anything a case made unreadable, so the folder can be removed.
    static func restorePermissions(_ root: URL) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(relative).path)
        }
    }
}

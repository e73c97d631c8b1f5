import Foundation
import Testing

@testable import PlumbServe

/// The preview's change detection: what counts as a change of a watched file.
@Suite struct FileWatcherTests {
    @Test func anEditARenameOverAndADeletionAreChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("spec.yaml").path
        try "a: 1".write(toFile: file, atomically: false, encoding: .utf8)
        let first = FileWatcher.stamps([file])
        #expect(first[0] != nil)
        #expect(FileWatcher.stamps([file]) == first, "an untouched file is unchanged")
        try "a: 2".write(toFile: file, atomically: false, encoding: .utf8)  // same size, written in place
        let edited = FileWatcher.stamps([file])
        #expect(edited != first)
        try "a: 2".write(toFile: file, atomically: true, encoding: .utf8)  // renamed over: a new inode
        #expect(FileWatcher.stamps([file]) != edited)
        try FileManager.default.removeItem(atPath: file)
        #expect(FileWatcher.stamps([file]) == [nil])
    }
}

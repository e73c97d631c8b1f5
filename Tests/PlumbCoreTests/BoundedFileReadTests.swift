import Foundation
import Testing

@testable import PlumbCore

/// `BoundedFileRead` reads a regular file whole within its budget and refuses the rest with a reason, without
/// Foundation's `Data(contentsOf:)` (whose read buffer LeakSanitizer reported leaked, docs/fuzzing.md).
@Suite struct BoundedFileReadTests {
    /// A fresh folder for one test, removed by the caller.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bounded-read-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileAtItsBudgetIsReadWholeAndOneByteOverIsRefused() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("spec.yaml")
        let bytes = Data((0..<5000).map { UInt8($0 % 251) })
        try bytes.write(to: file)
        #expect(try BoundedFileRead.contents(ofFile: file.path, limit: 5000) == bytes)
        #expect(throws: BoundedFileRead.Problem.tooLarge(size: 5000, limit: 4999)) {
            try BoundedFileRead.contents(ofFile: file.path, limit: 4999)
        }
        try Data().write(to: file)
        #expect(try BoundedFileRead.contents(ofFile: file.path, limit: 10) == Data())
    }

    @Test func aMissingFileAFolderAndAPipeAreRefusedWithAReason() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let missing = base.appendingPathComponent("missing.yaml").path
        #expect(throws: BoundedFileRead.Problem.system("No such file or directory")) {
            try BoundedFileRead.contents(ofFile: missing, limit: 10)
        }
        #expect(throws: BoundedFileRead.Problem.notARegularFile) {
            try BoundedFileRead.contents(ofFile: base.path, limit: 10)
        }
        // A named pipe with no writer: opened without blocking, refused rather than waited on.
        let pipe = base.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: BoundedFileRead.Problem.notARegularFile) {
            try BoundedFileRead.contents(ofFile: pipe, limit: 10)
        }
    }
}

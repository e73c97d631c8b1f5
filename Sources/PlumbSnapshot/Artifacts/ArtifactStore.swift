import Foundation
import PlumbCore

/// The artifacts folder of a check: `<spec>/<label>.actual.png`, `.actual.frames.json`, `.expected.png` and
/// `.diff.png` for each environment that did not pass, plus `report.json` and `report.html` at the top.
///
/// Paths inside reports are relative to this folder, so the folder can be moved, uploaded by CI, or merged with
/// other shards' folders. Writes are atomic.
public struct ArtifactStore: Sendable {
    public var rootPath: String
    /// Write files only for environments that failed, and the reports only when one did: a test's snapshot that
    /// passes (or records, or only fixes a lint) leaves nothing in the folder. `plumb check` writes everything.
    public var failuresOnly = false
    /// The images written so far, each distinct content once (`ArtifactImages`); `SnapshotRun` gives each run its
    /// own.
    public var images = ArtifactImages()

    public static let reportJSONName = "report.json"
    public static let reportHTMLName = "report.html"

    public init(rootPath: String, failuresOnly: Bool = false) {
        self.failuresOnly = failuresOnly
        var path = rootPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.rootPath = path.isEmpty ? "." : path
    }

    /// The relative paths of one environment's files.
    public static func files(for key: EnvironmentKey, expected: Bool, diff: Bool) -> ArtifactFiles {
        let base = key.folder + "/" + key.label
        return ArtifactFiles(
            actual: base + ".actual.png", actualFrames: base + ".actual.frames.json",
            expected: expected ? base + ".expected.png" : nil, diff: diff ? base + ".diff.png" : nil)
    }

    /// `<root>/<relative>`.
    public func path(_ relative: String) -> String { rootPath + "/" + relative }

    /// Writes the PNG `png` at `relative` unless an image with the same bytes is written already; returns the path
    /// the environment names (`ArtifactImages`). `order` is the job's place in the run's canonical order.
    public func writeImage(_ png: [UInt8], to relative: String, order: Int) throws(BaselineError) -> String {
        try images.write(png, to: relative, order: order, in: self)
    }

    /// Writes `data` at `relative`, atomically.
    public func write(_ data: Data, to relative: String) throws(BaselineError) {
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: path(relative))) } catch {
            throw .cannotWriteArtifact(path: path(relative), reason: error.reason)
        }
    }
}

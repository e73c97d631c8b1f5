import Foundation
import PlumbCore
import PlumbRender

/// The images one run writes into its artifacts folder, each distinct content written once, as it is written.
///
/// A failing check of a large matrix repeats itself: a brand-colour change renders the same diff in both directions
/// and at every width of a fixed-width cell, an unchanged baseline recurs as "expected" everywhere. Deduplicating
/// after the run (reading every written image back and holding each distinct one in memory, as the run once did)
/// cost memory proportional to the whole matrix and wrote every copy first; here each image's SHA-256 is taken
/// before it is written, and an image whose content an earlier job already wrote is not written at all: the
/// environment names that file. Only digests and paths are kept, never image bytes.
///
/// The file named is the one of the first job in the run's canonical order, whichever worker got there first, so
/// the report is the same for any number of threads (and matches `ImageDeduplication`, which `merge-reports` uses
/// across shards): when an earlier job's copy arrives after a later job's, it is written and the later copy is
/// removed at the end (`finish`), and every environment is pointed at the earlier one (`canonicalPath`).
public final class ArtifactImages: Sendable {
    private struct Written {
        /// The canonical order of the job that wrote it.
        var order: Int
        var path: String
    }

    private struct State {
        /// The file written for each content.
        var first: [String: Written] = [:]
        /// The content of each path handed out.
        var digestOfPath: [String: String] = [:]
        /// Copies written before an earlier job's copy of the same content arrived.
        var superseded: [String] = []
    }

    private let state = Locked(State())

    public init() {}

    /// Writes `png` at `relative` unless an earlier job's image with the same bytes is already written; returns the
    /// path this environment names for now (`canonicalPath` gives the final one once the run is over).
    ///
    /// - Throws: `BaselineError.cannotWriteArtifact` naming the file.
    func write(
        _ png: [UInt8], to relative: String, order: Int, in store: ArtifactStore
    ) throws(BaselineError)
        -> String
    {
        let digest = RendererFingerprint.sha256(Data(png))
        let written = state.withLock { state -> String? in
            state.digestOfPath[relative] = digest
            if let first = state.first[digest], first.order <= order || first.path == relative { return first.path }
            if let first = state.first[digest] { state.superseded.append(first.path) }
            state.first[digest] = Written(order: order, path: relative)
            return nil
        }
        if let written { return written }
        try store.write(Data(png), to: relative)
        return relative
    }

    /// The file that holds `relative`'s content once every job has written: the first job's copy.
    public func canonicalPath(_ relative: String) -> String {
        state.withLock { state in
            guard let digest = state.digestOfPath[relative], let first = state.first[digest] else { return relative }
            return first.path
        }
    }

    /// Points every image of `files` at its canonical copy.
    func canonical(_ files: ArtifactFiles) -> ArtifactFiles {
        var files = files
        files.actual = canonicalPath(files.actual)
        files.expected = files.expected.map(canonicalPath)
        files.diff = files.diff.map(canonicalPath)
        files.actualAccessibilityImage = files.actualAccessibilityImage.map(canonicalPath)
        files.expectedAccessibilityImage = files.expectedAccessibilityImage.map(canonicalPath)
        return files
    }

    /// Removes the copies an earlier job's copy replaced; call once every job has written.
    func finish(in store: ArtifactStore) {
        let superseded = state.withLock { state in
            Set(state.superseded).subtracting(state.first.values.map(\.path)).sorted()
        }
        for path in superseded { try? FileManager.default.removeItem(atPath: store.path(path)) }
    }

    /// The number of image files written and kept.
    public var writtenCount: Int { state.withLock { $0.first.count } }
}

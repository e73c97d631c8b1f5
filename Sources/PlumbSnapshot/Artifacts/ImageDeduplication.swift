import Foundation

/// Writes each distinct artifact image once: when an environment's actual, expected or diff PNG (or accessibility
/// picture) has the same
/// bytes as one an earlier environment (in the run's canonical order) already references, the verdict points at
/// that earlier file and its own copy is dropped.
///
/// A run does this as it writes (`ArtifactImages`, which never holds image bytes); this is the same rule over
/// reports already written, for `merge-reports` joining shards. The rule depends only on the verdicts' order and
/// the files' bytes, so merged shards name exactly the files the unsharded run names.
enum ImageDeduplication {
    /// The verdicts with duplicate images pointing at their first occurrence, and the paths no verdict references
    /// any more. `contents` reads an image by its relative path (`nil` when it is missing, which is left alone).
    static func deduplicate(
        _ verdicts: [EnvironmentVerdict], contents: (String) -> Data?
    ) -> (verdicts: [EnvironmentVerdict], dropped: [String]) {
        var firstByHash: [Int: [(path: String, data: Data)]] = [:]
        var dropped: [String] = []
        var result = verdicts
        func canonical(_ path: String) -> String {
            guard let data = contents(path) else { return path }
            let hash = data.hashValue
            if let earlier = firstByHash[hash]?.first(where: { $0.data == data }) {
                if earlier.path != path { dropped.append(path) }
                return earlier.path
            }
            firstByHash[hash, default: []].append((path, data))
            return path
        }
        for index in result.indices {
            guard var files = result[index].artifacts else { continue }
            files.actual = canonical(files.actual)
            files.expected = files.expected.map(canonical)
            files.diff = files.diff.map(canonical)
            files.actualAccessibilityImage = files.actualAccessibilityImage.map(canonical)
            files.expectedAccessibilityImage = files.expectedAccessibilityImage.map(canonical)
            result[index].artifacts = files
        }
        let referenced = Set(
            result.flatMap { verdict in
                [
                    verdict.artifacts?.actual, verdict.artifacts?.expected, verdict.artifacts?.diff,
                    verdict.artifacts?.actualAccessibilityImage, verdict.artifacts?.expectedAccessibilityImage,
                ].compactMap { $0 }
            })
        return (result, Array(Set(dropped).subtracting(referenced)).sorted())
    }
}

extension SnapshotReport {
    /// The report with each distinct artifact image referenced once (`ImageDeduplication`), for `merge-reports`:
    /// `contents` reads an image by its path relative to the artifacts folder.
    public func deduplicatingImages(contents: (String) -> Data?) -> SnapshotReport {
        var report = self
        report.environments = ImageDeduplication.deduplicate(environments, contents: contents).verdicts
        return report
    }
}

extension ArtifactFiles {
    /// Every file of the environment, relative to the artifacts folder.
    public var all: [String] {
        [
            actual, actualFrames, expected, diff, actualLints, actualAccessibility, actualAccessibilityImage,
            expectedAccessibilityImage,
        ].compactMap { $0 }
    }
}

import Foundation

extension ShardArtifacts {
    /// The shards' `timings.json` files joined, each read from the folder of its report like any artifact
    /// (`ContainedFolder`: no symbolic link out, a regular file within its budget); `nil` when no shard has one
    /// (shards of a release before timings, or runs without `--shard`).
    ///
    /// - Throws: `ShardArtifactError` when a timings file is refused, `ShardTimingsError` when one is not timings.
    public static func gatherTimings(_ reportPaths: [String]) throws -> ShardTimings? {
        var parts: [ShardTimings] = []
        for path in reportPaths {
            let parent = (path as NSString).deletingLastPathComponent
            let folder = ContainedFolder(path: parent.isEmpty ? "." : parent)
            let data: Data
            do { data = try folder.read(ShardTimings.fileName) } catch {
                if error.reason == "no such file" { continue }
                throw ShardArtifactError(
                    reportPath: path, id: nil, display: folder.display(ShardTimings.fileName), problem: error)
            }
            parts.append(try ShardTimings(data: data, path: folder.display(ShardTimings.fileName)))
        }
        return parts.isEmpty ? nil : ShardTimings.merged(parts)
    }
}

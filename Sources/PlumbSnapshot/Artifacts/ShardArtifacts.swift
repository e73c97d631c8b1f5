import Foundation

/// The images and JSON files that `merge-reports` copies from each shard's artifacts folder into the merged one.
///
/// Shard folders are CI artifacts, possibly of an untrusted pull request: every path a shard's report names is
/// read only inside the folder holding that report (`ContainedFolder`: no `..`, no absolute path, no symbolic link
/// out, regular files only), and written only inside the output folder. Everything is read and checked before the
/// first file is written, so a refused shard leaves the output folder as it was.
public enum ShardArtifacts {
    /// One file to copy: its path relative to both folders, and its bytes.
    public struct File: Sendable {
        public var relative: String
        public var data: Data

        public init(relative: String, data: Data) {
            self.relative = relative
            self.data = data
        }
    }

    /// Reads every artifact file the reports name, each from the folder of its report.
    ///
    /// - Throws: `ShardArtifactError` naming the report, the environment and the path.
    public static func gather(
        _ reports: [(path: String, report: SnapshotReport)]
    ) throws(ShardArtifactError) -> [File] {
        var files: [File] = []
        for (path, report) in reports {
            let parent = (path as NSString).deletingLastPathComponent
            let folder = ContainedFolder(path: parent.isEmpty ? "." : parent)
            for verdict in report.environments {
                guard let artifacts = verdict.artifacts else { continue }
                for relative in artifacts.all {
                    do { files.append(File(relative: relative, data: try folder.read(relative))) } catch {
                        throw ShardArtifactError(
                            reportPath: path, id: verdict.id, display: folder.display(relative), problem: error)
                    }
                }
            }
        }
        return files
    }

    /// Writes `files` into `output`, each atomically and only inside it.
    ///
    /// - Throws: `ShardArtifactError` when a folder on the way is a symbolic link or a file, or a write fails.
    public static func write(_ files: [File], to output: String) throws(ShardArtifactError) {
        let folder = ContainedFolder(path: output)
        for file in files {
            do { try folder.write(file.data, to: file.relative) } catch {
                throw ShardArtifactError(
                    reportPath: nil, id: nil, display: folder.display(file.relative), problem: error)
            }
        }
    }
}

/// A shard's artifact file that `merge-reports` refused to read or could not write; nothing was merged.
public struct ShardArtifactError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report naming the file; `nil` for a write into the output folder.
    public var reportPath: String?
    public var id: String?
    /// The file's path as the user would see it.
    public var display: String
    public var problem: ContainmentProblem

    public var description: String {
        guard let reportPath, let id else { return "\(display): \(problem.reason)" }
        if problem.leavesFolder {
            return "\(reportPath): \(id.debugDescription) names the path \(problem.path.debugDescription), which "
                + "would leave the shard's folder: \(problem.reason); every file a report names must lie inside the "
                + "folder of its report.json; nothing was merged"
        }
        if problem.reason == "no such file" {
            return "\(display): missing; give the report.json inside each shard's --artifacts folder, with its "
                + "images beside it"
        }
        return "\(display): \(problem.reason) (named by \(reportPath) for \(id.debugDescription)); nothing was merged"
    }
}

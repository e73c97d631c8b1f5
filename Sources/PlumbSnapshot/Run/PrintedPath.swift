import Foundation

/// A path as the commands Plumb prints name it: relative to the folder the run started in when it lies inside it.
///
/// A CI runner checks the repository out at a path of its own (`/home/runner/work/app/app`) and Swift tests name
/// their baselines from `#filePath`, so a command that named the absolute path would not run on the machine that
/// downloaded the artifacts. The run starts at the repository root (docs/ci.md), so a path relative to it runs from
/// the reader's checkout as printed. A path outside the folder (`/tmp/out`) stays as it was given.
public enum PrintedPath {
    /// `/home/runner/work/app/app/Tests/__Baselines__` → `Tests/__Baselines__` when the run started in
    /// `/home/runner/work/app/app`; the folder itself → `.`.
    public static func relative(
        _ path: String, to base: String = FileManager.default.currentDirectoryPath
    ) -> String {
        guard path.hasPrefix("/"), base.hasPrefix("/"), base != "/" else { return path }
        let folder = standardized(base)
        let target = standardized(path)
        if target == folder { return "." }
        guard target.hasPrefix(folder + "/") else { return path }
        return String(target.dropFirst(folder.count + 1))
    }

    /// The path with `.`, `..` and repeated or trailing slashes resolved, without touching the file system.
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

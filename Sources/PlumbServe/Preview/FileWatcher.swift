import Foundation

/// Notices changed files by polling: every `interval` it compares each file's modification time (to the
/// nanosecond), size and inode with the last look. Editors that save by renaming a new file over the old one
/// change the inode; a file that disappears or reappears counts as changed.
///
/// Polling a handful of `stat` calls five times a second costs nothing measurable, works on every file system
/// (inotify misses network mounts and some container overlays), and needs no extra dependency.
public struct FileWatcher: Sendable {
    /// What one look at a file saw; `nil` for a file that cannot be read.
    public struct Stamp: Hashable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    public static let interval = 0.2

    /// The stamps of `files`, in order.
    public static func stamps(_ files: [String]) -> [Stamp?] {
        files.map { path in
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            return Stamp(
                seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec),
                size: Int64(status.st_size),
                inode: UInt64(status.st_ino))
        }
    }
}

import Foundation

/// Whether a path named as a font is a regular file, checked before anything opens it.
///
/// FreeType and fontconfig open a font with a plain blocking `open`: a FIFO named as a font (in `fonts:`, `--fonts`
/// or the `PLUMB_FONTS` folder) would block the run forever, and a device would be read without end. Images,
/// strings and includes already refuse them at once; fonts do the same, saying so rather than "Permission denied".
public enum FontFileKind {
    /// The largest font file read: 256 MiB. The largest fonts shipped (Noto CJK collections, Apple's PingFang) are
    /// under 100 MB; a bigger file is refused before fontconfig scans it.
    public static let maximumBytes = 256 << 20

    /// `nil` for a regular file of at most `maximumBytes` (or nothing at the path), else what is wrong:
    /// `not a regular file (a FIFO)`.
    public static func problem(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(status.st_size) > maximumBytes else { return nil }
            return "larger than a font file may be (\(status.st_size) bytes, over \(maximumBytes >> 20) MiB)"

        case S_IFIFO: return "not a regular file (a FIFO)"
        case S_IFCHR, S_IFBLK: return "not a regular file (a device)"
        case S_IFSOCK: return "not a regular file (a socket)"
        case S_IFDIR: return "not a regular file (a folder)"
        default: return "not a regular file"
        }
    }
}

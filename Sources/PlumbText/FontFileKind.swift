import Foundation

/// Whether a path named as a font is a regular file, checked before anything opens it.
///
/// FreeType and fontconfig open a font with a plain blocking `open`: a FIFO named as a font (in `fonts:`, `--fonts`
/// or the `PLUMB_FONTS` folder) would block the run forever, and a device would be read without end. Images,
/// strings and includes already refuse them at once; fonts do the same, saying so rather than "Permission denied".
public enum FontFileKind {
    /// `nil` for a regular file (or nothing at the path), else what it is: `not a regular file (a FIFO)`.
    public static func problem(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "not a regular file (a FIFO)"
        case S_IFCHR, S_IFBLK: return "not a regular file (a device)"
        case S_IFSOCK: return "not a regular file (a socket)"
        case S_IFDIR: return "not a regular file (a folder)"
        default: return "not a regular file"
        }
    }
}

/// Counts a JPEG's marker segments in one pass over its bytes, so that a file with too many is refused before it is
/// decoded.
///
/// libjpeg keeps the APP segments it is asked to save (gdk-pixbuf saves APP1 and APP2, for EXIF and ICC) in a list it
/// walks to the end for each new one: a file of 200,000 empty segments (1.2 MB) took over five minutes to decode.
/// A camera photo has a few dozen segments (a progressive one adds a table and a scan header per scan), so
/// `maxSegments` refuses only crafted files, and this count costs one step per byte.
public enum JPEGSegments {
    /// The most marker segments (not counting restart markers inside the compressed data) a JPEG may have: 4,096.
    public static let maxSegments = 4096

    /// The number of marker segments in `bytes`, from the start-of-image marker to the end-of-image marker or the
    /// end of the file; stops counting once past `limit`. Compressed data between them (after a start-of-scan
    /// header) is skipped byte by byte: a 0xFF in it is followed by 0x00 (a stuffed byte) or a restart marker.
    public static func count(_ bytes: [UInt8], limit: Int = maxSegments) -> Int {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 0 }
        var offset = 2, segments = 0
        while offset + 1 < bytes.count, segments <= limit {
            guard bytes[offset] == 0xFF else { offset += 1; continue }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xFF: offset += 1  // a fill byte before a marker
            case 0x00, 0xD0...0xD7: offset += 2  // a stuffed 0xFF or a restart marker, inside compressed data
            case 0xD9: return segments  // end of image
            case 0x01, 0xD8:  // markers without a length
                segments += 1
                offset += 2
            default:
                segments += 1
                guard offset + 3 < bytes.count else { return segments }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                offset += 2 + max(length, 2)
            }
        }
        return segments
    }
}

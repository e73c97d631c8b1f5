/// The EXIF orientation of a JPEG (TIFF tag 0x0112 in IFD0 of the APP1 "Exif" segment): 1 upright, 2–4 mirrored
/// or turned a half, 5–8 turned a quarter (the stored width is the shown height). Cameras store photos as the sensor
/// read them and set this tag; `UIImage` shows them upright.
enum ExifOrientation {
    /// The orientation of `bytes` (a whole JPEG file), 1 when it has none or it cannot be read.
    static func read(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            // Start of scan or of a frame: the metadata segments are before it.
            if marker == 0xDA || (0xC0...0xCF).contains(marker) || length < 2 { return 1 }
            let body = offset + 4, end = min(bytes.count, offset + 2 + length)
            if marker == 0xE1, end - body > 14, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
                return orientation(tiff: Array(bytes[(body + 6)..<end])) ?? 1
            }
            offset += 2 + length
        }
        return 1
    }

    /// Tag 0x0112 of IFD0 in a TIFF structure, or `nil`.
    private static func orientation(tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49 && tiff[1] == 0x49
        guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return nil }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<min(count, 512) {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}

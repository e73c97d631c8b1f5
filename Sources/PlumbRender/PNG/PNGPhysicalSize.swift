import CCairoPango

/// The `pHYs` chunk: how many pixels make a metre, so that viewers and browsers that read it (Preview, Photoshop,
/// Safari for "image-resolution") show a @2x image at its size in points.
///
/// Apple's convention is 72 pixels per inch at @1x, so a @`scale`x image says 72 × `scale` dpi: 2835 pixels per
/// metre at @1x, 5669 at @2x, 8504 at @3x (the PNG specification stores pixels per metre, unit 1).
public enum PNGPhysicalSize {
    /// Pixels per metre for `scale` pixels per point at 72 points per inch.
    public static func pixelsPerMetre(scale: Int) -> UInt32 {
        UInt32((72 * Double(scale) / 0.0254).rounded())
    }

    /// `png` with a `pHYs` chunk for `scale` placed after its `IHDR` (where the PNG specification wants it: before
    /// `IDAT`); the pixels are untouched. Plumb's encoders write no `pHYs` of their own; bytes that do not start with
    /// a PNG header are returned unchanged.
    public static func adding(scale: Int, to png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 4 + 4 + 13 + 4
        guard png.count > headerEnd, png[12..<16].elementsEqual(Array("IHDR".utf8)) else { return png }
        let density = pixelsPerMetre(scale: scale)
        var body = Array("pHYs".utf8)
        body += bigEndian(density) + bigEndian(density) + [1]
        let checksum = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        let chunk = bigEndian(UInt32(body.count - 4)) + body + bigEndian(checksum)
        return Array(png[..<headerEnd]) + chunk + Array(png[headerEnd...])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

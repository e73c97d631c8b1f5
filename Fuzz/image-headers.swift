import PlumbCore

/// libFuzzer entry: the input as the first bytes of an image file, through the header readers that size a PNG, a
/// JPEG or an SVG before anything decodes it (`ImageHeaders`, `ExifOrientation`), and the JPEG segment count that
/// refuses a file libjpeg would take minutes over (`JPEGSegments`), each as `ImageParser.imageSize` calls it.
///
/// A `nil` (no size found) is a correct answer. A crash, a hang (the readers take one pass over the bytes), a size
/// outside what the header can say, an orientation outside 1…8 or a segment count that depends on where counting
/// stops is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeaders(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    if let png = ImageHeaders.png(Array(bytes.prefix(24))) {
        precondition((0...Int(UInt32.max)).contains(png.width) && (0...Int(UInt32.max)).contains(png.height))
        _ = ImageHeaders.exceeds(width: png.width, height: png.height, maxPixels: 4096 * 4096)
    }
    // The segment count stops at `limit + 1`: with a small limit it must agree with the full count.
    let segments = JPEGSegments.count(bytes)
    precondition(segments >= 0 && segments <= JPEGSegments.maxSegments + 1, "a count past its limit")
    for limit in [0, 1, 3] {
        precondition(
            JPEGSegments.count(bytes, limit: limit) == min(segments, limit + 1), "a count that depends on its limit")
    }
    if segments <= JPEGSegments.maxSegments {
        precondition((1...8).contains(ExifOrientation.read(bytes)), "an orientation outside 1…8")
        if let stored = ImageHeaders.storedJPEGSize(bytes) {
            precondition((0...65535).contains(stored.width) && (0...65535).contains(stored.height))
            let shown = ImageHeaders.jpeg(bytes)!
            precondition(
                (shown.width, shown.height) == (stored.width, stored.height)
                    || (shown.width, shown.height) == (stored.height, stored.width), "a size that is not the stored one"
            )
        } else {
            precondition(ImageHeaders.jpeg(bytes) == nil)
        }
    }
    let text = String(decoding: bytes.prefix(65536), as: UTF8.self)
    if let svg = ImageHeaders.svg(text) {
        // Sides are whole pixels from 1 to one over the limit (which callers refuse), never a trapped conversion.
        let sides = 1...(ImageContent.maxSVGSide + 1)
        precondition(sides.contains(svg.width) && sides.contains(svg.height), "an SVG side outside 1…limit + 1")
        _ = ImageHeaders.exceeds(width: svg.width, height: svg.height, maxPixels: 4096 * 4096)
    }
    return 0
}

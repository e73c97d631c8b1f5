import PlumbRender

/// libFuzzer entry: the input as PNG bytes to the decoder, with a 4-megapixel limit so huge headers are refused.
///
/// A `PNGError` is a correct answer; a crash, an address-sanitizer report or an image whose pixel count does not
/// match its size is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    if let image = try? PNGDecoder(maxPixels: 4_000_000).decode(bytes) {
        precondition(image.pixels.count == image.width * image.height * 4)
    }
    return 0
}

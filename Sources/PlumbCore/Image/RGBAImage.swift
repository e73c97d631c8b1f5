/// A bitmap of straight-alpha RGBA pixels, 8 bits a channel, rows top to bottom with no padding.
///
/// It lives in PlumbCore, which links nothing, so that PlumbDiff compares images without linking Cairo and Pango;
/// PlumbRender makes them from Cairo surfaces and encodes and decodes PNGs.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank (transparent black) image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The pixel at (`x`, `y`) as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

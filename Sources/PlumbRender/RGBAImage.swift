import CPlumbPNG

/// A bitmap of straight-alpha RGBA pixels, 8 bits a channel, rows top to bottom with no padding.
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

    /// Cairo's premultiplied native-endian ARGB32 pixels (`stride` bytes a row) converted to straight RGBA
    /// (`plumb_unpremultiply_argb32`: a channel c of a pixel with alpha a becomes (c × 255 + a / 2) / a).
    init(premultipliedARGB32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            plumb_unpremultiply_argb32(data, stride, buffer.baseAddress!, UInt32(width), UInt32(height))
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels)
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

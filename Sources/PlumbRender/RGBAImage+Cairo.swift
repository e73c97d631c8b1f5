import CPlumbPNG
import PlumbCore

extension RGBAImage {
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
}

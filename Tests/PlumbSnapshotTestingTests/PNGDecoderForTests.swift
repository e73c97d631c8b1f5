import Foundation
import PlumbCore
import PlumbRender

/// PNG bytes ↔ pixels for the strategy tests.
enum PNGDecoderForTests {
    static func decode(_ data: Data) throws -> RGBAImage { try PNGDecoder().decode([UInt8](data)) }
    static func encode(_ image: RGBAImage) throws -> Data { Data(try PNGEncoder().encode(image)) }
}

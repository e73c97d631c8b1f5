import Foundation
import PlumbCore

/// The image files of `src:`, decoded once per process and kept premultiplied for Cairo.
///
/// `check(_:)` decodes every file of a tree before anything is drawn, so a corrupt image is an error naming the node
/// and the file rather than a placeholder in a baseline; the painter then only looks the pixels up.
public enum ImageAssets {
    /// Decoded pixels as Cairo's ARGB32 (premultiplied, native-endian), rows packed.
    final class Pixels: @unchecked Sendable {
        let width: Int
        let height: Int
        let argb: UnsafeMutableRawPointer

        init(_ image: RGBAImage) {
            width = image.width
            height = image.height
            argb = UnsafeMutableRawPointer.allocate(byteCount: max(1, width * height * 4), alignment: 16)
            let words = argb.bindMemory(to: UInt32.self, capacity: width * height)
            for index in 0..<(width * height) {
                let r = UInt32(image.pixels[index * 4]), g = UInt32(image.pixels[index * 4 + 1])
                let b = UInt32(image.pixels[index * 4 + 2]), a = UInt32(image.pixels[index * 4 + 3])
                func premultiply(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                words[index] = a << 24 | premultiply(r) << 16 | premultiply(g) << 8 | premultiply(b)
            }
        }

        deinit { argb.deallocate() }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: Pixels] = [:]

    /// The pixels of `path`, decoded on first use (again if the file's size or modification time changed, as when
    /// a test rewrites an image between two snapshots in one process).
    ///
    /// - Throws: `PNGFileError` naming the file.
    static func pixels(_ path: String) throws(PNGFileError) -> Pixels {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = "\((attributes?[.size] as? NSNumber)?.intValue ?? -1)-\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let key = path + "\n" + stamp
        lock.lock()
        if let hit = cache[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let image = try PNGDecoder(maxPixels: 4096 * 4096).decode(contentsOf: URL(fileURLWithPath: path))
        let pixels = Pixels(image)
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[key] { return hit }
        cache[key] = pixels
        return pixels
    }

    /// Decodes every image file in `root`'s tree; the first that cannot be read, as an error message naming the node
    /// (and its spec line) and the file, or `nil` when all can.
    public static func check(_ root: Node) -> String? {
        if let image = root.image {
            for path in image.variants.values.sorted() {
                do { _ = try pixels(path) } catch {
                    let location = root.source.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
                    return "\(location)node \(root.id.debugDescription): `src`: \(error)"
                }
            }
        }
        for child in root.children { if let problem = check(child) { return problem } }
        return nil
    }
}

import CCairoPango
import Foundation
import PlumbCore

/// The image files of `src:`, read once per process while they stay in its cache: PNG and JPEG decoded and kept
/// premultiplied for Cairo, SVG kept as its bytes and drawn as vectors by librsvg.
///
/// `check(_:)` reads every file of a tree before anything is drawn, so a corrupt image is an error naming the node
/// and the file rather than a placeholder in a baseline; the painter then only looks the files up.
public enum ImageAssets {
    /// One file, ready to draw.
    final class Asset: @unchecked Sendable {
        /// Pixel size (an SVG's intrinsic size in CSS pixels).
        let width: Int
        let height: Int
        /// Cairo ARGB32 (premultiplied, native-endian), rows packed; `nil` for an SVG.
        let argb: UnsafeMutableRawPointer?
        /// The SVG document; `nil` for a bitmap.
        let svg: [UInt8]?

        init(_ image: RGBAImage) {
            width = image.width
            height = image.height
            svg = nil
            let argb = UnsafeMutableRawPointer.allocate(byteCount: max(1, width * height * 4), alignment: 16)
            let words = argb.bindMemory(to: UInt32.self, capacity: width * height)
            for index in 0..<(width * height) {
                let r = UInt32(image.pixels[index * 4]), g = UInt32(image.pixels[index * 4 + 1])
                let b = UInt32(image.pixels[index * 4 + 2]), a = UInt32(image.pixels[index * 4 + 3])
                func premultiply(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                words[index] = a << 24 | premultiply(r) << 16 | premultiply(g) << 8 | premultiply(b)
            }
            self.argb = argb
        }

        init(svg: [UInt8], width: Int, height: Int) {
            self.svg = svg
            self.width = width
            self.height = height
            argb = nil
        }

        /// What the asset holds in memory: its pixels, or its SVG document.
        var byteCount: Int { max(1, argb == nil ? svg?.count ?? 0 : width * height * 4) }

        deinit { argb?.deallocate() }
    }

    /// Why a file could not be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The assets read so far, by path, size and modification time: at most 256 MiB of pixels and SVG documents
    /// (four 4096 × 4096 images, the largest accepted), the least recently drawn dropped first and read again if
    /// asked for. A painter holding an asset keeps it alive after it is dropped.
    static let cache = BoundedCache<String, Asset>(capacity: 256 << 20, cost: \.byteCount)

    /// The file at `path`, read on first use (again if its size or modification time changed, as when a test
    /// rewrites an image between two snapshots in one process, or once the cache has dropped it).
    static func asset(_ path: String) throws(Failure) -> Asset {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp =
            "\((attributes?[.size] as? NSNumber)?.intValue ?? -1)-\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        // Two threads missing the same file at once both read it; both draw the asset cached first.
        return try cache.value(for: path + "\n" + stamp) { () throws(Failure) in try load(path) }
    }

    /// The spec parser holds each file's header to the run's `--limits pixels`; a decoded file is held to the most
    /// that may be raised to, so a header that understates its size still cannot take more memory than that.
    static let maxPixels = ImageContent.maxRaisedPixels

    private static func load(_ path: String) throws(Failure) -> Asset {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": return try loadSVG(path)
        case "jpg", "jpeg": return try loadJPEG(path)
        default:
            do {
                return Asset(try PNGDecoder(maxPixels: maxPixels).decode(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw Failure(description: error.description)
            }
        }
    }

    /// Parses the SVG with librsvg from memory, with no base file, so it cannot load any external resource
    /// (another file, a network URL): only what the document holds itself (`data:` URLs) is drawn.
    private static func loadSVG(_ path: String) throws(Failure) -> Asset {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot read the file")
        }
        let bytes = [UInt8](data)
        let text = String(decoding: bytes, as: UTF8.self)
        // Entity declarations are how a billion-laughs document expands; an icon never needs one.
        if text.contains("<!ENTITY") {
            throw Failure(
                description:
                    "\(path): the SVG declares XML entities (<!ENTITY>), which Plumb refuses: expand them in the file")
        }
        if let reference = externalReference(in: text) {
            throw Failure(
                description:
                    "\(path): the SVG refers to an external resource \(reference.debugDescription); Plumb draws only "
                    + "self-contained SVGs (embed images as data: URLs, refer to elements with #id)")
        }
        let libraries = try ImageLibraries.shared.get()
        var error: UnsafeMutablePointer<GError>?
        guard
            let handle = bytes.withUnsafeBufferPointer({
                libraries.svgNewFromData($0.baseAddress, gsize($0.count), &error)
            })
        else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw Failure(description: "\(path): not a valid SVG document: \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if libraries.svgIntrinsicSizeInPixels(handle, &width, &height) == 0 || width <= 0 || height <= 0 {
            var hasViewBox: gboolean = 0
            var viewBox = [0.0, 0.0, 0.0, 0.0]  // x, y, width, height
            libraries.svgIntrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0, viewBox[2] > 0, viewBox[3] > 0 else {
                throw Failure(
                    description: "\(path): the SVG has no size (give the <svg> element width and height, or a viewBox)")
            }
            (width, height) = (viewBox[2], viewBox[3])
        }
        // librsvg converts units the header reader skips (pt, mm, em), so its size is checked again here, before it
        // becomes whole pixels: a `Double` over `Int.max` traps when converted.
        let limit = Double(ImageContent.maxSVGSide)
        guard width.isFinite, height.isFinite, width <= limit, height <= limit else {
            throw Failure(
                description:
                    "\(path): the SVG's size is over \(ImageContent.maxSVGSide) pixels on a side (\(width) × \(height)); "
                    + "give the <svg> element a smaller width, height or viewBox")
        }
        return Asset(svg: bytes, width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
    }

    /// The first `href`, `xlink:href` or CSS `url(…)` / `@import` in `text` that points outside the document (not
    /// `#id`, not a `data:` URL), or `nil`.
    static func externalReference(in text: String) -> String? {
        var targets: [Substring] = []
        for opener in ["href=\"", "href='"] {
            var rest = text[...]
            while let range = rest.range(of: opener) {
                let tail = rest[range.upperBound...]
                let end = tail.firstIndex(of: opener.last!) ?? tail.endIndex
                targets.append(tail[..<end])
                rest = tail[end...]
            }
        }
        var rest = text[...]
        while let range = rest.range(of: "url(") {
            let tail = rest[range.upperBound...]
            let end = tail.firstIndex(of: ")") ?? tail.endIndex
            targets.append(Substring(tail[..<end].filter { $0 != "\"" && $0 != "'" && $0 != " " }))
            rest = tail[end...]
        }
        if text.contains("@import") { return "@import" }
        return targets.first { !$0.hasPrefix("#") && !$0.hasPrefix("data:") }.map(String.init)
    }

    /// Decodes a JPEG with gdk-pixbuf into straight RGBA, turned upright by its EXIF orientation as `UIImage` shows
    /// a camera photo (`imageOrientation`), with gdk-pixbuf's `gdk_pixbuf_apply_embedded_orientation`.
    private static func loadJPEG(_ path: String) throws(Failure) -> Asset {
        // libjpeg's cost grows with the square of the number of saved segments (`JPEGSegments`): count them first.
        if let data = FileManager.default.contents(atPath: path),
            JPEGSegments.count([UInt8](data)) > JPEGSegments.maxSegments
        {
            throw Failure(
                description:
                    "\(path): the JPEG has more than \(JPEGSegments.maxSegments) marker segments, which Plumb refuses "
                    + "(a photo has a few dozen): re-encode it")
        }
        let libraries = try ImageLibraries.shared.get()
        var error: UnsafeMutablePointer<GError>?
        guard let stored = libraries.pixbufNewFromFile(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw Failure(description: "\(path): corrupt or unreadable JPEG: \(message)")
        }
        let pixbuf = libraries.pixbufApplyEmbeddedOrientation(stored) ?? stored
        if pixbuf != stored { g_object_unref(UnsafeMutableRawPointer(stored)) }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(libraries.pixbufWidth(pixbuf)), height = Int(libraries.pixbufHeight(pixbuf))
        guard width * height <= maxPixels else {
            throw Failure(description: "\(path): JPEG is \(width)×\(height) pixels, over the limit of 4096 × 4096")
        }
        let channels = Int(libraries.pixbufChannels(pixbuf)), stride = Int(libraries.pixbufRowstride(pixbuf))
        let source = libraries.pixbufReadPixels(pixbuf)!
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * stride + x * channels, to = (y * width + x) * 4
                image.pixels[to] = source[from]
                image.pixels[to + 1] = source[from + 1]
                image.pixels[to + 2] = source[from + 2]
                image.pixels[to + 3] = channels == 4 ? source[from + 3] : 255
            }
        }
        return Asset(image)
    }

    /// Reads every image file in `root`'s tree; the first that cannot be read, as an error message naming the node
    /// (and its spec line) and the file, or `nil` when all can.
    public static func check(_ root: Node) -> String? {
        let location = root.source.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        if let image = root.image {
            for path in image.variants.values.sorted() {
                do { _ = try asset(path) } catch {
                    return "\(location)node \(root.id.debugDescription): `src`: \(error)"
                }
            }
        }
        // A navigation bar's bar button images.
        if let control = root.control {
            for (key, field) in [
                ("leadingItems", NavigationBarKind.leadingItemImages),
                ("trailingItems", NavigationBarKind.trailingItemImages),
            ] {
                for path in control[field].compactMap({ $0?.image.variants.values.sorted() }).joined() {
                    do { _ = try asset(path) } catch {
                        return "\(location)node \(root.id.debugDescription): `\(key)`: \(error)"
                    }
                }
            }
        }
        for child in root.children { if let problem = check(child) { return problem } }
        return nil
    }
}

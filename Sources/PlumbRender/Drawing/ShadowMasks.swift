import CCairoPango
import Foundation

/// The blurred alpha masks of the shadows a `Renderer` has drawn, kept for the next shadow with the same mask: a
/// list of twelve identical cards blurs one mask, not twelve, and a light and a dark render share theirs.
///
/// A mask is found by everything that decides its bytes (`ShadowMask.Key`), above all the outline exactly as Cairo
/// rasterises it, so a mask from the store is the one that would have been drawn and the output does not depend on
/// what was drawn before, nor on which worker drew it. Used from one thread, as its renderer is.
final class ShadowMasks {
    /// At most this many bytes of masks are kept; when a new mask would pass it, the store is emptied first.
    static let byteLimit = 16 << 20

    private var masks: [ShadowMask.Key: ShadowMask] = [:]
    private var bytes = 0
    /// A 1×1 surface whose context traces outlines for their keys, without allocating a mask.
    private let scratch: OpaquePointer

    /// How many masks are kept (for tests).
    var count: Int { masks.count }
    /// The keys of the masks kept (for tests).
    var keys: [ShadowMask.Key] { Array(masks.keys) }

    init() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        scratch = cairo_create(surface)!
        cairo_surface_destroy(surface)
    }

    deinit {
        cairo_destroy(scratch)
    }

    /// The mask for `key`, made by `make` when the store has none.
    func mask(for key: ShadowMask.Key, make: (ShadowMask.Key) -> ShadowMask) -> ShadowMask {
        if let mask = masks[key] { return mask }
        let mask = make(key)
        if bytes + mask.byteCount > Self.byteLimit {
            masks.removeAll()
            bytes = 0
        }
        if mask.byteCount <= Self.byteLimit {
            masks[key] = mask
            bytes += mask.byteCount
        }
        return mask
    }

    /// The outline `trace` adds to a context (with its own transformation from the identity), as the device-space
    /// path Cairo keeps: each segment's kind and its points in 24.8 fixed point. Outlines with the same points
    /// rasterise to the same pixels.
    func outline(_ trace: (OpaquePointer) -> Void) -> [Int64] {
        cairo_new_path(scratch)
        cairo_identity_matrix(scratch)
        trace(scratch)
        cairo_identity_matrix(scratch)
        let path = cairo_copy_path(scratch)!
        defer {
            cairo_path_destroy(path)
            cairo_new_path(scratch)
        }
        var outline: [Int64] = []
        let data = path.pointee.data!
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            outline.append(Int64(header.type.rawValue))
            for offset in 1..<Int(header.length) {
                let point = data[index + offset].point
                outline.append(Int64((point.x * 256).rounded()))
                outline.append(Int64((point.y * 256).rounded()))
            }
            index += Int(header.length)
        }
        return outline
    }
}

/// One shadow's blurred alpha mask: a Cairo A8 surface in device pixels.
final class ShadowMask {
    /// What decides a mask's bytes.
    struct Key: Hashable {
        /// The mask's size in device pixels.
        var width: Int, height: Int
        /// The blur's box size (`ShadowBlur.boxSize`), 0 for none.
        var box: Int
        /// The outline in the mask's pixels, as `ShadowMasks.outline` gives it.
        var outline: [Int64]
        /// Rectangles of the mask set to zero after the blur: where the node's own opaque fill covers the shadow.
        var covered: [PixelRect]
    }

    let surface: OpaquePointer
    var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }

    /// Draws the mask of `key`: the outline `trace` adds (as for `ShadowMasks.outline`) filled opaque, blurred, then
    /// the covered rectangles cleared.
    init(key: Key, trace: (OpaquePointer) -> Void) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(key.width), Int32(key.height))!
        let context = cairo_create(surface)!
        trace(context)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        ShadowBlur.blur(data, width: key.width, height: key.height, stride: stride, box: key.box)
        for rect in key.covered {
            for y in rect.y..<rect.y + rect.height {
                (data + y * stride + rect.x).update(repeating: 0, count: rect.width)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

/// A rectangle of whole device pixels.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels in both rectangles, or `nil` when they share none.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

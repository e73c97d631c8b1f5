/// pixelmatch's perceptual colour metric: squared distance in the YIQ (NTSC) colour space.
///
/// From Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), as pixelmatch 5.x/6.x compute it. Every expression keeps pixelmatch's operand order, so the
/// doubles — and hence the threshold decisions — are bit-for-bit those of pixelmatch.
///
/// **Transparency.** A pixel with alpha below 255 is first blended with white: each channel becomes
/// `255 + (c − 255) · (a / 255)` (pixelmatch's `blend`, alpha divided first). Opaque pixels are used as they are.
/// So a fully transparent pixel equals opaque white, whatever its RGB bytes. pixelmatch 7 blends against a
/// checkerboard instead (white only with `checkerboard: false`, and with a regrouped formula); Plumb keeps white,
/// as the PyPI port does. For opaque images the two give the same counts.
enum YIQ {
    /// Luma: `r·0.29889531 + g·0.58662247 + b·0.11448223`.
    @inline(__always) static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// In-phase chroma: `r·0.59597799 − g·0.27417610 − b·0.32180189`.
    @inline(__always) static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    /// Quadrature chroma: `r·0.21147017 − g·0.52261711 + b·0.31114694`.
    @inline(__always) static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// pixelmatch's `blend`: a channel value `c` over white at opacity `a` (0…1).
    @inline(__always) static func blend(_ c: Double, _ a: Double) -> Double {
        255 + (c - 255) * a
    }

    /// The RGB of the pixel at byte offset `k`, blended with white when it is not opaque.
    @inline(__always) static func composited(_ image: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Double, Double, Double)
    {
        var r = Double(image[k]), g = Double(image[k + 1]), b = Double(image[k + 2])
        var a = Double(image[k + 3])
        if a < 255 {
            a /= 255
            r = blend(r, a)
            g = blend(g, a)
            b = blend(b, a)
        }
        return (r, g, b)
    }

    /// True when the four bytes at `k` in `image1` equal the four at `m` in `image2`.
    @inline(__always) static func samePixel(
        _ image1: UnsafeBufferPointer<UInt8>, _ k: Int, _ image2: UnsafeBufferPointer<UInt8>, _ m: Int
    ) -> Bool {
        UnsafeRawPointer(image1.baseAddress!).loadUnaligned(fromByteOffset: k, as: UInt32.self)
            == UnsafeRawPointer(image2.baseAddress!).loadUnaligned(fromByteOffset: m, as: UInt32.self)
    }

    /// pixelmatch's `colorDelta`: the squared YIQ distance between pixel `k` of `image1` and pixel `m` of `image2`.
    ///
    /// - Returns: 0 for identical bytes; otherwise `0.5053·Δy² + 0.299·Δi² + 0.1957·Δq²`, negated when the first
    ///   pixel is the lighter one (pixelmatch's sign convention; only its magnitude is compared with the threshold).
    @inline(__always) static func delta(
        _ image1: UnsafeBufferPointer<UInt8>, _ k: Int, _ image2: UnsafeBufferPointer<UInt8>, _ m: Int
    ) -> Double {
        if samePixel(image1, k, image2, m) { return 0 }
        let (r1, g1, b1) = composited(image1, k)
        let (r2, g2, b2) = composited(image2, m)
        let y1 = y(r1, g1, b1), y2 = y(r2, g2, b2)
        let dy = y1 - y2
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = q(r1, g1, b1) - q(r2, g2, b2)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    /// The luma of the pixel at byte offset `k`, blended with white when it is not opaque.
    @inline(__always) static func brightness(_ image: UnsafeBufferPointer<UInt8>, _ k: Int) -> Double {
        let (r, g, b) = composited(image, k)
        return y(r, g, b)
    }

    /// pixelmatch's `colorDelta(…, yOnly: true)`: the luma difference `y(k) − y(m)` within one image.
    ///
    /// Used by the anti-aliasing detector: positive when the pixel at `k` is brighter than its neighbour at `m`.
    @inline(__always) static func brightnessDelta(_ image: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        if samePixel(image, k, image, m) { return 0 }
        let (r1, g1, b1) = composited(image, k)
        let (r2, g2, b2) = composited(image, m)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }
}

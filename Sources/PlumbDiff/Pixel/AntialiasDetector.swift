/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A differing pixel is excused as anti-aliasing when, in either image, it sits on an intensity ramp between a
/// darker and a brighter neighbour, and one of those two extremes lies inside a flat region in *both* images. The
/// neighbour order (x outer, y inner), the strict `<`/`>` that keep the first extreme found, the clamping at the
/// edges and the "border counts as one equal sibling" rule are pixelmatch's, because each can change which pixel
/// is picked and so the count.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// pixelmatch's `antialiased(img, x1, y1, width, height, img2)`: is the pixel at (`x`, `y`) of `image` likely
    /// anti-aliasing, judged against `other` for the flat-region test?
    ///
    /// Steps, in pixelmatch's order:
    /// 1. Walk the up-to-8 neighbours inside the image. `zeroes` starts at 1 when the pixel is on the border.
    /// 2. A neighbour with brightness delta 0 is an equal sibling; more than 2 of them means a flat area: not AA.
    /// 3. Otherwise remember the neighbour with the most negative delta (the one most brighter than the centre) and
    ///    the one with the most positive (most darker); on ties the first one found stays.
    /// 4. Without both a brighter and a darker neighbour there is no ramp: not AA.
    /// 5. AA when either extreme has more than 2 identical neighbours in both `image` and `other`.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int, other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQ.brightnessDelta(image, pos, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }

        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// pixelmatch's `hasManySiblings`: does the pixel at (`x`, `y`) have 3 or more neighbours with identical RGBA
    /// bytes? A pixel on the border starts with one (the edge counts as an equal sibling).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if YIQ.samePixel(image, pos, image, (y * width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

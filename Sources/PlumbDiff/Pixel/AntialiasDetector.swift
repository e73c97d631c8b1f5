/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A differing pixel is excused as anti-aliasing when, in either image, it sits on an intensity ramp between a
/// darker and a brighter neighbour, and one of those two extremes lies inside a flat region in *both* images. The
/// neighbour order (x outer, y inner), the strict `<`/`>` that keep the first extreme found, the clamping at the
/// edges and the "border counts as one equal sibling" rule are pixelmatch's, because each can change which pixel
/// is picked and so the count.
///
/// Two ways to answer the flat-region question give the same verdicts: `isAntialiased(_:x:y:other:)` scans the
/// neighbours as pixelmatch does (the reference, kept for the tests), and `isAntialiased(_:x:y:siblings:other:)`
/// looks it up in `SiblingRows` counted once per pixel (what `PixelDiff` runs).
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// pixelmatch's `antialiased(img, x1, y1, width, height, img2)`: is the pixel at (`x`, `y`) of `image` likely
    /// anti-aliasing, judged against `other` for the flat-region test?
    ///
    /// Steps 1–4 are `ramp(_:x:y:)`; step 5: AA when either extreme has more than 2 identical neighbours in both
    /// `image` and `other` (`hasManySiblings`, scanned each time).
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let ramp = ramp(image, x: x, y: y) else { return false }
        return (hasManySiblings(image, x: ramp.brighter.x, y: ramp.brighter.y)
            && hasManySiblings(other, x: ramp.brighter.x, y: ramp.brighter.y))
            || (hasManySiblings(image, x: ramp.darker.x, y: ramp.darker.y)
                && hasManySiblings(other, x: ramp.darker.x, y: ramp.darker.y))
    }

    /// The same verdict as `isAntialiased(_:x:y:other:)`, with the flat-region answers read from sibling counts.
    ///
    /// A pixel that itself has 3 or more identical neighbours is on a flat area, which step 2 rejects (identical
    /// bytes have brightness delta 0), so it is answered without reading its neighbours at all.
    ///
    /// - Precondition: both `siblings` (of `image`) and `otherSiblings` hold rows `y − 1` to `y + 1`.
    @inline(__always)
    func isAntialiased(
        _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, siblings: borrowing SiblingRows,
        other otherSiblings: borrowing SiblingRows
    ) -> Bool {
        !siblings.hasManySiblings(x: x, y: y)
            && isRampAntialiased(image, x: x, y: y, siblings: siblings, other: otherSiblings)
    }

    /// Steps 1–5 for a pixel off a flat area, out of line: the rarer, slower half of the test above.
    @inline(never)
    private func isRampAntialiased(
        _ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, siblings: borrowing SiblingRows,
        other otherSiblings: borrowing SiblingRows
    ) -> Bool {
        guard let ramp = ramp(image, x: x, y: y) else { return false }
        return (siblings.hasManySiblings(x: ramp.brighter.x, y: ramp.brighter.y)
            && otherSiblings.hasManySiblings(x: ramp.brighter.x, y: ramp.brighter.y))
            || (siblings.hasManySiblings(x: ramp.darker.x, y: ramp.darker.y)
                && otherSiblings.hasManySiblings(x: ramp.darker.x, y: ramp.darker.y))
    }

    /// Steps 1–4 of pixelmatch's `antialiased`: the darker and brighter extremes around the pixel at (`x`, `y`), or
    /// `nil` when it is not on a ramp.
    ///
    /// 1. Walk the up-to-8 neighbours inside the image. `zeroes` starts at 1 when the pixel is on the border.
    /// 2. A neighbour with brightness delta 0 is an equal sibling; more than 2 of them means a flat area: not AA.
    /// 3. Otherwise remember the neighbour with the most negative delta (the one most brighter than the centre) and
    ///    the one with the most positive (most darker); on ties the first one found stays.
    /// 4. Without both a brighter and a darker neighbour there is no ramp: not AA.
    @inline(__always)
    func ramp(_ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int) -> (brighter: (x: Int, y: Int), darker: (x: Int, y: Int))? {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // `YIQ.brightnessDelta` with the centre's luma taken once: the same doubles, subtracted the same way.
        let centre = YIQ.brightness(image, pos)

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let neighbour = (y * width + x) * 4
                let delta = YIQ.samePixel(image, pos, image, neighbour) ? 0 : centre - YIQ.brightness(image, neighbour)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return nil }
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

        if minDelta == 0 || maxDelta == 0 { return nil }
        // delta is centre minus neighbour: the most negative belongs to the brightest neighbour.
        return (brighter: (minX, minY), darker: (maxX, maxY))
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

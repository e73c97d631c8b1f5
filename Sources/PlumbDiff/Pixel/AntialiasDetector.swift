/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A differing pixel is excused as anti-aliasing when, in either image, it sits on an intensity ramp between a
/// darker and a brighter neighbour, and one of those two extremes lies inside a flat region in *both* images. The
/// neighbour order (x outer, y inner), the strict `<`/`>` that keep the first extreme found, the clamping at the
/// edges and the "border counts as one equal sibling" rule are pixelmatch's, because each can change which pixel
/// is picked and so the count.
///
/// pixelmatch answers the flat-region question (`hasManySiblings`) by scanning the neighbours each time it is
/// asked; here it is looked up in `SiblingRows`, counted once per pixel. The tests hold a line-by-line port of
/// pixelmatch's two functions and check that the verdicts agree.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// pixelmatch's `antialiased(img, x1, y1, width, height, img2)`: is the pixel at (`x`, `y`) of `image` likely
    /// anti-aliasing, judged against the other image for the flat-region test?
    ///
    /// Steps 1–4 are `ramp(_:x:y:)`; step 5: AA when either extreme has more than 2 identical neighbours in both
    /// images, read from `siblings` and `otherSiblings`. A pixel that itself has 3 or more identical neighbours is
    /// on a flat area, which step 2 rejects (identical bytes have brightness delta 0), so it is answered without
    /// reading its neighbours at all.
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
        return
            (siblings.hasManySiblings(x: ramp.brighter.x, y: ramp.brighter.y)
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
    func ramp(
        _ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int
    ) -> (brighter: (x: Int, y: Int), darker: (x: Int, y: Int))? {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var scan = RampScan(zeroes: x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0)
        // `YIQ.brightnessDelta` with the centre's luma taken once: the same doubles, subtracted the same way.
        let centre = YIQ.brightness(image, pos)

        /// Steps 2–3 for the neighbour at (x, y); true when the area turned out flat.
        @inline(__always) func isFlat(_ x: Int, _ y: Int) -> Bool {
            let neighbour = (y &* width &+ x) &* 4
            let delta = YIQ.samePixel(image, pos, image, neighbour) ? 0 : centre - YIQ.brightness(image, neighbour)
            return scan.isFlat(after: delta, x: x, y: y)
        }

        if x0 < x1 && x1 < x2 && y0 < y1 && y1 < y2 {
            // Inside the image all 8 neighbours exist: the same order (x outer, y inner), unrolled.
            if isFlat(x0, y0) || isFlat(x0, y1) || isFlat(x0, y2) || isFlat(x1, y0) || isFlat(x1, y2)
                || isFlat(x2, y0) || isFlat(x2, y1) || isFlat(x2, y2)
            {
                return nil
            }
        } else {
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    if isFlat(x, y) { return nil }
                }
            }
        }
        return scan.ramp
    }
}

/// Steps 2–4 of the ramp search, fed one neighbour's brightness delta at a time in pixelmatch's order.
private struct RampScan {
    var zeroes: Int
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0

    /// Counts an equal sibling (delta 0) or keeps the neighbour as the new extreme (strict `<` and `>`, so the
    /// first of equal extremes stays); true once more than 2 equal siblings make the area flat.
    @inline(__always)
    mutating func isFlat(after delta: Double, x: Int, y: Int) -> Bool {
        if delta == 0 {
            zeroes += 1
            return zeroes > 2
        } else if delta < minDelta {
            minDelta = delta
            minX = x
            minY = y
        } else if delta > maxDelta {
            maxDelta = delta
            maxX = x
            maxY = y
        }
        return false
    }

    /// Step 4: both a brighter and a darker neighbour, or `nil`. Delta is centre minus neighbour, so the most
    /// negative belongs to the brightest neighbour.
    var ramp: (brighter: (x: Int, y: Int), darker: (x: Int, y: Int))? {
        if minDelta == 0 || maxDelta == 0 { return nil }
        return (brighter: (x: minX, y: minY), darker: (x: maxX, y: maxY))
    }
}

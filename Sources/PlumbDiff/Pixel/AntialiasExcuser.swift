/// Step 4 of `PixelDiff.compare` for one row: turns the `.different` pixels that the anti-aliasing detector
/// excuses, in the expected image or the actual one, into `.antialiased`.
///
/// Most differing pixels of a screenshot lie inside flat areas of both images (3 or more identical neighbours),
/// and such a pixel is never anti-aliasing (`AntialiasDetector.isAntialiased(_:x:y:siblings:other:)`). So the row
/// is read 8 pixels at a time — its marks and both images' sibling counts, a byte each, as 64-bit words — and only
/// the marked pixels that are off a flat area in at least one image go to the detector.
struct AntialiasExcuser {
    let detector: AntialiasDetector
    let image1: UnsafeBufferPointer<UInt8>
    let image2: UnsafeBufferPointer<UInt8>

    /// Re-marks the excused pixels of row `y`; returns how many there were.
    ///
    /// - Precondition: `siblings1` (of `image1`) and `siblings2` (of `image2`) hold rows `y − 1` to `y + 1`.
    func excuse(
        row y: Int, in verdicts: UnsafeMutableBufferPointer<UInt8>, _ siblings1: borrowing SiblingRows,
        _ siblings2: borrowing SiblingRows
    ) -> Int {
        let width = detector.width
        let marks = verdicts.baseAddress! + y * width
        let counts1 = siblings1.counts(row: y), counts2 = siblings2.counts(row: y)
        let different = DiffMap.Verdict.different.rawValue
        var excused = 0

        /// The detector's verdict for pixel `x`, in either image.
        func test(_ x: Int) {
            guard marks[x] == different else { return }
            if detector.isAntialiased(image1, x: x, y: y, siblings: siblings1, other: siblings2)
                || detector.isAntialiased(image2, x: x, y: y, siblings: siblings2, other: siblings1)
            {
                marks[x] = DiffMap.Verdict.antialiased.rawValue
                excused += 1
            }
        }

        // 8 pixels a word: a high bit per byte for each pixel marked and for each pixel flat in both images. Marks
        // are 0 or 1 until this pass, and counts are at most 9, so `count + 0x7D` sets the high bit exactly when
        // the count is over 2, with no carry into the next byte.
        let highBits: UInt64 = 0x8080_8080_8080_8080, overTwo: UInt64 = 0x7D7D_7D7D_7D7D_7D7D
        func word(_ bytes: UnsafePointer<UInt8>, _ x: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(bytes + x).loadUnaligned(as: UInt64.self))
        }
        var x = 0
        while x + 8 <= width {
            let marked = word(marks, x) << 7
            let flat = (word(counts1, x) &+ overTwo) & (word(counts2, x) &+ overTwo)
            var candidates = marked & ~flat & highBits
            while candidates != 0 {
                test(x + candidates.trailingZeroBitCount / 8)
                candidates &= candidates - 1
            }
            x += 8
        }
        while x < width {
            test(x)
            x += 1
        }
        return excused
    }
}

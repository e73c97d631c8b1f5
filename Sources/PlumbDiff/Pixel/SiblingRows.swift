/// pixelmatch's `hasManySiblings` for every pixel of a range of rows of one image, counted a whole row at a time
/// when a row is first needed.
///
/// The anti-aliasing detector asks, for a differing pixel and for the darkest and brightest of its neighbours,
/// whether that pixel has 3 or more neighbours with identical RGBA bytes (a border pixel starts with one). Asked
/// pixel by pixel that is up to 8 compares each time and the same pixel is asked about again and again; here each
/// pixel's count is taken once, 8 pixels at a time with SIMD compares of whole `UInt32` pixels, and the questions
/// become byte lookups. Rows are counted lazily, so a comparison whose differences touch a few rows counts a few
/// rows.
///
/// One value belongs to one thread: it owns its buffers and frees them when it goes away.
struct SiblingRows: ~Copyable {
    private let pixels: UnsafeRawPointer
    private let width: Int
    private let height: Int
    /// The first row held; rows `firstRow ..< firstRow + rowCount`.
    private let firstRow: Int
    private let rowCount: Int
    /// Each held pixel's identical neighbours (0…8), plus 1 on the image border.
    private let counts: UnsafeMutablePointer<UInt8>
    private let counted: UnsafeMutablePointer<Bool>

    /// Room for `rows` of the `width` × `height` RGBA `image`, none counted yet.
    init(_ image: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rows: Range<Int>) {
        precondition(image.count == width * height * 4, "SiblingRows needs width × height RGBA pixels")
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "SiblingRows' rows lie inside the image")
        pixels = UnsafeRawPointer(image.baseAddress!)
        self.width = width
        self.height = height
        firstRow = rows.lowerBound
        rowCount = rows.count
        counts = .allocate(capacity: max(1, rows.count * width))
        counted = .allocate(capacity: max(1, rows.count))
        counted.initialize(repeating: false, count: max(1, rows.count))
    }

    deinit {
        counts.deallocate()
        counted.deallocate()
    }

    /// Counts rows `y − 1` to `y + 1` (those inside the image) if they are not counted yet.
    ///
    /// - Precondition: those rows are among the rows this value holds.
    func prepare(around y: Int) {
        for row in max(y - 1, 0)...min(y + 1, height - 1) where !counted[row - firstRow] {
            precondition(row >= firstRow && row < firstRow + rowCount, "row \(row) is not held by these SiblingRows")
            count(row: row)
            counted[row - firstRow] = true
        }
    }

    /// pixelmatch's `hasManySiblings(img, x, y)`: 3 or more identical neighbours, counting the border as one.
    ///
    /// - Precondition: row `y` was prepared.
    @inline(__always)
    func hasManySiblings(x: Int, y: Int) -> Bool {
        counts[(y &- firstRow) &* width &+ x] > 2
    }

    /// Row `y`'s counts, `width` of them; a count over 2 means `hasManySiblings`.
    ///
    /// - Precondition: row `y` was prepared.
    func counts(row y: Int) -> UnsafePointer<UInt8> {
        UnsafePointer(counts + (y - firstRow) * width)
    }

    /// Counts one row: the interior 8 pixels at a time, the first and last pixel and any rest one by one.
    private func count(row y: Int) {
        let out = counts + (y - firstRow) * width
        guard y > 0, y < height - 1, width >= 3 else {
            for x in 0..<width { out[x] = countOne(x: x, y: y) }
            return
        }
        out[0] = countOne(x: 0, y: y)
        out[width - 1] = countOne(x: width - 1, y: y)
        let rowBytes = width * 4
        let here = pixels + y * rowBytes
        var x = 1
        // A block of 8 reads pixels x − 1 … x + 8, which must stay inside the row.
        while x + 8 <= width - 1 {
            let centre = here + x * 4
            let pixel = centre.loadUnaligned(as: SIMD8<UInt32>.self)
            @inline(__always) func same(_ offset: Int) -> SIMD8<UInt32> {
                let neighbour = centre.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
                return SIMD8<UInt32>(repeating: 0).replacing(with: 1, where: pixel .== neighbour)
            }
            let above = same(-rowBytes - 4) &+ same(-rowBytes) &+ same(-rowBytes + 4)
            let beside = same(-4) &+ same(4)
            let below = same(rowBytes - 4) &+ same(rowBytes) &+ same(rowBytes + 4)
            let total = above &+ beside &+ below
            UnsafeMutableRawPointer(out + x).storeBytes(
                of: SIMD8<UInt8>(truncatingIfNeeded: total), as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < width - 1 {
            out[x] = countOne(x: x, y: y)
            x += 1
        }
    }

    /// One pixel's count, neighbours clamped to the image as in pixelmatch (not stopping at 3).
    private func countOne(x x1: Int, y y1: Int) -> UInt8 {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pixel = pixels.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes: UInt8 = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if pixels.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == pixel { zeroes += 1 }
            }
        }
        return zeroes
    }
}

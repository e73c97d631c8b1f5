/// The verdict for every pixel of a comparison, row by row: the data behind the counts, the density and the diff
/// image.
public struct DiffMap: Hashable, Sendable {
    /// One pixel's verdict.
    public enum Verdict: UInt8, Sendable {
        /// Identical, or under the colour threshold.
        case same = 0
        /// Over the threshold and counted.
        case different = 1
        /// Over the threshold but excused by the anti-aliasing detector, so not counted.
        case antialiased = 2
    }

    public let width: Int
    public let height: Int
    /// `width × height` raw `Verdict` values.
    public internal(set) var verdicts: [UInt8]

    /// A map with every pixel `.same`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.verdicts = [UInt8](repeating: Verdict.same.rawValue, count: width * height)
    }

    /// A map whose verdicts the caller sets, every one, before any is read: `PixelDiff` has each band of rows
    /// clear its own rows on its own thread, so the 1 byte a pixel is first touched by the thread that fills it.
    init(width: Int, height: Int, settingEveryVerdict: Void) {
        self.width = width
        self.height = height
        self.verdicts = [UInt8](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
    }

    public subscript(x: Int, y: Int) -> Verdict {
        Verdict(rawValue: verdicts[y * width + x]) ?? .same
    }

    /// How many pixels have `verdict`.
    public func count(of verdict: Verdict) -> Int {
        verdicts.reduce(0) { $0 + ($1 == verdict.rawValue ? 1 : 0) }
    }
}

/// Apple's size-specific tracking for SF Pro, which UIKit applies to the system font and to no other.
///
/// Source: Apple Human Interface Guidelines, Typography, "Tracking values" (iOS, iPadOS, SF Pro), in thousandths
/// of an em; the points column there is this value times the size. The WWDC 2015 session "Introducing the New
/// System Fonts" explains why: small text is spaced out for legibility, large text tightened. Sizes between two
/// rows are interpolated linearly (a shrunk label's 15.5 pt); below the table the first row holds, above it the
/// last. docs/fonts.md prints the table.
public enum SystemFontTracking {
    /// (size in points, tracking in 1/1000 em), in size order.
    public static let table: [(size: Double, perMille: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 5), (58, 4), (60, 4), (62, 4),
        (64, 3), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (88, 0), (96, 0),
    ]

    /// The tracking of SF Pro at `size` points, in points (negative: letters closer together).
    public static func points(atSize size: Double) -> Double {
        perMille(atSize: size) * size / 1000
    }

    /// The tracking at `size` in thousandths of an em, interpolated between the table's rows.
    public static func perMille(atSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        let upper = table.firstIndex { $0.size >= size }!
        let (high, low) = (table[upper], table[upper - 1])
        if high.size == size { return high.perMille }
        return low.perMille + (high.perMille - low.perMille) * (size - low.size) / (high.size - low.size)
    }
}

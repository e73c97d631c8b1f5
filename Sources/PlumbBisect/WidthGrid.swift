import PlumbCore

/// The container widths a device can have at one scale: the multiples of one device pixel (1/scale pt) in a range.
///
/// Widths are named by their index on the grid (`width = index / scale`), so bisection works on integers and every
/// width it reports is a width a real screen can have: 345 pt at 1×, 345.5 pt at 2×, 345.3333 pt at 3×.
public struct WidthGrid: Hashable, Sendable {
    /// Pixels per point.
    public let scale: Int
    /// The index of the smallest width in the range (the range's minimum rounded up to a device pixel).
    public let lower: Int
    /// The index of the largest width in the range (the range's maximum rounded down to a device pixel).
    public let upper: Int

    public init(range: ClosedRange<Double>, scale: Int) {
        precondition(scale > 0, "a scale is 1 or more pixels per point")
        self.scale = scale
        // A thousandth of a pixel of slack, so that a width printed with 4 decimals (345.3333 at 3×) names its
        // pixel (1036) at either end of the range.
        self.lower = Int((range.lowerBound * Double(scale) - 1e-3).rounded(.up))
        self.upper = Int((range.upperBound * Double(scale) + 1e-3).rounded(.down))
    }

    /// The width of grid index `index`, in points.
    public func width(_ index: Int) -> Double { Double(index) / Double(scale) }

    /// How many widths the grid holds (0 when the range holds no whole device pixel).
    public var count: Int { max(0, upper - lower + 1) }

    /// The coarse sweep's indices: every `step`-th index from `lower`, and `upper`.
    func sweep(step: Int) -> [Int] {
        guard count > 0 else { return [] }
        var indices = Array(stride(from: lower, through: upper, by: max(1, step)))
        if indices.last != upper { indices.append(upper) }
        return indices
    }
}

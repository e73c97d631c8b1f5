import PlumbCore
import PlumbLint

/// A run of widths, on one lane, where a finding holds.
public struct WidthInterval: Hashable, Sendable {
    /// The first and last device-pixel widths where the finding holds, in points.
    public var from: Double
    public var to: Double
    /// The width one pixel below `from`, where it does not hold; `nil` when `from` is the range's minimum (it may
    /// hold below the range too).
    public var below: Double?
    /// The width one pixel above `to`, where it does not hold; `nil` when `to` is the range's maximum.
    public var above: Double?
    /// The finding at the interval's edge: at `to` when it ends inside the range, else at `from`.
    public var edgeFinding: LintFinding

    /// Whether the finding holds over the whole range.
    public var isWholeRange: Bool { below == nil && above == nil }

    /// `< 346 pt`, `≥ 346 pt`, `≥ 346 and < 371 pt`, or `always`.
    public var summary: String {
        switch (below, above) {
        case (nil, nil): "always"
        case (nil, _): "< \(formatNumber(above!)) pt"
        case (_, nil): "≥ \(formatNumber(from)) pt"
        default: "≥ \(formatNumber(from)) and < \(formatNumber(above!)) pt"
        }
    }
}

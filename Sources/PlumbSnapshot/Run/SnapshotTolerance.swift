import PlumbDiff

/// How close a render must be to its baseline to pass: the pixel-diff knobs, the frame tolerance, and whether
/// lint findings fail an environment.
public struct SnapshotTolerance: Hashable, Sendable {
    /// pixelmatch's colour threshold, 0…1 (smaller is stricter).
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAA: Bool
    /// Differing pixels allowed per environment; `nil` with `maxDensity` also `nil` means none.
    public var maxDifferentPixels: Int?
    /// Differing pixels allowed in any `densityWindow`² window; `nil` to not limit density.
    public var maxDensity: Int?
    public var densityWindow: Int
    /// Frames equal within this many points count as unchanged.
    public var frameTolerance: Double
    /// Whether an error-severity lint finding fails the environment (notes never do).
    public var failOnLints: Bool

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, maxDifferentPixels: Int? = nil, maxDensity: Int? = nil,
        densityWindow: Int = 8, frameTolerance: Double = 0.001, failOnLints: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDensity = maxDensity
        self.densityWindow = densityWindow
        self.frameTolerance = frameTolerance
        self.failOnLints = failOnLints
    }

    var pixelOptions: PixelDiffOptions { PixelDiffOptions(threshold: threshold, includeAA: includeAA, densityWindow: densityWindow) }

    /// Whether a pixel diff result is within the tolerance: same size, and under whichever limits are set.
    public func accepts(_ result: PixelDiffResult) -> Bool {
        if result.sizeMismatch { return false }
        if maxDifferentPixels == nil && maxDensity == nil { return result.differentPixels == 0 }
        if let maxDifferentPixels, result.differentPixels > maxDifferentPixels { return false }
        if let maxDensity, result.maxDensity > maxDensity { return false }
        return true
    }

    /// The limits in words, for messages: `threshold 0.1, 0 pixels allowed`.
    var summary: String {
        var parts = ["threshold \(threshold)"]
        if maxDifferentPixels == nil && maxDensity == nil { parts.append("no differing pixel allowed") }
        if let maxDifferentPixels { parts.append("--max-pixels \(maxDifferentPixels)") }
        if let maxDensity { parts.append("--max-density \(maxDensity) per \(densityWindow)×\(densityWindow)") }
        return parts.joined(separator: ", ")
    }
}

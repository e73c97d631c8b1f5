/// How two images are compared: pixelmatch's options plus the density window.
///
/// The defaults are pixelmatch's (`threshold` 0.1, anti-aliasing detection on) and an 8×8 density window.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Colour threshold from 0 to 1; a pixel differs when its YIQ delta exceeds `35215 · threshold²`.
    ///
    /// 0 counts every colour change; 1 counts nothing. pixelmatch's default is 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too (pixelmatch's `includeAA`), skipping the AA detector.
    public var includeAA: Bool
    /// The side N of the N×N window whose largest diff count is reported as the density.
    public var densityWindow: Int

    /// - Precondition: `threshold` is finite and not negative; `densityWindow` is at least 1.
    public init(threshold: Double = 0.1, includeAA: Bool = false, densityWindow: Int = 8) {
        precondition(threshold.isFinite && threshold >= 0, "a pixel diff threshold must be a finite number ≥ 0")
        precondition(densityWindow >= 1, "a density window must be at least 1 pixel wide")
        self.threshold = threshold
        self.includeAA = includeAA
        self.densityWindow = densityWindow
    }

    /// The largest YIQ delta that still counts as equal: `35215 · threshold²`, multiplied in pixelmatch's order.
    ///
    /// 35215 is the largest possible value of the YIQ metric (black against white).
    var maxDelta: Double { 35215 * threshold * threshold }
}

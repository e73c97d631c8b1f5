import PlumbCore
import PlumbDiff
import PlumbLint

/// How close a render must be to its baseline to pass: the pixel-diff knobs, the frame tolerance, whether lint
/// findings fail an environment, the run's lint severities, and whether accessibility snapshots are compared.
///
/// Pixels are compared exactly by default: Plumb's renders are byte-identical on a matching renderer fingerprint,
/// so there is no noise to tolerate, and every differing pixel counts (none is excused as anti-aliasing) — a
/// button's #007AFF turned #0066FF fails. pixelmatch's tolerance (threshold 0.1, anti-aliased pixels excused)
/// applies only when the baselines' fingerprint differs from this renderer's (the failure says so in words), or
/// when `threshold` is set (`--threshold`, `PLUMB_THRESHOLD`). docs/testing.md states the rule.
public struct SnapshotTolerance: Hashable, Sendable {
    /// pixelmatch's threshold, 0…1 (smaller is stricter); `nil` for exact pixels on a matching renderer and 0.1
    /// on a different one.
    public var threshold: Double?
    /// Count anti-aliased pixels as differences too, when a threshold applies.
    public var includeAA: Bool
    /// Differing pixels allowed per environment; `nil` with `maxDensity` also `nil` means none.
    public var maxDifferentPixels: Int?
    /// Differing pixels allowed in any `densityWindow`² window; `nil` to not limit density.
    public var maxDensity: Int?
    public var densityWindow: Int
    /// Frames equal within this many points count as unchanged.
    public var frameTolerance: Double
    /// Whether a new error-severity lint finding fails the environment (warnings and notes never do).
    public var failOnLints: Bool
    /// Whether recording writes a baseline whose error-severity lint findings are not in the lint baseline yet:
    /// `true` (the default) records them as known findings, which later checks do not fail on, and says so;
    /// `false` refuses to record that environment and fails it as a new lint (`plumb record --fail-on-lint`), so a
    /// first recording cannot baseline a defect nobody looked at.
    public var recordsLintErrors: Bool
    /// The run's lint severities by kind (`["truncatedText": .off]`), over `LintRules.defaults`; a spec's
    /// `lints:` wins over them.
    public var lints: [String: LintSeverity]
    /// How strictly `lowContrast` reads contrast where a spec's `lints: {contrast:}` does not say: `.platform` by
    /// default, `.aa` or `.aaa` for WCAG's own minimums (`ContrastLevel`; `--contrast-level` on the CLI).
    public var contrast: ContrastLevel
    /// Whether VoiceOver's elements are compared with, and recorded beside, each baseline (`.on` by default); a
    /// change in reading order, label, value, hint or traits fails as `accessibility changed`.
    public var accessibility: AccessibilitySnapshots

    /// pixelmatch's default threshold, used when the renderer differs from the baselines'.
    public static let pixelmatchThreshold = 0.1

    public init(
        threshold: Double? = nil, includeAA: Bool = false, maxDifferentPixels: Int? = nil, maxDensity: Int? = nil,
        densityWindow: Int = 8, frameTolerance: Double = 0.001, failOnLints: Bool = true,
        lints: [String: LintSeverity] = [:],
        accessibility: AccessibilitySnapshots = .on, recordsLintErrors: Bool = true,
        contrast: ContrastLevel = .platform
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDensity = maxDensity
        self.densityWindow = densityWindow
        self.frameTolerance = frameTolerance
        self.failOnLints = failOnLints
        self.lints = lints
        self.accessibility = accessibility
        self.recordsLintErrors = recordsLintErrors
        self.contrast = contrast
    }

    /// Whether pixels are compared exactly: no threshold asked for and the renderer matches the baselines'.
    func isExact(rendererDiffers: Bool) -> Bool { threshold == nil && !rendererDiffers }

    func pixelOptions(rendererDiffers: Bool) -> PixelDiffOptions {
        if isExact(rendererDiffers: rendererDiffers) {
            return PixelDiffOptions(threshold: 0, includeAA: true, densityWindow: densityWindow)
        }
        return PixelDiffOptions(
            threshold: threshold ?? Self.pixelmatchThreshold, includeAA: includeAA, densityWindow: densityWindow)
    }

    var lintPolicy: LintPolicy { LintPolicy(run: lints, contrast: contrast) }

    /// Whether a pixel diff result is within the tolerance: same size, and under whichever limits are set.
    public func accepts(_ result: PixelDiffResult) -> Bool {
        if result.sizeMismatch { return false }
        if maxDifferentPixels == nil && maxDensity == nil { return result.differentPixels == 0 }
        if let maxDifferentPixels, result.differentPixels > maxDifferentPixels { return false }
        if let maxDensity, result.maxDensity > maxDensity { return false }
        return true
    }

    /// The comparison and limits in words, for messages: `exact comparison, no differing pixel allowed`.
    func summary(rendererDiffers: Bool) -> String {
        var parts: [String] = []
        if isExact(rendererDiffers: rendererDiffers) {
            parts.append("exact comparison: the renderer matches the baselines'")
        } else if threshold == nil {
            parts.append(
                "pixelmatch threshold \(formatNumber(Self.pixelmatchThreshold)) because the renderer differs from the baselines'"
            )
        } else {
            parts.append("threshold \(formatNumber(threshold!))")
        }
        if maxDifferentPixels == nil && maxDensity == nil { parts.append("no differing pixel allowed") }
        if let maxDifferentPixels { parts.append("--max-different-pixels \(maxDifferentPixels)") }
        if let maxDensity { parts.append("--max-density \(maxDensity) per \(densityWindow)×\(densityWindow)") }
        return parts.joined(separator: ", ")
    }
}

/// What one environment's check found, the first that holds of:
///
/// - `missing baseline`: there is no baseline and the record mode did not write one;
/// - `new baseline`: there was no baseline and this run recorded one;
/// - `new lint`: an error-severity lint finding that the lint baseline does not hold (whether or not the pixels
///   changed too: a new defect outranks a change that may be intended);
/// - `changed`: pixels and/or frames differ from the baseline (or it could not be read);
/// - `fixed lint`: an error finding of the lint baseline is gone (passes; `plumb accept` tightens the baseline);
/// - `passed`: nothing of the above.
///
/// A lint-only failure is never `changed`, so a reviewer sees the real pixel changes apart from lint findings.
public enum EnvironmentStatus: String, Codable, CaseIterable, Hashable, Sendable, Comparable {
    case changed
    case newLint = "new lint"
    case missingBaseline = "missing baseline"
    case newBaseline = "new baseline"
    case fixedLint = "fixed lint"
    case passed

    /// The order reports show statuses in: what needs a reviewer's eyes first.
    public static func < (a: EnvironmentStatus, b: EnvironmentStatus) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The status as an identifier for HTML classes and ids: `new-lint`.
    public var slug: String { rawValue.replacingOccurrences(of: " ", with: "-") }
}

/// Error-severity lint findings against the lint baseline, each as `kind node, node`.
public struct LintChanges: Codable, Hashable, Sendable {
    /// Found now, not in the baseline: these fail the check.
    public var new: [String]
    /// Found now and in the baseline.
    public var known: [String]
    /// In the baseline as errors, not found now.
    public var fixed: [String]
}

extension EnvironmentVerdict {
    /// Whether the pixels or frames differ from the baseline (or it could not be read): what `plumb accept` or a
    /// re-record settles, unlike a lint finding.
    public var pixelsOrFramesChanged: Bool {
        if status == .missingBaseline { return true }
        return pixels?.passed == false || frames?.passed == false || (outcome == .failed && (pixels == nil || frames == nil))
    }
}

extension EnvironmentStatus {
    /// The status of a verdict from a report written before statuses existed.
    static func derived(outcome: EnvironmentVerdict.Outcome, pixels: PixelCheck?, frames: FrameCheck?) -> EnvironmentStatus {
        if pixels == nil || frames == nil { return outcome == .recorded ? .newBaseline : (outcome == .passed ? .passed : .missingBaseline) }
        if !(pixels!.passed && frames!.passed) { return .changed }
        return outcome == .failed ? .newLint : .passed
    }
}

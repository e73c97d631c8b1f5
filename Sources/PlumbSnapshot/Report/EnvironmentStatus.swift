import Foundation

/// What one environment's check found, the first that holds of:
///
/// - `missing baseline`: there is no baseline and the record mode did not write one;
/// - `new baseline`: there was no baseline and this run recorded one;
/// - `new lint`: an error-severity lint finding that the lint baseline does not hold (whether or not the pixels
///   changed too: a new defect outranks a change that may be intended);
/// - `changed`: pixels and/or frames differ from the baseline (or it could not be read);
/// - `accessibility changed`: pixels and frames match, but VoiceOver reads the screen differently — an element's
///   label, value, hint or traits, the reading order, or the elements themselves (`EnvironmentVerdict.accessibility`
///   lists each change);
/// - `fixed lint`: an error finding of the lint baseline is gone (passes; `plumb accept` tightens the baseline);
/// - `passed`: nothing of the above.
///
/// A lint-only failure is never `changed`, so a reviewer sees the real pixel changes apart from lint findings.
///
/// A struct over a private enum, so statuses can be added without breaking a `switch` in user code; its raw value
/// is what report.json, report.html's `data-plumb-status` and the summary line say.
public struct EnvironmentStatus: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// In the order reports show them: what needs a reviewer's eyes first.
    private enum Status: String, CaseIterable {
        case changed
        case accessibilityChanged = "accessibility changed"
        case newLint = "new lint"
        case missingBaseline = "missing baseline"
        case newBaseline = "new baseline"
        case fixedLint = "fixed lint"
        case passed
    }

    private let status: Status

    private init(_ status: Status) { self.status = status }

    public static let changed = EnvironmentStatus(.changed)
    public static let accessibilityChanged = EnvironmentStatus(.accessibilityChanged)
    public static let newLint = EnvironmentStatus(.newLint)
    public static let missingBaseline = EnvironmentStatus(.missingBaseline)
    public static let newBaseline = EnvironmentStatus(.newBaseline)
    public static let fixedLint = EnvironmentStatus(.fixedLint)
    public static let passed = EnvironmentStatus(.passed)

    /// Every status, in report order (changed first, passed last).
    public static let allCases = Status.allCases.map(EnvironmentStatus.init)

    /// The status named `rawValue` (`changed`, `new lint`, …), or `nil`.
    public init?(rawValue: String) {
        guard let status = Status(rawValue: rawValue) else { return nil }
        self.status = status
    }

    public var rawValue: String { status.rawValue }
    public var description: String { status.rawValue }

    /// The status as an identifier for HTML classes and ids: `new-lint`.
    public var slug: String { rawValue.replacingOccurrences(of: " ", with: "-") }

    public static func < (a: EnvironmentStatus, b: EnvironmentStatus) -> Bool {
        Status.allCases.firstIndex(of: a.status)! < Status.allCases.firstIndex(of: b.status)!
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let status = Status(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "\(text.debugDescription) is not a status (expected one of: \(Status.allCases.map(\.rawValue).joined(separator: ", ")))"
                ))
        }
        self.status = status
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(status.rawValue)
    }
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
    /// Whether VoiceOver reads the environment differently from its accessibility baseline (or that baseline could
    /// not be read): what `plumb accept` or a re-record settles, as for pixels and frames.
    public var accessibilityChanged: Bool { accessibility?.passed == false }

    /// Whether anything a baseline holds differs — pixels, frames or the accessibility snapshot — so accepting or
    /// re-recording is a way out (unlike for a new lint, which is fixed in the layout or the spec).
    public var baselineChanged: Bool { pixelsOrFramesChanged || accessibilityChanged }

    /// Whether the pixels or frames differ from the baseline (or it could not be read): what `plumb accept` or a
    /// re-record settles, unlike a lint finding.
    public var pixelsOrFramesChanged: Bool {
        if status == .missingBaseline { return true }
        return pixels?.passed == false || frames?.passed == false
            || (outcome == .failed && (pixels == nil || frames == nil))
    }
}

extension EnvironmentStatus {
    /// The status of a verdict from a report written before statuses existed.
    static func derived(
        outcome: EnvironmentVerdict.Outcome, pixels: PixelCheck?, frames: FrameCheck?
    ) -> EnvironmentStatus {
        if pixels == nil || frames == nil {
            return outcome == .recorded ? .newBaseline : (outcome == .passed ? .passed : .missingBaseline)
        }
        if !(pixels!.passed && frames!.passed) { return .changed }
        return outcome == .failed ? .newLint : .passed
    }
}

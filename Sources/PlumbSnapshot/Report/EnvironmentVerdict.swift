import PlumbCore
import PlumbDiff

/// What a run found for one spec × environment: the outcome, and pixels, frames and lints each on their own.
///
/// Stored in the JSON report (so fields may be added, never removed) and rebuilt from it by `merge-reports` and
/// `accept`.
public struct EnvironmentVerdict: Codable, Hashable, Sendable {
    public enum Outcome: String, Codable, Hashable, Sendable {
        /// Matches the baseline: pixels, frames and lints all pass.
        case passed
        /// Does not match, or has no baseline and the record mode did not write one. Baselines are unchanged.
        case failed
        /// A baseline was written by this run (where there was none, or by the record mode's choice).
        case recorded
    }

    public var key: EnvironmentKey
    /// The spec's name as written in the spec (may hold any characters; escape before display).
    public var spec: String
    /// What the user named: `gallery:NAME` or a spec path.
    public var source: String
    public var outcome: Outcome
    /// Sentences for humans, most important first: a renderer-fingerprint mismatch, then pixels, frames, lints,
    /// a missing or newly recorded baseline.
    public var messages: [String]
    /// The pixel comparison; `nil` when there was no baseline image to compare with.
    public var pixels: PixelCheck?
    /// The frame comparison; `nil` when there was no baseline frames JSON.
    public var frames: FrameCheck?
    /// Every lint finding of the render, errors and notes.
    public var lints: [LintRecord]
    /// The render's size in pixels and its scale, to draw lint rects over it.
    public var image: ImageSize
    /// The baseline PNG's path as the user gave the baselines folder.
    public var baseline: String
    /// Files written for this environment into the artifacts folder, relative to it; `nil` for a pass.
    public var artifacts: ArtifactFiles?
    /// The copy-paste command that re-records this one environment.
    public var recordCommand: String

    public var id: String { key.id }
}

/// A pixel comparison's numbers and whether they are within the tolerance.
public struct PixelCheck: Codable, Hashable, Sendable {
    public var passed: Bool
    public var differentPixels: Int
    public var antialiasedPixels: Int
    public var totalPixels: Int
    public var maxDensity: Int
    public var densityWindow: Int
    public var expectedSize: ImageSize
    public var actualSize: ImageSize

    init(_ result: PixelDiffResult, passed: Bool, scale: Int) {
        self.passed = passed
        differentPixels = result.differentPixels
        antialiasedPixels = result.antialiasedPixels
        totalPixels = result.totalPixels
        maxDensity = result.maxDensity
        densityWindow = result.densityWindow
        expectedSize = ImageSize(width: result.expectedSize.width, height: result.expectedSize.height, scale: scale)
        actualSize = ImageSize(width: result.actualSize.width, height: result.actualSize.height, scale: scale)
    }
}

/// A frame comparison: whether it passed and each change as a line (`title moved by (0, 2)`).
public struct FrameCheck: Codable, Hashable, Sendable {
    public var passed: Bool
    public var changes: [String]
    /// Ids of the nodes added, removed, moved or resized.
    public var nodes: [String]

    init(_ diff: FrameDiff) {
        passed = diff.isEmpty
        changes = diff.isEmpty ? [] : diff.description.split(separator: "\n").map(String.init)
        nodes = diff.removed.map(\.id) + diff.added.map(\.id) + diff.changed.map(\.id)
    }
}

/// One lint finding as stored in a report.
public struct LintRecord: Codable, Hashable, Sendable {
    public var kind: String
    /// `error` or `note`; only errors fail an environment.
    public var severity: String
    public var nodes: [String]
    /// The rects to outline, in points, root coordinates.
    public var rects: [RectRecord]
    public var message: String

    init(_ finding: LintFinding) {
        kind = finding.kind.rawValue
        severity = finding.severity.rawValue
        nodes = finding.nodes
        rects = finding.rects.map { RectRecord(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        message = finding.message
    }

    var isError: Bool { severity == LintFinding.Severity.error.rawValue }
}

public struct RectRecord: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}

/// An image's size in pixels and the scale it was rendered at.
public struct ImageSize: Codable, Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var scale: Int
}

/// The files of one failed environment inside the artifacts folder, as paths relative to it.
public struct ArtifactFiles: Codable, Hashable, Sendable {
    /// This run's render.
    public var actual: String
    /// This run's frames JSON.
    public var actualFrames: String
    /// A copy of the baseline PNG, when there was one.
    public var expected: String?
    /// The pixel diff image (differences red, anti-aliasing yellow), when the pixels were compared.
    public var diff: String?
}

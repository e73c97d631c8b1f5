import PlumbCore
import PlumbDiff
import PlumbLint

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
    /// `<spec folder>/<environment label>`: what `plumb accept --only` takes.
    public var id: String
    /// What this environment's check found, in one word or two (`changed`, `new lint`); see `EnvironmentStatus`.
    public var status: EnvironmentStatus
    /// The spec's name as written in the spec (may hold any characters; escape before display).
    public var spec: String
    /// What the user named: `gallery:NAME` or a spec path.
    public var source: String
    public var outcome: Outcome
    /// Sentences for humans, most important first: a renderer-fingerprint mismatch, then pixels, frames, lints,
    /// a missing or newly recorded baseline.
    public var messages: [String]
    /// `messages` with the part of the check each is about (`VerdictNote`); add sentences with `note(_:_:)`.
    public var notes: [VerdictNote] = []
    /// The pixel comparison; `nil` when there was no baseline image to compare with.
    public var pixels: PixelCheck?
    /// The frame comparison; `nil` when there was no baseline frames JSON.
    public var frames: FrameCheck?
    /// Every lint finding of the render, errors, warnings and notes (`off` ones are left out).
    public var lints: [LintRecord]
    /// The error findings compared with the lint baseline; `nil` when the environment had no lint baseline.
    public var lintChanges: LintChanges?
    /// The accessibility snapshot compared with its baseline; `nil` when the run left accessibility out
    /// (`AccessibilitySnapshots.off`) or the environment had no baseline at all.
    public var accessibility: AccessibilityCheck? = nil
    /// The render's size in pixels and its scale, to draw lint rects over it.
    public var image: ImageSize
    /// The baseline PNG's path as the user gave the baselines folder.
    public var baseline: String
    /// Files written for this environment into the artifacts folder, relative to it; `nil` for a pass.
    public var artifacts: ArtifactFiles?
    /// The copy-paste command that re-records this one environment.
    public var recordCommand: String
}

extension EnvironmentVerdict {
    /// Reads reports of every version: `id`, `status`, `lintChanges`, `accessibility` and `notes` came later and are derived
    /// when absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(EnvironmentKey.self, forKey: .key)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? key.id
        spec = try c.decode(String.self, forKey: .spec)
        source = try c.decode(String.self, forKey: .source)
        outcome = try c.decode(Outcome.self, forKey: .outcome)
        messages = try c.decode([String].self, forKey: .messages)
        notes = try c.decodeIfPresent([VerdictNote].self, forKey: .notes) ?? Self.notes(fromMessages: messages)
        pixels = try c.decodeIfPresent(PixelCheck.self, forKey: .pixels)
        frames = try c.decodeIfPresent(FrameCheck.self, forKey: .frames)
        lints = try c.decode([LintRecord].self, forKey: .lints)
        lintChanges = try c.decodeIfPresent(LintChanges.self, forKey: .lintChanges)
        accessibility = try c.decodeIfPresent(AccessibilityCheck.self, forKey: .accessibility)
        image = try c.decode(ImageSize.self, forKey: .image)
        baseline = try c.decode(String.self, forKey: .baseline)
        artifacts = try c.decodeIfPresent(ArtifactFiles.self, forKey: .artifacts)
        recordCommand = try c.decode(String.self, forKey: .recordCommand)
        status =
            try c.decodeIfPresent(EnvironmentStatus.self, forKey: .status)
            ?? .derived(outcome: outcome, pixels: pixels, frames: frames)
    }
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

    init(passed: Bool, changes: [String], nodes: [String]) {
        self.passed = passed
        self.changes = changes
        self.nodes = nodes
    }

    init(_ diff: FrameDiff) {
        passed = diff.isEmpty
        changes = diff.isEmpty ? [] : diff.description.split(separator: "\n").map(String.init)
        nodes = diff.removed.map(\.id) + diff.added.map(\.id) + diff.changed.map(\.id)
    }
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
    /// This run's lint findings as a lint baseline (`plumb accept` promotes it).
    public var actualLints: String?
    /// This run's accessibility snapshot: the elements JSON and the picture (`plumb accept` promotes both).
    public var actualAccessibility: String? = nil
    public var actualAccessibilityImage: String? = nil
    /// A copy of the baseline's accessibility picture, when VoiceOver reads the screen differently and there was one.
    public var expectedAccessibilityImage: String? = nil
}

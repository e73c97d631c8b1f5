import Foundation

/// Which part of a snapshot check a verdict's sentence is about.
public enum VerdictPart: String, Codable, Hashable, Sendable {
    /// The renderer differs from the one that recorded the baselines (fonts, Cairo, Pango): said first.
    case renderer
    case pixels
    case frames
    case lints
    /// A baseline recorded, or missing and not recorded.
    case baseline
    /// What VoiceOver reads, compared with the accessibility baseline.
    case accessibility
    /// Anything else: a sentence from a report of another version that names no part.
    case other
}

/// One sentence of a verdict with the part of the check it is about, so readers pick sentences by part instead of
/// reading the text back.
public struct VerdictNote: Codable, Hashable, Sendable {
    public var part: VerdictPart
    /// The sentence as `messages` holds it.
    public var text: String
    /// Continues the note before it (a new lint's ways out); shown indented under it.
    public var isDetail: Bool

    public init(_ part: VerdictPart, _ text: String, isDetail: Bool = false) {
        self.part = part
        self.text = text
        self.isDetail = isDetail
    }
}

extension EnvironmentVerdict {
    /// Adds a sentence about `part`, to `notes` and to `messages` alike; `first` puts it before all the others.
    public mutating func note(_ part: VerdictPart, _ text: String, isDetail: Bool = false, first: Bool = false) {
        let note = VerdictNote(part, text, isDetail: isDetail)
        if first {
            notes.insert(note, at: 0)
            messages.insert(text, at: 0)
        } else {
            notes.append(note)
            messages.append(text)
        }
    }

    /// The sentences about any of `parts`, in order.
    public func messages(about parts: Set<VerdictPart>) -> [String] {
        notes.filter { parts.contains($0.part) }.map(\.text)
    }

    /// Error findings not in the lint baseline (every error when there is none): a failure, or findings the run
    /// ignores (`--ignore-lints`) when the environment passed.
    public var hasNewLintErrors: Bool {
        lintChanges.map { !$0.new.isEmpty } ?? lints.contains(where: \.isError)
    }

    /// The first sentence that says what happened: not a detail line, and not the renderer's; a heading that ends
    /// in a colon ("accessibility: … (2 changes):") gets its first detail line after it.
    public var headline: String? {
        guard let index = notes.firstIndex(where: { $0.part != .renderer && !$0.isDetail }) else { return nil }
        var text = notes[index].text
        if text.hasSuffix(":"), index + 1 < notes.count, notes[index + 1].isDetail {
            text += " " + notes[index + 1].text.trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The notes of a report written before verdicts had them, sorted by how each of its sentences begins: the
    /// only place that reads a sentence back.
    static func notes(fromMessages messages: [String]) -> [VerdictNote] {
        var notes: [VerdictNote] = []
        for text in messages {
            // A detail line belongs to the sentence above it.
            if text.hasPrefix("  "), let above = notes.last {
                notes.append(VerdictNote(above.part, text, isDetail: true))
                continue
            }
            let part: VerdictPart =
                if text.hasPrefix("renderer differs") {
                    .renderer
                } else if text.hasPrefix("accessibility") || text.contains("accessibility baseline") {
                    .accessibility
                } else if text.hasPrefix("pixels") { .pixels } else if text.hasPrefix("frames") {
                    .frames
                } else if text.hasPrefix("  ") || text.hasPrefix("lint") || text.hasPrefix("new lint")
                    || text.hasPrefix("known lint")
                    || text.hasPrefix("fixed lint")
                { .lints } else if text.hasPrefix("recorded") || text.hasPrefix("no baseline") { .baseline } else {
                    .other
                }
            notes.append(VerdictNote(part, text, isDetail: text.hasPrefix("  ")))
        }
        return notes
    }
}

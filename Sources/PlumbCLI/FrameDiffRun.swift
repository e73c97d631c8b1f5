import Foundation
import PlumbCore
import PlumbDiff

/// `plumb diff A.frames.json B.frames.json`: the frame diff of two frames JSON documents (docs/design.md §7).
///
/// Lists removed, added, moved and resized nodes with their deltas (equal within 0.001 pt); exit 1 when anything
/// changed, 2 when a file is unreadable or not a frames document.
enum FrameDiffRun {
    static func run(expected: String, actual: String, json: Bool) throws {
        let diff = FrameDiff(old: try FramesFile.load(expected), new: try FramesFile.load(actual))
        if json {
            let fields = [
                "\"added\": \(diff.added.count)", "\"removed\": \(diff.removed.count)",
                "\"moved\": \(diff.moved.count)",
                "\"resized\": \(diff.resized.count)", "\"rootSizeChanged\": \(diff.rootSize != nil)",
                "\"nodes\": ["
                    + (diff.removed.map(\.id) + diff.added.map(\.id) + diff.changed.map(\.id)).map(jsonString).joined(
                        separator: ", ") + "]",
            ]
            print("{" + fields.joined(separator: ", ") + "}")
        } else {
            print(diff.description)
        }
        if !diff.isEmpty { throw FindingsFailed("frames differ between \(expected) and \(actual)") }
    }
}

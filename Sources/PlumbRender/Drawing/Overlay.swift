import PlumbCore

/// Marks drawn over a render for humans reading a failure: frames, baselines and lint findings.
///
/// A plain value built by the caller (the CLI turns lint findings into marks), so the renderer needs no knowledge
/// of lints.
public struct Overlay: Sendable {
    public enum Style: Sendable {
        /// A thin outline: every node's frame.
        case frame
        /// A horizontal line across the rect's top edge: a text baseline.
        case baseline
        /// A thick red outline: a problem such as clipped text.
        case problem
        /// Red diagonal hatching: an area two nodes share.
        case hatched
    }

    public struct Mark: Sendable {
        public var rect: Rect
        public var style: Style

        public init(_ rect: Rect, _ style: Style) {
            self.rect = rect
            self.style = style
        }
    }

    public var marks: [Mark]

    public init(marks: [Mark] = []) {
        self.marks = marks
    }

    /// Frames of every visible node and the first and last baselines of every text node of `result`.
    public static func frames(of result: LayoutResult) -> Overlay {
        var marks: [Mark] = []
        for entry in result.entries where !entry.node.hidden {
            marks.append(Mark(entry.frame, .frame))
            if let text = entry.text, entry.node.kind == .text {
                let top = entry.frame.y + text.top(inHeight: entry.frame.height)
                for baseline in Set([text.firstBaseline, text.lastBaseline]).sorted() {
                    marks.append(
                        Mark(Rect(x: entry.frame.x, y: top + baseline, width: entry.frame.width, height: 0), .baseline))
                }
            }
        }
        return Overlay(marks: marks)
    }
}

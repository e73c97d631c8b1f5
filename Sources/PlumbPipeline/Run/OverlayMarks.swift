import PlumbCore
import PlumbLint
import PlumbRender

/// The overlay `plumb render --overlay` draws: every frame and baseline, then each lint finding — a red outline
/// on clipped or truncated text and other problems, hatching on the area two overlapping nodes share.
public enum OverlayMarks {
    public static func overlay(for result: LayoutResult) -> Overlay {
        var overlay = Overlay.frames(of: result)
        for finding in Linter.findings(in: result) where finding.severity == .error {
            switch finding.kind {
            case .overlap:
                if let shared = finding.rects.last { overlay.marks.append(.init(shared, .hatched)) }
            default:
                if let rect = finding.rects.first { overlay.marks.append(.init(rect, .problem)) }
            }
        }
        return overlay
    }
}

import PlumbCore

/// The contrast of one text or button title against what is drawn behind it.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The node whose text or tint it is.
    public var node: String
    public var frame: Rect
    /// What is measured: "text" or "title" (a button's title, drawn in its tint).
    public var part: String
    /// The foreground, composited over the background when it is translucent.
    public var foreground: ContrastColor
    public var background: ContrastColor
    public var ratio: Double
    public var requirement: ContrastRequirement

    /// Whether the contrast is below the requirement.
    public var fails: Bool { ratio < requirement.minimum }
}

/// Measures the contrast of every drawn text and button title in a laid-out tree.
///
/// A button's title is its tint, so a button's tint is measured as text. The switch's green "on" track is UIKit's
/// own colour, which WCAG 1.4.11 leaves to the platform ("determined by the user agent and not modified by the
/// author"), and no spec key changes it yet, so it is not measured.
///
/// The background of a node is what the renderer paints before it under its whole frame: the screen's system
/// background, then, in drawing order, the fill of every visible node whose frame contains this node's frame,
/// composited with its alpha — its ancestors, the node's own fill, and earlier nodes it lies on. A node on an image
/// is not measured (the image's pixels are not known); fills that cover only part of the frame are not counted.
public enum ContrastCheck {
    public static func measurements(in result: LayoutResult) -> [ContrastMeasurement] {
        let visible = result.visibleIndices
        var measurements: [ContrastMeasurement] = []
        for (position, index) in visible.enumerated() {
            let entry = result.entries[index]
            let node = entry.node
            switch node.kind {
            case .text, .button:
                guard let text = node.text, !text.string.isEmpty, let color = node.titleColor,
                    let background = background(of: position, visible: visible, in: result)
                else { continue }
                let size = text.metrics(in: result.environment).size
                let foreground = background.under(color)
                measurements.append(ContrastMeasurement(
                    node: node.id, frame: entry.frame, part: node.kind == .button ? "title" : "text", foreground: foreground,
                    background: background, ratio: foreground.contrastRatio(with: background),
                    requirement: .text(pointSize: size, weight: text.resolvedWeight)))
            case .box, .image, .separator, .switch:
                continue
            }
        }
        return measurements
    }

    /// The colour behind the visible entry at `position` of `visible`, or `nil` when an image is behind it.
    static func background(of position: Int, visible: [Int], in result: LayoutResult) -> ContrastColor? {
        let target = result.entries[visible[position]].frame
        var color = ContrastColor(result.environment.systemBackground)
        for index in visible[...position] {
            let entry = result.entries[index]
            guard entry.frame.contains(target, tolerance: 0.001) else { continue }
            if entry.node.kind == .image, index != visible[position] { return nil }
            if let fill = entry.node.style.background { color = color.under(fill) }
        }
        return color
    }
}

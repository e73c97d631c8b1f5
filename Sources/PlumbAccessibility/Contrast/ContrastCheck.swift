import PlumbCore

/// The contrast of one text or button title against what is drawn behind it.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The node whose text or tint it is.
    public var node: String
    public var frame: Rect
    /// What is measured: "text", "title" (a button's title, drawn in its tint) or "tint" (a switch's "on" track).
    public var part: String
    /// The attributed run (`runs:`) measured, by its string; `nil` for a text without runs, measured whole.
    public var run: String? = nil
    /// The foreground, composited over the background when it is translucent.
    public var foreground: ContrastColor
    public var background: ContrastColor
    public var ratio: Double
    public var requirement: ContrastRequirement

    /// Whether the contrast is below the requirement.
    public var fails: Bool { ratio < requirement.minimum }
}

/// Measures the contrast of every drawn text and button title in a laid-out tree — each attributed run on its own,
/// in its colour, size and weight (`DrawnTextPiece`).
///
/// A button's title is its tint, so a button's tint is measured as text. A switch's "on" track is measured as a
/// control's tint (3:1, WCAG 1.4.11 non-text contrast) when the spec sets it (`tint:`); UIKit's own green is left to
/// the platform, as WCAG 1.4.11 leaves components "determined by the user agent and not modified by the author".
///
/// The background of a node is what the renderer paints before it under its whole frame: the screen's system
/// background, then, in drawing order, the fill of every visible node whose frame contains this node's frame,
/// composited with its alpha — its ancestors, the node's own fill, and earlier nodes it lies on (`DrawnNeighbours`:
/// siblings of it and its ancestors where the layout lets them overlap). A node on an image is not measured (the
/// image's pixels are not known); fills that cover only part of the frame are not counted.
public enum ContrastCheck {
    public static func measurements(in result: LayoutResult) -> [ContrastMeasurement] {
        let neighbours = DrawnNeighbours(result)
        var measurements: [ContrastMeasurement] = []
        for index in result.visibleIndices {
            let entry = result.entries[index]
            let node = entry.node
            switch node.kind {
            case .text, .button:
                // WCAG 1.4.3 exempts inactive controls; a highlighted title is a moment under a finger.
                guard node.controlState == .normal || node.controlState == .selected else { continue }
                guard let text = node.text, !text.string.isEmpty, let color = node.titleColor,
                    var background = background(of: index, neighbours)
                else { continue }
                if node.kind == .button, node.controlState == .selected {
                    background = background.under((node.style.tint ?? .systemBlue).resolved(in: result.environment))
                }
                for piece in DrawnTextPiece.pieces(of: text, color: color, in: result.environment) {
                    let foreground = background.under(piece.color.resolved(in: result.environment))
                    measurements.append(
                        ContrastMeasurement(
                            node: node.id, frame: entry.frame, part: node.kind == .button ? "title" : "text",
                            run: piece.run,
                            foreground: foreground, background: background,
                            ratio: foreground.contrastRatio(with: background),
                            requirement: .text(pointSize: piece.pointSize, weight: piece.weight)))
                }
            case .switch:
                // The "on" track shows the state: checked when the spec chose its colour (`tint:`), against what is
                // around the switch (its own fill is under the track). UIKit's own green is left to the platform.
                guard node.isOn, let tint = node.style.tint,
                    let background = background(of: index, neighbours, includingOwnFill: false)
                else { continue }
                let foreground = background.under(tint.resolved(in: result.environment))
                measurements.append(
                    ContrastMeasurement(
                        node: node.id, frame: entry.frame, part: "tint", foreground: foreground, background: background,
                        ratio: foreground.contrastRatio(with: background), requirement: .control))
            default:
                continue
            }
        }
        return measurements
    }

    /// The colour behind the entry at `index`, or `nil` when an image is behind it.
    static func background(
        of index: Int, _ neighbours: DrawnNeighbours, includingOwnFill: Bool = true
    ) -> ContrastColor? {
        let result = neighbours.result
        let target = result.entries[index].frame
        var color = ContrastColor(result.environment.systemBackground)
        for beneath in neighbours.beneath(index) {
            let entry = result.entries[beneath]
            guard entry.frame.contains(target, tolerance: 0.001) else { continue }
            if beneath == index, !includingOwnFill { break }
            if entry.node.kind == .image, beneath != index { return nil }
            if let fill = entry.node.style.background { color = color.under(fill.resolved(in: result.environment)) }
        }
        return color
    }
}

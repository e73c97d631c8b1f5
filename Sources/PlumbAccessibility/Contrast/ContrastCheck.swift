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
    /// Whether Apple's own colours drew it: the text in one of iOS's semantic or system colours, on one of its
    /// background colours (`ApplePalette`). At the `platform` level such a pair above `unreadableBelow` is a warning.
    public var isApplePair = false

    /// Whether the contrast is below the requirement.
    public var fails: Bool { ratio < requirement.minimum }

    /// Whether the failure is one iOS itself ships (Apple's pair, readable by the 3:1 floor) and so only a warning.
    public var isPlatformLeniency: Bool { fails && isApplePair && ratio >= requirement.unreadableBelow }
}

/// Measures the contrast of every drawn text and button title in a laid-out tree — each attributed run on its own,
/// in its colour, size and weight (`DrawnTextPiece`).
///
/// A button's title is its tint, so a button's tint is measured as text. A switch's "on" track is measured as a
/// control's tint (3:1, WCAG 1.4.11 non-text contrast) when the spec sets it (`tint:`); UIKit's own green is left to
/// the platform, as WCAG 1.4.11 leaves components "determined by the user agent and not modified by the author".
///
/// The background is what is really drawn behind the text when a `ContrastBackdrop` is given (the environment
/// rendered with no text, read under the text's lines: `textArea(of:)`), the worst of its colours for each piece.
/// Without one (a lint run that draws nothing) it is a model: the screen's system background, then, in drawing
/// order, the fill of every visible node whose frame contains this node's frame, composited with its alpha — its
/// ancestors, the node's own fill, and earlier nodes it lies on (`DrawnNeighbours`: siblings of it and of its
/// ancestors where the layout lets them overlap). In the model a node on an image is not measured (the image's
/// pixels are not known), and fills that cover only part of the frame, gradients and shadows are not counted.
///
/// A switch's tint is always measured with the model (its own track is drawn in the backdrop).
public enum ContrastCheck {
    /// - Parameters:
    ///   - backdrop: the pixels behind the text, or `nil` for the model of fills.
    ///   - level: how strictly the text of the entry at an index is read (the nearest `lints: {contrast:}`).
    public static func measurements(
        in result: LayoutResult, backdrop: (any ContrastBackdrop)? = nil,
        level: (Int) -> ContrastLevel = { _ in .platform }
    ) -> [ContrastMeasurement] {
        let neighbours = DrawnNeighbours(result)
        var measurements: [ContrastMeasurement] = []
        for index in result.visibleIndices {
            let entry = result.entries[index]
            let node = entry.node
            switch node.kind {
            case .text, .button:
                // WCAG 1.4.3 exempts inactive controls; a highlighted title is a moment under a finger.
                guard node.controlState == .normal || node.controlState == .selected else { continue }
                guard let text = node.text, !text.string.isEmpty, let color = node.titleColor else { continue }
                var behind = backdrop?.colors(under: textArea(of: entry, environment: result.environment)) ?? []
                if behind.isEmpty, var background = background(of: index, neighbours) {
                    if node.kind == .button, node.controlState == .selected {
                        background = background.under(
                            (node.style.tint ?? .systemBlue).resolved(in: result.environment))
                    } else if let fill = node.buttonConfiguration?.background(
                        tint: node.style.tint ?? .systemBlue, state: node.controlState)
                    {
                        // A configured button's own fill (`gray()`, `tinted()`, `filled()`) is behind its title.
                        background = background.under(fill.resolved(in: result.environment))
                    }
                    behind = [background]
                }
                let textLevel = level(index)
                for piece in DrawnTextPiece.pieces(of: text, color: color, in: result.environment) {
                    let drawn = piece.color.resolved(in: result.environment)
                    // The worst colour behind the piece: the one its composited foreground is closest to.
                    guard
                        let worst = behind.map({ (background: $0, foreground: $0.under(drawn)) }).min(by: {
                            $0.foreground.contrastRatio(with: $0.background)
                                < $1.foreground.contrastRatio(with: $1.background)
                        })
                    else { continue }
                    measurements.append(
                        ContrastMeasurement(
                            node: node.id, frame: entry.frame, part: node.kind == .button ? "title" : "text",
                            run: piece.run,
                            foreground: worst.foreground, background: worst.background,
                            ratio: worst.foreground.contrastRatio(with: worst.background),
                            requirement: .text(pointSize: piece.pointSize, weight: piece.weight, level: textLevel),
                            isApplePair: ApplePalette.isPair(
                                text: piece.color, on: worst.background, in: result.environment)))
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

    /// Where a text's or a button title's glyphs are drawn, for reading the pixels behind them: the band of its
    /// measured lines (the frame's width; a button's title its own width, centred, as UIKit draws both), within
    /// the frame (ink outside the frame is `clippedText`'s), and inside the node's own rounded corners when it
    /// has them (a chat bubble's glyphs never reach its corners, where the parent shows through).
    ///
    /// A button with an image (`ButtonContent`) has its title beside the image, not centred in the frame: with the
    /// `environment` (for its direction and its symbol's size) the area is where `ButtonContent` puts the title.
    public static func textArea(of entry: LayoutResult.Entry, environment: Environment? = nil) -> Rect {
        let frame = entry.frame
        var area = frame
        if let measured = entry.text {
            let top = frame.y + measured.top(inHeight: frame.height)
            area = Rect(x: frame.x, y: top, width: frame.width, height: measured.size.height)
            if entry.node.kind == .button {
                let width = min(measured.size.width, frame.width)
                area = Rect(x: frame.midX - width / 2, y: top, width: width, height: measured.size.height)
                if let environment, let image = entry.node.buttonImageSize(in: environment) {
                    let titleSize = Size(width: width, height: measured.size.height)
                    let placed = ButtonContent.place(
                        image: image, title: titleSize,
                        titleBox: frame.inset(by: entry.node.buttonTitleInsets(in: environment)),
                        in: frame.inset(by: entry.node.buttonContentInsets(in: environment)), node: entry.node,
                        environment: environment)
                    area = Rect(
                        x: placed.titleBox.midX - width / 2, y: placed.titleBox.midY - measured.size.height / 2,
                        width: width, height: measured.size.height)
                }
            }
        }
        let radius = entry.node.style.cornerRadius
        // A corner of a rectangle inset by 0.3 r lies inside the arc of radius r (0.7 r √2 < r); the extra
        // point keeps the arc's antialiased edge out.
        let inside =
            radius > 0
            ? frame.inset(by: EdgeInsets(all: min(radius * 0.3 + 1, frame.height / 2, frame.width / 2))) : frame
        return area.intersection(inside) ?? area
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

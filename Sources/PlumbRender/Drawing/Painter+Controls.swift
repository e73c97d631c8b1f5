import CCairoPango
import Foundation
import PlumbCore

/// How a system control is drawn, as iOS 17 draws it in the light and the dark appearance (colours are semantic
/// colours, resolved by `setColor`).
///
/// Each control kind's description (`ControlKind`, PlumbCore) conforms to it in its own file in `Drawing/Controls`;
/// the painter finds that conformance (`Painter.controlDrawings`), so drawing a new control needs no case here.
protocol ControlDrawing: Sendable {
    /// Draws the control of `node` in `frame`, its content `control`, with `painter`.
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter)
}

extension Painter {
    /// Every system control kind's drawing: its description, where the description conforms to `ControlDrawing`.
    static let controlDrawings: [NodeKind: any ControlDrawing] = Dictionary(
        uniqueKeysWithValues: NodeKind.allCases.compactMap { kind in
            (kind.controlKind as? any ControlDrawing).map { (kind, $0) }
        })

    /// Draws a system control (`NodeKind.isSystemControl`) with its kind's drawing; nothing for other kinds.
    func drawControl(_ node: Node, in frame: Rect) {
        guard let drawing = Self.controlDrawings[node.kind] else { return }
        drawing.draw(node, node.control ?? ControlContent(), in: frame, with: self)
    }

    /// A painter for text UIKit keeps at its default size: the environment at the Large category.
    var fixedSizeText: Painter {
        var environment = environment
        environment.category = .large
        var painter = Painter(
            cr: cr, scale: scale, environment: environment, measurer: measurer, pixelMatrix: pixelMatrix)
        painter.drawsText = drawsText
        return painter
    }

    /// One line of `string` in `style`, aligned in `rect` and centred vertically.
    func drawLabel(
        _ string: String, style: TextStyle, weight: FontWeight? = nil, alignment: TextAlignment = .center, color: Color,
        in rect: Rect
    ) {
        guard !string.isEmpty, rect.width > 0 else { return }
        drawText(
            TextContent(string, style: style, weight: weight, lines: 1, alignment: alignment, color: color), in: rect)
    }
}

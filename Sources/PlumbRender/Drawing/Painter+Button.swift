import CCairoPango
import PlumbCore

extension Painter {
    /// A button with a `UIButton.Configuration` or an image: its style's background (rounded by its corner style),
    /// its image as a template in the foreground colour, and its title, placed together by `ButtonContent`.
    ///
    /// UIKit draws a button's image in the configuration's foreground colour (`baseForegroundColor`, the tint, or
    /// white on `filled()`) when the image's rendering mode is `.automatic`, as a system button's images are
    /// (Apple's documentation of `UIButton.Configuration.imageColorTransformer`: "the system uses the foreground
    /// color"), so a `src:` file and a symbol are both drawn as templates, as bar button images are.
    func drawConfiguredButton(_ node: Node, in frame: Rect) {
        let configuration = node.buttonConfiguration ?? ButtonConfiguration()
        let tint = node.style.tint ?? .systemBlue
        if node.controlState == .selected {
            // A selected button: a tint-filled rounded rectangle, content knocked out of it, as without a
            // configuration (`drawButton`).
            setColor(tint)
            roundedRect(
                frame,
                radius: configuration.cornerRadius(
                    in: frame, environment: environment, ownRadius: ControlState.selectedButtonCornerRadius))
            cairo_fill(cr)
        } else if let background = configuration.background(tint: tint, state: node.controlState) {
            setColor(background)
            roundedRect(
                frame,
                radius: configuration.cornerRadius(
                    in: frame, environment: environment, ownRadius: node.style.cornerRadius))
            cairo_fill(cr)
        }
        let content = ButtonContent(node, in: frame, environment: environment, measurer: measurer)
        let foreground =
            node.controlState == .selected
            ? SemanticColors.systemBackground : configuration.foreground(tint: tint, state: node.controlState)
        if let imageRect = content.imageRect, var image = node.image {
            image.tint = foreground
            image.contentMode = .scaleAspectFit
            var imageNode = Node(id: node.id, kind: .image)
            imageNode.image = image
            drawImage(imageNode, in: imageRect)
        }
        if let title = content.title, let box = content.titleBox {
            drawText(title.text, in: box, color: node.titleColor ?? foreground)
        }
    }
}
